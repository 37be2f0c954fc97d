import { translate } from "@app/domain";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { dbTargets, registerUser, startTestApp, type TestApp } from "../../test/harness";
import { linkIn, TestSmtpServer } from "../../test/smtp-server";
import { RESET_REQUESTS_PER_ADDRESS } from "../auth/routes";
import { runSchedulerPass } from "../notifications/scheduler";

/**
 * docs/rules.md "Mail", password reset, against a real SMTP server on loopback (smtp-server) whose mails are parsed
 * by mailparser: what a player sees in the inbox, and what the API answers.
 */
const PUBLIC_URL = "http://tips.test:8080";
const RESET_PREFIX = `${PUBLIC_URL}/reset-password?token=`;
const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => silent, level: "silent" };
// biome-ignore lint/suspicious/noExplicitAny: a do-nothing logger stands in for Fastify's
const log = silent as any;

describe.each(dbTargets)("password reset by e-mail on $name", (target) => {
  let t: TestApp;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start({ user: "mailer", pass: "smtp-Secret-9" });
    t = await startTestApp(target, { SMTP_URL: smtp.url, PUBLIC_URL, MAIL_FROM: "Score Predictor <tips@tips.test>" });
    await registerUser(t, { fullName: "Admin" });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });
  afterEach(() => {
    t.clock.offsetMs = 0;
  });

  const forgot = (email: string, headers: Record<string, string> = {}) =>
    t.request({ method: "POST", url: "/api/auth/forgot-password", payload: { email }, headers });
  const reset = (token: string, newPassword: string) =>
    t.request({ method: "POST", url: "/api/auth/reset-password", payload: { token, newPassword } });
  const tokenOf = (link: string) => link.slice(RESET_PREFIX.length);

  it("offers a reset, mails a link, and the link sets a new password, ends every session and signs in", async () => {
    expect((await t.request({ method: "GET", url: "/api/auth/options" })).body).toEqual({ passwordReset: true });
    const player = await registerUser(t, { fullName: "Dana Levi", password: "old-Secret-1" });
    const other = await t.request({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: player.email, password: "old-Secret-1" },
    });

    const asked = await forgot(player.email.toUpperCase());
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ message: translate("en", "resetRequested") });

    const [mail] = await smtp.waitForMails(player.email);
    expect(mail.user).toBe("mailer");
    expect(mail.parsed.from?.value).toEqual([{ address: "tips@tips.test", name: "Score Predictor" }]);
    expect(mail.parsed.subject).toBe(translate("en", "resetMailSubject"));
    expect(mail.parsed.text).toContain("Hi Dana Levi,");
    expect(mail.parsed.text).toContain(translate("en", "resetMailExpiry"));
    expect(mail.parsed.html).toContain('<html lang="en" dir="ltr">');
    const link = linkIn(mail, RESET_PREFIX);
    // The same link in both parts; 32 random bytes, base64url.
    expect(mail.parsed.html).toContain(`href="${link}"`);
    expect(tokenOf(link)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const done = await reset(tokenOf(link), "new-Secret-2");
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(translate("en", "passwordResetDone"));
    expect(done.body.user).toMatchObject({ _id: player.id, email: player.email, language: "en" });
    expect((await t.request({ method: "GET", url: "/api/auth/me", token: done.body.token })).status).toBe(200);

    // Every older session ended; the old password is gone, the new one works.
    for (const token of [player.token, other.body.token]) {
      expect((await t.request({ method: "GET", url: "/api/auth/me", token })).status).toBe(401);
    }
    const login = (password: string) =>
      t.request({ method: "POST", url: "/api/auth/login", payload: { email: player.email, password } });
    expect((await login("old-Secret-1")).status).toBe(401);
    expect((await login("new-Secret-2")).status).toBe(200);

    // Once only.
    const again = await reset(tokenOf(link), "third-Secret-3");
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(translate("en", "resetLinkInvalid"));
  });

  it("answers an unknown address exactly as a known one, and mails nobody", async () => {
    const player = await registerUser(t);
    const known = await forgot(player.email);
    const unknown = await forgot("nobody-here@example.com");
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await smtp.waitForMails(player.email);
    await runSchedulerPass(t.deps, log);
    expect(smtp.mailsTo("nobody-here@example.com")).toEqual([]);
  });

  it("voids a link when a newer one is sent or the password changes, and refuses it after 60 minutes", async () => {
    const player = await registerUser(t, { password: "first-Secret-1" });
    await forgot(player.email);
    const first = tokenOf(linkIn((await smtp.waitForMails(player.email, 1))[0], RESET_PREFIX));
    await forgot(player.email);
    const second = tokenOf(linkIn((await smtp.waitForMails(player.email, 2))[1], RESET_PREFIX));
    expect((await reset(first, "other-Secret-2")).status).toBe(400);

    // A password change (here the player's own) voids the newest link too.
    const changed = await t.request({
      method: "PUT",
      url: "/api/auth/change-password",
      token: player.token,
      payload: { currentPassword: "first-Secret-1", newPassword: "changed-Secret-3" },
    });
    expect(changed.status).toBe(200);
    expect((await reset(second, "other-Secret-2")).status).toBe(400);

    const other = await registerUser(t);
    await forgot(other.email);
    const late = tokenOf(linkIn((await smtp.waitForMails(other.email))[0], RESET_PREFIX));
    t.clock.offsetMs = 61 * 60_000;
    const expired = await reset(late, "other-Secret-2");
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(translate("en", "resetLinkInvalid"));
  });

  it("applies registration's password rules, and a refused password leaves the link usable", async () => {
    const player = await registerUser(t);
    await forgot(player.email);
    const token = tokenOf(linkIn((await smtp.waitForMails(player.email))[0], RESET_PREFIX));
    for (const [password, key] of [
      ["abc", "passwordMin"],
      ["      ", "passwordBlank"],
      ["password123", "passwordCommon"],
    ]) {
      const refused = await reset(token, password);
      expect(refused.status, password).toBe(400);
      expect(refused.body.errors).toEqual([{ path: "newPassword", message: translate("en", key) }]);
    }
    expect((await reset(token, "finally-Good-7")).status).toBe(200);
  });

  it("refuses bad input with 400 and a message, never 500", async () => {
    for (const payload of [{}, { email: "" }, { email: "not-an-address" }, { email: 42 }, { email: "x@y.z".repeat(60) }]) {
      const res = await t.request({ method: "POST", url: "/api/auth/forgot-password", payload });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
    for (const payload of [{}, { token: "" }, { token: "x".repeat(500), newPassword: "fine-Secret-1" }, { token: "abc" }]) {
      const res = await t.request({ method: "POST", url: "/api/auth/reset-password", payload });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
    const unknown = await reset("A".repeat(43), "fine-Secret-1");
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(translate("en", "resetLinkInvalid"));
  });

  it("limits requests per address, known or not, with a message", async () => {
    const player = await registerUser(t);
    for (const email of [player.email, "ghost@example.com"]) {
      for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS; i++) expect((await forgot(email)).status).toBe(202);
      const limited = await forgot(email, { "accept-language": "he" });
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe(translate("he", "resetTooManyForAddress"));
    }
    // Another address is not held back by it.
    expect((await forgot("someone-else@example.com")).status).toBe(202);
    await smtp.waitForMails(player.email, RESET_REQUESTS_PER_ADDRESS);
  });

  it("mails a Hebrew account in Hebrew, right to left, with a text and an HTML part", async () => {
    const player = await registerUser(t, { fullName: "נועה כהן" });
    const switched = await t.request({ method: "PATCH", url: "/api/auth/me", token: player.token, payload: { language: "he" } });
    expect(switched.status).toBe(200);
    expect(switched.body.user).toMatchObject({ language: "he", fullName: "נועה כהן", emailReminders: false });
    expect((await t.request({ method: "GET", url: "/api/auth/me", token: player.token })).body.user.language).toBe("he");

    // The request's own language does not matter: the mail is in the account's.
    await forgot(player.email, { "accept-language": "en" });
    const [mail] = await smtp.waitForMails(player.email);
    expect(mail.parsed.subject).toBe(translate("he", "resetMailSubject"));
    expect(mail.parsed.text).toContain(translate("he", "mailGreeting", { name: "נועה כהן" }));
    expect(mail.parsed.text).toContain(translate("he", "resetMailIgnore"));
    expect(mail.parsed.html).toContain('<html lang="he" dir="rtl">');
    expect(mail.parsed.html).toContain('<body dir="rtl"');
    expect(mail.parsed.html).toContain(translate("he", "resetMailAction"));
    expect(linkIn(mail, RESET_PREFIX)).toMatch(/^http:\/\/tips\.test:8080\/reset-password\?token=[\w-]{43}$/);
  });

  it("takes language and e-mail reminders on PATCH /auth/me, any subset, and refuses bad values", async () => {
    const player = await registerUser(t, { fullName: "Subset Player" });
    const me = await t.request({ method: "GET", url: "/api/auth/me", token: player.token });
    expect(me.body.user).toMatchObject({ language: "en", emailReminders: false });
    const on = await t.request({ method: "PATCH", url: "/api/auth/me", token: player.token, payload: { emailReminders: true } });
    expect(on.body.user).toMatchObject({ fullName: "Subset Player", language: "en", emailReminders: true });
    for (const payload of [{ language: "fr" }, { emailReminders: "yes" }, { language: null }]) {
      const bad = await t.request({ method: "PATCH", url: "/api/auth/me", token: player.token, payload });
      expect(bad.status, JSON.stringify(payload)).toBe(400);
      expect(typeof bad.body.message).toBe("string");
    }
  });
});

describe("without SMTP_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ name: "sqlite" });
  });
  afterAll(async () => t?.close());

  it("offers no reset and says to ask an admin", async () => {
    expect((await t.request({ method: "GET", url: "/api/auth/options" })).body).toEqual({ passwordReset: false });
    const player = await registerUser(t);
    const res = await t.request({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: player.email },
      headers: { "accept-language": "he" },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(translate("he", "passwordResetUnavailable"));
  });
});

describe("the per-client limit of forgot-password", () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    t = await startTestApp({ name: "sqlite" }, { SMTP_URL: smtp.url, PUBLIC_URL, AUTH_RATE_LIMIT: "3" });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it("answers 429 once a client has asked AUTH_RATE_LIMIT times in a minute, whatever the address", async () => {
    for (let i = 0; i < 3; i++) {
      const res = await t.request({ method: "POST", url: "/api/auth/forgot-password", payload: { email: `p${i}@example.com` } });
      expect(res.status).toBe(202);
    }
    const limited = await t.request({ method: "POST", url: "/api/auth/forgot-password", payload: { email: "p9@example.com" } });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(translate("en", "tooManyRequests"));
  });
});
