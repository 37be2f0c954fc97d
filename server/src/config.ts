import path from "node:path";

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
  authRateLimit: number;
  logLevel: string;
  trustProxy: boolean;
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

const int = (value: string | undefined, fallback: number) => {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isFinite(n) ? n : fallback;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || "./data");
  return {
    port: int(env.PORT, 3000),
    host: env.HOST || "0.0.0.0",
    dataDir,
    databaseUrl: env.DATABASE_URL || `sqlite://${path.join(dataDir, "betting.sqlite")}`,
    appSecret: env.APP_SECRET || undefined,
    timezone: env.APP_TIMEZONE || Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC",
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    vapidPublicKey: env.VAPID_PUBLIC_KEY || undefined,
    vapidPrivateKey: env.VAPID_PRIVATE_KEY || undefined,
    vapidSubject: env.VAPID_SUBJECT || "mailto:admin@localhost",
    pushEndpointAllowlist: (env.PUSH_ENDPOINT_ALLOWLIST || DEFAULT_PUSH_HOSTS.join(","))
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    schedulerIntervalMs: int(env.SCHEDULER_INTERVAL_MS, 30_000),
    reminderMinutesBefore: int(env.REMINDER_MINUTES_BEFORE, 60),
    authRateLimit: int(env.AUTH_RATE_LIMIT, 10),
    logLevel: env.LOG_LEVEL || "info",
    trustProxy: env.TRUST_PROXY === "true",
    webDist: path.resolve(env.WEB_DIST || new URL("../../web/dist", import.meta.url).pathname),
  };
}
