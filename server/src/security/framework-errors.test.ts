import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser, startTestApp, type TestApp } from "../test/harness";

/**
 * Errors the framework raises before any handler runs (no route, a URL that does not decode, a body that is not
 * JSON, a body of another type) answer like every other error: JSON `{message}` in the caller's language, never
 * the framework's own shape and never the web app's HTML. Sent over raw HTTP so nothing tidies the request.
 */
function raw(
  port: number,
  options: { method: string; path: string; body?: string; type?: string; lang: string; token?: string },
) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: options.method,
        path: options.path,
        agent: false,
        headers: {
          "accept-language": options.lang,
          ...(options.token && { authorization: `Bearer ${options.token}` }),
          ...(options.body !== undefined && {
            "content-type": options.type ?? "application/json",
            "content-length": Buffer.byteLength(options.body),
          }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers["content-type"]),
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

describe("framework errors in the API's own shape", () => {
  let t: TestApp;
  let port: number;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ name: "sqlite" });
    token = (await registerUser(t)).token;
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const cases = [
    {
      name: "unknown /api path",
      method: "GET",
      path: "/api/no/such/route",
      status: 404,
      en: "Route not found",
      he: "הנתיב לא נמצא",
    },
    {
      name: "unknown path, encoded prefix",
      method: "GET",
      path: "/%61pi/no/such",
      status: 404,
      en: "Route not found",
      he: "הנתיב לא נמצא",
    },
    {
      name: "unknown path, doubled slash",
      method: "GET",
      path: "//api/no/such",
      status: 404,
      en: "Route not found",
      he: "הנתיב לא נמצא",
    },
    {
      name: "unknown path, dot segments",
      method: "GET",
      path: "/x/%2e%2e/api/no/such",
      status: 404,
      en: "Route not found",
      he: "הנתיב לא נמצא",
    },
    {
      name: "unknown path, upper case",
      method: "DELETE",
      path: "/API/no/such",
      status: 404,
      en: "Route not found",
      he: "הנתיב לא נמצא",
    },
    {
      name: "bad URL encoding",
      method: "GET",
      path: "/api/games/%E0%A4%A",
      status: 400,
      en: "The address is not valid",
      he: "הכתובת אינה תקינה",
    },
    {
      name: "malformed JSON",
      method: "POST",
      path: "/api/bets",
      body: '{"gameId": ',
      status: 400,
      en: "The request body is not valid JSON",
      he: "גוף הבקשה אינו JSON תקין",
    },
    {
      name: "empty JSON body",
      method: "POST",
      path: "/api/bets",
      body: "",
      status: 400,
      en: "The request body is not valid JSON",
      he: "גוף הבקשה אינו JSON תקין",
    },
    {
      name: "wrong content type",
      method: "POST",
      path: "/api/bets",
      body: "gameId=1",
      type: "application/x-www-form-urlencoded",
      status: 415,
      en: "Send the request body as JSON",
      he: "יש לשלוח את גוף הבקשה כ-JSON",
    },
  ];

  it.each(cases)("$name: $status with {message} in en and he", async (c) => {
    for (const lang of ["en", "he"] as const) {
      const res = await raw(port, { ...c, lang, token });
      expect(res.status, `${c.name} ${lang}`).toBe(c.status);
      expect(res.type).toContain("application/json");
      expect(JSON.parse(res.body), `${c.name} ${lang}: ${res.body}`).toEqual({ message: c[lang] });
    }
  });
});
