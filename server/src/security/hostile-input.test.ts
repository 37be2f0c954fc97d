import fc from "fast-check";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandling } from "../lib/error-handler";
import { findNul } from "../lib/input-guard";
import { BODY_LIMIT, FILE_BODY_LIMIT } from "../lib/request-body";
import { dbTargets } from "../test/harness";
import { applyMutation, bodyMutation, encode, FIXED_QUERIES, hostileId, hostileQuery } from "./hostile";
import { matrix, type RouteCall, splitKey, urlOf } from "./matrix";
import { type Snapshot, snapshot, startWorld, stopWorld, type World } from "./world";

/** FC_SEED=<n> draws another sequence (the default keeps runs reproducible); FC_SCALE=<k> multiplies the runs. */
const seed = Number(process.env.FC_SEED ?? 20250501);
const scale = Number(process.env.FC_SCALE ?? 1);
const BODY_RUNS = 25 * scale;
const QUERY_RUNS = 20 * scale;
const PARAM_RUNS = 15 * scale;

interface RouteInputs {
  body: boolean;
  query: string[];
  params: string[];
}

/** What a route takes, read from its schema as the OpenAPI document publishes it. */
function routeInputs(app: FastifyInstance, method: string, pattern: string): RouteInputs {
  const spec = app.swagger() as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>>;
  };
  const op = spec.paths[pattern.replace(/:(\w+)/g, "{$1}")]?.[method.toLowerCase()];
  if (!op) throw new Error(`${method} ${pattern} is not in the OpenAPI document`);
  const names = (where: string) => (op.parameters ?? []).filter((p) => p.in === where).map((p) => p.name);
  return { body: op.requestBody !== undefined, query: names("query"), params: names("path") };
}

/**
 * Every route of the route table, called by an admin (so authorization is not what refuses the input)
 * with malformed bodies, query strings and ids: never a 500, every 4xx has a string `message`, and a
 * refused request leaves every table (row counts and a checksum of all rows) as it was.
 */
