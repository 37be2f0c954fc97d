import {
  type bulkCancelSchema,
  type DeliveryDetails,
  dateInZone,
  kickoffInstant,
  type Language,
  type MessageKey,
  NOTIFICATION_DEFAULT_URL,
  NOTIFICATION_HISTORY_PAGE_SIZE,
  NOTIFICATION_ICON,
  NOTIFICATION_USER_SEARCH_LIMIT,
  type Notification,
  type NotificationAction,
  type NotificationDashboardStats,
  type NotificationDetails,
  type NotificationHistoryResponse,
  type NotificationStats,
  type NotificationTargetType,
  type NotificationType,
  newId,
  type notificationHistoryQuerySchema,
  type PushPayload,
  type SendNotificationResponse,
  type sendNotificationSchema,
  type subscribeSchema,
  type testNotificationSchema,
  translate,
  type userSearchQuerySchema,
} from "@app/domain";
import type { z } from "zod";
import { flag } from "../../db/connection";
import type { AppDeps } from "../../deps";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import { mailEnabled } from "../mail/deliver";
import { mailCounts } from "../mail/outbox";
import type { UserRow } from "../users/repo";
import type { NotificationRow } from "./repo";
import * as repo from "./repo";
import { type DeliveryReport, deliver, isEndpointAllowed } from "./sender";

/** A long delivery refreshes its claim this often, so other instances never mistake it for a crashed one. */
export const SENDING_HEARTBEAT_MS = 30_000;

const iso = (ms: number) => new Date(ms).toISOString();
const nowIso = (deps: AppDeps) => iso(deps.now());

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

// --- Presentation ---

export function presentNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    title: row.title,
    body: row.body,
    type: row.type as NotificationType,
    targetType: row.targetType as NotificationTargetType,
    targetUserIds: parseJson<string[]>(row.targetUserIds, []),
    status: row.status as Notification["status"],
    scheduledFor: row.scheduledFor === null ? null : iso(row.scheduledFor),
    sentAt: row.sentAt,
    requireInteraction: row.requireInteraction === 1,
    actions: parseJson<NotificationAction[]>(row.actions, []),
    url: row.url,
    sentBy: { _id: row.sentById, username: row.sentByUsername },
    createdAt: row.createdAt,
    deliveryStats: { totalTargeted: row.deliveryTotal, successful: row.deliverySuccessful, failed: row.deliveryFailed },
    error: row.error,
  };
}

function presentDetails(report: DeliveryReport): DeliveryDetails {
  return {
    totalTargeted: report.totalTargeted,
    successful: report.successful,
    failed: report.failed,
    removedSubscriptions: report.removedSubscriptions,
    errors: report.errors,
  };
}

export function payloadOf(row: NotificationRow): PushPayload {
  return {
    title: row.title,
    body: row.body,
    requireInteraction: row.requireInteraction === 1,
    actions: parseJson<NotificationAction[]>(row.actions, []),
    icon: NOTIFICATION_ICON,
    data: { url: row.url, notificationId: row.id },
  };
}

// --- Subscriptions and preferences (any logged-in user) ---

