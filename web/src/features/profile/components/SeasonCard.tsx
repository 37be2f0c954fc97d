import { ChartColumn, ChartLine, Table } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Card, CardHeader } from "../../../components/ui/Card";
import { EmptyState } from "../../../components/ui/EmptyState";
import { LoadError } from "../../../components/ui/LoadError";
import { Skeleton } from "../../../components/ui/Loading";
import { useTranslation } from "../../../i18n";
import { type HistoryRow, useUserHistory } from "../api";

// Chart.js comes with the chart, only to a profile that has a season to draw.
const SeasonChart = lazy(() => import("./SeasonChart"));

/** The season's numbers as a table: what screen readers get beside the chart, and everyone after 'Show as table'. */
function SeasonTable({ rows, visible }: { rows: HistoryRow[]; visible: boolean }) {
  const { t } = useTranslation("profile");
  const cell = "px-3 py-2 text-end tabular-nums";
  // sr-only on the wrapper: a table grows to its content whatever its width, so it cannot be clipped itself.
  return (
    <div className={visible ? "overflow-x-auto" : "sr-only"}>
      <table className="w-full text-sm">
        <caption className="sr-only">{t("season.title")}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <th scope="col" className="px-3 py-2 text-start">
              {t("season.round")}
            </th>
            <th scope="col" className={cell}>
              {t("season.points")}
            </th>
            <th scope="col" className={cell}>
              {t("season.totalPoints")}
            </th>
            <th scope="col" className={cell}>
              {t("season.rank")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {rows.map((row) => (
            <tr key={row.round}>
              <th scope="row" className="px-3 py-2 text-start font-semibold">
                {row.round}
              </th>
              <td className={cell}>{row.points}</td>
              <td className={cell}>{row.totalPoints}</td>
              <td className={cell}>{t("stats.rankValue", { rank: row.rank })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * 'Season': the player's rank in the overall table and points after each round, drawn as a chart (loaded lazily) with
 * the same numbers in a table, visually hidden until 'Show as table'.
 */
export function SeasonCard({ userId, competition = "" }: { userId: string; competition?: string }) {
  const { t } = useTranslation("profile");
  const history = useUserHistory(userId, competition);
  const [asTable, setAsTable] = useState(false);
  const rows = history.data ?? [];
  const skeleton = <Skeleton className="h-64 md:h-72" />;

  return (
    <Card as="section" aria-labelledby="season-title">
      <CardHeader
        title={<span id="season-title">{t("season.title")}</span>}
        description={t("season.description")}
        icon={ChartLine}
        actions={
          rows.length > 0 && (
            <Button
              variant="secondary"
              size="sm"
              icon={asTable ? ChartColumn : Table}
              onClick={() => setAsTable((shown) => !shown)}
            >
              {t(asTable ? "season.showChart" : "season.showTable")}
            </Button>
          )
        }
      />
      {history.isPending ? (
        skeleton
      ) : history.isError ? (
        <LoadError message={t("season.loadFailed")} onRetry={() => void history.refetch()} variant="inline" />
      ) : rows.length === 0 ? (
        <EmptyState icon={ChartLine} title={t("season.empty")} hint={t("season.emptyHint")} />
      ) : (
        <>
          {!asTable && (
            <Suspense fallback={skeleton}>
              <SeasonChart rows={rows} />
            </Suspense>
          )}
          <SeasonTable rows={rows} visible={asTable} />
        </>
      )}
    </Card>
  );
}
