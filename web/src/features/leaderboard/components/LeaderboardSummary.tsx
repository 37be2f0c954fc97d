import type { LeaderboardSummary as Totals } from "@app/domain";
import { BarChart3, CircleCheck, Star, Target, TrendingUp, Trophy, Users } from "lucide-react";
import { memo } from "react";
import { Button } from "../../../components/ui/Button";
import { Card, CardHeader } from "../../../components/ui/Card";
import { StatCard } from "../../../components/ui/StatCard";
import { useTranslation } from "../../../i18n";
import { formatDecimal } from "../../../lib/numbers";

/**
 * One tile per row where a tile would be too narrow for its longest label word beside the icon: phones, and the
 * side column next to the ranking (a third of the page from 1024px).
 */
const grid = "grid gap-3 sm:grid-cols-3 lg:grid-cols-1";

export interface LeaderboardSummaryProps {
  /** The server's totals over every ranked player; undefined while loading or after a failure. */
  totals: Totals | undefined;
  failed: boolean;
  onRetry: () => void;
}

/**
 * Summary (total players, total bets, highest score) and season stats (correct predictions, exact scores,
 * average points) of every ranked player, whatever pages of the ranking are loaded; a dash while unknown.
 */
export const LeaderboardSummary = memo(function LeaderboardSummary({ totals, failed, onRetry }: LeaderboardSummaryProps) {
  const { t } = useTranslation("leaderboard");
  const value = (pick: (totals: Totals) => number | string) => (totals ? pick(totals) : "–");
  return (
    <div className="flex flex-col gap-6">
      <Card as="section" aria-labelledby="summary-title">
        <CardHeader title={<span id="summary-title">{t("summary.title")}</span>} icon={BarChart3} />
        {failed && !totals && (
          <div className="mb-4 flex flex-wrap items-center gap-3">
            <p className="text-sm text-slate-600">{t("summary.loadFailed")}</p>
            <Button variant="secondary" size="sm" onClick={() => onRetry()}>
              {t("actions.retry", { ns: "common" })}
            </Button>
          </div>
        )}
        <dl className={grid}>
          <StatCard label={t("summary.totalPlayers")} value={value((s) => s.totalPlayers)} icon={Users} accent="emerald" />
          <StatCard label={t("summary.totalBets")} value={value((s) => s.totalBets)} icon={Target} accent="blue" />
          <StatCard label={t("summary.highestScore")} value={value((s) => s.highestScore)} icon={Trophy} accent="gold" />
        </dl>
      </Card>
      <Card as="section" aria-labelledby="season-title">
        <CardHeader title={<span id="season-title">{t("season.title")}</span>} icon={TrendingUp} />
        <dl className={grid}>
          <StatCard
            label={t("season.correctPredictions")}
            value={value((s) => s.correctPredictions)}
            icon={CircleCheck}
            accent="blue"
          />
          <StatCard label={t("season.exactScores")} value={value((s) => s.exactScores)} icon={Star} accent="gold" />
          <StatCard
            label={t("season.averagePoints")}
            value={value((s) => formatDecimal(s.averagePoints))}
            icon={BarChart3}
            accent="violet"
          />
        </dl>
      </Card>
    </div>
  );
});
