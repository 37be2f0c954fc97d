/**
 * Push notifications: request and response schemas shared by the server routes and the web app.
 * Error messages are keys of messages.ts (see messages/notifications.ts).
 */
import { z } from "zod";
import { ID_PATTERN } from "./ids";

export const NOTIFICATION_TITLE_MAX = 100;
export const NOTIFICATION_BODY_MAX = 500;
export const NOTIFICATION_ACTIONS_MAX = 2;
export const NOTIFICATION_HISTORY_PAGE_SIZE = 10;
export const NOTIFICATION_USER_SEARCH_LIMIT = 20;
export const NOTIFICATION_DEFAULT_URL = "/dashboard";
export const NOTIFICATION_ICON = "/favicon.svg";

export const NOTIFICATION_TYPES = ["custom", "system", "announcement", "promotion"] as const;
export const NOTIFICATION_TARGET_TYPES = ["all", "specific-users"] as const;
/** The statuses an admin sees and filters by. */
export const NOTIFICATION_STATUSES = ["sent", "scheduled", "failed", "cancelled"] as const;
/** `sending` is transient: a send is in progress (immediate, or claimed by the scheduler). */
export const NOTIFICATION_ALL_STATUSES = [...NOTIFICATION_STATUSES, "sending"] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type NotificationTargetType = (typeof NOTIFICATION_TARGET_TYPES)[number];
export type NotificationStatus = (typeof NOTIFICATION_ALL_STATUSES)[number];

const idSchema = z.string().regex(ID_PATTERN, { error: "invalidInput" });

const titleSchema = z
  .string({ error: "titleBodyRequired" })
  .trim()
  .min(1, { error: "titleBodyRequired" })
  .max(NOTIFICATION_TITLE_MAX, { error: "titleMax" });
const bodySchema = z
  .string({ error: "titleBodyRequired" })
  .trim()
  .min(1, { error: "titleBodyRequired" })
  .max(NOTIFICATION_BODY_MAX, { error: "bodyMax" });

/** A notification button: `action` is the id the service worker receives on click. */
export const notificationActionSchema = z.object({
  action: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(64, { error: "tooLong" }),
  title: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(64, { error: "tooLong" }),
});
export type NotificationAction = z.infer<typeof notificationActionSchema>;

/** A link inside the app (a path such as `/leaderboard`), never another site. */
export const notificationUrlSchema = z
  .string()
  .trim()
  .max(500, { error: "tooLong" })
  .regex(/^\/(?![/\\])[^\s]*$/, { error: "invalidNotificationUrl" });

/** Empty form values ("" or null) mean "not given". */
const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/** An ISO 8601 date-time with a zone (`2025-05-01T18:00:00.000Z` or `+03:00`), as `Date#toISOString()` writes it. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true, error: "notificationDateInvalid" });

export const sendNotificationSchema = z.object({
  title: titleSchema,
  body: bodySchema,
  type: z.enum(NOTIFICATION_TYPES, { error: "invalidInput" }).default("custom"),
  requireInteraction: z.boolean({ error: "invalidInput" }).default(false),
  actions: z
    .array(notificationActionSchema, { error: "invalidInput" })
    .max(NOTIFICATION_ACTIONS_MAX, { error: "tooManyActions" })
    .default([]),
  url: z.preprocess(blankToUndefined, notificationUrlSchema.optional()),
  /** When to send; absent means now. Must be in the future. */
  scheduledFor: z.preprocess(blankToUndefined, isoDateTimeSchema.optional()),
});
export type SendNotificationInput = z.input<typeof sendNotificationSchema>;

/**
 * At most this many chosen users per notification: with the longest title, body and actions the request still fits
 * the 16 KB body cap (SECURITY.md "Costly input"); "all users" has no limit.
 */
export const NOTIFICATION_USERS_MAX = 400;

export const sendToUsersSchema = sendNotificationSchema.extend({
  userIds: z
    .array(idSchema, { error: "selectAtLeastOneUser" })
    .min(1, { error: "selectAtLeastOneUser" })
    .max(NOTIFICATION_USERS_MAX, { error: "tooLong" }),
});
export type SendToUsersInput = z.input<typeof sendToUsersSchema>;

