import type { Notification } from "@app/domain";
import { BellOff, History } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../../components/ui/Button";
import { Card, CardHeader } from "../../../../components/ui/Card";
import { EmptyState } from "../../../../components/ui/EmptyState";
import { useTranslation } from "../../../../i18n";
import { DeliverySummary } from "./DeliverySummary";
import { NotificationDetailsButton, NotificationDetailsDialog } from "./NotificationDetailsDialog";
import { NotificationTime, TypeAndTarget } from "./NotificationMeta";
import { NotificationStatusBadge } from "./NotificationStatusBadge";

export interface RecentNotificationsProps {
  notifications: Notification[];
  onShowHistory(): void;
  onSend(): void;
}

/** The latest notifications with their status and delivery; details in a dialog, the rest in History. */
export function RecentNotifications({ notifications, onShowHistory, onSend }: RecentNotificationsProps) {
  const { t } = useTranslation("adminNotifications");
  const [detailsId, setDetailsId] = useState<string | null>(null);
  return (
    <Card as="section" aria-labelledby="recent-notifications-title">
      <CardHeader
        title={<span id="recent-notifications-title">{t("dashboard.recent")}</span>}
        icon={History}
        actions={
          notifications.length > 0 && (
            <Button variant="ghost" size="sm" onClick={onShowHistory}>
              {t("dashboard.viewHistory")}
            </Button>
          )
        }
      />
      {notifications.length === 0 ? (
        <EmptyState
          icon={BellOff}
          title={t("dashboard.noRecent")}
          hint={t("dashboard.noRecentHint")}
          action={<Button onClick={onSend}>{t("tabs.send")}</Button>}
        />
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200">
          {notifications.map((notification) => (
            <li key={notification._id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p dir="auto" className="min-w-0 font-semibold break-words text-slate-900">
                    {notification.title}
                  </p>
                  <NotificationStatusBadge notification={notification} />
                </div>
                <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
                  <TypeAndTarget notification={notification} />
                  <NotificationTime notification={notification} />
                  <DeliverySummary notification={notification} />
                </div>
              </div>
              <NotificationDetailsButton
                notification={notification}
                onClick={() => setDetailsId(notification._id)}
                className="self-start sm:self-center"
              />
            </li>
          ))}
        </ul>
      )}
      <NotificationDetailsDialog id={detailsId} onClose={() => setDetailsId(null)} />
    </Card>
  );
}
