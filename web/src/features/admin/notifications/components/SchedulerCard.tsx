import { Activity, CirclePause, Play, Timer } from "lucide-react";
import toast from "react-hot-toast";
import { Badge } from "../../../../components/ui/Badge";
import { Button } from "../../../../components/ui/Button";
import { Card, CardHeader } from "../../../../components/ui/Card";
import { DetailRow } from "../../../../components/ui/DetailRow";
import { LoadError } from "../../../../components/ui/LoadError";
import { Loading } from "../../../../components/ui/Loading";
import { useTranslation } from "../../../../i18n";
import { errorMessage } from "../../../../lib/api";
import { formatDateTime } from "../../../../lib/dates";
import { useSchedulerStatus, useTriggerScheduler } from "../api";

/** Whether the scheduler runs, how many notifications wait, its last pass, and 'Run scheduler now'. */
export function SchedulerCard() {
  const { t } = useTranslation("adminNotifications");
  const status = useSchedulerStatus();
  const trigger = useTriggerScheduler();

  const run = async () => {
    try {
      const result = await trigger.mutateAsync();
      toast.success(result.message);
    } catch (error) {
      toast.error(errorMessage(error, t("scheduler.runFailed")));
    }
  };

  return (
    <Card as="section" aria-labelledby="scheduler-title">
      <CardHeader title={<span id="scheduler-title">{t("scheduler.title")}</span>} icon={Timer} />
      {status.isPending ? (
        <Loading />
      ) : status.isError ? (
        <LoadError message={t("dashboard.loadFailed")} onRetry={() => status.refetch()} />
      ) : (
        <dl className="flex flex-col gap-3">
          <DetailRow label={t("scheduler.state")}>
            {status.data.isRunning ? (
              <Badge tone="success" icon={Activity}>
                {t("scheduler.running")}
              </Badge>
            ) : (
              <Badge tone="danger" icon={CirclePause}>
                {t("scheduler.stopped")}
              </Badge>
            )}
          </DetailRow>
          <DetailRow label={t("scheduler.pending")}>
            <span className="text-lg font-bold tabular-nums">{status.data.pendingNotifications}</span>
          </DetailRow>
          <DetailRow label={t("scheduler.interval")}>
            {t("scheduler.everySeconds", { seconds: Math.round(status.data.intervalMs / 1000) })}
          </DetailRow>
          <DetailRow label={t("scheduler.lastRun")}>
            <span className="tabular-nums">
              {status.data.lastRunAt ? formatDateTime(status.data.lastRunAt) : t("scheduler.never")}
            </span>
          </DetailRow>
        </dl>
      )}
      <Button variant="secondary" icon={Play} loading={trigger.isPending} onClick={run} className="mt-4 w-full">
        {t("scheduler.run")}
      </Button>
    </Card>
  );
}
