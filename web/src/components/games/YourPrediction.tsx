import type { UserBet } from "@app/domain/games";
import { useTranslation } from "react-i18next";
import { ScoreBadge } from "../ui/ScoreBadge";

/** 'Your prediction' with the predicted "home : away" score: <YourPrediction bet={game.userBet} /> */
export function YourPrediction({ bet }: { bet: Pick<UserBet, "predictedResult"> }) {
  const { t } = useTranslation("games");
  return (
    <span className="inline-flex items-center gap-2">
      <span className="text-sm font-medium text-slate-700">{t("prediction.yours")}</span>
      <ScoreBadge home={bet.predictedResult.homeScore} away={bet.predictedResult.awayScore} size="sm" variant="prediction" />
    </span>
  );
}
