import { displayName } from "@app/domain";
import { LayoutDashboard } from "lucide-react";
import { useEffect, useState } from "react";
import { CompetitionPicker } from "../../../components/ui/CompetitionPicker";
import { Loading } from "../../../components/ui/Loading";
import { PageHeader } from "../../../components/ui/PageHeader";
import { Reveal } from "../../../components/ui/Reveal";
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

  // The header paints first (the largest text of the first view, and all of it that needs no answer), then each
  // section and each of its cards in a task of its own, in a phone's column order: live games, open games, the
  // numbers, the winners, the quick actions, the recent results. Drawn in one piece they held a phone's main thread
  // for 400-600 ms (README "Lighthouse").
  return (
    <>
      {header}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_auto_1fr] lg:items-start">
        {/* A game being played comes first: its score and the player's provisional points, above the fold on a phone. */}
        <Reveal>
          <LiveGames games={live.data} />
        </Reveal>
        <Reveal>
          <UpcomingGames
            games={upcoming.data}
            currentRound={currentRound.data}
            now={now}
            onRetry={upcoming.refetch}
            competitionOf={competitions.visible && !competitions.choice ? competitions.nameOf : undefined}
          />
        </Reveal>
        <div className="flex flex-col gap-6 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <Reveal>
            <StatsTiles stats={stats.data} />
          </Reveal>
          <Reveal>
            <RoundWinnersCard competition={competitions.choice} />
          </Reveal>
          <Reveal>
            <QuickActions />
          </Reveal>
        </div>
        <Reveal>
          <RecentResults games={recent.data} onRetry={recent.refetch} />
        </Reveal>
      </div>
    </>
  );
}
