import type { Game } from "@app/domain";
import { CalendarClock, CalendarX, CircleAlert, CircleCheck } from "lucide-react";
import { memo } from "react";
import { Badge } from "../../../components/ui/Badge";
import { LinkButton } from "../../../components/ui/Button";
import { EmptyState } from "../../../components/ui/EmptyState";
import { LoadError } from "../../../components/ui/LoadError";
import { Reveal } from "../../../components/ui/Reveal";
import { useTranslation } from "../../../i18n";
import { DashboardSection } from "./DashboardSection";
import { UpcomingGameCard } from "./UpcomingGameCard";

export interface UpcomingGamesProps {
  /** Undefined after a failed load. */
  games: Game[] | undefined;
  /** The current round's games open for betting (undefined while loading or after a failure): what is left to bet. */
  currentRound: Game[] | undefined;
  now: number;
  onRetry: () => void;
  /** The name of a game's competition, when the cards name it (every competition shown). */
  competitionOf?: (competitionId: string) => string | undefined;
}

/**
 * The next open games, biggest thing on the screen: how many of the current round still wait for the player's bet
 * (the three cards may show only part of it), then the cards.
 */
export const UpcomingGames = memo(function UpcomingGames({
  games,
  currentRound,
  now,
  onRetry,
  competitionOf,
}: UpcomingGamesProps) {
  const { t } = useTranslation("dashboard");
  const missing = currentRound?.filter((game) => !game.userBet).length ?? 0;
  const round = currentRound?.[0]?.round ?? "";
  const status =
    currentRound && currentRound.length > 0 ? (
      missing > 0 ? (
        <Badge tone="warning" icon={CircleAlert}>
          {round ? t("upcoming.missingInRound", { count: missing, round }) : t("upcoming.missing", { count: missing })}
        </Badge>
      ) : (
        <Badge tone="success" icon={CircleCheck}>
          {t("upcoming.allSet")}
        </Badge>
      )
    ) : undefined;
  return (
    <DashboardSection id="upcoming-title" title={t("upcoming.title")} icon={CalendarClock} aside={status}>
      {!games ? (
        <LoadError message={t("loadFailed")} onRetry={onRetry} variant="inline" />
      ) : games.length === 0 ? (
        <EmptyState
          icon={CalendarX}
          title={t("upcoming.empty")}
          hint={t("upcoming.emptyHint")}
          action={
            <LinkButton to="/completed-games" variant="secondary">
              {t("upcoming.emptyAction")}
            </LinkButton>
          }
        />
      ) : (
        <ul className="grid gap-3">
          {games.map((game) => (
            <Reveal key={game._id}>
              <UpcomingGameCard game={game} now={now} competitionName={competitionOf?.(game.competitionId)} />
            </Reveal>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
});
