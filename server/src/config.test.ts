import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, configOrExit, DEFAULT_PUSH_HOSTS, loadConfig } from "./config";
import { describeDatabase, logTransport, publicUrl, startLine, usePrettyLogs } from "./logger";
import { bundleServer, type ServerBundle } from "./test/processes";

const VARIABLES = [
  "PORT",
  "HOST",
  "DATA_DIR",
  "DATABASE_URL",
  "APP_SECRET",
  "APP_TIMEZONE",
  "ADMIN_EMAIL",
  "ADMIN_PASSWORD",
  "VAPID_PUBLIC_KEY",
  "VAPID_PRIVATE_KEY",
  "VAPID_SUBJECT",
  "PUSH_ENDPOINT_ALLOWLIST",
  "SCHEDULER_INTERVAL_MS",
  "REMINDER_MINUTES_BEFORE",
  "EVENTS_HEARTBEAT_MS",
  "AUTH_RATE_LIMIT",
  "RESULTS_FEED_URL",
  "RESULTS_FEED_ALLOWLIST",
  "RESULTS_FEED_INTERVAL",
  "LOG_LEVEL",
  "TRUST_PROXY",
  "SMTP_URL",
  "MAIL_FROM",
  "PUBLIC_URL",
  "WEB_DIST",
];

