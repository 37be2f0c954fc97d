import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { openApp } from "../../open";
import { type DbTarget, dbTargets, registerUser, startTestApp, type TestApp } from "../../test/harness";

/** A second start of the app on the same database with ADMIN_EMAIL/ADMIN_PASSWORD set, as after a restart. */
async function restartWith(t: TestApp, email: string, password: string) {
  const config = loadConfig({
    DATA_DIR: t.config.dataDir,
    DATABASE_URL: t.config.databaseUrl,
    APP_TIMEZONE: "UTC",
    ADMIN_EMAIL: email,
    ADMIN_PASSWORD: password,
  });
  const opened = await openApp(config);
  await opened.handle.close();
  return opened.warnings;
}

async function isAdmin(t: TestApp, token: string) {
  const me = await t.request({ method: "GET", url: "/api/auth/me", token });
  return me.body.user.isAdmin as boolean;
}

describe.each(dbTargets)("ADMIN_EMAIL on an existing account on $name", (target: DbTarget) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
    await registerUser(t, { fullName: "First Admin" });
  });
  afterAll(async () => t?.close());

  it("does not promote a squatter whose password is not ADMIN_PASSWORD, and warns", async () => {
    const squatter = await registerUser(t, { email: "boss@example.com", password: "squatter-pass" });
    const warnings = await restartWith(t, "boss@example.com", "the-real-admin-pass");
    expect(await isAdmin(t, squatter.token)).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("ADMIN_EMAIL");
  });

  it("promotes the account when ADMIN_PASSWORD is its password", async () => {
    const owner = await registerUser(t, { email: "owner@example.com", password: "owner-pass-1" });
    const warnings = await restartWith(t, "OWNER@example.com", "owner-pass-1");
    expect(warnings).toEqual([]);
    expect(await isAdmin(t, owner.token)).toBe(true);
  });

  it("creates the admin when no account has the email", async () => {
    const warnings = await restartWith(t, "new-admin@example.com", "new-admin-pass");
    expect(warnings).toEqual([]);
    const login = await t.request({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "new-admin@example.com", password: "new-admin-pass", rememberMe: false },
    });
    expect(login.status).toBe(200);
    expect(login.body.user.isAdmin).toBe(true);
  });
});
