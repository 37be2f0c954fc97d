import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { isOutboundUrlAllowed } from "./lib/outbound-url";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  appSecret: string | undefined;
  timezone: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  vapidSubject: string;
  pushEndpointAllowlist: string[];
  schedulerIntervalMs: number;
  reminderMinutesBefore: number;
  /** How often an open event stream gets a `: ping` comment (modules/events/stream.ts). */
  eventsHeartbeatMs: number;
  authRateLimit: number;
  /** docs/rules.md "Fixtures, feed and audit": an openfootball match file polled for results, or unset. */
  resultsFeedUrl: string | undefined;
  resultsFeedAllowlist: string[];
  resultsFeedIntervalSeconds: number;
  /** docs/rules.md "Mail": the SMTP server's URL (credentials inside), or unset: then no mail is sent at all. */
  smtpUrl: string | undefined;
  /** The From of every mail. */
  mailFrom: string;
  /** Where links in mails point (no trailing slash); set whenever smtpUrl is. */
  publicUrl: string | undefined;
  logLevel: string;
  /** Fastify's trustProxy: false, a number of trusted hops, or the proxies' addresses (docs/rules.md "Client address"). */
  trustProxy: false | number | string[];
  webDist: string;
}

/** Hosts of the public browser push services (Chrome/FCM, Firefox, Safari, Edge). */
export const DEFAULT_PUSH_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "updates.push.services.mozilla.com",
  "web.push.apple.com",
  "wns2-par02p.notify.windows.com",
  "notify.windows.com",
];

/** pino's levels, quietest last. */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** A bad environment variable: the message names it and says what it must be, on one line. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** docs/rules.md "Configuration": an HS256 key shorter than this is refused at start. */
export const APP_SECRET_MIN = 32;

/**
 * TRUST_PROXY (docs/rules.md "Client address"): `true` is one proxy, not "believe any X-Forwarded-For": with a count
 * or a list, the client is the first address not trusted, counted from the right, so what a client writes into the
 * header never becomes its address. Undefined for a value that is none of these.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] | undefined {
  if (value === undefined || value === "false" || value === "0") return false;
  if (value === "true") return 1;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const addresses = value
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
  const isAddress = (a: string) => {
    const [ip, bits, ...rest] = a.split("/");
    const family = net.isIP(ip);
    if (family === 0 || rest.length > 0) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  };
  return addresses.length > 0 && addresses.every(isAddress) ? addresses : undefined;
}

/** Variables whose values are secrets: never echoed back in an error. */
const SECRET_VARIABLES = new Set(["APP_SECRET", "ADMIN_PASSWORD", "VAPID_PRIVATE_KEY"]);

/** Variables that are URLs whose user and password must not be repeated. */
const URLS_WITH_CREDENTIALS = new Set(["DATABASE_URL", "SMTP_URL"]);

// Every variable arrives as a string or not at all; an empty string counts as unset (as `env.X || default` did).
const optional = z.preprocess((value) => (value === "" ? undefined : value), z.string().optional());

const fail = (ctx: z.RefinementCtx, message: string) => {
  ctx.addIssue({ code: "custom", message });
  return z.NEVER;
};

const wholeNumber = (fallback: number, min: number, max?: number) =>
  optional.transform((value, ctx) => {
    if (value === undefined) return fallback;
    const n = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
    if (n >= min && n <= (max ?? Number.MAX_SAFE_INTEGER)) return n;
    return fail(
      ctx,
      max === undefined ? `must be a whole number of at least ${min}` : `must be a whole number from ${min} to ${max}`,
    );
  });

const isHostName = (value: string) => /^[A-Za-z0-9._:%[\]-]+$/.test(value);

/** A comma-separated host list, lower-cased; `fallback` when unset. */
const hostList = (fallback: string[]) =>
  optional.transform((value, ctx) => {
    if (value === undefined) return fallback;
    const hosts = value
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean);
    if (hosts.length > 0 && hosts.every(isHostName)) return hosts;
    return fail(ctx, "must be a comma-separated list of host names");
  });

