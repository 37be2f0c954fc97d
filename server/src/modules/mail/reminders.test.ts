import { translate } from "@app/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bet, createGame, createTeam, dayFromToday } from "../../test/fixtures";
import { dbTargets, registerUser, startTestApp, type TestApp } from "../../test/harness";
import { linkIn, TestSmtpServer } from "../../test/smtp-server";
import { runSchedulerPass } from "../notifications/scheduler";

/**
 * docs/rules.md "Mail", kickoff reminders by e-mail, against a real SMTP server on loopback, parsed by mailparser:
 * once per game and player, only to players who turned them on and have not bet, with a one-click unsubscribe that
 * works signed out (RFC 8058).
 */
const PUBLIC_URL = "https://tips.example.com";
const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => silent, level: "silent" };
// biome-ignore lint/suspicious/noExplicitAny: a do-nothing logger stands in for Fastify's
const log = silent as any;

describe.each(dbTargets)("e-mail reminders on $name", (target) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let admin: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    t = await startTestApp(target, { SMTP_URL: smtp.url, PUBLIC_URL, REMINDER_MINUTES_BEFORE: "60" });
    admin = await registerUser(t, { fullName: "Admin" });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const setMe = (token: string, payload: object) => t.request({ method: "PATCH", url: "/api/auth/me", token, payload });
  /** The player's own user, through a fresh login (the test moves the clock days past the first session's end). */
  const meOf = async (player: { email: string; password: string }) => {
    const login = await t.request({ method: "POST", url: "/api/auth/login", payload: player });
    return (await t.request({ method: "GET", url: "/api/auth/me", token: login.body.token })).body.user;
  };

  it("reminds each opted-in player without a bet once, naming the games of the window, and unsubscribes by POST signed out", async () => {
    const [lions, tigers, bears, wolves] = await Promise.all(
      ["Lions", "Tigers", "Bears", "Wolves"].map((name) => createTeam(t, admin.token, name)),
    );
    const date = dayFromToday(3);
    const first = await createGame(t, admin.token, lions, tigers, { date, hour: "12:00" });
    const second = await createGame(t, admin.token, bears, wolves, { date, hour: "12:30" });
    // A game far outside the window is not named.
    await createGame(t, admin.token, lions, bears, { date: dayFromToday(6), hour: "12:00" });

    const opted = await registerUser(t, { fullName: "Opted In" });
    const betBoth = await registerUser(t, { fullName: "Bet Both" });
    const betOne = await registerUser(t, { fullName: "Bet One" });
    const off = await registerUser(t, { fullName: "Switch Off" });
    const hebrew = await registerUser(t, { fullName: "עברית" });
    for (const p of [opted, betBoth, betOne, hebrew]) expect((await setMe(p.token, { emailReminders: true })).status).toBe(200);
    await setMe(hebrew.token, { language: "he" });
    await bet(t, betBoth.token, first, 1, 0);
    await bet(t, betBoth.token, second, 2, 2);
    await bet(t, betOne.token, first, 0, 0);

    // Before the window: nothing.
    await runSchedulerPass(t.deps, log);
    expect(smtp.received).toEqual([]);

    // 20 minutes before the first kickoff: both games (12:00 and 12:30) are in the 60-minute window.
    t.clock.offsetMs = Date.parse(`${date}T12:00:00Z`) - 20 * 60_000 - Date.now();
    const pass = await runSchedulerPass(t.deps, log);
    expect(pass).toMatchObject({ emailRemindersQueued: 3, mailSent: 3, mailFailed: 0 });
    // Later passes (and a third) send nothing more.
    await runSchedulerPass(t.deps, log);
    t.clock.offsetMs += 10 * 60_000;
    await runSchedulerPass(t.deps, log);

    expect(smtp.mailsTo(betBoth.email)).toEqual([]);
    expect(smtp.mailsTo(off.email)).toEqual([]);
    expect(smtp.mailsTo(admin.email)).toEqual([]);
    const [mail] = smtp.mailsTo(opted.email);
    expect(smtp.mailsTo(opted.email)).toHaveLength(1);
    expect(mail.parsed.subject).toBe(translate("en", "reminderMailSubject", { count: 2 }));
    expect(mail.parsed.text).toContain("Lions vs Tigers");
    expect(mail.parsed.text).toContain("Bears vs Wolves");
    expect(mail.parsed.text).not.toContain("Lions vs Bears");
    expect(linkIn(mail, `${PUBLIC_URL}/upcoming-games`)).toBe(`${PUBLIC_URL}/upcoming-games`);
    expect(mail.parsed.html).toContain(`href="${PUBLIC_URL}/upcoming-games"`);

    // The player who bet on one game hears about the other only.
    expect(smtp.mailsTo(betOne.email)).toHaveLength(1);
    const [one] = smtp.mailsTo(betOne.email);
    expect(one.parsed.subject).toBe(translate("en", "reminderMailSubject", { count: 1 }));
    expect(one.parsed.text).toContain("Bears vs Wolves");
    expect(one.parsed.text).not.toContain("Lions vs Tigers");

    const [he] = smtp.mailsTo(hebrew.email);
    expect(smtp.mailsTo(hebrew.email)).toHaveLength(1);
    expect(he.parsed.subject).toBe(translate("he", "reminderMailSubject", { count: 2 }));
    expect(he.parsed.text).toContain(translate("he", "reminderMailIntro"));
    expect(he.parsed.html).toContain('<html lang="he" dir="rtl">');

    // RFC 8058: the headers, and a POST of List-Unsubscribe=One-Click to that address, without any session.
    const header = (mail.parsed.headers.get("list") as { unsubscribe: { url: string } }).unsubscribe;
    expect(header.url).toMatch(/^https:\/\/tips\.example\.com\/unsubscribe\?token=[\w-]+\.[\w-]+\.[\w-]+$/);
    const post = mail.parsed.headerLines.find((h) => h.key === "list-unsubscribe-post");
    expect(post?.line).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    // The visible link is the same address: opened (GET) it is the web page, which posts the token to the API.
    expect(linkIn(mail, `${PUBLIC_URL}/unsubscribe?token=`)).toBe(header.url);

    const url = new URL(header.url);
    const unsubscribed = await t.request({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded", "accept-language": "he" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.body.message).toBe(translate("he", "emailRemindersOff"));
    expect((await meOf(opted)).emailReminders).toBe(false);
    // Only that player: the others keep theirs.
    expect((await meOf(betOne)).emailReminders).toBe(true);
    // The web page's POST, to the API with the same token and no body.
    const again = await t.request({ method: "POST", url: `/api/notifications/email-reminders/unsubscribe${url.search}` });
    expect(again.status).toBe(200);
  });

  it("refuses an unsubscribe token that is forged, a session token, or missing, with 400 and a message", async () => {
    const player = await registerUser(t);
    await setMe(player.token, { emailReminders: true });
    const path = "/api/notifications/email-reminders/unsubscribe";
    for (const query of [`?token=${player.token}`, "?token=eyJhbGciOiJIUzI1NiJ9.e30.x", "?token=", ""]) {
      const res = await t.request({ method: "POST", url: `${path}${query}` });
      expect(res.status, query).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
    expect((await t.request({ method: "GET", url: "/api/auth/me", token: player.token })).body.user.emailReminders).toBe(true);
  });
});
