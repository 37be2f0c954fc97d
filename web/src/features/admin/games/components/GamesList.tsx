import { formatFinalResult, type Game, gameStatus, isCloseGame, MAX_SCORE, parseFinalResult } from "@app/domain";
import { CalendarPlus, CalendarX, ListFilter, Pencil, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import toast from "react-hot-toast";
import { LiveScoreBadge } from "../../../../components/games/LiveScore";
import { Badge } from "../../../../components/ui/Badge";
import { Button, buttonStyles } from "../../../../components/ui/Button";
import { Card, CardHeader } from "../../../../components/ui/Card";
import { EmptyState } from "../../../../components/ui/EmptyState";
import { Checkbox, Select } from "../../../../components/ui/Field";
import { ScoreBadge } from "../../../../components/ui/ScoreBadge";
import { GameStatusBadge, LockedIndicator } from "../../../../components/ui/StatusBadges";
import { useTranslation } from "../../../../i18n";
import { errorMessage } from "../../../../lib/api";
import { formatKickoff } from "../../../../lib/dates";
import { ANCHORS } from "../../shared/anchors";
import { ActionButton } from "../../shared/components/ActionButton";
import { Matchup } from "../../shared/components/Matchup";
import { type Column, StackedTable } from "../../shared/components/StackedTable";
import { useSetLiveScore } from "../api";
import { isMatchDayGame, matchDayOrder } from "../matchDay";

/** Round filter values; a round's own value is prefixed so a round called "all" stays a round. */
const ALL = "all";
const CURRENT = "current";
/** Live games and today's: the admin's match day (matchDay.ts). */
const MATCH_DAY = "matchDay";
const roundValue = (round: string) => `round:${round}`;

export interface GamesListProps {
  games: readonly Game[];
  rounds: readonly string[];
  currentRound: string | null;
  /** Today in APP_TIMEZONE, from the server: "within 5 days" must not follow the viewer's own clock and zone. */
  today: string;
  onEdit(game: Game): void;
  onDelete(game: Game): void;
}

/**
 * Every game with a round filter and a 'Within 5 days' switch; edit and delete per row. From 768px the list scrolls
 * inside 400px (the spec's box); on a phone it is part of the page, so the page never scrolls inside a scroll.
 * While a game is live or kicks off today the list opens on those alone ('Live and today'), live first, with every
 * game one tap away ('Show all games'): a phone on match day does not scroll past a season of results to the +1
 * buttons. Every view is in the match-day order: live, today, ahead, then finished newest first.
 */
export function GamesList({ games, rounds, currentRound, today, onEdit, onDelete }: GamesListProps) {
  const { t } = useTranslation("admin");
  const matchDay = useMemo(() => games.some((game) => isMatchDayGame(game, today)), [games, today]);
  // Until the admin chooses, the list follows the games: the match day while there is one, else every game.
  const [chosen, setRound] = useState<string | null>(null);
  const round = chosen ?? (matchDay ? MATCH_DAY : ALL);
  const [closeOnly, setCloseOnly] = useState(false);

  const shown = useMemo(() => {
    const wanted = round === CURRENT ? currentRound : round.slice(roundValue("").length);
    const inView = (game: Game) =>
      round === ALL ? true : round === MATCH_DAY ? isMatchDayGame(game, today) : game.round === wanted;
    const filtered = games.filter((game) => inView(game) && (!closeOnly || isCloseGame(game.date, today)));
    return matchDayOrder(filtered, today);
  }, [games, round, closeOnly, currentRound, today]);

  const columns: Column<Game>[] = [
    {
      key: "match",
      header: t("games.list.match"),
      primary: true,
      cell: (game) => <Matchup home={game.homeGroupId} away={game.awayGroupId} />,
    },
    {
      key: "kickoff",
      header: t("games.list.kickoff"),
      cell: (game) => (
        <span className="tabular-nums whitespace-nowrap text-slate-800">{formatKickoff(game.date, game.hour)}</span>
      ),
    },
    {
      key: "round",
      header: t("games.list.round"),
      cell: (game) => (game.round ? <Badge tone="info">{game.round}</Badge> : <span className="text-slate-500">—</span>),
    },
    {
      key: "status",
      header: t("games.list.status"),
      cell: (game) => (
        <span className="inline-flex items-center gap-1.5">
          <GameStatusBadge status={gameStatus(game)} />
          {game.isBettingLocked && !game.isFinished && <LockedIndicator compact />}
        </span>
      ),
    },
    {
      key: "result",
      header: t("games.list.result"),
      cell: (game) => {
        if (gameStatus(game) === "live") return <LiveGoals game={game} />;
        const score = parseFinalResult(game.finalResult);
        return score ? (
          <ScoreBadge home={score.homeScore} away={score.awayScore} size="sm" />
        ) : (
          <span className="text-sm text-slate-500">{t("games.list.noResult")}</span>
        );
      },
    },
    {
      key: "actions",
      header: t("games.list.actions"),
      actions: true,
      cell: (game) => {
        const match = { home: game.homeGroupId.name, away: game.awayGroupId.name };
        return (
          <span className="flex flex-wrap gap-2">
            <ActionButton
              icon={Pencil}
              label={t("common:actions.edit")}
              name={t("games.list.editNamed", match)}
              onClick={() => onEdit(game)}
            />
            <ActionButton
              icon={Trash2}
              variant="ghost"
              className="text-red-700 hover:bg-red-50"
              label={t("common:actions.delete")}
              name={t("games.list.deleteNamed", match)}
              onClick={() => onDelete(game)}
            />
          </span>
        );
      },
    },
  ];

  return (
    <Card as="section" aria-labelledby="games-list-title">
      <CardHeader
        title={<span id="games-list-title">{t("games.list.title")}</span>}
        description={games.length > 0 ? t("games.list.shown", { count: shown.length, total: games.length }) : undefined}
        icon={ListFilter}
      />
      {games.length === 0 ? (
        <EmptyState
          icon={CalendarX}
          title={t("games.list.empty")}
          hint={t("games.list.emptyHint")}
          action={
            <a href={`#${ANCHORS.gameForm}`} className={buttonStyles({ variant: "primary" })}>
              <CalendarPlus className="size-5" aria-hidden="true" />
              {t("games.form.addTitle")}
            </a>
          }
        />
      ) : (
        <>
          <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
            <Select
              label={t("games.list.roundFilter")}
              value={round}
              onChange={(e) => setRound(e.target.value)}
              fieldClassName="sm:w-64"
            >
              {matchDay && <option value={MATCH_DAY}>{t("games.list.matchDay")}</option>}
              <option value={ALL}>{t("games.list.allRounds")}</option>
              <option value={CURRENT}>{t("games.list.currentRound")}</option>
              {rounds.map((name) => (
                <option key={name} value={roundValue(name)}>
                  {name}
                </option>
              ))}
            </Select>
            <Checkbox label={t("games.list.closeOnly")} checked={closeOnly} onChange={(e) => setCloseOnly(e.target.checked)} />
          </div>
          {shown.length === 0 ? (
            <EmptyState icon={ListFilter} title={t("games.list.noMatches")} hint={t("games.list.noMatchesHint")} />
          ) : (
            <div
              data-testid="games-scroll-box"
              className="rounded-xl border border-slate-200 bg-slate-50 p-2 md:max-h-[400px] md:overflow-y-auto md:bg-white md:p-0"
            >
              <StackedTable
                caption={t("games.list.title")}
                columns={columns}
                rows={shown}
                rowKey={(game) => game._id}
                stickyHeader
              />
            </div>
          )}
          {round === MATCH_DAY && (
            <Button variant="secondary" className="mt-4 w-full sm:w-auto" onClick={() => setRound(ALL)}>
              {t("games.list.showAll", { count: games.length })}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}

/**
 * A live game's running score and its quick "+1" per side (docs/rules.md "Games: live score"): each click saves the
 * score one goal up at once. Both wait while the game's last click is saving, so two quick clicks count two goals
 * rather than sending the same score twice.
 */
function LiveGoals({ game }: { game: Game }) {
  const { t } = useTranslation("admin");
  const save = useSetLiveScore();
  const score = parseFinalResult(game.liveScore) ?? { homeScore: 0, awayScore: 0 };
  const goal = async (side: "homeScore" | "awayScore") => {
    try {
      await save.mutateAsync({ id: game._id, liveScore: formatFinalResult({ ...score, [side]: score[side] + 1 }) });
    } catch (error) {
      toast.error(errorMessage(error, t("games.live.saveFailed")));
    }
  };
  const button = (side: "homeScore" | "awayScore", label: string) => (
    <Button
      variant="secondary"
      size="sm"
      aria-label={label}
      title={label}
      disabled={save.isPending || score[side] >= MAX_SCORE}
      onClick={() => void goal(side)}
    >
      <bdi dir="ltr">+1</bdi>
    </Button>
  );
  // Laid out like the score itself, home's button on the home side (mirrored in RTL with the score).
  return (
    <span className="flex items-center gap-2">
      {button("homeScore", t("games.live.homeGoal", { team: game.homeGroupId.name }))}
      {game.liveScore ? (
        <LiveScoreBadge liveScore={game.liveScore} size="sm" />
      ) : (
        <span className="text-center text-sm text-slate-500">{t("games.live.none")}</span>
      )}
      {button("awayScore", t("games.live.awayGoal", { team: game.awayGroupId.name }))}
    </span>
  );
}
