import type { LeaderboardEntry } from "@app/domain";
import { BarChart3, CircleCheck, Star, Target, TrendingUp, Trophy, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardHeader } from "../../../components/ui/Card";
import { StatCard } from "../../../components/ui/StatCard";

const grid = "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-2";

/**
 * Summary (total players, total bets, highest score) and season stats (correct predictions, exact scores,
 * average points) of the loaded players; `partial` says more pages exist and the numbers cover only these.
 */
export function LeaderboardSummary({ entries, partial }: { entries: LeaderboardEntry[]; partial: boolean }) {
  const { t } = useTranslation("leaderboard");
  const sum = (pick: (entry: LeaderboardEntry) => number) => entries.reduce((total, entry) => total + pick(entry), 0);
  const players = entries.length;
  const average = players > 0 ? sum((e) => e.totalPoints) / players : 0;
  return (
    <div className="flex flex-col gap-6">
      <Card as="section" aria-labelledby="summary-title">
        <CardHeader title={<span id="summary-title">{t("summary.title")}</span>} icon={BarChart3} />
        <dl className={grid}>
          <StatCard label={t("summary.totalPlayers")} value={players} icon={Users} accent="emerald" />
          <StatCard label={t("summary.totalBets")} value={sum((e) => e.totalBets)} icon={Target} accent="blue" />
          <StatCard label={t("summary.highestScore")} value={entries[0]?.totalPoints ?? 0} icon={Trophy} accent="gold" />
        </dl>
        {partial && <p className="mt-3 text-sm text-slate-600">{t("summary.partial", { players })}</p>}
      </Card>
      <Card as="section" aria-labelledby="season-title">
        <CardHeader title={<span id="season-title">{t("season.title")}</span>} icon={TrendingUp} />
        <dl className={grid}>
          <StatCard
            label={t("season.correctPredictions")}
            value={sum((e) => e.correctPredictions)}
            icon={CircleCheck}
            accent="blue"
          />
          <StatCard label={t("season.exactScores")} value={sum((e) => e.exactScores)} icon={Star} accent="gold" />
          <StatCard label={t("season.averagePoints")} value={average.toFixed(1)} icon={BarChart3} accent="violet" />
        </dl>
      </Card>
    </div>
  );
}
