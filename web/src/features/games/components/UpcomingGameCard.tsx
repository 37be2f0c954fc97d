import type { Game } from "@app/domain/games";
import { Pencil, Target } from "lucide-react";
import toast from "react-hot-toast";
import { GameCard } from "../../../components/games/GameCard";
import { JokerButton } from "../../../components/games/JokerButton";
import { PredictionState } from "../../../components/games/PredictionState";
import { ShowBetsLink } from "../../../components/games/ShowBetsLink";
import { LinkButton } from "../../../components/ui/Button";
import { useTranslation } from "../../../i18n";
import { errorMessage } from "../../../lib/api";
import type { PlaceBetLinkState } from "../../../lib/games";
import { useLocation } from "../../../lib/router";
import { useSetJoker } from "../api";
import { TipFields, TipStatus } from "./TipFields";
import { useTipAutosave } from "./useTipAutosave";

export interface UpcomingGameCardProps {
  game: Game;
  /** Open for betting now (the screen's clock moves on at each kickoff, so this turns false without a reload). */
  open: boolean;
  /** Named on the card when the list shows every competition. */
  competitionName?: string;
}

/**
 * A game of the upcoming list: the prediction state, the tip fields while open (read-only once locked, keeping a
 * failed save's message), 'Place Bet' or 'Edit Bet' and the joker's star while open, and 'Show User Bets'.
 */
export function UpcomingGameCard({ game, open, competitionName }: UpcomingGameCardProps) {
  const { t } = useTranslation("games");
  const location = useLocation();
  const tip = useTipAutosave(game);
  const state: PlaceBetLinkState = { returnTo: `${location.pathname}${location.search}` };
  const setJoker = useSetJoker();
  const bet = game.userBet;
  const toggleJoker = async () => {
    if (!bet) return;
    try {
      await setJoker.mutateAsync({ gameId: game._id, predictedResult: bet.predictedResult, joker: !bet.joker });
      toast.success(bet.joker ? t("joker.removed") : t("joker.set"));
    } catch (error) {
      toast.error(errorMessage(error, t("joker.failed")));
    }
  };
  return (
    <GameCard game={game} highlighted={open && !game.userBet} competitionName={competitionName}>
      <PredictionState game={game} />
      {open ? (
        <TipFields tip={tip} home={game.homeGroupId} away={game.awayGroupId} />
      ) : (
        tip.state.status === "error" && <TipStatus tip={tip} open={false} />
      )}
      {/* Whole buttons wrap, never a label: each takes its one-line width, then the row shares what is left. */}
      <div className="flex flex-wrap gap-2 [&>*]:flex-auto [&>*]:whitespace-nowrap sm:[&>*]:flex-none">
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
        {open && (
          <JokerButton
            on={bet?.joker === true}
            disabled={!bet}
            loading={setJoker.isPending}
            onToggle={() => void toggleJoker()}
          />
        )}
        <ShowBetsLink gameId={game._id} />
      </div>
    </GameCard>
  );
}