/** The admin send form: one schema for both targets, so the web form validates like the server. */
export const notificationFormSchema = sendNotificationSchema
  .extend({
    targetType: z.enum(NOTIFICATION_TARGET_TYPES).default("all"),
    userIds: z.array(idSchema).default([]),
  })
  .refine((v) => v.targetType === "all" || v.userIds.length > 0, { error: "selectAtLeastOneUser", path: ["userIds"] });

const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** `startDate` / `endDate`: a day (`YYYY-MM-DD`, whole day in the server's APP_TIMEZONE, both ends inclusive) or an ISO date-time. */
const dateFilterSchema = z.union([z.iso.date(), isoDateTimeSchema], { error: "notificationDateInvalid" });

export const notificationHistoryQuerySchema = z.object({
  page: optionalQuery(
    z.coerce.number({ error: "invalidInput" }).int({ error: "invalidInput" }).min(1, { error: "invalidInput" }),
  ),
  limit: optionalQuery(
    z.coerce.number({ error: "invalidInput" }).int({ error: "invalidInput" }).min(1, { error: "invalidInput" }).max(100, {
      error: "invalidInput",
    }),
  ),
  status: optionalQuery(z.enum(NOTIFICATION_ALL_STATUSES, { error: "invalidInput" })),
  type: optionalQuery(z.enum(NOTIFICATION_TYPES, { error: "invalidInput" })),
  targetType: optionalQuery(z.enum(NOTIFICATION_TARGET_TYPES, { error: "invalidInput" })),
  startDate: optionalQuery(dateFilterSchema),
  endDate: optionalQuery(dateFilterSchema),
});
export type NotificationHistoryQuery = z.input<typeof notificationHistoryQuerySchema>;

export const userSearchQuerySchema = z.object({
  q: optionalQuery(z.string().trim().max(100, { error: "tooLong" })),
  /** At most 20; larger values are clamped. */
  limit: optionalQuery(
    z.coerce.number({ error: "invalidInput" }).int({ error: "invalidInput" }).min(1, { error: "invalidInput" }),
  ),
});

export const bulkCancelSchema = z.object({
  notificationIds: z
    .array(idSchema, { error: "selectAtLeastOneNotification" })
    .min(1, { error: "selectAtLeastOneNotification" })
    .max(500, { error: "tooLong" }),
});

// --- Subscriptions (the browser side) ---

const base64UrlKey = z
  .string({ error: "invalidSubscription" })
  .min(1, { error: "invalidSubscription" })
  .max(200, { error: "invalidSubscription" })
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: "invalidSubscription" });

/** `PushSubscription.toJSON()` as the browser gives it. */
export const pushSubscriptionSchema = z.object(
  {
    endpoint: z.string({ error: "invalidSubscription" }).min(1, { error: "invalidSubscription" }).max(2048, { error: "tooLong" }),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64UrlKey, auth: base64UrlKey }, { error: "invalidSubscription" }),
  },
  { error: "invalidSubscription" },
);
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

