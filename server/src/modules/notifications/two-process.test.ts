import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbTargets, freshDatabaseUrl } from "../../test/harness";
import { bundleServer, call, type ServerBundle, type ServerProcess, startServerProcess, stopProcess } from "../../test/processes";
import { TestPushService } from "../../test/push-service";

/**
 * Two real server processes (the bundled main.ts) share one database and DATA_DIR, each running the
 * scheduler every 200 ms; scheduled notifications that come due must each reach the device exactly once.
 * Runs on PostgreSQL (the scale-out set-up) when TEST_DATABASE_URL is set, and always on one shared SQLite
 * file, which has the same claim to get right (and keeps this file from being empty without PostgreSQL).
 */

describe.each(dbTargets)("two server processes on one $name database", (target) => {
  const servers: ServerProcess[] = [];
  let push: TestPushService;
  let bundle: ServerBundle;
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string;
  let dataDir: string;

  async function startServer(): Promise<ServerProcess> {
    const server = await startServerProcess(bundle, {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SCHEDULER_INTERVAL_MS: "200",
      PUSH_ENDPOINT_ALLOWLIST: "127.0.0.1",
    });
    servers.push(server);
    return server;
  }

  beforeAll(async () => {
    push = await TestPushService.start();
    bundle = await bundleServer();
    const fresh = await freshDatabaseUrl(target);
    ({ url: databaseUrl, dataDir, drop } = fresh);
    // One after the other: the first creates the schema and the shared secrets in DATA_DIR.
    await startServer();
    await startServer();
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => stopProcess(s.child)));
    await drop?.();
    bundle?.remove();
    await push?.close();
  });

  it("delivers each due scheduled notification exactly once", async () => {
    const [a, b] = servers;
    const admin = await call(a, "POST", "/auth/register", undefined, {
      fullName: "Admin",
      email: "admin@example.com",
      password: "secret123",
    });
    expect(admin.status).toBe(201);
    const adminToken = admin.body.token as string;
    const player = await call(b, "POST", "/auth/register", undefined, {
      fullName: "Player",
      email: "player@example.com",
      password: "secret123",
    });
    const playerToken = player.body.token as string;

    // Both processes share one VAPID identity, so a browser subscription works whichever one sends.
    const keyA = await call(a, "GET", "/notifications/vapid-public-key", playerToken);
    const keyB = await call(b, "GET", "/notifications/vapid-public-key", playerToken);
    expect(keyA.body.publicKey).toBe(keyB.body.publicKey);
    push.expectedVapidKey = keyA.body.publicKey as string;

    const sub = push.subscription();
    const subscribed = await call(b, "POST", "/notifications/subscribe", playerToken, {
      subscription: { endpoint: sub.endpoint, keys: sub.keys },
      deviceInfo: { userAgent: "two-process", platform: "test", language: "en", timestamp: Date.now() },
    });
    expect(subscribed.status).toBe(200);

    for (const server of [a, b]) {
      const status = await call(server, "GET", "/notifications/admin/scheduler-status", adminToken);
      expect(status.body).toMatchObject({ isRunning: true, intervalMs: 200 });
    }

    // Five notifications due at the same instant, about a second from now: both schedulers race for each.
    const scheduledFor = new Date(Date.now() + 1200).toISOString();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await call(a, "POST", "/notifications/admin/send-to-all", adminToken, {
        title: `Race ${i}`,
        body: "Only once, please",
        scheduledFor,
      });
      expect(res.status).toBe(201);
      ids.push((res.body.notification as { _id: string })._id);
    }

    const deadline = Date.now() + 10_000;
    while (push.received.length < ids.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    // Several more scheduler passes on both processes: nothing may arrive twice.
    await new Promise((r) => setTimeout(r, 1500));

    expect(push.errors).toEqual([]);
    expect(push.attempts.get(sub.id)).toBe(ids.length);
    expect(push.received.map((m) => m.data.notificationId).sort()).toEqual([...ids].sort());
    expect(push.received.every((m) => m.body === "Only once, please")).toBe(true);

    const history = await call(b, "GET", "/notifications/admin/history?status=sent", adminToken);
    const sent = history.body.notifications as { _id: string; deliveryStats: object }[];
    expect(sent.map((n) => n._id).sort()).toEqual([...ids].sort());
    for (const n of sent) expect(n.deliveryStats).toEqual({ totalTargeted: 1, successful: 1, failed: 0 });
  });
});
