import type { Notification } from "@app/domain";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../../lib/dates";

/** 'Announcement · All users': the type and the audience of a notification. */
export function TypeAndTarget({ notification }: { notification: Pick<Notification, "type" | "targetType" | "targetUserIds"> }) {
  const { t } = useTranslation("adminNotifications");
  const target =
    notification.targetType === "all" ? t("targets.all") : t("targets.someUsers", { count: notification.targetUserIds.length });
  return (
    <span className="text-sm text-slate-600">
      {t(`types.${notification.type}`)} · {target}
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