/** Devices per user; subscribing another one drops the least recently refreshed. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

const decodedLength = (base64url: string) => Buffer.from(base64url, "base64url").length;

export async function subscribe(deps: AppDeps, user: UserRow, input: z.output<typeof subscribeSchema>, lang: Language) {
  const { endpoint, keys } = input.subscription;
  if (!isEndpointAllowed(endpoint, deps.config.pushEndpointAllowlist)) throw badRequest("endpointNotAllowed");
  // p256dh is an uncompressed P-256 point, auth a 16-byte secret: anything else could never be encrypted to.
  const p256dh = Buffer.from(keys.p256dh, "base64url");
  if (p256dh.length !== 65 || p256dh[0] !== 4 || decodedLength(keys.auth) !== 16) throw badRequest("invalidSubscription");
  const now = nowIso(deps);
  const row = await repo.upsertSubscription(
    deps.db,
    {
      id: newId(deps.now()),
      userId: user.id,
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      deviceInfo: JSON.stringify(input.deviceInfo),
      createdAt: now,
      updatedAt: now,
    },
    MAX_SUBSCRIPTIONS_PER_USER,
  );
  if (!row) throw conflict("subscriptionTaken");
  return { success: true, message: translate(lang, "subscribed"), subscriptionId: row.id };
}

export async function unsubscribe(deps: AppDeps, user: UserRow, endpoint: string, lang: Language) {
  const removed = await repo.deleteUserSubscription(deps.db, user.id, endpoint);
  return { success: true, message: translate(lang, "unsubscribed"), removed };
}

export async function subscriptionStats(deps: AppDeps, user: UserRow): Promise<NotificationStats> {
  const subscriptions = await repo.listUserSubscriptions(deps.db, user.id);
  return {
    subscriptionCount: subscriptions.length,
    hasActiveSubscription: subscriptions.length > 0,
    remindersEnabled: user.remindersEnabled === 1,
    subscriptions: subscriptions.map((s) => ({
      _id: s.id,
      endpoint: s.endpoint,
      deviceInfo: parseJson(s.deviceInfo, {}),
      createdAt: s.createdAt,
      updatedAt: s.updatedAt,
    })),
  };
}

export async function setPreferences(deps: AppDeps, user: UserRow, remindersEnabled: boolean, lang: Language) {
  await repo.setRemindersEnabled(deps.db, user.id, flag(remindersEnabled), nowIso(deps));
  return { remindersEnabled, message: translate(lang, "preferencesSaved") };
}

/** Sends a test push to the caller's own devices, or (admins only) to another user's. */
export async function sendTestNotification(
  deps: AppDeps,
  caller: UserRow,
  input: z.output<typeof testNotificationSchema>,
  lang: Language,
) {
  const targetId = input.userId ?? caller.id;
  if (targetId !== caller.id) {
    if (caller.isAdmin !== 1) throw forbidden();
    if (!(await repo.findUserBrief(deps.db, targetId))) throw notFound("userNotFound");
  }
  const targets = await repo.listUserSubscriptions(deps.db, targetId);
  if (targets.length === 0) throw badRequest("subscribeFirst");
  const report = await deliver(deps, targets, {
    title: input.title || translate(lang, "testNotificationTitle"),
    body: input.body || translate(lang, "testNotificationBody"),
    requireInteraction: false,
    actions: [],
    icon: NOTIFICATION_ICON,
    data: { url: NOTIFICATION_DEFAULT_URL, notificationId: null },
  });
  const success = report.successful > 0;
  return {
    success,
    message: translate(lang, success ? "testNotificationSent" : "testNotificationFailed"),
    details: presentDetails(report),
  };
}

// --- Admin: sending ---

export type SendInput = z.output<typeof sendNotificationSchema>;
export type SendTarget = { targetType: "all" } | { targetType: "specific-users"; userIds: string[] };

function sendResponse(row: NotificationRow, report: DeliveryReport | null, lang: Language): SendNotificationResponse {
  const notification = presentNotification(row);
  if (!report) return { success: true, message: translate(lang, "notificationScheduled"), notification };
  const success = row.status === "sent";
  const message: MessageKey = success ? "notificationSent" : "notificationDeliveryFailed";
  return { success, message: translate(lang, message), notification, details: presentDetails(report) };
}

/** Creates a notification and sends it now, or stores it as `scheduled` for the scheduler. */
export async function createNotification(
  deps: AppDeps,
  admin: UserRow,
  input: SendInput,
  target: SendTarget,
  lang: Language,
): Promise<SendNotificationResponse> {
  const scheduledFor = input.scheduledFor ? Date.parse(input.scheduledFor) : null;
  if (scheduledFor !== null && scheduledFor <= deps.now()) throw badRequest("scheduledInPast");
  let targetUserIds: string[] = [];
  if (target.targetType === "specific-users") {
    // Unknown ids (a user deleted meanwhile) are dropped; nobody left is the same as nobody chosen.
    const users = await repo.usersByIds(deps.db, [...new Set(target.userIds)]);
    if (users.length === 0) throw badRequest("selectAtLeastOneUser");
    targetUserIds = users.map((u) => u.id);
  }
  const row = await repo.insertNotification(deps.db, {
    id: newId(deps.now()),
    title: input.title,
    body: input.body,
    type: input.type,
    targetType: target.targetType,
    targetUserIds: JSON.stringify(targetUserIds),
    status: scheduledFor === null ? "sending" : "scheduled",
    scheduledFor,
    sentAt: scheduledFor === null ? nowIso(deps) : null,
    requireInteraction: flag(input.requireInteraction),
    actions: JSON.stringify(input.actions),
    url: input.url ?? NOTIFICATION_DEFAULT_URL,
    sentById: admin.id,
    sentByUsername: admin.username,
    createdAt: nowIso(deps),
  });
  if (scheduledFor !== null) return sendResponse(row, null, lang);
  const { notification, report } = await dispatch(deps, row);
  return sendResponse(notification, report, lang);
}

