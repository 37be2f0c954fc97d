import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbTarget, dbTargets, registerUser, startTestApp, type TestApp } from "../../test/harness";
import { isCommonPassword } from "../users/passwords";

describe("the common password list", () => {
  it("holds the most used passwords, case-insensitively, and not ordinary ones", async () => {
    for (const password of ["123456", "password", "qwerty", "iloveyou", "Sunshine", "FOOTBALL", "password1"]) {
      expect(await isCommonPassword(password), password).toBe(true);
    }
    for (const password of ["secret123", "demo1234", "admin-e2e-pass", "quiet-harbour-71"]) {
      expect(await isCommonPassword(password), password).toBe(false);
    }
  });
});

describe.each(dbTargets)("password rules on every route that sets a password on $name", (target: DbTarget) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof registerUser>>;
  let player: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await registerUser(t, { fullName: "Admin" });
    player = await registerUser(t, { fullName: "Player" });
  });
  afterAll(async () => t?.close());

  const usersCount = async () =>
    (await t.request({ method: "GET", url: "/api/users/admin/stats", token: admin.token })).body.totalUsers;

  it("register refuses a whitespace-only and a common password with the rule's message, in en and he", async () => {
    const before = await usersCount();
    const blank = await t.request({
      method: "POST",
      url: "/api/auth/register",
      payload: { fullName: "Blank", email: "blank@example.com", password: "       " },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("Password cannot be only spaces");
    const common = await t.request({
      method: "POST",
      url: "/api/auth/register",
      payload: { fullName: "Common", email: "common@example.com", password: "iloveyou" },
    });
    expect(common.status).toBe(400);
    expect(common.body).toEqual({
      message: "This password is too common. Please choose a less common one",
      errors: [{ path: "password", message: "This password is too common. Please choose a less common one" }],
    });
    const hebrew = await t.request({
      method: "POST",
      url: "/api/auth/register",
      headers: { "accept-language": "he" },
      payload: { fullName: "Common", email: "common@example.com", password: "Password1" },
    });
    expect(hebrew.status).toBe(400);
    expect(hebrew.body.message).toBe("הסיסמה הזו נפוצה מדי. נא לבחור סיסמה פחות נפוצה");
    const short = await t.request({
      method: "POST",
      url: "/api/auth/register",
      payload: { fullName: "Short", email: "short@example.com", password: "abc12" },
    });
    expect(short.body.message).toBe("Password must be at least 6 characters");
    expect(await usersCount()).toBe(before);
  });

  it("change-password, the admin's password reset and the admin's new user refuse common passwords", async () => {
    const change = await t.request({
      method: "PUT",
      url: "/api/auth/change-password",
      token: player.token,
      payload: { currentPassword: player.password, newPassword: "sunshine" },
    });
    expect(change.status).toBe(400);
    expect(change.body.errors).toEqual([{ path: "newPassword", message: change.body.message }]);
    expect(change.body.message).toBe("This password is too common. Please choose a less common one");
    // The refused change ended no session.
    expect((await t.request({ method: "GET", url: "/api/auth/me", token: player.token })).status).toBe(200);

    const reset = await t.request({
      method: "PUT",
      url: `/api/auth/admin/change-user-password/${player.id}`,
      token: admin.token,
      payload: { newPassword: "football" },
    });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe("This password is too common. Please choose a less common one");

    const blankReset = await t.request({
      method: "PUT",
      url: `/api/auth/admin/change-user-password/${player.id}`,
      token: admin.token,
      payload: { newPassword: "        " },
    });
    expect(blankReset.body.message).toBe("Password cannot be only spaces");

    const before = await usersCount();
    const create = await t.request({
      method: "POST",
      url: "/api/users/admin",
      token: admin.token,
      payload: { username: "Weak", email: "weak@example.com", password: "qwerty123", isAdmin: false },
    });
    expect(create.status).toBe(400);
    expect(create.body.errors[0].path).toBe("password");
    expect(await usersCount()).toBe(before);

    const login = await t.request({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: player.email, password: player.password, rememberMe: false },
    });
    expect(login.status).toBe(200);
  });
});
