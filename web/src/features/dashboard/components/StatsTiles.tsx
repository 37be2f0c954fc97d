import type { UserStats } from "@app/domain";
import { CircleCheck, Medal, Target, Trophy } from "lucide-react";
import { memo } from "react";
import { RateCards } from "../../../components/stats/RateCards";
import { StatCard } from "../../../components/ui/StatCard";
import { useTranslation } from "../../../i18n";

/**
 * Total Points, Total Bets, Correct Predictions and Rank ('#N'), then accuracy and hit rate with what they measure;
 * a dash while a number is unknown.
 */
export const StatsTiles = memo(function StatsTiles({ stats }: { stats: UserStats | undefined }) {
  const { t } = useTranslation("dashboard");
  const value = (pick: (s: UserStats) => number) => (stats ? pick(stats) : "–");
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        {t("stats.title")}
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        <StatCard label={t("stats.totalPoints")} value={value((s) => s.totalPoints)} icon={Trophy} accent="amber" />
        <StatCard label={t("stats.totalBets")} value={value((s) => s.totalBets)} icon={Target} accent="blue" />
        <StatCard
          label={t("stats.correctPredictions")}
          value={value((s) => s.correctPredictions)}
          icon={CircleCheck}
          accent="emerald"
        />
        <StatCard
          label={t("stats.rank")}
          value={stats && stats.rank !== null ? t("stats.rankValue", { rank: stats.rank }) : "–"}
          icon={Medal}
          accent="violet"
        />
        <RateCards points={stats?.totalPoints ?? 0} outcomes={stats?.outcomes} />
      </dl>
    </section>
  );
});
