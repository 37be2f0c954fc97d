import type { Notification } from "@app/domain";
import { Ban, RotateCcw } from "lucide-react";
import { useTranslation } from "../../../../i18n";
import { ActionButton } from "../../shared/components/ActionButton";
import { type Column, StackedTable } from "../../shared/components/StackedTable";
import { DeliverySummary } from "./DeliverySummary";
import { NotificationDetailsButton } from "./NotificationDetailsDialog";
import { NotificationTime, TypeAndTarget } from "./NotificationMeta";
import { NotificationStatusBadge } from "./NotificationStatusBadge";

export interface HistoryTableProps {
  notifications: Notification[];
  /** Ids ticked for 'Cancel selected' (scheduled ones only have a checkbox). */
  selected: ReadonlySet<string>;
  onToggle(id: string): void;
  onDetails(notification: Notification): void;
  onResend(notification: Notification): void;
  onCancel(notification: Notification): void;
  /** The notification whose cancel is in flight. */
  cancellingId: string | null;
}

/** One page of history: title (with a checkbox when scheduled), status, time, delivery, sender and actions. */
export function HistoryTable({
  notifications,
  selected,
  onToggle,
  onDetails,
  onResend,
  onCancel,
  cancellingId,
}: HistoryTableProps) {
  const { t } = useTranslation("adminNotifications");
  const columns: Column<Notification>[] = [
    {
      key: "notification",
      header: t("history.notification"),
      primary: true,
      cell: (n) => (
        <span className="flex min-w-0 items-start gap-2">
          {n.status === "scheduled" && (
            <label className="-ms-2 -mt-2.5 grid size-11 shrink-0 cursor-pointer place-items-center">
              <input
                type="checkbox"
                checked={selected.has(n._id)}
                onChange={() => onToggle(n._id)}
                aria-label={t("history.select", { title: n.title })}
                className="size-5 cursor-pointer accent-emerald-700"
              />
            </label>
          )}
          <span className="min-w-0">
            <span dir="auto" className="block font-semibold break-words text-slate-900">
              {n.title}
            </span>
            <TypeAndTarget notification={n} />
          </span>
        </span>
      ),
    },
    { key: "status", header: t("history.status"), cell: (n) => <NotificationStatusBadge notification={n} /> },
    { key: "time", header: t("history.time"), cell: (n) => <NotificationTime notification={n} /> },
    { key: "delivery", header: t("history.delivery"), cell: (n) => <DeliverySummary notification={n} /> },
    { key: "sentBy", header: t("history.sentBy"), cell: (n) => <span className="text-sm break-words">{n.sentBy.username}</span> },
    {
      key: "actions",
      header: t("history.actions"),
      actions: true,
      className: "md:w-1",
      cell: (n) => (
        <span className="flex flex-wrap gap-2 md:flex-nowrap">
          <NotificationDetailsButton notification={n} onClick={() => onDetails(n)} />
          <ActionButton
            icon={RotateCcw}
            label={t("history.resend")}
            name={t("history.resendOf", { title: n.title })}
            onClick={() => onResend(n)}
          />
          {n.status === "scheduled" && (
            <ActionButton
              icon={Ban}
              variant="danger"
              label={t("history.cancel")}
              name={t("history.cancelOf", { title: n.title })}
              loading={cancellingId === n._id}
              onClick={() => onCancel(n)}
            />
          )}
        </span>
      ),
    },
  ];
  return <StackedTable caption={t("history.caption")} columns={columns} rows={notifications} rowKey={(n) => n._id} />;
}
