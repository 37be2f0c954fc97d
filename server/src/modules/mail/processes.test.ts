import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbTargets, freshDatabaseUrl } from "../../test/harness";
import { bundleServer, call, type ServerBundle, type ServerProcess, startServerProcess, stopProcess } from "../../test/processes";
import { linkIn, TestSmtpServer } from "../../test/smtp-server";

/**
 * Two real server processes (the bundled main.ts) on one database, each running the scheduler every 200 ms, and one
 * real SMTP server: every opted-in player without a bet gets exactly one reminder mail however the two race, a reset
 * mail goes once, and neither process writes a link's token or the SMTP credentials to its log (at debug level).
 * Runs on PostgreSQL (the scale-out set-up) when TEST_DATABASE_URL is set, and on one shared SQLite file.
 */
const SMTP_USER = "relay-user";
const SMTP_PASSWORD = "smtp-Proc-Secret-5";
const PUBLIC_URL = "https://tips.example.com";

describe.each(dbTargets)("mail from two server processes on one $name database", (target) => {
  const servers: ServerProcess[] = [];
  let smtp: TestSmtpServer;
  let bundle: ServerBundle;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start({ user: SMTP_USER, pass: SMTP_PASSWORD });
    bundle = await bundleServer();
    const fresh = await freshDatabaseUrl(target);
    drop = fresh.drop;
    const env = {
      DATA_DIR: fresh.dataDir,
      DATABASE_URL: fresh.url,
      SCHEDULER_INTERVAL_MS: "200",
      REMINDER_MINUTES_BEFORE: "60",
      SMTP_URL: smtp.url,
      PUBLIC_URL,
      LOG_LEVEL: "debug",
    };
    // One after the other: the first creates the schema and the shared secrets in DATA_DIR.
    servers.push(await startServerProcess(bundle, env));
    servers.push(await startServerProcess(bundle, env));
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => stopProcess(s.child)));
    await drop?.();
    bundle?.remove();
    await smtp?.stop();
  });

  it("reminds each opted-in player without a bet exactly once, and keeps tokens and SMTP secrets out of both logs", async () => {
    const [a, b] = servers;
    const register = (server: ServerProcess, name: string) =>
      call(server, "POST", "/auth/register", undefined, {
        fullName: name,
        email: `${name.toLowerCase().replace(/\s/g, "-")}@example.com`,
        password: "secret-Pass-1",
      }).then((res) => ({ token: res.body.token as string, email: res.body.user.email as string }));
    const admin = await register(a, "Admin");
    const home = (await call(a, "POST", "/groups", admin.token, { name: "Home Town" })).body.team._id;
    const away = (await call(a, "POST", "/groups", admin.token, { name: "Away Town" })).body.team._id;
    const kickoff = new Date(Date.now() + 30 * 60_000).toISOString();
    const game = await call(a, "POST", "/games", admin.token, {
      homeGroupId: home,
      awayGroupId: away,
      date: kickoff.slice(0, 10),
      hour: kickoff.slice(11, 16),
      round: "Round 1",
    });
    expect(game.status).toBe(201);

    const bettor = await register(b, "Bettor");
    expect(
      (
        await call(b, "POST", "/bets", bettor.token, {
          gameId: game.body.game._id,
          predictedResult: { homeScore: 1, awayScore: 1 },
        })
      ).status,
    ).toBe(201);
    const off = await register(a, "Switched Off");
    const opted = [];
    for (let i = 0; i < 6; i++) opted.push(await register(i % 2 ? a : b, `Opted ${i}`));
    // Switched on only now (off by default), on both processes, while both schedulers run.
    for (const [i, player] of [...opted, bettor].entries()) {
      expect((await call(i % 2 ? b : a, "PATCH", "/auth/me", player.token, { emailReminders: true })).status).toBe(200);
    }

    for (const player of opted) await smtp.waitForMails(player.email, 1, 15_000);
    // Many more passes on both processes: nothing may arrive twice.
    await new Promise((r) => setTimeout(r, 1500));
    for (const player of opted) {
      const mails = smtp.mailsTo(player.email);
      expect(mails).toHaveLength(1);
      expect(mails[0].parsed.text).toContain("Home Town vs Away Town");
      expect(mails[0].user).toBe(SMTP_USER);
    }
    expect(smtp.mailsTo(bettor.email)).toEqual([]);
    expect(smtp.mailsTo(off.email)).toEqual([]);

    // A reset asked on one process goes once, and its link works on the other.
    expect((await call(b, "POST", "/auth/forgot-password", undefined, { email: off.email })).status).toBe(202);
    const [resetMail] = await smtp.waitForMails(off.email, 1, 15_000);
    const resetLink = linkIn(resetMail, `${PUBLIC_URL}/reset-password?token=`);
    const resetToken = new URL(resetLink).searchParams.get("token") as string;
    // The link as a browser opens it (logged by the server like any request), then the reset itself.
    await fetch(`${a.url}/reset-password?token=${resetToken}`);
    expect(
      (await call(a, "POST", "/auth/reset-password", undefined, { token: resetToken, newPassword: "new-Pass-2" })).status,
    ).toBe(200);

    // One-click unsubscribe, posted to the other process than the one that sent it.
    const unsubscribe = new URL(
      (opted[0] && (smtp.mailsTo(opted[0].email)[0].parsed.headers.get("list") as { unsubscribe: { url: string } })).unsubscribe
        .url,
    );
    const unsubscribeToken = unsubscribe.searchParams.get("token") as string;
    const posted = await fetch(`${b.url}${unsubscribe.pathname}${unsubscribe.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(posted.status).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.mailsTo(off.email)).toHaveLength(1);

    await Promise.all(servers.map((s) => stopProcess(s.child)));
    const log = servers.map((s) => s.output.join("")).join("\n");
    // The requests carrying tokens were logged, with the token cut out.
    expect(log).toContain("/reset-password?token=[redacted]");
    expect(log).toContain("/unsubscribe?token=[redacted]");
    for (const secret of [resetToken, unsubscribeToken, SMTP_PASSWORD, encodeURIComponent(SMTP_PASSWORD)]) {
      expect(log.includes(secret), `log holds ${secret.slice(0, 4)}...`).toBe(false);
    }
    expect(log).not.toMatch(/eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}/);
  });
});
