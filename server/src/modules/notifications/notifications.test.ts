import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { newId } from "@app/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { dbTargets, registerUser, startTestApp, type TestApp } from "../../test/harness";
import { TestPushService, type TestSubscription } from "../../test/push-service";
import { isEndpointAllowed } from "./sender";

type User = Awaited<ReturnType<typeof registerUser>>;

describe("push endpoint allowlist", () => {
  const allowlist = ["fcm.googleapis.com", "push.example.com", "127.0.0.1", "localhost", "::1"];
  it.each([
    ["https://fcm.googleapis.com/fcm/send/abc", true],
    ["https://FCM.GoogleAPIs.com/fcm/send/abc", true],
    ["https://push.example.com:8443/x", false],
    ["https://fcm.googleapis.com:8443/fcm/send/abc", false],
    ["https://fcm.googleapis.com:443/fcm/send/abc", true],
    ["https://push.example.com/x", true],
    ["http://127.0.0.1:9999/push/a", true],
    ["http://localhost:9999/push/a", true],
    ["http://[::1]:9999/push/a", true],
    ["https://127.0.0.1/push/a", true],
    ["http://fcm.googleapis.com/fcm/send/abc", false],
    ["http://push.example.com/x", false],
    ["https://evil.example.org/x", false],
    ["https://sub.fcm.googleapis.com/x", false],
    ["https://fcm.googleapis.com.evil.org/x", false],
    ["https://user:pw@fcm.googleapis.com/x", false],
    ["ftp://127.0.0.1/x", false],
    ["not a url", false],
    ["", false],
  ])("%s -> %s", (endpoint, allowed) => {
    expect(isEndpointAllowed(endpoint, allowlist)).toBe(allowed);
  });

  it("does not let http through for an allowlisted host that is not loopback", () => {
    expect(isEndpointAllowed("http://10.0.0.1/x", ["10.0.0.1"])).toBe(false);
    expect(isEndpointAllowed("https://10.0.0.1/x", ["10.0.0.1"])).toBe(true);
  });
});