export function isTimeZone(zone: string): boolean {
  try {
    Intl.DateTimeFormat(undefined, { timeZone: zone });
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

/** `smtp://` or `smtps://` with a host; user and password, when given, in the URL. */
export function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** An absolute http(s) URL without credentials, query or fragment: the base of links in mails. */
export function isPublicUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password && !url.search && !url.hash;
  } catch {
    return false;
  }
}

/** A mail address, optionally with a display name: `a@b.example` or `Name <a@b.example>`. */
const isMailFrom = (value: string) => /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(value.trim());

export function isDatabaseUrl(url: string): boolean {
  if (url.startsWith("sqlite://")) return url.length > "sqlite://".length;
  if (!/^postgres(ql)?:\/\//.test(url)) return false;
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

const schema = z
  .object({
    PORT: wholeNumber(3000, 0, 65_535),
    HOST: optional.refine((v) => v === undefined || isHostName(v), "must be a host name or an IP address"),
    DATA_DIR: optional,
    DATABASE_URL: optional.refine(
      (v) => v === undefined || isDatabaseUrl(v),
      "must be sqlite://<file> or postgres://user@host:5432/database (postgresql:// works too)",
    ),
    // HS256 with a short key can be brute-forced offline from one token (SECURITY.md "Sessions").
    APP_SECRET: optional.refine(
      (v) => v === undefined || v.length >= APP_SECRET_MIN,
      `must be at least ${APP_SECRET_MIN} characters`,
    ),
    APP_TIMEZONE: optional.refine(
      (v) => v === undefined || isTimeZone(v),
      "must be an IANA time zone such as Asia/Jerusalem or UTC",
    ),
    ADMIN_EMAIL: optional,
    ADMIN_PASSWORD: optional,
    VAPID_PUBLIC_KEY: optional,
    VAPID_PRIVATE_KEY: optional,
    VAPID_SUBJECT: optional.refine(
      (v) => v === undefined || /^(mailto:|https:\/\/)\S+$/.test(v),
      "must be a mailto: address or an https:// URL",
    ),
    PUSH_ENDPOINT_ALLOWLIST: hostList(DEFAULT_PUSH_HOSTS),
    RESULTS_FEED_URL: optional,
    RESULTS_FEED_ALLOWLIST: hostList([]),
    RESULTS_FEED_INTERVAL: wholeNumber(300, 1, 86_400),
    SCHEDULER_INTERVAL_MS: wholeNumber(30_000, 1),
    REMINDER_MINUTES_BEFORE: wholeNumber(60, 0),
    // At most a minute: the web app takes a stream silent for longer than that as dead and reconnects.
    EVENTS_HEARTBEAT_MS: wholeNumber(25_000, 10, 60_000),
    AUTH_RATE_LIMIT: wholeNumber(10, 1),
    LOG_LEVEL: optional.transform((value, ctx) => {
      if (value === undefined) return "info";
      if ((LOG_LEVELS as readonly string[]).includes(value)) return value;
      return fail(ctx, `must be one of ${LOG_LEVELS.join(", ")}`);
    }),
    TRUST_PROXY: optional.transform((value, ctx) => {
      const trust = parseTrustProxy(value);
      return (
        trust ?? fail(ctx, "must be false, true (one proxy), a number of proxies, or a comma-separated list of proxy addresses")
      );
    }),
    SMTP_URL: optional.refine(
      (v) => v === undefined || isSmtpUrl(v),
      "must be smtp://user:password@host:port or smtps://user:password@host:port",
    ),
    MAIL_FROM: optional.refine(
      (v) => v === undefined || isMailFrom(v),
      'must be a mail address, e.g. no-reply@example.com or "Score Predictor <no-reply@example.com>"',
    ),
    PUBLIC_URL: optional.refine(
      (v) => v === undefined || isPublicUrl(v),
      "must be the app's http(s) address without credentials, query or fragment, e.g. https://tips.example.com",
    ),
    WEB_DIST: optional,
  })
  .superRefine((env, ctx) => {
    for (const [a, b] of [
      ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY"],
      ["ADMIN_EMAIL", "ADMIN_PASSWORD"],
    ] as const) {
      if (Boolean(env[a]) !== Boolean(env[b])) {
        ctx.addIssue({ code: "custom", path: [env[a] ? b : a], message: `must be set together with ${env[a] ? a : b}` });
      }
    }
    // Links in mails need an address people can open; the server cannot guess it behind a proxy.
    if (env.SMTP_URL !== undefined && env.PUBLIC_URL === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_URL"],
        message: "must be set when SMTP_URL is set (links in mails point at it)",
      });
    }
    // SECURITY.md "Outbound requests": the feed is fetched only from an allowlisted host.
    if (env.RESULTS_FEED_URL !== undefined && !isOutboundUrlAllowed(env.RESULTS_FEED_URL, env.RESULTS_FEED_ALLOWLIST)) {
      ctx.addIssue({
        code: "custom",
        path: ["RESULTS_FEED_URL"],
        message: "must be an https URL on a host in RESULTS_FEED_ALLOWLIST (http only for 127.0.0.1, localhost or ::1)",
      });
    }
  });

