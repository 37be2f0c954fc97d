import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbTargets, registerUser, startTwoTestApps, type TestApp } from "../../test/harness";

/**
 * The session's user is read once per change of the database (lib/epoch-memo.ts), not once per request. What tokens
 * guarantee must not weaken: a write through one instance (standing for another server process) decides the very
 * next request on the other, however often that one has just answered the same token.
 */
describe.each(dbTargets)("sessions through two instances on $name", (target) => {
  let a: TestApp;
  let b: TestApp;
  let closeBoth: () => Promise<void>;
  let admin: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    ({ a, b, close: closeBoth } = await startTwoTestApps(target));
    admin = await registerUser(a, { fullName: "Admin" });
  });
  afterAll(() => closeBoth());

  const me = (t: TestApp, token: string) => t.request({ method: "GET", url: "/api/auth/me", token });
  const primed = async (token: string) => {
    for (let i = 0; i < 3; i++) expect((await me(a, token)).status).toBe(200);
  };

  it("refuses a token on A at once after B gave its player a new password", async () => {
    const player = await registerUser(a);
    await primed(player.token);
    const changed = await b.request({
      method: "PUT",
      url: `/api/auth/admin/change-user-password/${player.id}`,
      token: admin.token,
      payload: { newPassword: "set-on-b-1" },
    });
    expect(changed.status).toBe(200);
    expect((await me(a, player.token)).status).toBe(401);
  });

  it("refuses a token on A at once after B deleted its player", async () => {
    const player = await registerUser(a);
    await primed(player.token);
    expect((await b.request({ method: "DELETE", url: `/api/users/${player.id}`, token: admin.token })).status).toBe(200);
    expect((await me(a, player.token)).status).toBe(401);
  });

  it("follows a promotion and a demotion made on B in the next admin request on A", async () => {
    const player = await registerUser(a);
    const adminRead = () => a.request({ method: "GET", url: "/api/users/admin/stats", token: player.token });
    const setAdmin = (isAdmin: boolean) =>
      b.request({
        method: "PUT",
        url: `/api/users/${player.id}`,
        token: admin.token,
        payload: { username: player.fullName, email: player.email, isAdmin },
      });
    expect((await adminRead()).status).toBe(403);
    expect((await setAdmin(true)).status).toBe(200);
    expect((await adminRead()).status).toBe(200);
    expect((await adminRead()).status).toBe(200);
    expect((await setAdmin(false)).status).toBe(200);
    expect((await adminRead()).status).toBe(403);
  });

  it("refuses the old token on the instance that changed the password itself", async () => {
    const player = await registerUser(a);
    await primed(player.token);
    const changed = await a.request({
      method: "PUT",
      url: "/api/auth/change-password",
      token: player.token,
      payload: { currentPassword: player.password, newPassword: "changed-on-a-2" },
    });
    expect(changed.status).toBe(200);
    expect((await me(a, player.token)).status).toBe(401);
    expect((await me(b, player.token)).status).toBe(401);
    expect((await me(a, changed.body.token)).status).toBe(200);
  });
});
