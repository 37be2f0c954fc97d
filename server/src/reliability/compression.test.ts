import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pickEncoding } from "../lib/compression";
import { seedPeople } from "../test/fixtures";
import { startTestApp, type TestApp } from "../test/harness";

/** docs/rules.md "Delivery": precompressed files, compressed JSON, shared answers compressed once. */
describe("compression", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ name: "sqlite" });
    // Enough players for the leaderboard to pass the 1 KB threshold.
    token = (await seedPeople(t, 12)).players[0].token;
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: "GET",
      url,
      headers: { ...(acceptEncoding !== undefined && { "accept-encoding": acceptEncoding }), ...extra },
    });

  it("sends the build's .br to a client that takes brotli and .gz otherwise, cached for a year when hashed", async () => {
    const br = await get("/assets/app.js", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(String(br.headers.vary)).toContain("accept-encoding");
    expect(String(br.headers["content-type"])).toContain("javascript");
    const plain = zlib.brotliDecompressSync(br.rawPayload).toString();
    expect(plain).toContain("console.log");

    const gz = await get("/assets/app.js", "gzip, deflate");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain);

    const identity = await get("/assets/app.js", "identity");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body).toBe(plain);
  });

  it("sends the app's HTML precompressed too, revalidated on every visit", async () => {
    for (const url of ["/", "/dashboard"]) {
      const res = await get(url, "br, gzip");
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toContain("<!doctype html>");
    }
  });

  it("answers /robots.txt as text and the manifest as a web manifest, not the app's HTML", async () => {
    const robots = await get("/robots.txt");
    expect(robots.statusCode).toBe(200);
    expect(String(robots.headers["content-type"])).toMatch(/^text\/plain/);
    expect(robots.body).toContain("User-agent: *");
    for (const [file, lang] of [
      ["/manifest.webmanifest", "en"],
      ["/manifest.he.webmanifest", "he"],
    ]) {
      const manifest = await get(file);
      expect(String(manifest.headers["content-type"]), file).toMatch(/^application\/manifest\+json/);
      expect(JSON.parse(manifest.body).lang, file).toBe(lang);
    }
  });

  it("compresses the shared leaderboard once and sends the stored bytes to every caller", async () => {
    const auth = { authorization: `Bearer ${token}` };
    const first = await get("/api/users/leaderboard", "gzip, br", auth);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(String(first.headers.vary)).toContain("accept-encoding");
    const board = JSON.parse(zlib.brotliDecompressSync(first.rawPayload).toString());
    // The 12 players; the admin, who never bets, is an organiser and in no table.
    expect(board).toHaveLength(12);
    const again = await get("/api/users/leaderboard", "br", auth);
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);

    const gz = await get("/api/users/leaderboard", "gzip", auth);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(board);
    const plain = await get("/api/users/leaderboard", undefined, auth);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json()).toEqual(board);
    expect(plain.headers.etag).toBe(first.headers.etag);
  });

  it("compresses other JSON answers over 1 KB and leaves small ones alone", async () => {
    const docs = await get("/api/docs", "gzip");
    expect(docs.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(docs.rawPayload).toString()).openapi).toBeTruthy();
    const health = await get("/api/health", "gzip, br");
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.json()).toEqual({ status: "ok" });
  });

  it("picks the best encoding the client accepts", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("identity")).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});
