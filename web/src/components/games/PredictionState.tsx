import type { Game } from "@app/domain/games";
import { CircleAlert, Lock } from "lucide-react";
import { useTranslation } from "../../i18n";
import { isGameOpen } from "../../lib/games";
import { YourPrediction } from "./YourPrediction";

/**
 * The player's state on a game that has not finished: 'Your prediction' with the score when they have a bet,
 * 'No bet placed yet' while betting is open, 'Betting closed' otherwise.
 *   <PredictionState game={game} />
 */
export function PredictionState({ game }: { game: Game }) {
  const { t } = useTranslation("games");
  if (game.userBet) return <YourPrediction bet={game.userBet} />;
  if (isGameOpen(game)) {
    return (
      <span className="inline-flex items-center gap-1.5 font-semibold text-amber-900">
        <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
        {t("prediction.none")}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1.5 font-medium text-slate-700">
      <Lock className="size-4 shrink-0" aria-hidden="true" />
      {t("prediction.closed")}
    </span>
  );
}