describe("the local push service used by these tests", () => {
  let push: TestPushService;
  beforeAll(async () => {
    push = await TestPushService.start();
  });
  afterAll(async () => {
    await push.close();
  });

  const vapid = () => ({ subject: "mailto:test@example.com", ...webpush.generateVAPIDKeys() });
  const post = (details: { endpoint: string; headers: Record<string, string | number>; body: Buffer | null }, url?: string) =>
    fetch(url ?? details.endpoint, {
      method: "POST",
      headers: Object.fromEntries(
        Object.entries(details.headers)
          .filter(([name]) => name.toLowerCase() !== "content-length")
          .map(([name, value]) => [name, String(value)]),
      ),
      body: details.body ? new Uint8Array(details.body) : undefined,
    });
  const options = (vapidDetails: ReturnType<typeof vapid>) => ({ vapidDetails, contentEncoding: "aes128gcm" as const });

  it("accepts a genuine web-push request and decrypts it", async () => {
    const sub = push.subscription();
    const payload = {
      title: "T",
      body: "B",
      requireInteraction: false,
      actions: [],
      icon: "/favicon.svg",
      data: { url: "/", notificationId: null },
    };
    const res = await post(webpush.generateRequestDetails(sub, JSON.stringify(payload), options(vapid())));
    expect(res.status).toBe(201);
    expect(push.errors).toEqual([]);
    expect(push.messagesFor(sub.id)).toEqual([{ subscriptionId: sub.id, ...payload }]);
  });

  it("refuses a JWT signed by another key, a wrong audience, an unexpected key and a tampered body", async () => {
    const sub = push.subscription();
    const good = webpush.generateRequestDetails(sub, "{}", options(vapid()));
    const other = vapid();
    const forged = {
      ...good,
      headers: { ...good.headers, Authorization: String(good.headers.Authorization).replace(/k=.*$/, `k=${other.publicKey}`) },
    };
    expect((await post(forged)).status).toBe(400);
    expect(push.errors.pop()).toMatch(/signature does not verify/);

    const elsewhere = webpush.generateRequestDetails(
      { ...sub, endpoint: sub.endpoint.replace("127.0.0.1", "localhost") },
      "{}",
      options(vapid()),
    );
    expect((await post(elsewhere, sub.endpoint)).status).toBe(400);
    expect(push.errors.pop()).toMatch(/aud/);

    push.expectedVapidKey = other.publicKey;
    expect((await post(webpush.generateRequestDetails(sub, "{}", options(vapid())))).status).toBe(400);
    expect(push.errors.pop()).toMatch(/not the server's VAPID key/);
    push.expectedVapidKey = undefined;

    const tampered = webpush.generateRequestDetails(sub, "{}", options(vapid()));
    tampered.body[tampered.body.length - 20] ^= 1;
    expect((await post(tampered)).status).toBe(400);
    expect(push.errors.pop()).toEqual(expect.any(String));
    expect(push.messagesFor(sub.id)).toEqual([]);
  });
});

describe.each(dbTargets)("notifications API on $name", (target) => {
  let t: TestApp;
  let push: TestPushService;
  let admin: User;

  const api = (method: "GET" | "POST" | "PUT", url: string, token?: string, payload?: object, lang?: string) =>
    t.request({
      method,
      url: `/api/notifications${url}`,
      token,
      payload,
      ...(lang && { headers: { "accept-language": lang } }),
    });

  const subscriptionBody = (sub: Pick<TestSubscription, "endpoint" | "keys">) => ({
    subscription: { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys },
    deviceInfo: { userAgent: "Vitest", platform: "Linux", language: "en-US", timestamp: new Date().toISOString() },
  });

  async function subscribe(user: User): Promise<TestSubscription> {
    const sub = push.subscription();
    const res = await api("POST", "/subscribe", user.token, subscriptionBody(sub));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return sub;
  }

  /** Tests that count deliveries start from no subscriptions at all. */
  async function resetPush() {
    await t.deps.db.deleteFrom("pushSubscriptions").execute();
    push.clear();
  }

  /** ...and from no notifications, so a scheduler pass only sees this test's. */
  async function resetAll() {
    await t.deps.db.deleteFrom("notifications").execute();
    await resetPush();
  }

  const send = (payload: object, userIds?: string[], token = admin.token) =>
    userIds
      ? api("POST", "/admin/send-to-users", token, { ...payload, userIds })
      : api("POST", "/admin/send-to-all", token, payload);

  const trigger = () => api("POST", "/admin/trigger-scheduler", admin.token);

  beforeAll(async () => {
    push = await TestPushService.start();
    t = await startTestApp(target, { PUSH_ENDPOINT_ALLOWLIST: "127.0.0.1", REMINDER_MINUTES_BEFORE: "60" });
    admin = await registerUser(t, { fullName: "Notification Admin" });
    const key = await api("GET", "/vapid-public-key", admin.token);
    push.expectedVapidKey = key.body.publicKey;
  });

  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  it("serves one VAPID public key, generated once and kept in DATA_DIR with its private key", async () => {
    const first = await api("GET", "/vapid-public-key", admin.token);
    expect(first.status).toBe(200);
    expect(first.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await api("GET", "/vapid-public-key", admin.token)).body.publicKey).toBe(first.body.publicKey);
    const stored = JSON.parse(fs.readFileSync(path.join(t.config.dataDir, "vapid-keys.json"), "utf8"));
    expect(stored).toEqual({ publicKey: first.body.publicKey, privateKey: expect.any(String) });
    expect((await api("GET", "/vapid-public-key")).status).toBe(401);
  });

  it("subscribes (upsert by endpoint, device info kept), reports stats and unsubscribes only the caller's own", async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const sub = push.subscription();
    const first = await api("POST", "/subscribe", user.token, subscriptionBody(sub));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: "Successfully subscribed to notifications!" });
    expect((await api("POST", "/subscribe", user.token, subscriptionBody(sub))).status).toBe(200);

    const stats = await api("GET", "/stats", user.token);
    expect(stats.body).toMatchObject({ subscriptionCount: 1, hasActiveSubscription: true, remindersEnabled: true });
    expect(stats.body.subscriptions[0]).toMatchObject({
      endpoint: sub.endpoint,
      deviceInfo: { userAgent: "Vitest", platform: "Linux", language: "en-US" },
    });

    // Someone else cannot remove it.
    const foreign = await api("POST", "/unsubscribe", other.token, { endpoint: sub.endpoint });
    expect(foreign.body.removed).toBe(0);
    expect((await api("GET", "/stats", user.token)).body.subscriptionCount).toBe(1);

    // The same browser subscribing for another account moves the endpoint to that account.
    expect((await api("POST", "/subscribe", other.token, subscriptionBody(sub))).status).toBe(200);
    expect((await api("GET", "/stats", user.token)).body).toMatchObject({ subscriptionCount: 0, hasActiveSubscription: false });
    expect((await api("GET", "/stats", other.token)).body.subscriptionCount).toBe(1);

    const removed = await api("POST", "/unsubscribe", other.token, { endpoint: sub.endpoint });
    expect(removed.body).toMatchObject({ success: true, removed: 1, message: "Successfully unsubscribed from notifications" });
    expect((await api("GET", "/stats", other.token)).body).toMatchObject({ subscriptionCount: 0, hasActiveSubscription: false });
    expect((await api("GET", "/stats")).status).toBe(401);
    expect((await api("POST", "/subscribe", undefined, subscriptionBody(sub))).status).toBe(401);
  });

  it("refuses with 409 an endpoint of another user sent with other keys, and keeps it where it was", async () => {
    const owner = await registerUser(t);
    const thief = await registerUser(t);
    const sub = await subscribe(owner);
    const otherKeys = push.subscription().keys;
    const taken = await api("POST", "/subscribe", thief.token, subscriptionBody({ endpoint: sub.endpoint, keys: otherKeys }));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("This push subscription belongs to another account");
    const he = await api("POST", "/subscribe", thief.token, subscriptionBody({ endpoint: sub.endpoint, keys: otherKeys }), "he");
    expect(he.body.message).toBe("מנוי ההתראות הזה שייך לחשבון אחר");
    expect((await api("GET", "/stats", thief.token)).body.subscriptionCount).toBe(0);
    const kept = (await api("GET", "/stats", owner.token)).body;
    expect(kept.subscriptions).toEqual([expect.objectContaining({ endpoint: sub.endpoint })]);
    // The owner's own browser may renew its keys on the same endpoint.
    expect(
      (await api("POST", "/subscribe", owner.token, subscriptionBody({ endpoint: sub.endpoint, keys: otherKeys }))).status,
    ).toBe(200);
  });

  it("keeps at most 10 devices per user, dropping the least recently subscribed", async () => {
    const user = await registerUser(t);
    const subs: TestSubscription[] = [];
    for (let i = 0; i < 11; i++) subs.push(await subscribe(user));
    const stats = await api("GET", "/stats", user.token);
    expect(stats.body.subscriptionCount).toBe(10);
    const endpoints = stats.body.subscriptions.map((s: { endpoint: string }) => s.endpoint);
    expect(endpoints).not.toContain(subs[0].endpoint);
    expect(endpoints).toContain(subs[10].endpoint);
  });

  it("refuses endpoints outside the allowlist, http on a non-loopback host, and broken keys with 400", async () => {
    const user = await registerUser(t);
    const keys = push.subscription().keys;
    for (const endpoint of [
      "https://evil.example.com/push/1",
      "http://evil.example.com/push/1",
      "http://192.168.1.10/push/1",
      "https://127.0.0.1.evil.example.com/x",
      "ftp://127.0.0.1/push/1",
      "not a url",
    ]) {
      const res = await api("POST", "/subscribe", user.token, subscriptionBody({ endpoint, keys }));
      expect(res.status, endpoint).toBe(400);
      expect(res.body.message).toBe("This push service is not allowed");
    }
    const he = await api("POST", "/subscribe", user.token, subscriptionBody({ endpoint: "https://x.example/1", keys }), "he");
    expect(he.body.message).toBe("שירות ההתראות הזה אינו מורשה");

    const endpoint = `${push.origin}/push/broken`;
    const badKey = await api("POST", "/subscribe", user.token, subscriptionBody({ endpoint, keys: { ...keys, p256dh: "AAAA" } }));
    expect(badKey.status).toBe(400);
    expect(badKey.body.message).toBe("Invalid push subscription");
    const badAuth = await api("POST", "/subscribe", user.token, subscriptionBody({ endpoint, keys: { ...keys, auth: "!!" } }));
    expect(badAuth.status).toBe(400);
    const noKeys = await api("POST", "/subscribe", user.token, { subscription: { endpoint } });
    expect(noKeys.status).toBe(400);
    expect((await api("GET", "/stats", user.token)).body.subscriptionCount).toBe(0);
  });

  it("reads and saves the reminder preference", async () => {
    const user = await registerUser(t);
    expect((await api("GET", "/preferences", user.token)).body).toEqual({ remindersEnabled: true });
    const off = await api("PUT", "/preferences", user.token, { remindersEnabled: false });
    expect(off.status).toBe(200);
    expect(off.body.remindersEnabled).toBe(false);
    expect((await api("GET", "/preferences", user.token)).body).toEqual({ remindersEnabled: false });
    expect((await api("GET", "/stats", user.token)).body.remindersEnabled).toBe(false);
    expect((await api("PUT", "/preferences", user.token, { remindersEnabled: "no" })).status).toBe(400);
    expect((await api("GET", "/preferences")).status).toBe(401);
  });

  it("sends to all: every subscribed device receives the decrypted title, body and data", async () => {
    await resetPush();
    const p1 = await registerUser(t);
    const p2 = await registerUser(t);
    await registerUser(t); // no subscription
    const subs = [await subscribe(admin), await subscribe(p1), await subscribe(p1), await subscribe(p2)];
    const res = await send({
      title: "Round 5 is open",
      body: "Place your bets — בהצלחה!",
      type: "announcement",
      requireInteraction: true,
      actions: [{ action: "bet", title: "Place bets" }],
      url: "/upcoming-games",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: "Notification sent successfully" });
    const n = res.body.notification;
    expect(n).toMatchObject({
      title: "Round 5 is open",
      body: "Place your bets — בהצלחה!",
      type: "announcement",
      targetType: "all",
      targetUserIds: [],
      status: "sent",
      scheduledFor: null,
      requireInteraction: true,
      actions: [{ action: "bet", title: "Place bets" }],
      url: "/upcoming-games",
      sentBy: { _id: admin.id, username: "Notification Admin" },
      deliveryStats: { totalTargeted: 4, successful: 4, failed: 0 },
      error: null,
    });
    expect(n._id).toMatch(/^[0-9a-f]{24}$/);
    expect(n.sentAt).toEqual(expect.any(String));
    expect(res.body.details).toMatchObject({ totalTargeted: 4, successful: 4, failed: 0, removedSubscriptions: 0 });

    expect(push.errors).toEqual([]);
    expect(push.received).toHaveLength(4);
    for (const sub of subs) {
      expect(push.messagesFor(sub.id)).toEqual([
        {
          subscriptionId: sub.id,
          title: "Round 5 is open",
          body: "Place your bets — בהצלחה!",
          requireInteraction: true,
          actions: [{ action: "bet", title: "Place bets" }],
          icon: "/favicon.svg",
          data: { url: "/upcoming-games", notificationId: n._id },
        },
      ]);
    }
  });

  it("sends a notification with no subscriptions at all as sent with nothing targeted", async () => {
    await resetPush();
    const res = await send({ title: "Nobody", body: "listens" });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.notification).toMatchObject({
      status: "sent",
      type: "custom",
      url: "/dashboard",
      requireInteraction: false,
      actions: [],
      deliveryStats: { totalTargeted: 0, successful: 0, failed: 0 },
    });
  });

  it("sends to chosen users only", async () => {
    await resetPush();
    const chosen = await registerUser(t);
    const alsoChosen = await registerUser(t);
    const left = await registerUser(t);
    const [a, b, c] = [await subscribe(chosen), await subscribe(alsoChosen), await subscribe(left)];
    const res = await send({ title: "Just you", body: "Private note" }, [chosen.id, alsoChosen.id, chosen.id]);
    expect(res.status).toBe(201);
    expect(res.body.notification).toMatchObject({
      targetType: "specific-users",
      deliveryStats: { totalTargeted: 2, successful: 2, failed: 0 },
    });
    expect([...res.body.notification.targetUserIds].sort()).toEqual([chosen.id, alsoChosen.id].sort());
    expect(push.messagesFor(a.id)).toHaveLength(1);
    expect(push.messagesFor(b.id)).toHaveLength(1);
    expect(push.messagesFor(c.id)).toHaveLength(0);
    expect(push.messagesFor(a.id)[0]).toMatchObject({ title: "Just you", body: "Private note" });

    for (const userIds of [[], undefined]) {
      const none = await api("POST", "/admin/send-to-users", admin.token, { title: "x", body: "y", userIds });
      expect(none.status).toBe(400);
      expect(none.body.message).toBe("Please select at least one user");
    }
    const unknown = await send({ title: "x", body: "y" }, ["aaaaaaaaaaaaaaaaaaaaaaaa"]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Please select at least one user");
  });

  it("sends test notifications to the caller's own devices; admins may target a user; players may not", async () => {
    await resetPush();
    const player = await registerUser(t);
    const other = await registerUser(t);
    const mine = await subscribe(player);
    const theirs = await subscribe(other);

    const own = await api("POST", "/test", player.token, {});
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ success: true, message: "Test notification sent!", details: { totalTargeted: 1 } });
    expect(push.messagesFor(mine.id)).toEqual([
      expect.objectContaining({ title: "Test notification", data: { url: "/dashboard", notificationId: null } }),
    ]);
    expect(push.messagesFor(theirs.id)).toHaveLength(0);

    const hebrew = await api("POST", "/test", player.token, { userId: player.id }, "he");
    expect(hebrew.body.message).toBe("התראת הבדיקה נשלחה!");
    expect(push.messagesFor(mine.id)[1].title).toBe("התראת בדיקה");

    const forbidden = await api("POST", "/test", player.token, { userId: other.id, title: "Gotcha" });
    expect(forbidden.status).toBe(403);
    expect(push.messagesFor(theirs.id)).toHaveLength(0);

    const byAdmin = await api("POST", "/test", admin.token, { userId: other.id, title: "Hi from admin", body: "Custom body" });
    expect(byAdmin.status).toBe(200);
    expect(push.messagesFor(theirs.id)).toEqual([expect.objectContaining({ title: "Hi from admin", body: "Custom body" })]);

    const adminNoSubs = await api("POST", "/test", admin.token, {});
    expect(adminNoSubs.status).toBe(400);
    expect(adminNoSubs.body.message).toBe("Please subscribe to notifications first");
    const unknown = await api("POST", "/test", admin.token, { userId: "aaaaaaaaaaaaaaaaaaaaaaaa" });
    expect(unknown.status).toBe(404);
    const noSubs = await registerUser(t);
    const none = await api("POST", "/test", noSubs.token, { title: "x" });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("Please subscribe to notifications first");
    expect((await api("POST", "/test", undefined, {})).status).toBe(401);
  });

  it("sends a scheduled notification exactly once when it is due", async () => {
    await resetAll();
    const player = await registerUser(t);
    const sub = await subscribe(player);
    const scheduledFor = new Date(t.deps.now() + 60 * 60_000).toISOString();
    const res = await send({ title: "Later", body: "In an hour", scheduledFor });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: "Notification scheduled" });
    expect(res.body.details).toBeUndefined();
    const id = res.body.notification._id;
    expect(res.body.notification).toMatchObject({ status: "scheduled", scheduledFor, sentAt: null });

    const status = await api("GET", "/admin/scheduler-status", admin.token);
    expect(status.body).toMatchObject({ isRunning: false, intervalMs: t.config.schedulerIntervalMs });
    expect(status.body.pendingNotifications).toBeGreaterThanOrEqual(1);

    const early = await trigger();
    expect(early.status).toBe(200);
    expect(early.body.notifications.map((n: { _id: string }) => n._id)).not.toContain(id);
    expect(push.messagesFor(sub.id)).toHaveLength(0);

    t.clock.offsetMs = 60 * 60_000 + 1000;
    try {
      const due = await trigger();
      expect(due.body.success).toBe(true);
      expect(due.body.notifications).toEqual([
        expect.objectContaining({ _id: id, status: "sent", deliveryStats: { totalTargeted: 1, successful: 1, failed: 0 } }),
      ]);
      expect(due.body.processed).toBe(1);
      expect(push.messagesFor(sub.id)).toEqual([
        expect.objectContaining({ title: "Later", body: "In an hour", data: { url: "/dashboard", notificationId: id } }),
      ]);
      const again = await trigger();
      expect(again.body.processed).toBe(0);
      expect(push.messagesFor(sub.id)).toHaveLength(1);
    } finally {
      t.clock.offsetMs = 0;
    }
    const details = await api("GET", `/admin/history/${id}`, admin.token);
    expect(details.body.notification).toMatchObject({ status: "sent", sentAt: expect.any(String) });
    const after = await api("GET", "/admin/scheduler-status", admin.token);
    expect(after.body.lastRunAt).toEqual(expect.any(String));
  });

  it("recovers sends left unfinished by a crashed instance: scheduled ones are re-sent, immediate ones marked failed", async () => {
    await resetAll();
    const player = await registerUser(t);
    const sub = await subscribe(player);
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const row = (title: string, scheduledFor: number | null, sentAt: string) => ({
      id: newId(),
      title,
      body: "b",
      type: "custom",
      targetType: "all",
      targetUserIds: "[]",
      status: "sending",
      scheduledFor,
      sentAt,
      actions: "[]",
      url: "/dashboard",
      sentById: admin.id,
      sentByUsername: "Notification Admin",
      createdAt: ago(30),
    });
    const crashedScheduled = row("Crashed scheduled", Date.now() - 20 * 60_000, ago(10));
    const crashedImmediate = row("Crashed immediate", null, ago(10));
    const inProgress = row("Still sending", Date.now() - 60_000, ago(1));
    await t.deps.db.insertInto("notifications").values([crashedScheduled, crashedImmediate, inProgress]).execute();

    const pass = await trigger();
    expect(pass.body.notifications).toEqual([expect.objectContaining({ _id: crashedScheduled.id, status: "sent" })]);
    expect(push.messagesFor(sub.id).map((m) => m.title)).toEqual(["Crashed scheduled"]);
    const status = async (id: string) => (await api("GET", `/admin/history/${id}`, admin.token)).body.notification;
    expect(await status(crashedImmediate.id)).toMatchObject({ status: "failed", error: expect.stringMatching(/interrupted/) });
    expect(await status(inProgress.id)).toMatchObject({ status: "sending" });
    expect((await trigger()).body.processed).toBe(0);
    expect(push.messagesFor(sub.id)).toHaveLength(1);
    await t.deps.db.deleteFrom("notifications").where("id", "=", inProgress.id).execute();
  });

  it("never sends a cancelled notification; only scheduled ones can be cancelled, also in bulk", async () => {
    await resetAll();
    const player = await registerUser(t);
    const sub = await subscribe(player);
    const at = (minutes: number) => new Date(t.deps.now() + minutes * 60_000).toISOString();
    const scheduled = await send({ title: "Cancel me", body: "Soon gone", scheduledFor: at(30) }, [player.id]);
    const id = scheduled.body.notification._id;

    const cancelled = await api("POST", `/admin/cancel/${id}`, admin.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ success: true, notification: { _id: id, status: "cancelled" } });
    const twice = await api("POST", `/admin/cancel/${id}`, admin.token);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("Only scheduled notifications can be cancelled");
    const sent = await send({ title: "Sent", body: "Already" }, [player.id]);
    const sentCancel = await api("POST", `/admin/cancel/${sent.body.notification._id}`, admin.token);
    expect(sentCancel.status).toBe(409);
    expect((await api("POST", "/admin/cancel/aaaaaaaaaaaaaaaaaaaaaaaa", admin.token)).status).toBe(404);
    expect((await api("POST", "/admin/cancel/not-an-id", admin.token)).status).toBe(400);

    const b1 = await send({ title: "Bulk 1", body: "x", scheduledFor: at(40) }, [player.id]);
    const b2 = await send({ title: "Bulk 2", body: "x", scheduledFor: at(50) }, [player.id]);
    const bulk = await api("POST", "/admin/bulk-cancel", admin.token, {
      notificationIds: [b1.body.notification._id, b2.body.notification._id, sent.body.notification._id, id],
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body).toMatchObject({ success: true, cancelledCount: 2, requestedCount: 4 });
    const empty = await api("POST", "/admin/bulk-cancel", admin.token, { notificationIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Please select at least one notification");

    t.clock.offsetMs = 2 * 60 * 60_000;
    try {
      const pass = await trigger();
      expect(pass.body.processed).toBe(0);
    } finally {
      t.clock.offsetMs = 0;
    }
    expect(push.messagesFor(sub.id).map((m) => m.title)).toEqual(["Sent"]);
    for (const n of [id, b1.body.notification._id, b2.body.notification._id]) {
      expect((await api("GET", `/admin/history/${n}`, admin.token)).body.notification.status).toBe("cancelled");
    }
  });

  it("resends as a new notification with the same content and targets, sent now", async () => {
    await resetPush();
    const chosen = await registerUser(t);
    const bystander = await registerUser(t);
    const sub = await subscribe(chosen);
    const other = await subscribe(bystander);
    const original = await send(
      { title: "Again?", body: "Twice", type: "promotion", actions: [{ action: "open", title: "Open" }], url: "/leaderboard" },
      [chosen.id],
    );
    const res = await api("POST", `/admin/resend/${original.body.notification._id}`, admin.token);
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.notification._id).not.toBe(original.body.notification._id);
    expect(res.body.notification).toMatchObject({
      title: "Again?",
      body: "Twice",
      type: "promotion",
      targetType: "specific-users",
      targetUserIds: [chosen.id],
      status: "sent",
      actions: [{ action: "open", title: "Open" }],
      url: "/leaderboard",
      deliveryStats: { totalTargeted: 1, successful: 1, failed: 0 },
    });
    expect(push.messagesFor(sub.id).map((m) => m.data.notificationId)).toEqual([
      original.body.notification._id,
      res.body.notification._id,
    ]);
    expect(push.messagesFor(other.id)).toHaveLength(0);
    expect((await api("POST", "/admin/resend/aaaaaaaaaaaaaaaaaaaaaaaa", admin.token)).status).toBe(404);
  });

  it("removes a subscription answered 410, counts 500 and network errors as failed, and marks all-failed as failed", async () => {
    await resetPush();
    const gone = await registerUser(t);
    const broken = await registerUser(t);
    const fine = await registerUser(t);
    const goneSub = await subscribe(gone);
    const brokenSub = await subscribe(broken);
    const fineSub = await subscribe(fine);
    push.respondWith(goneSub.id, 410);
    push.respondWith(brokenSub.id, 500);

    const res = await send({ title: "Mixed", body: "results" });
    expect(res.body.success).toBe(true);
    expect(res.body.notification).toMatchObject({
      status: "sent",
      deliveryStats: { totalTargeted: 3, successful: 1, failed: 2 },
    });
    expect(res.body.details.removedSubscriptions).toBe(1);
    expect(res.body.details.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ statusCode: 410 }), expect.objectContaining({ statusCode: 500 })]),
    );
    expect(push.messagesFor(fineSub.id)).toHaveLength(1);
    expect((await api("GET", "/stats", gone.token)).body.subscriptionCount).toBe(0);
    expect((await api("GET", "/stats", broken.token)).body.subscriptionCount).toBe(1);

    const second = await send({ title: "Mixed", body: "again" });
    expect(second.body.notification.deliveryStats).toEqual({ totalTargeted: 2, successful: 1, failed: 1 });
    expect(push.attempts.get(goneSub.id)).toBe(1);

    // A push service that is down: connection refused.
    const closedPort = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const unreachable = await registerUser(t);
    const deadSub = push.subscription();
    await api(
      "POST",
      "/subscribe",
      unreachable.token,
      subscriptionBody({ ...deadSub, endpoint: `http://127.0.0.1:${closedPort}/push/x` }),
    );
    const allFail = await send({ title: "Nobody home", body: "x" }, [unreachable.id, broken.id]);
    expect(allFail.status).toBe(201);
    expect(allFail.body.success).toBe(false);
    expect(allFail.body.message).toBe("The notification could not be delivered to any device");
    expect(allFail.body.notification).toMatchObject({
      status: "failed",
      deliveryStats: { totalTargeted: 2, successful: 0, failed: 2 },
      error: expect.any(String),
    });
    expect((await api("GET", "/stats", unreachable.token)).body.subscriptionCount).toBe(1);
    push.respondWith(brokenSub.id, undefined);
  });

  it("validates with the documented messages: title and body required, lengths, past schedule, type", async () => {
    const cases: [object, string][] = [
      [{ body: "x" }, "Title and body are required"],
      [{ title: "x" }, "Title and body are required"],
      [{ title: "   ", body: "x" }, "Title and body are required"],
      [{ title: "x".repeat(101), body: "x" }, "Title must be at most 100 characters"],
      [{ title: "x", body: "x".repeat(501) }, "Body must be at most 500 characters"],
      [
        { title: "x", body: "y", scheduledFor: new Date(Date.now() - 60_000).toISOString() },
        "Scheduled time must be in the future",
      ],
      [{ title: "x", body: "y", scheduledFor: "tomorrow" }, "Please enter a valid date and time"],
      [{ title: "x", body: "y", type: "spam" }, "Invalid input"],
      [{ title: "x", body: "y", url: "https://evil.example.com" }, "The link must be a path in this app, starting with /"],
      [{ title: "x", body: "y", url: "//evil.example.com" }, "The link must be a path in this app, starting with /"],
      [
        { title: "x", body: "y", actions: [1, 2, 3].map((i) => ({ action: `a${i}`, title: `A${i}` })) },
        "A notification can have at most 2 actions",
      ],
    ];
    const before = await t.deps.db.selectFrom("notifications").select("id").execute();
    for (const [payload, message] of cases) {
      const res = await send(payload);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
      const users = await send(payload, [admin.id]);
      expect(users.status, message).toBe(400);
    }
    expect(await t.deps.db.selectFrom("notifications").select("id").execute()).toHaveLength(before.length);
    const he = await api("POST", "/admin/send-to-all", admin.token, { body: "x" }, "he");
    expect(he.body.message).toBe("כותרת ותוכן הם שדות חובה");
    const exact = await send({ title: "x".repeat(100), body: "y".repeat(500) });
    expect(exact.status).toBe(201);
  });

  it("pages history 10 at a time, newest first, and filters by status, type, target and dates", async () => {
    await resetAll();
    const player = await registerUser(t);
    const day = 24 * 60 * 60_000;
    const ids: string[] = [];
    // 12 notifications: created 11, 10, ... 0 days ago.
    for (let i = 11; i >= 0; i--) {
      t.clock.offsetMs = -i * day;
      const type = i % 3 === 0 ? "system" : "custom";
      const res =
        i % 4 === 0
          ? await send({ title: `N${i}`, body: "b", type }, [player.id])
          : await send({ title: `N${i}`, body: "b", type, scheduledFor: new Date(t.deps.now() + 365 * day).toISOString() });
      expect(res.status).toBe(201);
      ids.push(res.body.notification._id);
    }
    t.clock.offsetMs = 0;
    const history = (query: string) => api("GET", `/admin/history${query}`, admin.token);

    const page1 = await history("?page=1&limit=10");
    expect(page1.status).toBe(200);
    expect(page1.body.pagination).toEqual({ page: 1, limit: 10, total: 12, pages: 2 });
    expect(page1.body.notifications.map((n: { title: string }) => n.title)).toEqual([
      "N0",
      "N1",
      "N2",
      "N3",
      "N4",
      "N5",
      "N6",
      "N7",
      "N8",
      "N9",
    ]);
    const page2 = await history("?page=2");
    expect(page2.body.pagination).toEqual({ page: 2, limit: 10, total: 12, pages: 2 });
    expect(page2.body.notifications.map((n: { title: string }) => n.title)).toEqual(["N10", "N11"]);
    expect((await history("?page=3")).body.notifications).toEqual([]);

    const scheduled = await history("?status=scheduled");
    expect(scheduled.body.pagination.total).toBe(9);
    expect(scheduled.body.notifications.every((n: { status: string }) => n.status === "scheduled")).toBe(true);
    const sent = await history("?status=sent");
    expect(sent.body.notifications.map((n: { title: string }) => n.title)).toEqual(["N0", "N4", "N8"]);
    const system = await history("?type=system");
    expect(system.body.notifications.map((n: { title: string }) => n.title)).toEqual(["N0", "N3", "N6", "N9"]);
    const specific = await history("?targetType=specific-users&type=system");
    expect(specific.body.notifications.map((n: { title: string }) => n.title)).toEqual(["N0"]);
    const all = await history("?targetType=all&status=");
    expect(all.body.pagination.total).toBe(9);

    const dayOf = (offsetDays: number) => new Date(Date.now() - offsetDays * day).toISOString().slice(0, 10);
    const range = await history(`?startDate=${dayOf(5)}&endDate=${dayOf(3)}`);
    expect(range.body.notifications.map((n: { title: string }) => n.title)).toEqual(["N3", "N4", "N5"]);
    const since = await history(`?startDate=${dayOf(1)}`);
    expect(since.body.notifications.map((n: { title: string }) => n.title)).toEqual(["N0", "N1"]);
    const until = await history(`?endDate=${encodeURIComponent(new Date(Date.now() - 9.5 * day).toISOString())}`);
    expect(until.body.notifications.map((n: { title: string }) => n.title)).toEqual(["N10", "N11"]);

    for (const bad of ["?status=nope", "?type=x", "?targetType=some", "?page=0", "?limit=101", "?startDate=yesterday"]) {
      expect((await history(bad)).status, bad).toBe(400);
    }
  });

  it("shows details with delivery stats, sender and target users; dashboard stats with a success rate", async () => {
    await resetAll();
    const empty = await api("GET", "/admin/dashboard-stats", admin.token);
    expect(empty.body).toEqual({
      totalNotifications: 0,
      todayNotifications: 0,
      scheduledNotifications: 0,
      successRate: 0,
      recentNotifications: [],
      mail: { enabled: false, pending: 0, sent: 0, failed: 0 },
    });

    const player = await registerUser(t, { fullName: "Target Person" });
    const ok1 = await subscribe(player);
    const ok2 = await subscribe(player);
    const bad = await subscribe(player);
    push.respondWith(bad.id, 500);
    const res = await send({ title: "Stats", body: "b" }, [player.id]);
    push.respondWith(bad.id, undefined);
    expect(res.body.notification.deliveryStats).toEqual({ totalTargeted: 3, successful: 2, failed: 1 });
    expect(push.messagesFor(ok1.id)).toHaveLength(1);
    expect(push.messagesFor(ok2.id)).toHaveLength(1);

    const details = await api("GET", `/admin/history/${res.body.notification._id}`, admin.token);
    expect(details.status).toBe(200);
    expect(details.body.notification).toMatchObject({
      _id: res.body.notification._id,
      sentBy: { _id: admin.id, username: "Notification Admin" },
      deliveryStats: { totalTargeted: 3, successful: 2, failed: 1 },
      targetUsers: [{ _id: player.id, username: "Target Person", fullName: "Target Person" }],
    });
    expect((await api("GET", "/admin/history/aaaaaaaaaaaaaaaaaaaaaaaa", admin.token)).status).toBe(404);

    await send({ title: "Later", body: "b", scheduledFor: new Date(Date.now() + 3_600_000).toISOString() });
    t.clock.offsetMs = -3 * 24 * 60 * 60_000;
    await send({ title: "Old", body: "b" }, [player.id]);
    t.clock.offsetMs = 0;
    for (let i = 0; i < 4; i++) await send({ title: `Recent ${i}`, body: "b" });

    const stats = await api("GET", "/admin/dashboard-stats", admin.token);
    expect(stats.body).toMatchObject({ totalNotifications: 7, todayNotifications: 6, scheduledNotifications: 1 });
    // Delivered 2 of 3 ("Stats"), 3 of 3 ("Old") and 4 x 3 of 3 ("Recent"): 17 of 18.
    expect(stats.body.successRate).toBe(94.4);
    expect(stats.body.recentNotifications.map((n: { title: string }) => n.title)).toEqual([
      "Recent 3",
      "Recent 2",
      "Recent 1",
      "Recent 0",
      "Later",
    ]);
  });

  it("searches users case-insensitively by name or email, at most 20", async () => {
    const zelda = await registerUser(t, { fullName: "Zelda Quasar", email: `zelda.${Date.now()}@Example.com` });
    const byName = await api("GET", "/admin/search-users?q=zELDA%20q", admin.token);
    expect(byName.status).toBe(200);
    expect(byName.body.users).toEqual([
      { _id: zelda.id, username: "Zelda Quasar", email: zelda.email.toLowerCase(), fullName: "Zelda Quasar" },
    ]);
    const byEmail = await api(
      "GET",
      `/admin/search-users?q=${encodeURIComponent(zelda.email.toUpperCase().slice(0, 12))}`,
      admin.token,
    );
    expect(byEmail.body.users.map((u: { _id: string }) => u._id)).toEqual([zelda.id]);
    expect((await api("GET", "/admin/search-users?q=%25", admin.token)).body.users).toEqual([]);
    for (let i = 0; i < 21; i++) await registerUser(t);
    expect((await api("GET", "/admin/search-users", admin.token)).body.users).toHaveLength(20);
    expect((await api("GET", "/admin/search-users?q=player&limit=50", admin.token)).body.users).toHaveLength(20);
    expect((await api("GET", "/admin/search-users?q=player&limit=3", admin.token)).body.users).toHaveLength(3);
  });

  it("lists built-in templates in the caller's language", async () => {
    const en = await api("GET", "/admin/templates", admin.token);
    expect(en.status).toBe(200);
    expect(en.body.templates.length).toBeGreaterThanOrEqual(5);
    expect(en.body.templates.map((x: { id: string }) => x.id)).toEqual(
      expect.arrayContaining(["new-round", "results-in", "bet-reminder", "leaderboard-update", "maintenance"]),
    );
    for (const template of en.body.templates) {
      expect(template).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        title: expect.any(String),
        body: expect.any(String),
        type: expect.stringMatching(/^(custom|system|announcement|promotion)$/),
        requireInteraction: expect.any(Boolean),
        actions: expect.any(Array),
        url: expect.stringMatching(/^\//),
      });
      expect(template.title.length).toBeLessThanOrEqual(100);
      expect(template.body.length).toBeLessThanOrEqual(500);
    }
    const he = await api("GET", "/admin/templates", admin.token, undefined, "he");
    expect(he.body.templates[0].title).not.toBe(en.body.templates[0].title);
    expect(he.body.templates[0].title).toMatch(/[\u0590-\u05FF]/);
  });

  it("closes every admin route to players (403) and anonymous callers (401)", async () => {
    const player = await registerUser(t);
    const id = "aaaaaaaaaaaaaaaaaaaaaaaa";
    const routes: ["GET" | "POST", string, object?][] = [
      ["POST", "/admin/send-to-all", { title: "x", body: "y" }],
      ["POST", "/admin/send-to-users", { title: "x", body: "y", userIds: [player.id] }],
      ["GET", "/admin/history"],
      ["GET", `/admin/history/${id}`],
      ["POST", `/admin/cancel/${id}`],
      ["POST", "/admin/bulk-cancel", { notificationIds: [id] }],
      ["POST", `/admin/resend/${id}`],
      ["GET", "/admin/search-users?q=a"],
      ["GET", "/admin/templates"],
      ["GET", "/admin/dashboard-stats"],
      ["GET", "/admin/scheduler-status"],
      ["POST", "/admin/trigger-scheduler"],
    ];
    for (const [method, url, payload] of routes) {
      const asPlayer = await api(method, url, player.token, payload);
      expect(asPlayer.status, `${method} ${url} as player`).toBe(403);
      expect(asPlayer.body.message).toBe("Admin access required");
      expect((await api(method, url, undefined, payload)).status, `${method} ${url} anonymous`).toBe(401);
    }
  });

  it("sends one kickoff reminder per game to subscribed players without a bet, never twice", async () => {
    await resetAll();
    const now = Date.now();
    const iso = new Date(now).toISOString();
    const team = async (name: string) => {
      const id = newId();
      await t.deps.db
        .insertInto("teams")
        .values({ id, name, nameKey: `${name.toLowerCase()}-${id}`, createdAt: iso, updatedAt: iso })
        .execute();
      return id;
    };
    const [home, away] = [await team("Maccabi Haifa"), await team("Hapoel Tel Aviv")];
    const game = async (kickoffAt: number, extra: { isBettingLocked?: number; isFinished?: number } = {}) => {
      const id = newId();
      await t.deps.db
        .insertInto("games")
        .values({
          id,
          competitionId: (await t.deps.db.selectFrom("competitions").select("id").executeTakeFirstOrThrow()).id,
          homeTeamId: home,
          awayTeamId: away,
          date: new Date(kickoffAt).toISOString().slice(0, 10),
          hour: new Date(kickoffAt).toISOString().slice(11, 16),
          kickoffAt,
          round: "Round 1",
          createdAt: iso,
          updatedAt: iso,
          ...extra,
        })
        .execute();
      return id;
    };
    const soon = await game(now + 30 * 60_000);
    const later = await game(now + 3 * 60 * 60_000);
    const locked = await game(now + 20 * 60_000, { isBettingLocked: 1 });
    const finished = await game(now + 20 * 60_000, { isFinished: 1 });
    const started = await game(now - 5 * 60_000);

    const noBet = await registerUser(t);
    const withBet = await registerUser(t);
    const remindersOff = await registerUser(t);
    await registerUser(t); // no subscription
    const noBetSub = await subscribe(noBet);
    const noBetSub2 = await subscribe(noBet);
    const withBetSub = await subscribe(withBet);
    const offSub = await subscribe(remindersOff);
    await api("PUT", "/preferences", remindersOff.token, { remindersEnabled: false });
    await t.deps.db
      .insertInto("bets")
      .values({ id: newId(), userId: withBet.id, gameId: soon, homeScore: 1, awayScore: 0, createdAt: iso, updatedAt: iso })
      .execute();
    const adminSub = await subscribe(admin);

    try {
      const first = await trigger();
      expect(first.status).toBe(200);
      expect(first.body.remindersSent).toBe(2); // noBet and the admin, who has no bet either
      expect(push.errors).toEqual([]);
      expect(push.messagesFor(noBetSub.id)).toEqual([
        expect.objectContaining({
          title: expect.stringContaining("Maccabi Haifa"),
          body: expect.stringMatching(/30 minutes/),
          data: { url: `/games/${soon}/bet`, notificationId: null },
        }),
      ]);
      expect(push.messagesFor(noBetSub.id)[0].title).toContain("Hapoel Tel Aviv");
      expect(push.messagesFor(noBetSub2.id)).toHaveLength(1);
      expect(push.messagesFor(adminSub.id)).toHaveLength(1);
      expect(push.messagesFor(withBetSub.id)).toHaveLength(0);
      expect(push.messagesFor(offSub.id)).toHaveLength(0);
      expect(push.received.map((m) => m.data.url)).not.toContain(`/games/${later}/bet`);
      for (const g of [locked, finished, started]) expect(push.received.map((m) => m.data.url)).not.toContain(`/games/${g}/bet`);
      const recorded = await t.deps.db
        .selectFrom("gameReminders")
        .select(["gameId", "userId"])
        .where("gameId", "=", soon)
        .execute();
      expect(recorded.map((r) => r.userId).sort()).toEqual([noBet.id, admin.id].sort());

      const second = await trigger();
      expect(second.body.remindersSent).toBe(0);
      expect(push.received).toHaveLength(3);

      // Turning reminders back on later does not resend for a game already reminded; a new player gets theirs.
      const late = await registerUser(t);
      const lateSub = await subscribe(late);
      const third = await trigger();
      expect(third.body.remindersSent).toBe(1);
      expect(push.messagesFor(lateSub.id)).toHaveLength(1);

      // Two hours on, the later game is in the window.
      t.clock.offsetMs = 2 * 60 * 60_000 + 10 * 60_000;
      const fourth = await trigger();
      expect(push.messagesFor(noBetSub.id).map((m) => m.data.url)).toEqual([`/games/${soon}/bet`, `/games/${later}/bet`]);
      expect(push.messagesFor(offSub.id)).toHaveLength(0);
      expect(fourth.body.remindersSent).toBe(4); // noBet, withBet (no bet on this one), admin, late
    } finally {
      t.clock.offsetMs = 0;
      await t.deps.db.deleteFrom("games").where("homeTeamId", "=", home).execute();
      await t.deps.db.deleteFrom("teams").where("id", "in", [home, away]).execute();
    }
  });

  it("sends no reminders to anyone who turned them off", async () => {
    await resetAll();
    const now = Date.now();
    const iso = new Date(now).toISOString();
    const [home, away] = [newId(), newId()];
    for (const [id, name] of [
      [home, "Beitar"],
      [away, "Bnei Yehuda"],
    ]) {
      await t.deps.db
        .insertInto("teams")
        .values({ id, name, nameKey: `${name}-${id}`, createdAt: iso, updatedAt: iso })
        .execute();
    }
    const gameId = newId();
    await t.deps.db
      .insertInto("games")
      .values({
        id: gameId,
        competitionId: (await t.deps.db.selectFrom("competitions").select("id").executeTakeFirstOrThrow()).id,
        homeTeamId: home,
        awayTeamId: away,
        date: iso.slice(0, 10),
        hour: "12:00",
        kickoffAt: now + 10 * 60_000,
        round: "Round 2",
        createdAt: iso,
        updatedAt: iso,
      })
      .execute();
    const player = await registerUser(t);
    const sub = await subscribe(player);
    await api("PUT", "/preferences", player.token, { remindersEnabled: false });
    try {
      const res = await trigger();
      expect(res.body.remindersSent).toBe(0);
      expect(push.messagesFor(sub.id)).toHaveLength(0);
      expect(await t.deps.db.selectFrom("gameReminders").selectAll().where("gameId", "=", gameId).execute()).toEqual([]);
    } finally {
      await t.deps.db.deleteFrom("games").where("id", "=", gameId).execute();
      await t.deps.db.deleteFrom("teams").where("id", "in", [home, away]).execute();
    }
  });
});
