import type { Game } from "@app/domain/games";
import { CircleMinus } from "lucide-react";
import { GameCard } from "../../../components/games/GameCard";
import { OutcomeBadge } from "../../../components/games/OutcomeBadge";
import { ShowBetsLink } from "../../../components/games/ShowBetsLink";
import { YourPrediction } from "../../../components/games/YourPrediction";
import { useTranslation } from "../../../i18n";

/** A finished game: the final score, the player's prediction with its outcome and points (or 'No bet placed'). */
export function CompletedGameCard({ game, competitionName }: { game: Game; competitionName?: string }) {
  const { t } = useTranslation("games");
  return (
    <GameCard game={game} competitionName={competitionName}>
      {game.userBet ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <YourPrediction bet={game.userBet} />
          <OutcomeBadge bet={game.userBet} />
        </div>
      ) : (
        <span className="inline-flex items-center gap-1.5 font-medium text-slate-700">
          <CircleMinus className="size-4 shrink-0" aria-hidden="true" />
          {t("prediction.noBet")}
        </span>
      )}
      <div className="flex [&>*]:flex-1 sm:[&>*]:flex-none">
        <ShowBetsLink gameId={game._id} />
      </div>
    </GameCard>
  );
}