describe.each(dbTargets)("hostile input on $name", (target) => {
  let w: World;
  let inputs = 0;

  beforeAll(async () => {
    w = await startWorld(target);
  });
  afterAll(async () => {
    console.info(`[hostile input, ${target.name}] ${inputs} hostile requests`);
    await stopWorld(w);
  });

  /** The tables as the last request left them; null when something may have changed since. */
  let baseline: Snapshot | null = null;

  /** A valid call of the route: may create a throwaway target, so the baseline is taken again. */
  async function template(key: string): Promise<RouteCall> {
    baseline = null;
    return matrix[key].call(w, "admin");
  }

  /**
   * Sends one request as the admin and checks the rules: below 500, a string `message` on every 4xx, and
   * nothing changed by a refused request (nor by any GET). Each request comes from its own address so the
   * per-IP rate limits (30 a minute on POST /notifications/test) do not answer in the input's place.
   */
  async function hostile(key: string, request: { method: string; url: string; body?: string; contentType?: string }) {
    const before = baseline ?? (await snapshot(w.t));
    inputs += 1;
    const res = await w.t.request({
      method: request.method as "GET",
      url: request.url,
      token: w.people.admin.token,
      remoteAddress: `10.${(inputs >> 16) & 255}.${(inputs >> 8) & 255}.${inputs & 255}`,
      ...(request.body !== undefined && {
        payload: request.body,
        headers: { "content-type": request.contentType ?? "application/json" },
      }),
    });
    const what = `${key}: ${request.url.slice(0, 300)} ${request.body?.slice(0, 300) ?? ""} -> ${res.status} ${JSON.stringify(res.body)?.slice(0, 300)}`;
    expect(res.status, what).toBeLessThan(500);
    baseline = await snapshot(w.t);
    if (res.status >= 400) expect(typeof res.body?.message, what).toBe("string");
    if (res.status >= 400 || request.method === "GET") {
      expect(baseline, `changed data: ${what}`).toEqual(before);
    } else if (request.body !== undefined) {
      // A hostile body that happened to be valid: keep the world usable (e.g. a changed admin password).
      let payload: unknown;
      try {
        payload = JSON.parse(request.body);
      } catch {
        payload = undefined;
      }
      matrix[key].after?.(w, "admin", res.body ?? {}, { payload });
    }
    return res;
  }

  const routeKeys = Object.keys(matrix);

  it("covers every route of the route table", () => {
    expect([...routeKeys].sort()).toEqual(w.t.app.routeTable.map((r) => `${r.method} ${r.url}`).sort());
  });

  it.each(routeKeys)("%s survives hostile input", async (key) => {
    const [method, pattern] = splitKey(key);
    const takes = routeInputs(w.t.app, method, pattern);
    const shape = await template(key);
    const path = (call: RouteCall) => urlOf(pattern, { ...call, query: undefined });

    if (takes.body) {
      await fc.assert(
        fc.asyncProperty(bodyMutation(shape.payload ?? {}), async (mutation) => {
          const call = await template(key);
          const { text, contentType } = applyMutation(call.payload ?? {}, mutation);
          await hostile(key, { method, url: path(call), body: text, contentType });
        }),
        { numRuns: BODY_RUNS, seed },
      );
    }

    if (method === "POST" || method === "PUT" || method === "PATCH") {
      // Over the route's body limit (16 KB, or 5 MB for a file): 413, whatever the route (with a body schema or not).
      const limit = w.t.app.routeTable.find((r) => `${r.method} ${r.url}` === key)?.bodyLimit ?? 0;
      expect(limit, key).toBe(/\/import/.test(pattern) ? FILE_BODY_LIMIT : BODY_LIMIT);
      const call = await template(key);
      for (const body of [
        JSON.stringify({ ...(call.payload as object), padding: "x".repeat(limit) }),
        JSON.stringify(Array.from({ length: limit / 4 }, (_, i) => i)),
      ]) {
        const res = await hostile(key, { method, url: path(call), body });
        expect(res.status, key).toBe(413);
      }
    }

    if (takes.query.length > 0) {
      for (const query of FIXED_QUERIES) await hostile(key, { method, url: `${path(shape)}?${query}` });
      await fc.assert(
        fc.asyncProperty(hostileQuery(takes.query), async (query) => {
          await hostile(key, { method, url: `${path(shape)}?${query}` });
        }),
        { numRuns: QUERY_RUNS, seed },
      );
    }

    if (takes.params.length > 0) {
      await fc.assert(
        fc.asyncProperty(hostileId, async (id) => {
          const bad = Object.fromEntries(takes.params.map((name) => [name, id]));
          const res = await hostile(key, {
            method,
            url: urlOf(pattern, { ...shape, params: bad }),
            ...(shape.payload !== undefined && { body: JSON.stringify(shape.payload) }),
          });
          // A well-formed id that names nothing is 404; a malformed one is refused (unless it spells another
          // route: "me", "admin", or dot segments, which URL parsing resolves before routing).
          if (/^[0-9a-f]{24}$/.test(id)) expect(res.status, `${key} ${id}`).toBe(404);
          else if (encode(id) === id && !/^(me|admin|\.+)$/.test(id)) {
            expect(res.status, `${key} ${id}`).toBeGreaterThanOrEqual(400);
          }
        }),
        { numRuns: PARAM_RUNS, seed },
      );
    }
  });

  // --- Regressions: each was a 500 (or a refused request that changed data) before its fix ---

  it("refuses U+0000 in any field, query or key with 400 on both databases (PostgreSQL cannot store it)", async () => {
    const admin = w.people.admin.token;
    const cases = [
      { method: "POST", url: "/api/groups", payload: { name: "Nul\u0000FC" } },
      { method: "POST", url: "/api/notifications/unsubscribe", payload: { endpoint: "a\u0000b" } },
      {
        method: "POST",
        url: "/api/auth/register",
        payload: { fullName: "A\u0000", email: "nul@example.com", password: "secret123" },
      },
      { method: "GET", url: "/api/games/upcoming?round=%00" },
      { method: "GET", url: "/api/games/round-status?round=Round%00" },
      { method: "GET", url: "/api/notifications/admin/search-users?q=%00" },
      { method: "PUT", url: `/api/games/${w.game}`, payload: { round: "R\u0000" } },
    ] as const;
    for (const c of cases) {
      const before = await snapshot(w.t);
      const res = await w.t.request({ ...c, token: admin });
      expect(res.status, c.url).toBe(400);
      expect(res.body.message).toBe("Invalid input");
      expect(await snapshot(w.t)).toEqual(before);
    }
    expect(findNul({ a: [{ b: "x" }, { "c\u0000": 1 }] })).toBe("a.1.c\u0000");
    expect(findNul({ a: ["ok", { b: "\u0000" }] })).toBe("a.1.b");
    expect(findNul({ a: "ok", b: [1, null, true] })).toBeNull();
  });

  it("answers history date filters at the end of the calendar (was a 500 for endDate=9999-12-31)", async () => {
    const url = "/api/notifications/admin/history";
    const all = await w.t.request({ method: "GET", url, token: w.people.admin.token });
    expect(all.status).toBe(200);
    expect(all.body.pagination.total).toBeGreaterThan(0);
    for (const query of ["endDate=9999-12-31", "endDate=9999-12-31T23:59:59.999Z", "startDate=2000-01-01&endDate=9999-12-31"]) {
      const res = await w.t.request({ method: "GET", url: `${url}?${query}`, token: w.people.admin.token });
      expect(res.status, query).toBe(200);
      expect(res.body.pagination.total, query).toBe(all.body.pagination.total);
    }
    for (const query of ["startDate=9999-12-31", "startDate=9999-12-31T23:59:59-23:59"]) {
      const res = await w.t.request({ method: "GET", url: `${url}?${query}`, token: w.people.admin.token });
      expect(res.status, query).toBe(200);
      expect(res.body.pagination.total, query).toBe(0);
    }
  });

  it("answers PUT /games/:id that changes teams (it hung SQLite's only connection for good)", async () => {
    const other = await w.t.request({
      method: "POST",
      url: "/api/groups",
      token: w.people.admin.token,
      payload: { name: "Third FC" },
    });
    const url = `/api/games/${w.game}`;
    const moved = await w.t.request({
      method: "PUT",
      url,
      token: w.people.admin.token,
      payload: { awayGroupId: other.body.team._id },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.game.awayGroupId.name).toBe("Third FC");
    const before = await snapshot(w.t);
    const unknown = await w.t.request({
      method: "PUT",
      url,
      token: w.people.admin.token,
      payload: { homeGroupId: "aaaaaaaaaaaaaaaaaaaaaaaa" },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Team not found");
    expect(await snapshot(w.t)).toEqual(before);
    const back = await w.t.request({ method: "PUT", url, token: w.people.admin.token, payload: { awayGroupId: w.away } });
    expect(back.status).toBe(200);
  });

  it("answers a write that lost a race to a foreign key or unique index with 409, not 500", async () => {
    const app = Fastify();
    registerErrorHandling(app);
    for (const code of ["23503", "SQLITE_CONSTRAINT_FOREIGNKEY", "23505", "SQLITE_CONSTRAINT_UNIQUE"]) {
      app.get(`/api/${code}`, async () => {
        throw Object.assign(new Error("constraint"), { code });
      });
    }
    for (const code of ["23503", "SQLITE_CONSTRAINT_FOREIGNKEY", "23505", "SQLITE_CONSTRAINT_UNIQUE"]) {
      const res = await app.inject({ method: "GET", url: `/api/${code}` });
      expect(res.statusCode, code).toBe(409);
      expect(res.json().message).toBe("The data changed meanwhile. Please reload and try again.");
    }
    await app.close();
  });

  it("changes nothing when PUT /groups/:id names no team (the data version was bumped before the 404)", async () => {
    const before = await snapshot(w.t);
    const res = await w.t.request({
      method: "PUT",
      url: "/api/groups/aaaaaaaaaaaaaaaaaaaaaaaa",
      token: w.people.admin.token,
      payload: { name: "Nobody" },
    });
    expect(res.status).toBe(404);
    expect(await snapshot(w.t)).toEqual(before);
  });
});