/** The message loadConfig throws for this environment (fails the test if it does not throw a ConfigError). */
function problem(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe("loadConfig", () => {
  it("keeps every default when nothing is set", () => {
    const config = loadConfig({});
    const dataDir = path.resolve("./data");
    expect(config).toEqual({
      port: 3000,
      host: "0.0.0.0",
      dataDir,
      databaseUrl: `sqlite://${path.join(dataDir, "betting.sqlite")}`,
      appSecret: undefined,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC",
      adminEmail: undefined,
      adminPassword: undefined,
      vapidPublicKey: undefined,
      vapidPrivateKey: undefined,
      vapidSubject: "mailto:admin@localhost",
      pushEndpointAllowlist: DEFAULT_PUSH_HOSTS,
      schedulerIntervalMs: 30_000,
      reminderMinutesBefore: 60,
      eventsHeartbeatMs: 25_000,
      authRateLimit: 10,
      resultsFeedUrl: undefined,
      resultsFeedAllowlist: [],
      resultsFeedIntervalSeconds: 300,
      smtpUrl: undefined,
      mailFrom: "Score Predictor <no-reply@localhost>",
      publicUrl: undefined,
      logLevel: "info",
      trustProxy: false,
      webDist: path.resolve(import.meta.dirname, "../../web/dist"),
    });
  });

  it("treats an empty string as unset", () => {
    const empty = Object.fromEntries(VARIABLES.map((name) => [name, ""]));
    expect(loadConfig(empty)).toEqual(loadConfig({}));
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/tmp/score-data",
      DATABASE_URL: "postgresql://app:secret@db.internal:5433/betting",
      APP_SECRET: "s3cret-of-at-least-thirty-two-chars",
      APP_TIMEZONE: "Asia/Jerusalem",
      ADMIN_EMAIL: "admin@example.com",
      ADMIN_PASSWORD: "a long admin password",
      VAPID_PUBLIC_KEY: "public",
      VAPID_PRIVATE_KEY: "private",
      VAPID_SUBJECT: "https://example.com/contact",
      PUSH_ENDPOINT_ALLOWLIST: " FCM.googleapis.com , 127.0.0.1,,",
      SCHEDULER_INTERVAL_MS: "1000",
      REMINDER_MINUTES_BEFORE: "0",
      EVENTS_HEARTBEAT_MS: "5000",
      AUTH_RATE_LIMIT: "100000",
      RESULTS_FEED_URL: "https://raw.githubusercontent.com/openfootball/worldcup.json/master/2026/worldcup.json",
      RESULTS_FEED_ALLOWLIST: "raw.githubusercontent.com, 127.0.0.1",
      RESULTS_FEED_INTERVAL: "60",
      LOG_LEVEL: "debug",
      TRUST_PROXY: "true",
      SMTP_URL: "smtps://apikey:mail-secret@smtp.example.com:465",
      MAIL_FROM: "Tips <tips@example.com>",
      PUBLIC_URL: "https://tips.example.com/",
      WEB_DIST: "/srv/web",
    });
    expect(config).toEqual({
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/tmp/score-data",
      databaseUrl: "postgresql://app:secret@db.internal:5433/betting",
      appSecret: "s3cret-of-at-least-thirty-two-chars",
      timezone: "Asia/Jerusalem",
      adminEmail: "admin@example.com",
      adminPassword: "a long admin password",
      vapidPublicKey: "public",
      vapidPrivateKey: "private",
      vapidSubject: "https://example.com/contact",
      pushEndpointAllowlist: ["fcm.googleapis.com", "127.0.0.1"],
      schedulerIntervalMs: 1000,
      reminderMinutesBefore: 0,
      eventsHeartbeatMs: 5000,
      authRateLimit: 100_000,
      resultsFeedUrl: "https://raw.githubusercontent.com/openfootball/worldcup.json/master/2026/worldcup.json",
      resultsFeedAllowlist: ["raw.githubusercontent.com", "127.0.0.1"],
      resultsFeedIntervalSeconds: 60,
      smtpUrl: "smtps://apikey:mail-secret@smtp.example.com:465",
      mailFrom: "Tips <tips@example.com>",
      publicUrl: "https://tips.example.com",
      logLevel: "debug",
      trustProxy: 1,
      webDist: "/srv/web",
    });
  });

  it.each([
    ["false", false],
    ["0", false],
    ["true", 1],
    ["2", 2],
    ["10.0.0.7", ["10.0.0.7"]],
    [" 10.0.0.0/8, ::1 ,fd00::/8", ["10.0.0.0/8", "::1", "fd00::/8"]],
  ])("reads TRUST_PROXY=%j as %j (true is one hop, never any X-Forwarded-For)", (value, trust) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trust);
  });

  it.each([
    ["sqlite:///var/lib/betting.sqlite"],
    ["sqlite://relative/betting.sqlite"],
    ["sqlite://:memory:"],
    ["postgres://postgres@127.0.0.1:5432/test"],
    ["postgresql://user:pa%40ss@host/db?sslmode=require"],
    ["postgres:///betting?host=/var/run/postgresql"],
  ])("accepts DATABASE_URL=%s", (url) => {
    expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
  });

  it.each([
    ["PORT", "abc", 'PORT must be a whole number from 0 to 65535 (got "abc")'],
    ["PORT", "70000", 'PORT must be a whole number from 0 to 65535 (got "70000")'],
    ["PORT", "-1", "PORT must be a whole number from 0 to 65535"],
    ["PORT", "3000abc", "PORT must be a whole number from 0 to 65535"],
    ["PORT", "80.5", "PORT must be a whole number from 0 to 65535"],
    [
      "APP_TIMEZONE",
      "Mars/Olympus_Mons",
      'APP_TIMEZONE must be an IANA time zone such as Asia/Jerusalem or UTC (got "Mars/Olympus_Mons")',
    ],
    ["DATABASE_URL", "nonsense://", "DATABASE_URL must be sqlite://<file> or postgres://user@host:5432/database"],
    ["DATABASE_URL", "nonsense://x", "DATABASE_URL must be sqlite://<file> or postgres://user@host:5432/database"],
    ["DATABASE_URL", "sqlite://", "DATABASE_URL must be"],
    ["DATABASE_URL", "./data/betting.sqlite", "DATABASE_URL must be"],
    ["DATABASE_URL", "postgres://host:port/db", "DATABASE_URL must be"],
    ["DATABASE_URL", "mysql://root@localhost/betting", "DATABASE_URL must be"],
    ["SCHEDULER_INTERVAL_MS", "1.5", 'SCHEDULER_INTERVAL_MS must be a whole number of at least 1 (got "1.5")'],
    ["SCHEDULER_INTERVAL_MS", "-1000", "SCHEDULER_INTERVAL_MS must be a whole number of at least 1"],
    ["SCHEDULER_INTERVAL_MS", "0", "SCHEDULER_INTERVAL_MS must be a whole number of at least 1"],
    ["SCHEDULER_INTERVAL_MS", "30s", "SCHEDULER_INTERVAL_MS must be a whole number of at least 1"],
    ["REMINDER_MINUTES_BEFORE", "-5", 'REMINDER_MINUTES_BEFORE must be a whole number of at least 0 (got "-5")'],
    ["REMINDER_MINUTES_BEFORE", "an hour", "REMINDER_MINUTES_BEFORE must be a whole number of at least 0"],
    ["EVENTS_HEARTBEAT_MS", "5", 'EVENTS_HEARTBEAT_MS must be a whole number from 10 to 60000 (got "5")'],
    ["EVENTS_HEARTBEAT_MS", "120000", "EVENTS_HEARTBEAT_MS must be a whole number from 10 to 60000"],
    ["AUTH_RATE_LIMIT", "-3", 'AUTH_RATE_LIMIT must be a whole number of at least 1 (got "-3")'],
    ["AUTH_RATE_LIMIT", "2.5", "AUTH_RATE_LIMIT must be a whole number of at least 1"],
    ["AUTH_RATE_LIMIT", "0", "AUTH_RATE_LIMIT must be a whole number of at least 1"],
    [
      "TRUST_PROXY",
      "yes",
      'TRUST_PROXY must be false, true (one proxy), a number of proxies, or a comma-separated list of proxy addresses (got "yes")',
    ],
    ["TRUST_PROXY", "10.0.0.1/33", "TRUST_PROXY must be false, true (one proxy)"],
    ["TRUST_PROXY", "proxy.internal", "TRUST_PROXY must be false, true (one proxy)"],
    ["APP_SECRET", "x", "APP_SECRET must be at least 32 characters"],
    ["APP_SECRET", "a".repeat(31), "APP_SECRET must be at least 32 characters"],
    ["LOG_LEVEL", "verbose", 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")'],
    ["LOG_LEVEL", "INFO", "LOG_LEVEL must be one of"],
    ["HOST", "my host", "HOST must be a host name or an IP address"],
    ["VAPID_SUBJECT", "admin@example.com", "VAPID_SUBJECT must be a mailto: address or an https:// URL"],
    [
      "PUSH_ENDPOINT_ALLOWLIST",
      "https://fcm.googleapis.com/",
      "PUSH_ENDPOINT_ALLOWLIST must be a comma-separated list of host names",
    ],
    ["RESULTS_FEED_INTERVAL", "0", 'RESULTS_FEED_INTERVAL must be a whole number from 1 to 86400 (got "0")'],
    ["RESULTS_FEED_INTERVAL", "5m", "RESULTS_FEED_INTERVAL must be a whole number from 1 to 86400"],
    ["RESULTS_FEED_ALLOWLIST", "https://example.com/", "RESULTS_FEED_ALLOWLIST must be a comma-separated list of host names"],
    // SSRF: the feed URL must be on the allowlist (none by default), https unless on loopback, without credentials.
    [
      "RESULTS_FEED_URL",
      "https://example.com/feed.json",
      "RESULTS_FEED_URL must be an https URL on a host in RESULTS_FEED_ALLOWLIST",
    ],
  ])("refuses %s=%s with one line naming it", (name, value, message) => {
    const text = problem({ [name]: value });
    expect(text).toContain(message);
    expect(text.startsWith(`${name} `)).toBe(true);
    expect(text).not.toContain("\n");
  });

  it("names every bad variable in one line", () => {
    const text = problem({ PORT: "abc", LOG_LEVEL: "loud", TRUST_PROXY: "maybe" });
    expect(text).toBe(
      'PORT must be a whole number from 0 to 65535 (got "abc"); LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud"); TRUST_PROXY must be false, true (one proxy), a number of proxies, or a comma-separated list of proxy addresses (got "maybe")',
    );
  });

  it("asks for both halves of a pair", () => {
    expect(problem({ VAPID_PUBLIC_KEY: "public" })).toBe("VAPID_PRIVATE_KEY must be set together with VAPID_PUBLIC_KEY");
    expect(problem({ VAPID_PRIVATE_KEY: "private" })).toBe("VAPID_PUBLIC_KEY must be set together with VAPID_PRIVATE_KEY");
    expect(problem({ ADMIN_EMAIL: "admin@example.com" })).toBe("ADMIN_PASSWORD must be set together with ADMIN_EMAIL");
    expect(problem({ ADMIN_PASSWORD: "hunter2hunter2" })).toBe("ADMIN_EMAIL must be set together with ADMIN_PASSWORD");
  });

  it("takes a results feed only from an allowlisted host, http only on loopback (SSRF)", () => {
    const feed = (url: string, allowlist: string) => () =>
      loadConfig({ RESULTS_FEED_URL: url, RESULTS_FEED_ALLOWLIST: allowlist });
    expect(feed("http://127.0.0.1:8080/wc.json", "127.0.0.1")().resultsFeedUrl).toBe("http://127.0.0.1:8080/wc.json");
    expect(feed("https://feeds.example.com/wc.json", "feeds.example.com")().resultsFeedAllowlist).toEqual(["feeds.example.com"]);
    expect(feed("http://feeds.example.com/wc.json", "feeds.example.com")).toThrow(/RESULTS_FEED_URL must be/);
    expect(feed("https://169.254.169.254/latest", "feeds.example.com")).toThrow(/RESULTS_FEED_URL must be/);
    expect(feed("https://user:pw@feeds.example.com/x", "feeds.example.com")).toThrow(/RESULTS_FEED_URL must be/);
    expect(feed("file:///etc/passwd", "feeds.example.com")).toThrow(/RESULTS_FEED_URL must be/);
  });

  it.each([
    ["SMTP_URL", "http://mail.example.com", "SMTP_URL must be smtp://user:password@host:port or smtps://"],
    ["SMTP_URL", "mail.example.com:587", "SMTP_URL must be smtp://"],
    ["MAIL_FROM", "not an address", "MAIL_FROM must be a mail address"],
    ["PUBLIC_URL", "tips.example.com", "PUBLIC_URL must be the app's http(s) address"],
    ["PUBLIC_URL", "https://tips.example.com/?x=1", "PUBLIC_URL must be the app's http(s) address"],
  ])("refuses mail setting %s=%s", (name, value, message) => {
    const text = problem({ [name]: value });
    expect(text.startsWith(`${name} `)).toBe(true);
    expect(text).toContain(message);
  });

  it("needs PUBLIC_URL with SMTP_URL, and never repeats the SMTP credentials", () => {
    expect(problem({ SMTP_URL: "smtp://127.0.0.1:2525" })).toBe(
      "PUBLIC_URL must be set when SMTP_URL is set (links in mails point at it)",
    );
    for (const url of ["smtp://mailer:hunter2@mail.example.com:notaport", "mailer:hunter2@mail.example.com"]) {
      const text = problem({ SMTP_URL: url, PUBLIC_URL: "https://tips.example.com" });
      expect(text).toMatch(/^SMTP_URL must be/);
      expect(text).not.toContain("hunter2");
      expect(text).not.toContain("mailer");
    }
    expect(loadConfig({ SMTP_URL: "smtp://127.0.0.1:2525", PUBLIC_URL: "http://localhost:3000" }).smtpUrl).toBe(
      "smtp://127.0.0.1:2525",
    );
  });

  it("never repeats a database password in its message", () => {
    const text = problem({ DATABASE_URL: "postgres://app:hunter2@db:notaport/betting" });
    expect(text).not.toContain("hunter2");
    expect(text).toContain('(got "postgres://***@db:notaport/betting")');
  });
});

