import type { Game } from "@app/domain/games";
import type { TeamRef } from "@app/domain/teams";
import { CalendarDays, Flag, Trophy } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useTranslation } from "../../i18n";
import { cn } from "../../lib/cn";
import { formatKickoff } from "../../lib/dates";
import { Badge } from "../ui/Badge";
import { Card } from "../ui/Card";
import { GameStatusBadge, LockedIndicator } from "../ui/StatusBadges";
import { TeamLogo } from "../ui/TeamLogo";
import { LiveScoreBadge, ProvisionalPoints } from "./LiveScore";
import { ResultBadge } from "./ResultBadge";

export interface GameCardProps {
  game: Game;
  /** The player's part under the teams: prediction state, outcome, buttons. */
  children?: ReactNode;
  /** Draws the eye to the next thing to do (an open game without a bet): amber frame. */
  highlighted?: boolean;
  /** "md" for lists; "lg" for the header of a game's own screen (bigger logos and score). */
  size?: "md" | "lg";
  /** Level of the card's heading ("Home vs Away", read by screen readers only); default 2. */
  headingLevel?: 2 | 3;
  className?: string;
  /** The game's competition, named when a list shows every competition (docs/rules.md "Competitions"). */
  competitionName?: string;
}

/**
 * A game at a glance (docs/rules.md "Look and language"): kickoff, round, status and padlock, then home logo and name,
 * "vs", the live score or the final score, away logo and name, the player's provisional points while live, then
 * `children`. The card is an <article> named "Home vs Away".
 *   <GameCard game={game} highlighted={!game.userBet}><PredictionState game={game} /></GameCard>
 */
export function GameCard({
  game,
  children,
  highlighted = false,
  size = "md",
  headingLevel = 2,
  className,
  competitionName,
}: GameCardProps) {
  const { t } = useTranslation("games");
  const headingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card
      as="article"
      padding="none"
      aria-labelledby={headingId}
      className={cn("flex flex-col", highlighted && "border-amber-300 ring-2 ring-amber-300/70", className)}
    >
      <Heading id={headingId} className="sr-only">
        {t("card.matchup", { home: game.homeGroupId.name, away: game.awayGroupId.name })}
      </Heading>
      <div className={cn("flex flex-col gap-4", size === "lg" ? "p-5 md:p-6" : "p-4")}>
        <GameMeta game={game} competitionName={competitionName} />
        <MatchUp game={game} size={size} />
        <ProvisionalPoints game={game} className="justify-center" />
      </div>
      {children && (
        <div
          className={cn(
            "mt-auto flex flex-col gap-3 rounded-b-2xl border-t p-4",
            highlighted ? "border-amber-200 bg-amber-50" : "border-slate-100 bg-slate-50/70",
          )}
        >
          {children}
        </div>
      )}
    </Card>
  );
}

/** Kickoff ('MMM D, YYYY HH:mm'), round, display status and, for a locked unfinished game, the padlock. */
function GameMeta({ game, competitionName }: { game: Game; competitionName?: string }) {
  const { t, i18n } = useTranslation("games");
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      <time dateTime={game.kickoffAt} className="inline-flex items-center gap-1.5 font-medium text-slate-700 tabular-nums">
        <CalendarDays className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        {formatKickoff(game.date, game.hour, i18n.language, game.kickoffAt)}
      </time>
      <div className="flex flex-wrap items-center gap-1.5">
        {competitionName && (
          <Badge tone="info" icon={Trophy}>
            <bdi data-testid="card-competition">{competitionName}</bdi>
          </Badge>
        )}
        {game.round && (
          <Badge tone="neutral" icon={Flag} title={t("card.round")}>
            {game.round}
          </Badge>
        )}
        <GameStatusBadge status={game.status} />
        {game.isBettingLocked && !game.isFinished && <LockedIndicator />}
      </div>
    </div>
  );
}

/**
 * Home team, "vs" (or the final score, or the live score while the game is played), away team. A grid, so in RTL the
 * home team sits on the right.
 */
function MatchUp({ game, size }: { game: Game; size: "md" | "lg" }) {
  const { t } = useTranslation("common");
  return (
    <div data-testid="matchup" className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2 md:gap-4">
      <Team team={game.homeGroupId} size={size} testId="home-team" />
      <div className="flex justify-center">
        {game.isFinished ? (
          <ResultBadge game={game} size={size === "lg" ? "lg" : "md"} />
        ) : game.liveScore ? (
          <LiveScoreBadge liveScore={game.liveScore} size={size} />
        ) : (
          <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-bold uppercase text-slate-600">{t("score.vs")}</span>
        )}
      </div>
      <Team team={game.awayGroupId} size={size} testId="away-team" />
    </div>
  );
}

function Team({ team, size, testId }: { team: TeamRef; size: "md" | "lg"; testId: string }) {
  return (
    <div data-testid={testId} className="flex min-w-0 flex-col items-center gap-2 text-center">
      <TeamLogo name={team.name} logoUrl={team.logoUrl} size={size === "lg" ? "lg" : "md"} />
      <span className={cn("w-full font-bold break-words text-slate-900", size === "lg" ? "text-lg md:text-xl" : "text-base")}>
        {team.name}
      </span>
    </div>
  );
}
