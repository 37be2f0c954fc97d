import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser, startTestApp, type TestApp } from "../test/harness";

/** Security headers on the app shell and the API, and the SPA's routing on one port. */
describe("security headers and the web app", () => {
  let t: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ name: "sqlite" });
    proxied = await startTestApp({ name: "sqlite" }, { TRUST_PROXY: "true" });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
  });

  it("sends a CSP that allows no inline script, and the usual hardening headers", async () => {
    const res = await t.request({ method: "GET", url: "/leaderboard" });
    const csp = String(res.headers["content-security-policy"]);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    // 'self' and the hashes of the built index.html's inline scripts, never 'unsafe-inline'.
    expect(scriptSrc.split(" ")[0]).toBe("'self'");
    for (const source of scriptSrc.split(" ").slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    const behindTls = await proxied.request({ method: "GET", url: "/api/health" });
    expect(String(behindTls.headers["strict-transport-security"])).toContain("max-age=");
  });

  it("marks answers that are the caller's own no-store, and shared ones private with an ETag", async () => {
    const player = await registerUser(t);
    for (const url of ["/api/users/me/stats", "/api/auth/me"]) {
      const res = await t.request({ method: "GET", url, token: player.token });
      expect(res.status, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
    const shared = await t.request({ method: "GET", url: `/api/users/${player.id}/stats`, token: player.token });
    expect(shared.headers["cache-control"]).toBe("private, no-cache");
    expect(shared.headers.etag).toBeDefined();
  });

  it("serves the SPA for deep links, /sw.js and hashed assets, and JSON 404 for unknown API paths", async () => {
    for (const url of ["/", "/leaderboard", "/games/0123456789abcdef01234567/bet", "/admin/users?x=1"]) {
      const res = await t.request({ method: "GET", url });
      expect(res.status, url).toBe(200);
      expect(String(res.headers["content-type"])).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
    const sw = await t.request({ method: "GET", url: "/sw.js" });
    expect(sw.status).toBe(200);
    expect(String(sw.headers["content-type"])).toContain("javascript");
    const asset = await t.request({ method: "GET", url: "/assets/app.js" });
    expect(asset.headers["cache-control"]).toContain("immutable");
    const api = await t.request({ method: "GET", url: "/api/nothing/here" });
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ message: "Route not found" });
    const traversal = await t.request({ method: "GET", url: "/..%2f..%2fetc%2fpasswd" });
    expect(String(traversal.body)).not.toContain("root:");
  });

  it("marks answers that differ per caller no-store, and shared answers private with an ETag", async () => {
    const admin = await registerUser(t);
    const login = await t.request({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: admin.email, password: admin.password },
    });
    expect(login.status).toBe(200);
    expect(login.headers["cache-control"]).toBe("no-store");
    for (const url of ["/api/auth/me", "/api/games/upcoming", "/api/bets", "/api/notifications/stats"]) {
      const res = await t.request({ method: "GET", url, token: admin.token });
      expect(res.status, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
    for (const url of ["/api/auth/me", "/api/users/admin/stats"]) {
      const refused = await t.request({ method: "GET", url });
      expect(refused.status, url).toBe(401);
      expect(refused.headers["cache-control"], url).toBe("no-store");
    }
    const shared = await t.request({ method: "GET", url: "/api/users/leaderboard", token: admin.token });
    expect(shared.headers["cache-control"]).toBe("private, no-cache");
    expect(shared.headers.etag).toBeTruthy();
  });
});
