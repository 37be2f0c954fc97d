import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteEntry } from "../app";
import { dbTargets } from "../test/harness";
import { fillPattern } from "./matrix";
import { snapshot, startWorld, stopWorld, type World } from "./world";

/**
 * The route table, called the way an attacker would: raw HTTP (node:http, so nothing tidies the request line),
 * in every spelling a router might still match. Expectations come from each route's declared access, not from a
 * hand list, so a new route is covered the day it is added. Guard order in the request's life: authorization runs
 * before body validation, so a refused caller gets exactly 401/403, while a spelling the router does not match is
 * 404; any other answer means the call got past the guard.
 */

const PARAM = "0123456789abcdef01234567";

/** The same path, spelled so that a careless check on the URL text would miss it. */
export function spellings(path: string): { name: string; path: string }[] {
  const [, first, ...rest] = path.split("/");
  const tail = rest.join("/");
  const encodeAt = (segment: string, index: number) =>
    `${segment.slice(0, index)}%${segment.charCodeAt(index).toString(16)}${segment.slice(index + 1)}`;
  const last = rest.at(-1) ?? "";
  const lastEncoded = /^[a-z]/i.test(last) ? [...rest.slice(0, -1), encodeAt(last, 0)].join("/") : tail;
  return [
    { name: "as registered", path },
    { name: "percent-encoded first letter", path: `/${encodeAt(first, 0)}/${tail}` },
    { name: "percent-encoded last letter of the prefix", path: `/${encodeAt(first, first.length - 1)}/${tail}` },
    { name: "percent-encoded upper-case hex", path: `/${encodeAt(first, 0).toUpperCase()}/${tail}` },
    { name: "percent-encoded last segment", path: `/${first}/${lastEncoded}` },
    { name: "upper case prefix", path: `/${first.toUpperCase()}/${tail}` },
    { name: "upper case", path: path.toUpperCase() },
    { name: "leading double slash", path: `/${path}` },
    { name: "inner double slash", path: `/${first}//${tail}` },
    { name: "trailing slash", path: `${path}/` },
    { name: "dot segment", path: `/./${first}/./${tail}` },
    { name: "dot-dot segment", path: `/x/../${first}/${tail}` },
    { name: "encoded dot-dot segment", path: `/x/%2e%2e/${first}/${tail}` },
    { name: "encoded slash", path: `/${first}%2F${tail.replaceAll("/", "%2F")}` },
    { name: "semicolon", path: `/${first};x=1/${tail}` },
    { name: "absolute-form", path: `http://127.0.0.1${path}` },
    { name: "absolute-form, encoded", path: `http://127.0.0.1/${encodeAt(first, 0)}/${tail}` },
    { name: "absolute-form, other host", path: `http://evil.example${path}` },
  ];
}

interface RawAnswer {
  status: number;
  body: string;
}

function rawRequest(port: number, method: string, path: string, token: string | undefined): Promise<RawAnswer> {
  const body = method === "GET" || method === "DELETE" ? undefined : "{}";
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        agent: false,
        headers: {
          ...(token && { authorization: `Bearer ${token}` }),
          ...(body !== undefined && { "content-type": "application/json", "content-length": Buffer.byteLength(body) }),
        },
      },
      (res) => {
        // An event stream (GET /api/events) never ends: its status is the answer.
        if (res.headers["content-type"]?.startsWith("text/event-stream")) {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body: "" });
          return;
        }
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const protectedRoutes = (routes: RouteEntry[]) => routes.filter((route) => route.access !== "public");
const adminRoutes = (routes: RouteEntry[]) => routes.filter((route) => route.access === "admin");
const pathOf = (route: RouteEntry) => fillPattern(route.url, new Proxy({}, { get: () => PARAM, has: () => true }));

describe.each(dbTargets)("every route in every spelling over raw HTTP on $name", (target) => {
  let w: World;
  let port: number;
  let calls = 0;
  beforeAll(async () => {
    w = await startWorld(target);
    await w.t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (w.t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    console.info(`[route spellings, ${target.name}] ${w?.t.app.routeTable.length} routes, ${calls} raw requests`);
    await stopWorld(w);
  });

  it("covers every protected route of the route table", () => {
    const routes = w.t.app.routeTable;
    expect(protectedRoutes(routes).length).toBeGreaterThan(40);
    expect(adminRoutes(routes).length).toBeGreaterThan(20);
    // Every route sits under /api, so every spelling below is of a real API path.
    for (const route of routes) expect(route.url.startsWith("/api/"), route.url).toBe(true);
  });

  it("refuses an anonymous caller on every protected route in every spelling, changing nothing", async () => {
    const before = await snapshot(w.t);
    const reached: string[] = [];
    for (const route of protectedRoutes(w.t.app.routeTable)) {
      for (const spelling of spellings(pathOf(route))) {
        const answer = await rawRequest(port, route.method, spelling.path, undefined);
        calls += 1;
        const allowed = spelling.name === "as registered" ? [401] : [401, 404];
        if (!allowed.includes(answer.status)) {
          reached.push(`${route.method} ${spelling.path} (${spelling.name}) -> ${answer.status} ${answer.body.slice(0, 80)}`);
        }
        expect(() => JSON.parse(answer.body).message, `${route.method} ${spelling.path}`).not.toThrow();
      }
    }
    expect(reached).toEqual([]);
    expect(await snapshot(w.t)).toEqual(before);
  });

  it("refuses both players on every admin route in every spelling, changing nothing", async () => {
    const before = await snapshot(w.t);
    const reached: string[] = [];
    for (const caller of ["playerA", "playerB"] as const) {
      for (const route of adminRoutes(w.t.app.routeTable)) {
        for (const spelling of spellings(pathOf(route))) {
          const answer = await rawRequest(port, route.method, spelling.path, w.people[caller].token);
          calls += 1;
          const allowed = spelling.name === "as registered" ? [403] : [403, 404];
          if (!allowed.includes(answer.status)) {
            reached.push(`${caller} ${route.method} ${spelling.path} (${spelling.name}) -> ${answer.status}`);
          }
        }
      }
    }
    expect(reached).toEqual([]);
    expect(await snapshot(w.t)).toEqual(before);
  });

  it("lets each allowed role past the guard as registered (the refusals above are the guard's, not a dead route)", async () => {
    const refused: string[] = [];
    for (const route of w.t.app.routeTable) {
      const callers = route.access === "admin" ? (["admin"] as const) : (["playerA", "playerB", "admin"] as const);
      for (const caller of callers) {
        // An empty body and an unknown id: the handler answers 4xx for the input, never the guard's 401/403.
        const answer = await rawRequest(port, route.method, pathOf(route), w.people[caller].token);
        calls += 1;
        const message = answer.body.includes("Admin access required");
        if (answer.status === 401 || message || answer.status >= 500) {
          refused.push(`${caller} ${route.method} ${route.url} -> ${answer.status}`);
        }
      }
    }
    expect(refused).toEqual([]);
  });
});
