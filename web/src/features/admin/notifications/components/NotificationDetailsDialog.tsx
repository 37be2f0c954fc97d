import type { Notification } from "@app/domain";
import { Info, TriangleAlert } from "lucide-react";
import { DetailRow } from "../../../../components/ui/DetailRow";
import { Dialog } from "../../../../components/ui/Dialog";
import { LoadError } from "../../../../components/ui/LoadError";
import { Loading } from "../../../../components/ui/Loading";
import { useTranslation } from "../../../../i18n";
import { formatDateTime } from "../../../../lib/dates";
import { ActionButton } from "../../shared/components/ActionButton";
import { useNotificationDetails } from "../api";
import { DeliverySummary } from "./DeliverySummary";
import { NotificationAudience, NotificationType } from "./NotificationMeta";
import { NotificationStatusBadge } from "./NotificationStatusBadge";

/** Everything about one notification (GET history/{id}): content, audience, timing, delivery and errors. */
export function NotificationDetailsDialog({ id, onClose }: { id: string | null; onClose(): void }) {
  const { t } = useTranslation("adminNotifications");
  const details = useNotificationDetails(id);
  const n = details.data;
  const time = (value: string | null) =>
    value ? <span className="tabular-nums">{formatDateTime(value)}</span> : t("details.none");

  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()} title={t("details.title")} size="lg">
      {details.isPending ? (
        <Loading />
      ) : details.isError || !n ? (
        <LoadError message={t("details.loadFailed")} onRetry={() => details.refetch()} />
      ) : (
        <div className="flex flex-col gap-4">
          <div className="rounded-xl bg-slate-50 p-4">
            <p dir="auto" className="text-lg font-bold break-words text-slate-900">
              {n.title}
            </p>
            <p dir="auto" className="mt-1 whitespace-pre-line break-words text-slate-700">
              {n.body}
            </p>
          </div>
          {n.error && (
            <p role="alert" className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-red-900">
              <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <span className="min-w-0 break-words">
                <span className="font-semibold">{t("details.error")}: </span>
                {n.error}
              </span>
            </p>
          )}
          <dl className="flex flex-col gap-3">
            <DetailRow label={t("details.status")}>
              <NotificationStatusBadge notification={n} />
            </DetailRow>
            <DetailRow label={t("details.type")}>
              <NotificationType notification={n} />
            </DetailRow>
            <DetailRow label={t("details.target")}>
              <NotificationAudience notification={n} />
            </DetailRow>
            <DetailRow label={t("details.delivery")}>
              <DeliverySummary notification={n} />
            </DetailRow>
            <DetailRow label={t("details.created")}>{time(n.createdAt)}</DetailRow>
            <DetailRow label={t("details.scheduledFor")}>{time(n.scheduledFor)}</DetailRow>
            <DetailRow label={t("details.sentAt")}>{time(n.sentAt)}</DetailRow>
            <DetailRow label={t("details.sentBy")}>{n.sentBy.username}</DetailRow>
            <DetailRow label={t("details.requireInteraction")}>
              {n.requireInteraction ? t("details.yes") : t("details.no")}
            </DetailRow>
            <DetailRow label={t("details.url")}>
              <code dir="ltr" className="font-mono text-sm break-all">
                {n.url}
              </code>
            </DetailRow>
            <DetailRow label={t("details.actions")}>
              {n.actions.length === 0
                ? t("details.none")
                : n.actions.map((action) => `${action.title} (${action.action})`).join(", ")}
            </DetailRow>
          </dl>
          {n.targetType === "specific-users" && (
            <section aria-labelledby="details-users-title">
              <h3 id="details-users-title" className="font-bold text-slate-900">
                {t("details.targetUsers", { count: n.targetUsers.length })}
              </h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {n.targetUsers.map((user) => (
                  <li key={user._id} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                    {user.fullName || user.username}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </Dialog>
  );
}

/** 'Details' of one notification (named 'Details of <title>'), opening this dialog: the same in Recent and History. */
export function NotificationDetailsButton({
  notification,
  onClick,
  className,
}: {
  notification: Pick<Notification, "title">;
  onClick(): void;
  className?: string;
}) {
  const { t } = useTranslation("adminNotifications");
  return (
    <ActionButton
      icon={Info}
      label={t("history.details")}
      name={t("history.detailsOf", { title: notification.title })}
      onClick={onClick}
      className={className}
    />
  );
}