/** A new notification with the same content and targets as an old one, sent now by this admin. */
export async function resendNotification(deps: AppDeps, admin: UserRow, id: string, lang: Language) {
  const original = await repo.findNotification(deps.db, id);
  if (!original) throw notFound("notificationNotFound");
  const row = await repo.insertNotification(deps.db, {
    id: newId(deps.now()),
    title: original.title,
    body: original.body,
    type: original.type,
    targetType: original.targetType,
    targetUserIds: original.targetUserIds,
    status: "sending",
    scheduledFor: null,
    sentAt: nowIso(deps),
    requireInteraction: original.requireInteraction,
    actions: original.actions,
    url: original.url,
    sentById: admin.id,
    sentByUsername: admin.username,
    createdAt: nowIso(deps),
  });
  const { notification, report } = await dispatch(deps, row);
  return sendResponse(notification, report, lang);
}

/**
 * Delivers a notification this instance has claimed (status `sending`) to its targets' subscriptions, then
 * records the outcome: `failed` if there was at least one target and none succeeded, else `sent`.
 * A fault (not a delivery failure, which `deliver` absorbs) marks it `failed` and is rethrown.
 */
export async function dispatch(
  deps: AppDeps,
  row: NotificationRow,
): Promise<{ notification: NotificationRow; report: DeliveryReport }> {
  const heartbeat = setInterval(() => {
    repo.touchSending(deps.db, row.id, nowIso(deps)).catch(() => undefined);
  }, SENDING_HEARTBEAT_MS);
  heartbeat.unref();
  try {
    const targets =
      row.targetType === "all"
        ? await repo.allSubscriptionTargets(deps.db)
        : await repo.subscriptionTargetsOfUsers(deps.db, parseJson<string[]>(row.targetUserIds, []));
    const report = await deliver(deps, targets, payloadOf(row));
    const failed = report.totalTargeted > 0 && report.successful === 0;
    const notification = await repo.updateNotification(deps.db, row.id, {
      status: failed ? "failed" : "sent",
      sentAt: nowIso(deps),
      deliveryTotal: report.totalTargeted,
      deliverySuccessful: report.successful,
      deliveryFailed: report.failed,
      error: failed ? (report.errors[0]?.message ?? null) : null,
    });
    return { notification, report };
  } catch (error) {
    await repo
      .updateNotification(deps.db, row.id, { status: "failed", error: error instanceof Error ? error.message : String(error) })
      .catch(() => undefined);
    throw error;
  } finally {
    clearInterval(heartbeat);
  }
}

// --- Admin: managing ---

export async function cancelNotification(deps: AppDeps, id: string, lang: Language) {
  if ((await repo.cancelScheduled(deps.db, [id])) === 0) {
    if (!(await repo.findNotification(deps.db, id))) throw notFound("notificationNotFound");
    throw conflict("onlyScheduledCancel");
  }
  const row = await repo.findNotification(deps.db, id);
  if (!row) throw notFound("notificationNotFound");
  return { success: true, message: translate(lang, "notificationCancelled"), notification: presentNotification(row) };
}

/** Cancels the scheduled ones among the given ids in one statement; the others are left as they are. */
export async function bulkCancel(deps: AppDeps, input: z.output<typeof bulkCancelSchema>, lang: Language) {
  const ids = [...new Set(input.notificationIds)];
  const cancelledCount = await repo.cancelScheduled(deps.db, ids);
  return {
    success: true,
    message: translate(lang, "notificationsCancelled", { count: cancelledCount }),
    cancelledCount,
    requestedCount: ids.length,
  };
}

