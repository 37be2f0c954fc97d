import type { Notification } from "@app/domain";
import { CircleCheck, CircleX } from "lucide-react";
import { useTranslation } from "../../../../i18n";
import { cn } from "../../../../lib/cn";

/**
 * 'N of M delivered' and the failures, counted in devices (subscriptions), not users;
 * 'Not sent' for a notification that is still scheduled or was cancelled.
 */
export function DeliverySummary({ notification }: { notification: Pick<Notification, "status" | "deliveryStats"> }) {
  const { t } = useTranslation("adminNotifications");
  if (notification.status === "scheduled" || notification.status === "cancelled") {
    return <span className="text-sm text-slate-600">{t("delivery.notSent")}</span>;
  }
  const stats = notification.deliveryStats;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1 text-sm tabular-nums">
      {/* Green only when something was delivered: "0 of 0 delivered" is no success. */}
      <span className={cn("inline-flex items-center gap-1", stats.successful > 0 ? "text-emerald-800" : "text-slate-600")}>
        <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
        {t("delivery.delivered", { successful: stats.successful, total: stats.totalTargeted })}
      </span>
      {stats.failed > 0 && (
        <span className="inline-flex items-center gap-1 text-red-800">
          <CircleX className="size-4 shrink-0" aria-hidden="true" />
          {t("delivery.failed", { failed: stats.failed })}
        </span>
      )}
    </span>
  );
}