describe("configOrExit", () => {
  it("returns the config when every variable is good", () => {
    const exit = (line: string): never => {
      throw new Error(`exit: ${line}`);
    };
    expect(configOrExit({ PORT: "4000" }, exit).port).toBe(4000);
  });

  it("hands one line, prefixed, to exit when a variable is bad", () => {
    const lines: string[] = [];
    const exit = (line: string): never => {
      lines.push(line);
      throw new Error("exited");
    };
    expect(() => configOrExit({ PORT: "abc" }, exit)).toThrow("exited");
    expect(lines).toEqual(['Configuration error: PORT must be a whole number from 0 to 65535 (got "abc")']);
  });
});

describe("the server process with a bad variable", () => {
  let bundle: ServerBundle;
  const dirs: string[] = [];

  beforeAll(async () => {
    bundle = await bundleServer();
  });
  afterAll(() => {
    bundle.remove();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Runs the bundled main.ts in an empty working directory with only PATH and these variables. */
  function start(env: Record<string, string>) {
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), "config-exit-"));
    dirs.push(cwd);
    const run = spawnSync(process.execPath, [bundle.mainFile], {
      cwd,
      env: { PATH: process.env.PATH ?? "", ...env },
      encoding: "utf8",
      timeout: 20_000,
    });
    return { ...run, files: fs.readdirSync(cwd) };
  }

  it.each([
    [{ PORT: "abc" }, 'Configuration error: PORT must be a whole number from 0 to 65535 (got "abc")'],
    [
      { DATABASE_URL: "nonsense://x" },
      'Configuration error: DATABASE_URL must be sqlite://<file> or postgres://user@host:5432/database (postgresql:// works too) (got "nonsense://x")',
    ],
  ])("%o exits with code 1, one line on stderr and no file created", (env, line) => {
    const run = start(env);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(`${line}\n`);
    expect(run.stdout).toBe("");
    expect(run.files).toEqual([]);
  });
});