/** Start of a YYYY-MM-DD day in the app's zone, as an instant. */
const dayStart = (deps: AppDeps, date: string) => kickoffInstant(date, "00:00", deps.config.timezone);
/** The day after a YYYY-MM-DD day; null after 9999-12-31, which has no YYYY-MM-DD successor. */
const nextDay = (date: string): string | null => {
  const [y, m, d] = date.split("-").map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return next.getUTCFullYear() > 9999 ? null : next.toISOString().slice(0, 10);
};
const isDay = (value: string) => value.length === 10;
/** createdAt is compared as text: a bound must stay a 4-digit-year ISO string (years past 9999 print as "+010000-..."). */
const MIN_BOUND = Date.parse("0000-01-01T00:00:00.000Z");
const MAX_BOUND = Date.parse("9999-12-31T23:59:59.999Z");
const isoBound = (ms: number) => iso(Math.min(Math.max(ms, MIN_BOUND), MAX_BOUND));

export async function notificationHistory(
  deps: AppDeps,
  query: z.output<typeof notificationHistoryQuerySchema>,
): Promise<NotificationHistoryResponse> {
  const page = query.page ?? 1;
  const limit = query.limit ?? NOTIFICATION_HISTORY_PAGE_SIZE;
  const filters: repo.HistoryFilters = { status: query.status, type: query.type, targetType: query.targetType };
  if (query.startDate) {
    filters.from = isoBound(isDay(query.startDate) ? dayStart(deps, query.startDate) : Date.parse(query.startDate));
  }
  if (query.endDate) {
    // A day includes all of it; a date-time includes that instant.
    let until = Date.parse(query.endDate) + 1;
    if (isDay(query.endDate)) {
      const next = nextDay(query.endDate);
      until = next === null ? MAX_BOUND : dayStart(deps, next);
    }
    filters.until = isoBound(until);
  }
  const { rows, total } = await repo.notificationHistory(deps.db, filters, (page - 1) * limit, limit);
  return {
    notifications: rows.map(presentNotification),
    pagination: { page, limit, total, pages: Math.ceil(total / limit) },
  };
}

export async function notificationDetails(deps: AppDeps, id: string): Promise<NotificationDetails> {
  const row = await repo.findNotification(deps.db, id);
  if (!row) throw notFound("notificationNotFound");
  const notification = presentNotification(row);
  const targetUsers = await repo.usersByIds(deps.db, notification.targetUserIds);
  return {
    ...notification,
    targetUsers: targetUsers.map((u) => ({ _id: u.id, username: u.username, fullName: u.fullName })),
  };
}

export async function searchUsers(deps: AppDeps, query: z.output<typeof userSearchQuerySchema>) {
  const limit = Math.min(query.limit ?? NOTIFICATION_USER_SEARCH_LIMIT, NOTIFICATION_USER_SEARCH_LIMIT);
  const users = await repo.searchUsers(deps.db, query.q ?? "", limit);
  return { users: users.map((u) => ({ _id: u.id, username: u.username, email: u.email, fullName: u.fullName })) };
}

export async function dashboardStats(deps: AppDeps): Promise<NotificationDashboardStats> {
  const today = dateInZone(deps.now(), deps.config.timezone);
  const [totalNotifications, todayNotifications, scheduledNotifications, totals, recent, mail] = await Promise.all([
    repo.countNotifications(deps.db, {}),
    repo.countNotifications(deps.db, { from: iso(dayStart(deps, today)) }),
    repo.countNotifications(deps.db, { status: "scheduled" }),
    repo.deliveryTotals(deps.db),
    repo.notificationHistory(deps.db, {}, 0, 5),
    mailCounts(deps.db),
  ]);
  const successRate = totals.targeted === 0 ? 0 : Math.round((totals.successful / totals.targeted) * 1000) / 10;
  return {
    totalNotifications,
    todayNotifications,
    scheduledNotifications,
    successRate,
    recentNotifications: recent.rows.map(presentNotification),
    mail: { enabled: mailEnabled(deps.config), ...mail },
  };
}
