import type { Notification } from "@app/domain";
import { Ban, History, SearchX } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../../../components/ui/Button";
import { Card, CardHeader } from "../../../../components/ui/Card";
import { ConfirmDialog } from "../../../../components/ui/Dialog";
import { EmptyState } from "../../../../components/ui/EmptyState";
import { LoadError } from "../../../../components/ui/LoadError";
import { Loading } from "../../../../components/ui/Loading";
import { useTranslation } from "../../../../i18n";
import { errorMessage } from "../../../../lib/api";
import { useLoadErrorToast } from "../../../../lib/useLoadErrorToast";
import {
  type HistoryFilterValues as Filters,
  NO_FILTERS,
  useBulkCancel,
  useCancelNotification,
  useHistory,
  useResendNotification,
} from "../api";
import { useSentToast } from "../useSentToast";
import { HistoryFilters } from "./HistoryFilters";
import { HistoryTable } from "./HistoryTable";
import { NotificationDetailsDialog } from "./NotificationDetailsDialog";
import { Pagination } from "./Pagination";

/** Paged history (10 a page) with filters; cancel, bulk cancel, resend and details. */
export function HistoryTab({ onSend }: { onSend(): void }) {
  const { t } = useTranslation("adminNotifications");
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [resending, setResending] = useState<Notification | null>(null);
  const [confirmBulk, setConfirmBulk] = useState(false);
  const history = useHistory(filters, page);
  const cancel = useCancelNotification();
  const bulkCancel = useBulkCancel();
  const resend = useResendNotification();
  const sentToast = useSentToast();
  useLoadErrorToast(history.error, t("history.loadFailed"));

  const showPage = (next: number) => {
    setPage(next);
    setSelected(new Set());
  };
  const changeFilters = (next: Filters) => {
    setFilters(next);
    showPage(1);
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const cancelOne = async (notification: Notification) => {
    try {
      await cancel.mutateAsync(notification._id);
      toast.success(t("history.cancelledToast"));
      setSelected((current) => new Set([...current].filter((id) => id !== notification._id)));
    } catch (error) {
      toast.error(errorMessage(error, t("history.cancelFailed")));
    }
  };

  const cancelSelected = async () => {
    try {
      const result = await bulkCancel.mutateAsync([...selected]);
      toast.success(result.message);
      setSelected(new Set());
    } catch (error) {
      toast.error(errorMessage(error, t("history.cancelFailed")));
    } finally {
      setConfirmBulk(false);
    }
  };

  const confirmResend = async () => {
    if (!resending) return;
    try {
      const result = await resend.mutateAsync(resending._id);
      if (result.success) sentToast(result);
      else toast.error(result.message);
      showPage(1);
    } catch (error) {
      toast.error(errorMessage(error, t("send.failed")));
    } finally {
      setResending(null);
    }
  };

  const data = history.data;
  const filtered = Object.values(filters).some(Boolean);

  return (
    <Card as="section" aria-labelledby="history-title" padding="sm">
      <CardHeader
        title={<span id="history-title">{t("history.title")}</span>}
        description={data ? t("history.total", { count: data.pagination.total }) : undefined}
        icon={History}
      />
      <div className="flex flex-col gap-4">
        <HistoryFilters value={filters} onChange={changeFilters} />
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 p-2">
          <Button variant="danger" size="sm" icon={Ban} disabled={selected.size === 0} onClick={() => setConfirmBulk(true)}>
            {t("history.cancelSelected")}
          </Button>
          <p className="text-sm text-slate-700" aria-live="polite">
            {selected.size > 0 ? t("history.selected", { count: selected.size }) : t("history.selectHint")}
          </p>
        </div>
        {history.isPending ? (
          <Loading />
        ) : history.isError || !data ? (
          <LoadError message={t("history.loadFailed")} onRetry={() => history.refetch()} />
        ) : data.notifications.length === 0 ? (
          <EmptyState
            icon={SearchX}
            title={filtered ? t("history.noMatches") : t("history.empty")}
            hint={filtered ? t("history.noMatchesHint") : t("history.emptyHint")}
            action={
              filtered ? (
                <Button variant="secondary" onClick={() => changeFilters(NO_FILTERS)}>
                  {t("history.clearFilters")}
                </Button>
              ) : (
                <Button onClick={onSend}>{t("tabs.send")}</Button>
              )
            }
          />
        ) : (
          <>
            <HistoryTable
              notifications={data.notifications}
              selected={selected}
              onToggle={toggle}
              onDetails={(n) => setDetailsId(n._id)}
              onResend={setResending}
              onCancel={cancelOne}
              cancellingId={cancel.isPending ? (cancel.variables ?? null) : null}
            />
            <Pagination page={page} pages={data.pagination.pages} onPage={showPage} />
          </>
        )}
      </div>
      <NotificationDetailsDialog id={detailsId} onClose={() => setDetailsId(null)} />
      <ConfirmDialog
        open={resending !== null}
        onOpenChange={(open) => !open && setResending(null)}
        title={t("history.resendTitle")}
        message={t("history.resendConfirm", { title: resending?.title ?? "" })}
        confirmLabel={t("history.resend")}
        tone="primary"
        loading={resend.isPending}
        onConfirm={confirmResend}
      />
      <ConfirmDialog
        open={confirmBulk}
        onOpenChange={setConfirmBulk}
        title={t("history.cancelSelected")}
        message={t("history.cancelSelectedConfirm", { count: selected.size })}
        confirmLabel={t("history.cancelSelected")}
        cancelLabel={t("history.keep")}
        loading={bulkCancel.isPending}
        onConfirm={cancelSelected}
      />
    </Card>
  );
}
