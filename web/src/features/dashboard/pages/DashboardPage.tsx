import { displayName } from "@app/domain";
import { LayoutDashboard } from "lucide-react";
import { useEffect, useState } from "react";
import { CompetitionPicker } from "../../../components/ui/CompetitionPicker";
import { Loading } from "../../../components/ui/Loading";
import { PageHeader } from "../../../components/ui/PageHeader";
import { useStepsAfterFirstPaint } from "../../../components/ui/useStepsAfterFirstPaint";
import { useTranslation } from "../../../i18n";
import { useCompetitionChoice } from "../../../lib/competitions";
import { useSession } from "../../../lib/session";
import { useLoadErrorToast } from "../../../lib/useLoadErrorToast";
import { useMyStats } from "../../leaderboard";
import { useCurrentRoundOpenGames, useLiveGames, useRecentResults, useUpcomingGames } from "../api";
import { LiveGames } from "../components/LiveGames";
import { QuickActions } from "../components/QuickActions";
import { RecentResults } from "../components/RecentResults";
import { RoundWinnersCard } from "../components/RoundWinnersCard";
import { StatsTiles } from "../components/StatsTiles";
import { UpcomingGames } from "../components/UpcomingGames";

export { firstAnswers } from "../firstAnswers";

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
  // No filters here, so the choice lives in local storage only (docs/rules.md "Competitions").
  const competitions = useCompetitionChoice();
  const stats = useMyStats(user?._id ?? "", true, competitions.choice);
  const upcoming = useUpcomingGames(competitions.choice);
  const recent = useRecentResults(competitions.choice);
  const live = useLiveGames(competitions.choice);
  const currentRound = useCurrentRoundOpenGames(competitions.choice);

  // Every answer of the first view in before it renders: each one arriving on its own rendered the whole screen again,
  // one long task each on a phone (Lighthouse's Total Blocking Time, docs/rules.md "Delivery"). The live games share
  // the upcoming games' answer.
  const loading = stats.isPending || upcoming.isPending || recent.isPending || currentRound.isPending;
  // Each section is memoised and given only stable props (a query's refetch keeps its identity), so a later answer
  // renders only the section it feeds.
  // The header paints first (the largest text of the first view, and all of it that needs no answer), then the open
  // games, then the numbers, the winners, the quick actions and the recent results (the order of a phone's column):
  // each in a task of its own after a frame. On a phone each of those parts took 100-300 ms of script, style and
  // layout; together they were one task of 400-600 ms (README "Lighthouse").
  const later = useStepsAfterFirstPaint(!loading, 5);

  useLoadErrorToast(stats.error ?? upcoming.error ?? recent.error, t("loadFailed"));

  const header = (
    <>
      <PageHeader
        icon={LayoutDashboard}
        title={t("title")}
        // Someone who has not bet yet has just arrived: "Welcome back" would greet a stranger as a regular.
        subtitle={user ? t(user.totalBets === 0 ? "welcomeNew" : "welcome", { name: displayName(user) }) : undefined}
      />
      <CompetitionPicker choice={competitions} />
    </>
  );

  if (loading) {
    return (
      <>
        {header}
        <Loading skeleton="cards" />
      </>
    );
  }

  // In a fragment, as in every later state: the header returned alone is another tree to Preact, which built it again
  // at the next step (a second render and paint of the page's largest text, its Largest Contentful Paint).
  if (later < 1) return <>{header}</>;

  return (
    <>
      {header}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_auto_1fr] lg:items-start">
        {/* A game being played comes first: its score and the player's provisional points, above the fold on a phone. */}
        <LiveGames games={live.data} />
        <UpcomingGames
          games={upcoming.data}
          currentRound={currentRound.data}
          now={now}
          onRetry={upcoming.refetch}
          competitionOf={competitions.visible && !competitions.choice ? competitions.nameOf : undefined}
        />
        <div className="flex flex-col gap-6 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          {later >= 2 && <StatsTiles stats={stats.data} />}
          {later >= 3 && <RoundWinnersCard competition={competitions.choice} />}
          {later >= 4 && <QuickActions />}
        </div>
        {later >= 5 && <RecentResults games={recent.data} onRetry={recent.refetch} />}
      </div>
    </>
  );
}
