import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser, startTestApp, type TestApp } from "../test/harness";

/**
 * TRUST_PROXY (docs/rules.md "Client address"): behind one proxy, the client is the address the proxy appended (the
 * rightmost of X-Forwarded-For), so what a client writes into the header cannot reset its rate limit. Before the fix,
 * `true` trusted the leftmost value: 25 logins with 25 made-up addresses were never limited.
 */
describe("the client address behind a proxy", () => {
  let t: TestApp;
  let email: string;

  beforeAll(async () => {
    t = await startTestApp({ name: "sqlite" }, { TRUST_PROXY: "true", AUTH_RATE_LIMIT: "10" });
    email = (await registerUser(t, { fullName: "Admin" })).email;
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (forwardedFor: string, remoteAddress = "10.0.0.1") =>
    t.request({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress,
      headers: { "x-forwarded-for": forwardedFor },
      payload: { email, password: "wrong-password" },
    });

  it("limits a client that sends a different X-Forwarded-For each time", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await login(`198.51.100.${i}, 203.0.113.7`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual(Array(15).fill(429));
  });

  it("gives each client behind the proxy its own limit", async () => {
    const other = await login("203.0.113.8");
    expect(other.status).toBe(401);
  });

  it("with a list of proxies, believes X-Forwarded-For only from them: a client calling directly keeps its own address", async () => {
    const direct = await startTestApp({ name: "sqlite" }, { TRUST_PROXY: "10.0.0.1", AUTH_RATE_LIMIT: "3" });
    try {
      const adminEmail = (await registerUser(direct, { fullName: "Admin" })).email;
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await direct.request({
          method: "POST",
          url: "/api/auth/login",
          remoteAddress: "192.0.2.50", // not the listed proxy: its X-Forwarded-For is ignored
          headers: { "x-forwarded-for": `198.51.100.${i}` },
          payload: { email: adminEmail, password: "wrong-password" },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    } finally {
      await direct.close();
    }
  });
});
