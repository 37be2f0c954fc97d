import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbTargets } from "../test/harness";
import { matrix, splitKey, urlOf } from "./matrix";
import { CALLERS, snapshot, startWorld, stopWorld, tokenOf, type World } from "./world";

/**
 * Every /api route (as app.routeTable lists it, with its declared access) called as an anonymous caller,
 * player A, player B and an admin, each with a valid request: the status must be exactly the matrix's.
 * A refused call (4xx) must leave every table as it was.
 */
/**
 * Calls a stream route: inject resolves once the headers are written (payloadAsStream), a refusal's JSON is read to
 * its end, and an open stream is hung up on (the app ends it when the world stops).
 */
async function openStream(w: World, { token, ...options }: { method: "GET"; url: string; token?: string }) {
  const res = await w.t.app.inject({
    ...options,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payloadAsStream: true,
  });
  const stream = res.stream();
  if (res.statusCode === 200) {
    stream.destroy();
    return { status: res.statusCode, body: undefined };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as { message?: unknown } };
}

describe.each(dbTargets)("authorization matrix on $name", (target) => {
  let w: World;
  let calls = 0;
  beforeAll(async () => {
    w = await startWorld(target);
  });
  afterAll(async () => {
    console.info(`[authorization matrix, ${target.name}] ${Object.keys(matrix).length} routes, ${calls} calls`);
    await stopWorld(w);
  });

  it("has exactly one entry per route of the route table", () => {
    const routes = w.t.app.routeTable.map((r) => `${r.method} ${r.url}`);
    expect(new Set(routes).size).toBe(routes.length);
    expect(Object.keys(matrix).sort()).toEqual([...routes].sort());
  });

  it("declares access consistently with the matrix (public routes answer anonymous callers)", () => {
    for (const route of w.t.app.routeTable) {
      const expected = matrix[`${route.method} ${route.url}`]?.expect;
      if (!expected) continue;
      const key = `${route.method} ${route.url}`;
      if (route.access === "public") expect(expected.anonymous, key).toBeLessThan(400);
      else expect(expected.anonymous, key).toBe(401);
      if (route.access === "admin") expect([expected.playerA, expected.playerB], key).toEqual([403, 403]);
    }
    const publicRoutes = w.t.app.routeTable.filter((r) => r.access === "public").map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.sort()).toEqual([
      "GET /api/auth/options",
      "GET /api/health",
      "POST /api/auth/forgot-password",
      "POST /api/auth/login",
      "POST /api/auth/register",
      "POST /api/auth/reset-password",
      "POST /api/leagues/invitation",
      "POST /api/notifications/email-reminders/unsubscribe",
    ]);
  });

  it.each(Object.keys(matrix))("%s answers each caller exactly as the matrix says", async (key) => {
    const entry = matrix[key];
    const [method, pattern] = splitKey(key);
    for (const caller of CALLERS) {
      const call = await entry.call(w, caller);
      const before = await snapshot(w.t);
      const options = {
        method: method as "GET",
        url: urlOf(pattern, call),
        token: tokenOf(w, caller),
        ...(call.payload !== undefined && { payload: call.payload as object }),
      };
      const res = entry.stream ? await openStream(w, options) : await w.t.request(options);
      calls += 1;
      expect(res.status, `${key} as ${caller}: ${JSON.stringify(res.body)}`).toBe(entry.expect[caller]);
      if (res.status >= 400) {
        expect(typeof res.body?.message, `${key} as ${caller}`).toBe("string");
        expect(await snapshot(w.t), `${key} as ${caller} was refused but changed data`).toEqual(before);
      } else {
        entry.after?.(w, caller, res.body ?? {}, call);
      }
    }
  });

  it("made every call", () => {
    expect(calls).toBe(Object.keys(matrix).length * CALLERS.length);
  });
});
