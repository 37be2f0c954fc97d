import { isOrganiser } from "@app/domain";
import { AlertTriangle, CalendarClock, ListOrdered, Trophy } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Button, LinkButton } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { CompetitionPicker } from "../../../components/ui/CompetitionPicker";
import { EmptyState } from "../../../components/ui/EmptyState";
import { Loading } from "../../../components/ui/Loading";
import { PageHeader } from "../../../components/ui/PageHeader";
import { Reveal, RevealInGroups } from "../../../components/ui/Reveal";
import { useTranslation } from "../../../i18n";
import { useCompetitionChoice } from "../../../lib/competitions";
import { useMyLeagues } from "../../../lib/leagues";
import { useSearchParams } from "../../../lib/router";
import { useSession } from "../../../lib/session";
import { useLoadErrorToast } from "../../../lib/useLoadErrorToast";
import { useRounds, useUpcomingGames } from "../../games";
import { ALL_OPEN, type TableView, useLeaderboard, useLeaderboardSummary, useMyStats, useRoundWinners } from "../api";
import { JumpToMyRank } from "../components/JumpToMyRank";
import { LeaderboardHeader, LeaderboardRow } from "../components/LeaderboardRow";
import { LeaderboardSummary } from "../components/LeaderboardSummary";
import { Podium } from "../components/Podium";
import { FinalTableCard, RoundWinnersCard } from "../components/RoundWinners";
import { TableControls } from "../components/TableControls";
import { pageUntil } from "../jumpToRow";

/** The sticky header's height (h-16): a row behind it is not in view. */
/** Rows drawn per task (components/ui/Reveal.tsx): five took about 6 ms of script here, under 50 ms at a phone's 4x. */
const ROWS_PER_PART = 5;

const BELOW_HEADER = "-64px 0px 0px 0px";

/**
 * Whether any part of the element shows below the sticky header (false until it exists). While it does, 'Jump to
 * my rank' is hidden: the row is already there.
 */
function useInView(element: HTMLElement | null): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!element) {
      setVisible(false);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setVisible(entry.isIntersecting), { rootMargin: BELOW_HEADER });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return visible;
}

/**
 * The league and the round of the table live in the address (?league=&round=), so a table can be shared and survives
 * a reload.
 */
function useTableParam(name: "round" | "league"): [string | undefined, (value: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) || undefined;
  const setValue = (next: string | undefined) =>
    // Synchronously, so the controlled select never shows the old value for a frame.
    flushSync(() =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === undefined) updated.delete(name);
          else updated.set(name, next);
          return updated;
        },
        { replace: true },
      ),
    );
  return [value, setValue];
}

export { firstAnswers } from "../firstAnswers";