describe("start line", () => {
  const base = { host: "0.0.0.0", port: 3000, timezone: "Asia/Jerusalem" };

  it("names the URL, the SQLite file and the time zone", () => {
    expect(startLine({ ...base, databaseUrl: "sqlite:///srv/data/betting.sqlite" })).toBe(
      "Score Predictor listening on http://localhost:3000 (SQLite at /srv/data/betting.sqlite, time zone Asia/Jerusalem)",
    );
  });

  it("shows PostgreSQL's host and database but never its password", () => {
    const line = startLine(
      { ...base, databaseUrl: "postgres://app:hunter2@db.internal:5433/betting?password=hunter2" },
      { address: "0.0.0.0", family: "IPv4", port: 41234 },
    );
    expect(line).toBe(
      "Score Predictor listening on http://localhost:41234 (PostgreSQL at db.internal:5433/betting, time zone Asia/Jerusalem)",
    );
    expect(line).not.toContain("hunter2");
    expect(line).not.toContain("app");
  });

  it("describes other databases plainly", () => {
    expect(describeDatabase("postgresql://localhost/test")).toBe("PostgreSQL at localhost/test");
    expect(describeDatabase("postgres:///betting?host=/var/run/postgresql")).toBe("PostgreSQL at local socket/betting");
    expect(describeDatabase("sqlite://:memory:")).toBe("SQLite in memory");
    expect(describeDatabase("sqlite://rel/betting.sqlite")).toBe(`SQLite at ${path.resolve("rel/betting.sqlite")}`);
  });

  it("shows the listen host people can open", () => {
    expect(publicUrl("0.0.0.0", 3000)).toBe("http://localhost:3000");
    expect(publicUrl("::", 3000)).toBe("http://localhost:3000");
    expect(publicUrl("127.0.0.1", 8080)).toBe("http://127.0.0.1:8080");
    expect(publicUrl("::1", 8080)).toBe("http://[::1]:8080");
  });
});

describe("log format", () => {
  it.each([
    [true, undefined, true],
    [true, "development", true],
    [true, "test", true],
    [true, "production", false],
    [false, undefined, false],
    [undefined, undefined, false],
    [false, "production", false],
  ])("isTTY=%s NODE_ENV=%s -> pretty: %s", (isTTY, nodeEnv, pretty) => {
    expect(usePrettyLogs(isTTY, nodeEnv)).toBe(pretty);
    expect(logTransport(isTTY, nodeEnv)?.target).toBe(pretty ? "pino-pretty" : undefined);
  });
});
