import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbTargets, registerUser, startTestApp, type TestApp } from "../../test/harness";

describe.each(dbTargets)("auth API on $name", (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => {
    await t.close();
  });

  it("makes the first registered account admin and later ones players", async () => {
    const first = await registerUser(t, { fullName: "Founding Admin" });
    const second = await registerUser(t);
    const me1 = await t.request({ method: "GET", url: "/api/auth/me", token: first.token });
    const me2 = await t.request({ method: "GET", url: "/api/auth/me", token: second.token });
    expect(me1.body.user.isAdmin).toBe(true);
    expect(me1.body.user.fullName).toBe("Founding Admin");
    expect(me1.body.user.username).toBe("Founding Admin");
    expect(me2.body.user.isAdmin).toBe(false);
    expect(me2.body.user).not.toHaveProperty("password");
    expect(me2.body.user).not.toHaveProperty("passwordHash");
  });

  it("registers with 201, a token, the user and a one-day expiresIn; email stored lower-case", async () => {
    const res = await t.request({
      method: "POST",
      url: "/api/auth/register",
      payload: { fullName: "Dana Levi", email: "Dana@Example.COM", password: "abcdef" },
    });
    expect(res.status).toBe(201);
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.expiresIn).toBe(86400);
    expect(res.body.user).toMatchObject({ fullName: "Dana Levi", email: "dana@example.com", isAdmin: false });
    expect(res.body.user._id).toMatch(/^[0-9a-f]{24}$/);
  });

  it("refuses a duplicate email, whatever its case, with 409", async () => {
    const { email } = await registerUser(t);
    const res = await t.request({
      method: "POST",
      url: "/api/auth/register",
      payload: { fullName: "Copy", email: email.toUpperCase(), password: "abcdef" },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("A user with this email already exists");
  });

  it("refuses a short password with 400 and its documented message, in English and Hebrew", async () => {
    const payload = { fullName: "Shorty", email: "short@example.com", password: "12345" };
    const en = await t.request({ method: "POST", url: "/api/auth/register", payload });
    expect(en.status).toBe(400);
    expect(en.body.message).toBe("Password must be at least 6 characters");
    expect(en.body.errors).toEqual([{ path: "password", message: "Password must be at least 6 characters" }]);
    const he = await t.request({
      method: "POST",
      url: "/api/auth/register",
      payload,
      headers: { "accept-language": "he-IL,he" },
    });
    expect(he.body.message).toBe("הסיסמה חייבת להכיל לפחות 6 תווים");
  });

  it("refuses missing fields and a bad email with 400", async () => {
    const missing = await t.request({ method: "POST", url: "/api/auth/register", payload: { email: "x@example.com" } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toEqual(expect.any(String));
    const badEmail = await t.request({
      method: "POST",
      url: "/api/auth/register",
      payload: { fullName: "X", email: "not-an-email", password: "abcdef" },
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe("Please enter a valid email address");
  });

  it("logs in with 30-day expiresIn when remembered and one day otherwise", async () => {
    const { email, password } = await registerUser(t);
    const remembered = await t.request({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password, rememberMe: true },
    });
    expect(remembered.status).toBe(200);
    expect(remembered.body.expiresIn).toBe(2592000);
    expect(remembered.body.user.email).toBe(email);
    const plain = await t.request({ method: "POST", url: "/api/auth/login", payload: { email, password, rememberMe: false } });
    expect(plain.body.expiresIn).toBe(86400);
  });

  it("answers a wrong password or unknown email with 401 Invalid email or password", async () => {
    const { email } = await registerUser(t);
    const wrong = await t.request({ method: "POST", url: "/api/auth/login", payload: { email, password: "wrong-one" } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe("Invalid email or password");
    const unknown = await t.request({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "nobody@example.com", password: "x" },
    });
    expect(unknown.status).toBe(401);
  });

  it("refuses no token, a tampered token, a foreign-key token and an expired token with 401", async () => {
    const { token } = await registerUser(t);
    expect((await t.request({ method: "GET", url: "/api/auth/me" })).status).toBe(401);
    const tampered = `${token.slice(0, -3)}${token.slice(-3) === "AAA" ? "BBB" : "AAA"}`;
    expect((await t.request({ method: "GET", url: "/api/auth/me", token: tampered })).status).toBe(401);
    const [, payload] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("another-secret"));
    expect((await t.request({ method: "GET", url: "/api/auth/me", token: forged })).status).toBe(401);

    t.clock.offsetMs = 86400 * 1000 + 5000;
    try {
      const expired = await t.request({ method: "GET", url: "/api/auth/me", token });
      expect(expired.status).toBe(401);
    } finally {
      t.clock.offsetMs = 0;
    }
    expect((await t.request({ method: "GET", url: "/api/auth/me", token })).status).toBe(200);
  });

  it("changes the password: old tokens die, the returned token works, the old password no longer logs in", async () => {
    const user = await registerUser(t);
    const other = await t.request({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: user.password },
    });
    const res = await t.request({
      method: "PUT",
      url: "/api/auth/change-password",
      token: user.token,
      payload: { currentPassword: user.password, newPassword: "brand-new-pass" },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Password changed successfully");
    expect((await t.request({ method: "GET", url: "/api/auth/me", token: user.token })).status).toBe(401);
    expect((await t.request({ method: "GET", url: "/api/auth/me", token: other.body.token })).status).toBe(401);
    expect((await t.request({ method: "GET", url: "/api/auth/me", token: res.body.token })).status).toBe(200);
    const oldLogin = await t.request({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: user.password },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await t.request({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: "brand-new-pass" },
    });
    expect(newLogin.status).toBe(200);
  });

  it("applies the password rules to a password change: wrong current is 400, same password, short password", async () => {
    const user = await registerUser(t);
    const cases = [
      [{ currentPassword: "not-it", newPassword: "another1" }, "Current password is incorrect"],
      [{ currentPassword: user.password, newPassword: user.password }, "New password must be different from current password"],
      [{ currentPassword: user.password, newPassword: "123" }, "Password must be at least 6 characters"],
      [{ currentPassword: "", newPassword: "another1" }, "Current password is required"],
      [{ currentPassword: user.password, newPassword: "" }, "New password is required"],
    ] as const;
    for (const [payload, message] of cases) {
      const res = await t.request({ method: "PUT", url: "/api/auth/change-password", token: user.token, payload });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await t.request({ method: "GET", url: "/api/auth/me", token: user.token })).status).toBe(200);
  });

  it("lets only admins change another user's password, and that ends the user's sessions", async () => {
    const admin = await t.request({ method: "POST", url: "/api/auth/login", payload: await firstAdminCredentials(t) });
    const target = await registerUser(t);
    const player = await registerUser(t);
    const url = `/api/auth/admin/change-user-password/${target.id}`;
    const asPlayer = await t.request({ method: "PUT", url, token: player.token, payload: { newPassword: "by-player" } });
    expect(asPlayer.status).toBe(403);
    const anonymous = await t.request({ method: "PUT", url, payload: { newPassword: "by-nobody" } });
    expect(anonymous.status).toBe(401);
    const short = await t.request({ method: "PUT", url, token: admin.body.token, payload: { newPassword: "abc" } });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Password must be at least 6 characters");
    const ok = await t.request({ method: "PUT", url, token: admin.body.token, payload: { newPassword: "set-by-admin" } });
    expect(ok.status).toBe(200);
    expect((await t.request({ method: "GET", url: "/api/auth/me", token: target.token })).status).toBe(401);
    const login = await t.request({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: target.email, password: "set-by-admin" },
    });
    expect(login.status).toBe(200);
    const missing = await t.request({
      method: "PUT",
      url: "/api/auth/admin/change-user-password/aaaaaaaaaaaaaaaaaaaaaaaa",
      token: admin.body.token,
      payload: { newPassword: "whatever1" },
    });
    expect(missing.status).toBe(404);
  });

  it("kills the token of a deleted user", async () => {
    const user = await registerUser(t);
    await t.deps.db.deleteFrom("users").where("id", "=", user.id).execute();
    const res = await t.request({ method: "GET", url: "/api/auth/me", token: user.token });
    expect(res.status).toBe(401);
  });

  it("answers health, unknown API paths with 404 JSON, and an oversized body with 413", async () => {
    expect((await t.request({ method: "GET", url: "/api/health" })).body).toEqual({ status: "ok" });
    const unknown = await t.request({ method: "GET", url: "/api/no-such-thing" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Route not found");
    const huge = await t.request({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "a@b.co", password: "x".repeat(2 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toEqual(expect.any(String));
    const malformed = await t.request({
      method: "POST",
      url: "/api/auth/login",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toEqual(expect.any(String));
  });
});

async function firstAdminCredentials(t: TestApp) {
  // The first user of this suite's database registered in the first test is the admin; make a known one instead.
  const email = "root-admin@example.com";
  const existing = await t.deps.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
  if (!existing) {
    const user = await registerUser(t, { email, password: "admin-pass" });
    await t.deps.db.updateTable("users").set({ isAdmin: 1 }).where("id", "=", user.id).execute();
  }
  return { email, password: "admin-pass" };
}

describe.each(dbTargets)("auth rate limits on $name", (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { AUTH_RATE_LIMIT: "3" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers the fourth login attempt in a minute with 429 and a message", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.request({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "x@example.com", password: "nope" },
      });
      statuses.push(res.status);
      if (res.status === 429) expect(res.body.message).toBe("Too many attempts. Please try again in a minute.");
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("limits registration too", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.request({
        method: "POST",
        url: "/api/auth/register",
        payload: { fullName: `R${i}`, email: `r${i}@example.com`, password: "abcdef" },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
