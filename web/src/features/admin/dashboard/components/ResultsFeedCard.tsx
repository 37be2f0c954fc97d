import { Calculator, Rss } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../../../components/ui/Button";
import { Card, CardHeader } from "../../../../components/ui/Card";
import { ConfirmDialog } from "../../../../components/ui/Dialog";
import { LoadError } from "../../../../components/ui/LoadError";
import { Loading } from "../../../../components/ui/Loading";
import { useTranslation } from "../../../../i18n";
import { errorMessage } from "../../../../lib/api";
import { formatDateTime } from "../../../../lib/dates";
import { useFeedStatus, useRecalculate } from "../api";

/** The results feed's health (docs/rules.md "Fixtures, feed and audit"): last success, last error and next poll. */
export function ResultsFeedCard() {
  const { t, i18n } = useTranslation("fixtures");
  const status = useFeedStatus();
  const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time> : t("feed.never"));

  const content = () => {
    if (status.isPending) return <Loading />;
    if (status.isError) return <LoadError message={t("feed.loadFailed")} onRetry={() => status.refetch()} />;
    const feed = status.data;
    if (!feed.configured) return <p className="text-sm text-slate-600">{t("feed.notConfigured")}</p>;
    return (
      <>
        <p className="mb-3 text-sm text-slate-600">
          {t("feed.source", { host: feed.host ?? "", seconds: feed.intervalSeconds })}
        </p>
        <dl className="grid gap-2 text-sm" data-testid="results-feed-status">
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="font-semibold">{t("feed.lastSuccess")}</dt>
            <dd>{when(feed.lastSuccessAt)}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="font-semibold">{t("feed.lastError")}</dt>
            <dd>{when(feed.lastErrorAt)}</dd>
            {feed.lastError && (
              <dd className="mt-1 w-full rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-900">{feed.lastError}</dd>
            )}
          </div>
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="font-semibold">{t("feed.nextPoll")}</dt>
            <dd>{when(feed.nextPollAt)}</dd>
          </div>
        </dl>
      </>
    );
  };

  return (
    <Card as="section" aria-labelledby="results-feed-title">
      <CardHeader title={<span id="results-feed-title">{t("feed.title")}</span>} icon={Rss} />
      {content()}
    </Card>
  );
}

/** "Recalculate": asks first, then rebuilds every bet's points and every total and says what changed. */
export function RecalculateCard() {
  const { t } = useTranslation("fixtures");
  const recalculate = useRecalculate();
  const [asking, setAsking] = useState(false);

  const confirm = async () => {
    try {
      const done = await recalculate.mutateAsync();
      toast.success(t("recalculate.done", { checked: done.betsChecked, bets: done.betsChanged, users: done.usersChanged }));
    } catch (error) {
      toast.error(errorMessage(error, t("recalculate.failed")));
    } finally {
      setAsking(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="recalculate-title">
      <CardHeader
        title={<span id="recalculate-title">{t("recalculate.title")}</span>}
        description={t("recalculate.description")}
        icon={Calculator}
      />
      <Button variant="secondary" icon={Calculator} fullWidth onClick={() => setAsking(true)}>
        {t("recalculate.button")}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t("recalculate.confirmTitle")}
        message={t("recalculate.confirmMessage")}
        confirmLabel={t("recalculate.button")}
        tone="primary"
        loading={recalculate.isPending}
        onConfirm={confirm}
      />
    </Card>
  );
}
