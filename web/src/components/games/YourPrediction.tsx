import type { UserBet } from "@app/domain/games";
import { Star } from "lucide-react";
import { useTranslation } from "../../i18n";
import { Badge } from "../ui/Badge";
import { ScoreBadge } from "../ui/ScoreBadge";

/** 'Your prediction' with the predicted "home : away" score, and the joker's star on it: <YourPrediction bet={game.userBet} /> */
export function YourPrediction({ bet }: { bet: Pick<UserBet, "predictedResult" | "joker"> }) {
  const { t } = useTranslation("games");
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-slate-700">{t("prediction.yours")}</span>
      <ScoreBadge home={bet.predictedResult.homeScore} away={bet.predictedResult.awayScore} size="sm" variant="prediction" />
      {bet.joker && (
        <Badge tone="warning" icon={Star}>
          {t("joker.label")}
        </Badge>
      )}
    </span>
  );
}
