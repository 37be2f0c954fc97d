import type { Game } from "@app/domain";
import { Timer } from "lucide-react";
import { GameCard } from "../../../components/games/GameCard";
import { PredictionState } from "../../../components/games/PredictionState";
import { LinkButton } from "../../../components/ui/Button";
import { useTranslation } from "../../../i18n";
import { cn } from "../../../lib/cn";
import { isKickoffSoon, relativeKickoff } from "./relativeKickoff";

/**
 * An open game: the card, how long until kickoff, whether the player has bet (amber frame if not), and 'Bet Now' to the
 * games screen, or 'Edit Bet' to the game's bet page once there is a bet (as on the games screen's cards).
 */
export function UpcomingGameCard({ game, now, competitionName }: { game: Game; now: number; competitionName?: string }) {
  const { t, i18n } = useTranslation("dashboard");
  const kickoff = Date.parse(game.kickoffAt);
  return (
    <li>
      <GameCard game={game} highlighted={!game.userBet} headingLevel={3} competitionName={competitionName}>
        <p
          className={cn(
            "flex items-center gap-1.5 text-sm font-bold",
            isKickoffSoon(kickoff, now) ? "text-red-800" : "text-slate-800",
          )}
        >
          <Timer className="size-4 shrink-0" aria-hidden="true" />
          {t("upcoming.kickoff", { relative: relativeKickoff(kickoff, now, i18n.language) })}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <PredictionState game={game} />
          {game.userBet ? (
            <LinkButton to={`/games/${game._id}/bet`} size="sm" variant="secondary">
              {t("upcoming.editBet")}
            </LinkButton>
          ) : (
            <LinkButton to="/upcoming-games" size="sm">
              {t("upcoming.betNow")}
            </LinkButton>
          )}
        </div>
      </GameCard>
    </li>
  );
}
