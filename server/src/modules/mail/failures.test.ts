import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbTargets, registerUser, startTestApp, type TestApp } from "../../test/harness";
import { linkIn, TestSmtpServer } from "../../test/smtp-server";
import { runSchedulerPass } from "../notifications/scheduler";
import { MAIL_MAX_ATTEMPTS, settleKick } from "./deliver";

/**
 * docs/rules.md "Mail", failures: an SMTP server that is down or refuses fails neither the request nor the scheduler;
 * each attempt is logged without secrets and retried with backoff a bounded number of times; the admin's
 * notification dashboard counts mail sent and failed.
 */
const PUBLIC_URL = "http://127.0.0.1:3999";
const SMTP_PASSWORD = "smtp-Pass-Word-77";

/** A logger that keeps every line the way pino would write it (errors with message and stack). */
function capturingLog() {
  const lines: string[] = [];
  const write = (level: string) => (obj: unknown, msg?: string) =>
    lines.push(
      JSON.stringify({ level, ...(typeof obj === "object" ? obj : { msg: obj }), msg }, (_key, value) =>
        value instanceof Error ? { ...value, message: value.message, stack: value.stack } : value,
      ),
    );
  const log = {
    lines,
    info: write("info"),
    warn: write("warn"),
    error: write("error"),
    debug: write("debug"),
    trace: write("trace"),
    fatal: write("fatal"),
    child: () => log,
    level: "trace",
  };
  return log;
}

/** The delivery the route started after answering (a setImmediate; ours runs after it), to its end. */
async function kickedDelivery(t: TestApp) {
  await new Promise((resolve) => setImmediate(resolve));
  await settleKick(t.deps);
}

describe.each(dbTargets)("mail when SMTP fails, on $name", (target) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let admin: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start({ user: "relay-user", pass: SMTP_PASSWORD });
    t = await startTestApp(target, { SMTP_URL: smtp.url, PUBLIC_URL });
    admin = await registerUser(t, { fullName: "Admin" });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const mailStats = async () =>
    (await t.request({ method: "GET", url: "/api/notifications/admin/dashboard-stats", token: admin.token })).body.mail;

  it("answers while SMTP is down, retries with backoff, and delivers once it is back", async () => {
    const player = await registerUser(t, { password: "before-Reset-1" });
    const log = capturingLog();
    await smtp.stop();

    const started = Date.now();
    const asked = await t.request({ method: "POST", url: "/api/auth/forgot-password", payload: { email: player.email } });
    expect(asked.status).toBe(202);
    expect(Date.now() - started).toBeLessThan(2000);
    await kickedDelivery(t);
    expect(await mailStats()).toEqual({ enabled: true, pending: 1, sent: 0, failed: 0 });

    // Not due again for a minute; then tried and failed again, logged, and the pass itself is fine.
    expect(await runSchedulerPass(t.deps, log as never)).toMatchObject({ mailSent: 0, mailFailed: 0 });
    expect(log.lines).toEqual([]);
    t.clock.offsetMs += 61_000;
    expect(await runSchedulerPass(t.deps, log as never)).toMatchObject({ mailSent: 0, mailFailed: 0 });
    expect(log.lines).toHaveLength(1);
    expect(JSON.parse(log.lines[0])).toMatchObject({ level: "warn", msg: "sending a mail failed", attempt: 2, final: false });
    expect(log.lines[0]).toContain("ECONNREFUSED");

    // Back up; the next try (2 minutes after the second) delivers a link that works.
    await smtp.listen();
    t.clock.offsetMs += 60_000;
    expect(await runSchedulerPass(t.deps, log as never)).toMatchObject({ mailSent: 0 });
    t.clock.offsetMs += 61_000;
    expect(await runSchedulerPass(t.deps, log as never)).toMatchObject({ mailSent: 1 });
    const [mail] = await smtp.waitForMails(player.email);
    expect(mail.user).toBe("relay-user");
    const token = new URL(linkIn(mail, `${PUBLIC_URL}/reset-password?token=`)).searchParams.get("token") as string;
    const reset = await t.request({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "after-Reset-2" },
    });
    expect(reset.status).toBe(200);
    expect(await mailStats()).toEqual({ enabled: true, pending: 0, sent: 1, failed: 0 });

    for (const line of log.lines) {
      expect(line).not.toContain(SMTP_PASSWORD);
      expect(line).not.toContain(token);
    }
  });

  it("gives up after a bounded number of refusals, counts it as failed, and logs no secret", async () => {
    const player = await registerUser(t);
    const log = capturingLog();
    smtp.refusing = true;
    try {
      expect(
        (await t.request({ method: "POST", url: "/api/auth/forgot-password", payload: { email: player.email } })).status,
      ).toBe(202);
      await kickedDelivery(t);
      let failed = 0;
      // Backoff doubles from a minute; 40 minutes per step reaches every retry.
      for (let i = 0; i < MAIL_MAX_ATTEMPTS + 2; i++) {
        t.clock.offsetMs += 40 * 60_000;
        failed += (await runSchedulerPass(t.deps, log as never)).mailFailed;
      }
      expect(failed).toBe(1);
      expect(smtp.mailsTo(player.email)).toEqual([]);
      expect(await mailStats()).toMatchObject({ pending: 0, failed: 1 });
      // The kick's attempt was the first; each pass logged one more, the last one final.
      expect(log.lines).toHaveLength(MAIL_MAX_ATTEMPTS - 1);
      expect(JSON.parse(log.lines.at(-1) as string)).toMatchObject({ attempt: MAIL_MAX_ATTEMPTS, final: true });
      expect(log.lines.at(-1)).toContain("451");
      for (const line of log.lines) {
        expect(line).not.toContain(SMTP_PASSWORD);
        expect(line).not.toContain("relay-user");
      }
    } finally {
      smtp.refusing = false;
    }
  });
});
