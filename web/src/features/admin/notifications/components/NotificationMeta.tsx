import type { Notification } from "@app/domain";
import { useTranslation } from "../../../../i18n";
import { formatDateTime } from "../../../../lib/dates";

/** A notification's type as a word: 'Announcement'. */
export function NotificationType({ notification }: { notification: Pick<Notification, "type"> }) {
  const { t } = useTranslation("adminNotifications");
  return t(`types.${notification.type}`);
}

/** Who a notification is for: 'All users', or the number of users it targets. */
export function NotificationAudience({ notification }: { notification: Pick<Notification, "targetType" | "targetUserIds"> }) {
  const { t } = useTranslation("adminNotifications");
  return notification.targetType === "all"
    ? t("targets.all")
    : t("targets.someUsers", { count: notification.targetUserIds.length });
}

/**
 * 'Announcement · All users': the type and the audience of a notification, on a line of a notification's summary
 * (recent notifications, history).
 */
export function TypeAndTarget({ notification }: { notification: Pick<Notification, "type" | "targetType" | "targetUserIds"> }) {
  return (
    <span className="text-sm text-slate-600">
      <NotificationType notification={notification} /> · <NotificationAudience notification={notification} />
    </span>
  );
}

/** When it goes out: 'Scheduled for …' while scheduled, else 'Created …' (local time of the browser). */
export function NotificationTime({
  notification,
}: {
  notification: Pick<Notification, "status" | "scheduledFor" | "createdAt">;
}) {
  const { t } = useTranslation("adminNotifications");
  const scheduledFor = notification.status === "scheduled" ? notification.scheduledFor : null;
  return (
    <span className="text-sm text-slate-700 tabular-nums">
      {scheduledFor
        ? t("time.scheduledFor", { time: formatDateTime(scheduledFor) })
        : t("time.created", { time: formatDateTime(notification.createdAt) })}
    </span>
  );
}
