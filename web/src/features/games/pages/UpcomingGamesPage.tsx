import { CalendarCheck, CalendarClock, CalendarX, RotateCcw, Target } from "lucide-react";
import { flushSync } from "react-dom";
import { Button, LinkButton } from "../../../components/ui/Button";
import { CompetitionPicker } from "../../../components/ui/CompetitionPicker";
import { EmptyState } from "../../../components/ui/EmptyState";
import { Loading } from "../../../components/ui/Loading";
import { PageHeader } from "../../../components/ui/PageHeader";
import { useTranslation } from "../../../i18n";
import { useCompetitionChoice } from "../../../lib/competitions";
import { isGameOpen } from "../../../lib/games";
import { useSearchParams } from "../../../lib/router";
import { useLoadErrorToast } from "../../../lib/useLoadErrorToast";
import { DEFAULT_UPCOMING_FILTERS, type UpcomingFilters, useRounds, useUpcomingGames } from "../api";
import { Banner } from "../components/Banner";
import { GameList } from "../components/GameList";
import { RoundFilter } from "../components/RoundFilter";
import { UpcomingGameCard } from "../components/UpcomingGameCard";
import { useKickoffClock, useLastData } from "../hooks";

/** The filters live in the address (?round=all&closeOnly=false), so returning from a bet keeps them. */
function useFilterParams(): [UpcomingFilters, (filters: UpcomingFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters: UpcomingFilters = {
    round: params.get("round") || DEFAULT_UPCOMING_FILTERS.round,
    closeOnly: params.get("closeOnly") !== "false",
  };
  const setFilters = (next: UpcomingFilters) => {
    const search = new URLSearchParams();
    // The competition is the picker's (lib/competitions.ts): it stays in the address beside these filters.
    const competition = params.get("competition");
    if (competition) search.set("competition", competition);
    if (next.round !== DEFAULT_UPCOMING_FILTERS.round) search.set("round", next.round);
    if (next.closeOnly !== DEFAULT_UPCOMING_FILTERS.closeOnly) search.set("closeOnly", String(next.closeOnly));
    // Synchronously, so the controlled select and checkbox never show the old value for a frame.
    flushSync(() => setParams(search, { replace: true }));
  };
  return [filters, setFilters];
}

/**
 * /upcoming-games: games open for betting with the player's prediction state, and the round tip sheet: each open
 * game's card takes the tip itself (docs/rules.md "Screens", "Round tip sheet").
 */
export default function UpcomingGamesPage() {
  const { t } = useTranslation("games");
  const [roundFilters, setFilters] = useFilterParams();
  const competitions = useCompetitionChoice({ inAddress: true });
  const filters = { ...roundFilters, competition: competitions.choice };
  const upcoming = useUpcomingGames(filters);
  const rounds = useRounds(competitions.choice);
  useLoadErrorToast(upcoming.error, t("upcoming.failed"));
  useLoadErrorToast(rounds.error, t("upcoming.roundsFailed"));
  const games = useLastData(upcoming.data);
  const now = useKickoffClock(games);

  const open = games?.filter((game) => isGameOpen(game, now)) ?? [];
  const waiting = open.filter((game) => !game.userBet).length;
  const showAll = () => setFilters({ round: "all", closeOnly: false });
  const isAll = filters.round === "all" && !filters.closeOnly;
  // Nothing to bet on here: the count and 'Place Your Bets!' would sit over an empty list (issue 27 item 11).
  const empty = games?.length === 0;
  const namedRound = filters.round !== "all" && filters.round !== "current";
  // A fresh app has no round at all: "Close games only" hides nothing, so the spec's own hint says what to do.
  const noGamesAtAll = rounds.data?.rounds.length === 0;
  const closeOnlyHides = filters.closeOnly && !noGamesAtAll;

  return (
    <>
      <PageHeader
        icon={CalendarClock}
        title={t("upcoming.title")}
        subtitle={games && !empty ? t("upcoming.count", { count: open.length }) : undefined}
      />
      {!empty && (
        <Banner icon={Target} title={t("upcoming.banner")}>
          {games && open.length > 0 && (
            <p className="text-lg font-semibold">
              {waiting > 0 ? t("upcoming.waiting", { count: waiting }) : t("upcoming.allSet")}
            </p>
          )}
          <p className="text-emerald-50">{t("upcoming.bannerHint")}</p>
        </Banner>
      )}
      <CompetitionPicker choice={competitions} />
      <RoundFilter
        value={filters}
        onChange={setFilters}
        rounds={rounds.data?.rounds ?? []}
        currentRound={rounds.data?.currentRound ?? null}
      />
      {games === undefined ? (
        upcoming.isError ? (
          <EmptyState
            icon={CalendarX}
            title={t("upcoming.failed")}
            action={
              <Button variant="secondary" icon={RotateCcw} onClick={() => upcoming.refetch()}>
                {t("common:actions.retry")}
              </Button>
            }
          />
        ) : (
          <Loading text={t("upcoming.loading")} skeleton="cards" />
        )
      ) : games.length === 0 ? (
        <EmptyState
          icon={CalendarX}
          title={namedRound ? t("upcoming.emptyRound", { round: filters.round }) : t("upcoming.empty")}
          hint={closeOnlyHides ? t("upcoming.emptyCloseOnly") : t("upcoming.emptyHint")}
          action={
            noGamesAtAll ? undefined : closeOnlyHides ? (
              // Say why and offer the way out: the round's later games are only hidden by "Close games only".
              <Button variant="secondary" onClick={() => setFilters({ ...filters, closeOnly: false })}>
                {t("filters.showAllGames")}
              </Button>
            ) : isAll ? (
              <LinkButton to="/completed-games" variant="secondary" icon={CalendarCheck}>
                {t("upcoming.toCompleted")}
              </LinkButton>
            ) : (
              <Button variant="secondary" onClick={showAll}>
                {t("filters.showAll")}
              </Button>
            )
          }
        />
      ) : (
        <GameList busy={upcoming.isPlaceholderData}>
          {games.map((game) => (
            <li key={game._id}>
              <UpcomingGameCard
                game={game}
                open={isGameOpen(game, now)}
                competitionName={
                  competitions.visible && !competitions.choice ? competitions.nameOf(game.competitionId) : undefined
                }
              />
            </li>
          ))}
        </GameList>
      )}
    </>
  );
}