export default function LeaderboardPage() {
  const { t } = useTranslation("leaderboard");
  const { user } = useSession();
  const myId = user?._id ?? "";
  const [round, setRound] = useTableParam("round");
  const [league, setLeague] = useTableParam("league");
  const leagues = useMyLeagues();
  const leagueName = leagues.data?.find((item) => item._id === league)?.name;
  const competitions = useCompetitionChoice({ inAddress: true });
  const competition = competitions.choice || undefined;
  const rounds = useRounds(competitions.choice);
  // The chosen competition's games: a game live in another competition does not make this table live.
  const games = useUpcomingGames({ ...ALL_OPEN, competition: competitions.choice });
  const [liveChoice, setLiveChoice] = useState<boolean>();
  // The live table is the default when the screen opens while a game is live. Decided once: following every refetch of
  // the games would switch the table under the player whenever any game locked or finished, to a new table with only
  // its first page (the row 'Jump to my rank' had just loaded and focused was gone: issue 27's race).
  const [openedLive, setOpenedLive] = useState<boolean>();
  if (openedLive === undefined && !games.isPending) setOpenedLive(games.data?.some((game) => game.status === "live") ?? false);
  const view: TableView = { round, live: liveChoice ?? openedLive ?? false, league, competition };
  // Until the games say whether the live table is the default, no table is asked for: it would only be replaced.
  const board = useLeaderboard(view, liveChoice !== undefined || openedLive !== undefined);
  const summary = useLeaderboardSummary(competitions.choice);
  // Round winners are everyone's: a league's table shows its own first places.
  const winners = useRoundWinners(round, round !== undefined && league === undefined, competitions.choice);
  const [myRow, setMyRow] = useState<HTMLLIElement | null>(null);
  const myLink = useRef<HTMLAnchorElement>(null);
  const myRowOnScreen = useInView(myRow);
  const [jumping, setJumping] = useState(false);
  /** A jump waiting for the player's row to render; done once, so a row rendered again later never steals the scroll. */
  const [jumpPending, setJumpPending] = useState(false);

  useLoadErrorToast(board.error, t("loadFailed"));

  useEffect(() => {
    if (!jumpPending || !myRow) return;
    setJumpPending(false);
    myRow.scrollIntoView({
      block: "center",
      behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth",
    });
    myLink.current?.focus({ preventScroll: true });
  }, [jumpPending, myRow]);

  const entries = board.data ?? [];
  const myEntry = entries.find((entry) => entry._id === myId);
  // The rank for 'Jump to my rank' while the player's row is on a page not loaded yet: known ahead for the overall table only.
  const overall = round === undefined && !view.live && league === undefined && competition === undefined;
  const myStats = useMyStats(myId, overall && board.isSuccess && !myEntry);
  const { data, hasNextPage, fetchNextPage, isRefetching, refetch } = board;

  /** Loads pages until the player's row is there, then scrolls to it and focuses its link. */
  const jumpToMe = useCallback(async () => {
    setJumping(true);
    const found = await pageUntil({ data, hasNextPage, fetchNextPage, isRefetching, refetch }, (rows) =>
      Boolean(rows?.some((entry) => entry._id === myId)),
    );
    setJumping(false);
    setJumpPending(found);
  }, [data, hasNextPage, fetchNextPage, isRefetching, refetch, myId]);

  const header = (
    <>
      <PageHeader
        icon={Trophy}
        title={t("title")}
        subtitle={
          leagueName !== undefined
            ? t("view.leaguePurpose", { league: leagueName })
            : round === undefined
              ? t("purpose")
              : t("view.roundPurpose", { round })
        }
      />
      <TableControls
        league={league}
        onLeague={setLeague}
        leagues={leagues.data ?? []}
        leaguesFailed={leagues.isError}
        round={round}
        onRound={setRound}
        rounds={rounds.data?.rounds ?? []}
        roundsFailed={rounds.isError}
        live={view.live}
        onLive={setLiveChoice}
      />
      <CompetitionPicker choice={competitions} />
    </>
  );

  if (board.isPending) {
    return (
      <>
        {header}
        <Loading skeleton="rows" />
      </>
    );
  }

  if (entries.length === 0) {
    return (
      <>
        {header}
        {board.isError ? (
          <EmptyState
            icon={AlertTriangle}
            title={t("loadFailed")}
            action={
              <Button variant="secondary" onClick={() => void board.refetch()}>
                {t("actions.retry", { ns: "common" })}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={ListOrdered}
            title={t("empty")}
            hint={t("emptyHint")}
            action={
              <LinkButton to="/upcoming-games" icon={CalendarClock}>
                {t("emptyAction")}
              </LinkButton>
            }
          />
        )}
      </>
    );
  }

  // An organiser (an admin who has never bet) has no rank and is in no table (docs/rules.md "Ranking and stats").
  const organiser = Boolean(user && isOrganiser(user));
  const myRank = myEntry?.rank ?? (overall ? (myStats.data?.rank ?? undefined) : undefined);
  // Away from the overall table the jump pages through the table without knowing the rank ahead.
  const canJump = myRank !== undefined || (!overall && !organiser && !myEntry && hasNextPage);
  const top = entries[0];

  // The header and its controls paint first, then each part below in a task of its own, in the page's order, the
  // table a few rows at a time (components/ui/Reveal.tsx).
  return (
    <>
      {header}
      <Reveal>
        {canJump && <JumpToMyRank rank={myRank} busy={jumping} hidden={myRowOnScreen} onJump={() => void jumpToMe()} />}
        {competitions.chosen?.status === "finished" && round === undefined && league === undefined && (
          <FinalTableCard name={competitions.chosen.name} entries={entries} />
        )}
        {round !== undefined && league === undefined && winners.data?.finished && (
          <RoundWinnersCard round={round} winners={winners.data.winners} />
        )}
      </Reveal>
      {/* Nobody on a podium before anyone has a point (a round just started). */}
      <Reveal>{top.totalPoints + (top.livePoints ?? 0) > 0 && <Podium entries={entries} myId={myId} />}</Reveal>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <Reveal>
          <Card as="section" padding="none" aria-labelledby="ranking-title" className="overflow-hidden">
            <h2 id="ranking-title" className="px-4 pt-4 pb-2 text-lg font-bold text-slate-900">
              {t("ranking")}
            </h2>
            <LeaderboardHeader />
            <ol className="divide-y divide-slate-100">
              <RevealInGroups items={entries} size={ROWS_PER_PART}>
                {(entry) => {
                  const isMe = entry._id === myId;
                  return (
                    <LeaderboardRow
                      key={entry._id}
                      entry={entry}
                      isMe={isMe}
                      rowRef={isMe ? setMyRow : undefined}
                      linkRef={isMe ? myLink : undefined}
                    />
                  );
                }}
              </RevealInGroups>
            </ol>
            {hasNextPage && (
              <Reveal>
                <div className="border-t border-slate-100 p-4 text-center">
                  <Button variant="secondary" loading={board.isFetchingNextPage} onClick={() => void fetchNextPage()}>
                    {t("loadMore")}
                  </Button>
                </div>
              </Reveal>
            )}
          </Card>
        </Reveal>
        {/* The totals are everyone's; a league's table stands alone. Rows, podium and totals are memoised: the screen
            renders on every answer (leagues, rounds, games, table, totals), and a refetch keeps its identity. */}
        {league === undefined && (
          <Reveal>
            <LeaderboardSummary totals={summary.data} failed={summary.isError} onRetry={summary.refetch} />
          </Reveal>
        )}
      </div>
    </>
  );
}