/** What an error says the value was: secrets are not repeated, nor the credentials in a database or SMTP URL. */
function shown(name: string, value: string | undefined): string {
  if (value === undefined || value === "") return "";
  if (SECRET_VARIABLES.has(name)) return "";
  // Everything up to the last @ may be a user and password, even in a URL too broken to parse.
  const safe = URLS_WITH_CREDENTIALS.has(name) ? value.replace(/:\/\/.*@/s, "://***@").replace(/^[^/]*:[^/]*@/s, "***@") : value;
  return ` (got ${JSON.stringify(safe)})`;
}

/**
 * Reads and checks the environment. Throws a ConfigError naming every bad variable, on one line;
 * empty strings count as unset.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name} ${issue.message}${shown(name, env[name])}`;
    });
    throw new ConfigError(problems.join("; "));
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR ?? "./data");
  return {
    port: e.PORT,
    host: e.HOST ?? "0.0.0.0",
    dataDir,
    databaseUrl: e.DATABASE_URL ?? `sqlite://${path.join(dataDir, "betting.sqlite")}`,
    appSecret: e.APP_SECRET,
    timezone: e.APP_TIMEZONE ?? (Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC"),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    vapidPublicKey: e.VAPID_PUBLIC_KEY,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY,
    vapidSubject: e.VAPID_SUBJECT ?? "mailto:admin@localhost",
    pushEndpointAllowlist: e.PUSH_ENDPOINT_ALLOWLIST,
    schedulerIntervalMs: e.SCHEDULER_INTERVAL_MS,
    reminderMinutesBefore: e.REMINDER_MINUTES_BEFORE,
    eventsHeartbeatMs: e.EVENTS_HEARTBEAT_MS,
    authRateLimit: e.AUTH_RATE_LIMIT,
    resultsFeedUrl: e.RESULTS_FEED_URL,
    resultsFeedAllowlist: e.RESULTS_FEED_ALLOWLIST,
    resultsFeedIntervalSeconds: e.RESULTS_FEED_INTERVAL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM?.trim() ?? "Score Predictor <no-reply@localhost>",
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ""),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: path.resolve(e.WEB_DIST ?? new URL("../../web/dist", import.meta.url).pathname),
  };
}

/**
 * loadConfig for a program's start: a bad variable prints one line to stderr (no stack trace) and exits
 * with code 1, before anything is opened or created.
 */
export function configOrExit(
  env: NodeJS.ProcessEnv = process.env,
  exit: (line: string) => never = (line) => {
    process.stderr.write(`${line}\n`);
    process.exit(1);
  },
): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return exit(`Configuration error: ${error.message}`);
    throw error;
  }
}
