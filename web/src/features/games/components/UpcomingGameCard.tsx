import type { Game } from "@app/domain/games";
import { Pencil, Target } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { GameCard } from "../../../components/games/GameCard";
import { PredictionState } from "../../../components/games/PredictionState";
import { ShowBetsLink } from "../../../components/games/ShowBetsLink";
import { LinkButton } from "../../../components/ui/Button";
import { isGameOpen, type PlaceBetLinkState } from "../../../lib/games";

/** A game of the upcoming list: the prediction state, 'Place Bet' or 'Edit Bet' while open, and 'Show User Bets'. */
export function UpcomingGameCard({ game }: { game: Game }) {
  const { t } = useTranslation("games");
  const location = useLocation();
  const open = isGameOpen(game);
  const state: PlaceBetLinkState = { returnTo: `${location.pathname}${location.search}` };
  return (
    <GameCard game={game} highlighted={open && !game.userBet}>
      <PredictionState game={game} />
      <div className="flex flex-wrap gap-2 [&>*]:flex-1 sm:[&>*]:flex-none">
        {open && (
          <LinkButton
            to={`/games/${game._id}/bet`}
            state={state}
            variant={game.userBet ? "secondary" : "primary"}
            size="sm"
            icon={game.userBet ? Pencil : Target}
          >
            {game.userBet ? t("actions.editBet") : t("actions.placeBet")}
          </LinkButton>
        )}
        <ShowBetsLink gameId={game._id} />
      </div>
    </GameCard>
  );
}