const deviceText = z.string().max(1000, { error: "tooLong" }).optional();
export const deviceInfoSchema = z.object({
  userAgent: deviceText,
  platform: deviceText,
  language: deviceText,
  timestamp: z.union([z.string().max(100, { error: "tooLong" }), z.number()]).optional(),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

export const subscribeSchema = z.object({
  subscription: pushSubscriptionSchema,
  deviceInfo: deviceInfoSchema.default({}),
});
export type SubscribeInput = z.input<typeof subscribeSchema>;

export const unsubscribeSchema = z.object({
  endpoint: z.string({ error: "invalidSubscription" }).min(1, { error: "invalidSubscription" }).max(2048, { error: "tooLong" }),
});

/** Title and body default to a translated test message; `userId` (admins only) targets another user. */
export const testNotificationSchema = z.object({
  title: z.preprocess(blankToUndefined, z.string().trim().max(NOTIFICATION_TITLE_MAX, { error: "titleMax" }).optional()),
  body: z.preprocess(blankToUndefined, z.string().trim().max(NOTIFICATION_BODY_MAX, { error: "bodyMax" }).optional()),
  userId: z.preprocess(blankToUndefined, idSchema.optional()),
});

export const notificationPreferencesSchema = z.object({
  remindersEnabled: z.boolean({ error: "invalidInput" }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

// --- Responses ---

export const deliveryStatsSchema = z.object({
  /** Subscriptions (endpoints) tried. */
  totalTargeted: z.number(),
  /** Endpoints that answered 2xx. */
  successful: z.number(),
  /** The rest: error status, network error, timeout. */
  failed: z.number(),
});
export type DeliveryStats = z.infer<typeof deliveryStatsSchema>;

export const notificationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  body: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  targetType: z.enum(NOTIFICATION_TARGET_TYPES),
  targetUserIds: z.array(z.string()),
  status: z.enum(NOTIFICATION_ALL_STATUSES),
  /** ISO date-time, or null when sent at once. */
  scheduledFor: z.string().nullable(),
  /** ISO date-time the delivery finished (while `sending`: when it started); null until then. */
  sentAt: z.string().nullable(),
  requireInteraction: z.boolean(),
  actions: z.array(notificationActionSchema),
  url: z.string(),
  /** `_id` is null once the sending admin has been deleted. */
  sentBy: z.object({ _id: z.string().nullable(), username: z.string() }),
  createdAt: z.string(),
  deliveryStats: deliveryStatsSchema,
  /** Why a send failed, when it did. */
  error: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationTargetUserSchema = z.object({ _id: z.string(), username: z.string(), fullName: z.string() });

export const notificationDetailsSchema = notificationSchema.extend({
  /** The targeted users that still exist (specific-users only; empty for `all`). */
  targetUsers: z.array(notificationTargetUserSchema),
});
export type NotificationDetails = z.infer<typeof notificationDetailsSchema>;

export const deliveryDetailsSchema = deliveryStatsSchema.extend({
  /** Subscriptions removed because the push service answered 404 or 410. */
  removedSubscriptions: z.number(),
  /** Up to 20 delivery errors. */
  errors: z.array(z.object({ statusCode: z.number().nullable(), message: z.string() })),
});
export type DeliveryDetails = z.infer<typeof deliveryDetailsSchema>;

export const sendNotificationResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  notification: notificationSchema,
  /** Present when something was sent now (absent for a scheduled notification). */
  details: deliveryDetailsSchema.optional(),
});
export type SendNotificationResponse = z.infer<typeof sendNotificationResponseSchema>;

export const notificationHistoryResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
});
export type NotificationHistoryResponse = z.infer<typeof notificationHistoryResponseSchema>;

export const notificationTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  body: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  requireInteraction: z.boolean(),
  actions: z.array(notificationActionSchema),
  url: z.string(),
});
export type NotificationTemplate = z.infer<typeof notificationTemplateSchema>;

export const notificationDashboardStatsSchema = z.object({
  totalNotifications: z.number(),
  todayNotifications: z.number(),
  scheduledNotifications: z.number(),
  /** Percent (one decimal) of successful deliveries over targeted endpoints; 0 when none. */
  successRate: z.number(),
  recentNotifications: z.array(notificationSchema),
  /** docs/rules.md "Mail": whether the server sends mail (SMTP_URL), and its outbox by status. */
  mail: z.object({ enabled: z.boolean(), pending: z.number(), sent: z.number(), failed: z.number() }),
});
export type NotificationDashboardStats = z.infer<typeof notificationDashboardStatsSchema>;

export const schedulerStatusSchema = z.object({
  /** Whether this server process runs the scheduler loop. */
  isRunning: z.boolean(),
  /** Notifications still `scheduled` (due or not). */
  pendingNotifications: z.number(),
  intervalMs: z.number(),
  /** ISO date-time of this process's last pass, or null. */
  lastRunAt: z.string().nullable(),
});
export type SchedulerStatus = z.infer<typeof schedulerStatusSchema>;

export const subscriptionInfoSchema = z.object({
  _id: z.string(),
  endpoint: z.string(),
  deviceInfo: deviceInfoSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const notificationStatsSchema = z.object({
  subscriptionCount: z.number(),
  hasActiveSubscription: z.boolean(),
  remindersEnabled: z.boolean(),
  subscriptions: z.array(subscriptionInfoSchema),
});
export type NotificationStats = z.infer<typeof notificationStatsSchema>;

/** What the service worker receives and shows. */
export interface PushPayload {
  title: string;
  body: string;
  requireInteraction: boolean;
  actions: NotificationAction[];
  icon: string;
  data: { url: string; notificationId: string | null };
}
