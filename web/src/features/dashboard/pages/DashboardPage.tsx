import { displayName } from "@app/domain";
import { LayoutDashboard } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../app/session";
import { Loading } from "../../../components/ui/Loading";
import { PageHeader } from "../../../components/ui/PageHeader";
import { useLoadErrorToast } from "../../../lib/useLoadErrorToast";
import { useMyStats } from "../../leaderboard";
import { useCurrentRoundOpenGames, useLiveGames, useRecentResults, useUpcomingGames } from "../api";
import { LiveGames } from "../components/LiveGames";
import { QuickActions } from "../components/QuickActions";
import { RecentResults } from "../components/RecentResults";
import { RoundWinnersCard } from "../components/RoundWinnersCard";
import { StatsTiles } from "../components/StatsTiles";
import { UpcomingGames } from "../components/UpcomingGames";

/** The current time, refreshed every minute (kickoff countdowns). */
function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The player's overview. Phones get one column in order of urgency: open games (did I bet?), the four numbers,
 * quick actions, recent results. From 1024px the numbers and quick actions move to a side column.
 */
export default function DashboardPage() {
  const { t } = useTranslation("dashboard");
  const { user } = useSession();
  const now = useNow();
  const stats = useMyStats(user?._id ?? "");
  const upcoming = useUpcomingGames();
  const recent = useRecentResults();
  const live = useLiveGames();
  const currentRound = useCurrentRoundOpenGames();

  useLoadErrorToast(stats.error ?? upcoming.error ?? recent.error, t("loadFailed"));

  const header = (
    <PageHeader
      icon={LayoutDashboard}
      title={t("title")}
      // Someone who has not bet yet has just arrived: "Welcome back" would greet a stranger as a regular.
      subtitle={user ? t(user.totalBets === 0 ? "welcomeNew" : "welcome", { name: displayName(user) }) : undefined}
    />
  );

  if (stats.isPending || upcoming.isPending || recent.isPending) {
    return (
      <>
        {header}
        <Loading skeleton="cards" />
      </>
    );
  }

  return (
    <>
      {header}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_auto_1fr] lg:items-start">
        {/* A game being played comes first: its score and the player's provisional points, above the fold on a phone. */}
        <LiveGames games={live.data} />
        <UpcomingGames games={upcoming.data} currentRound={currentRound.data} now={now} onRetry={() => void upcoming.refetch()} />
        <div className="flex flex-col gap-6 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <StatsTiles stats={stats.data} />
          <RoundWinnersCard />
          <QuickActions />
        </div>
        <RecentResults games={recent.data} onRetry={() => void recent.refetch()} />
      </div>
    </>
  );
}
