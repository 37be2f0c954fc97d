import type { Game } from "@app/domain/games";
import { Lock } from "lucide-react";
import { OutcomeBadge } from "../../../components/games/OutcomeBadge";
import { ShowBetsLink } from "../../../components/games/ShowBetsLink";
import { YourPrediction } from "../../../components/games/YourPrediction";
import { Card, CardHeader } from "../../../components/ui/Card";
import { useTranslation } from "../../../i18n";

/** The place-bet screen of a game that no longer takes bets: the player's bet (if any) and a link to all bets. */
export function BettingClosed({ game }: { game: Game }) {
  const { t } = useTranslation("bets");
  return (
    <Card as="section" aria-labelledby="closed-title" className="bg-slate-50">
      <CardHeader title={<span id="closed-title">{t("closed.title")}</span>} description={t("closed.hint")} icon={Lock} />
      <div className="flex flex-col gap-4">
        {game.userBet ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <YourPrediction bet={game.userBet} />
            {game.isFinished && <OutcomeBadge bet={game.userBet} />}
          </div>
        ) : (
          <p className="font-medium text-slate-700">{t("closed.noBet")}</p>
        )}
        <div>
          <ShowBetsLink gameId={game._id} />
        </div>
      </div>
    </Card>
  );
}
