import type { Game } from "@app/domain";
import { Radio } from "lucide-react";
import { memo } from "react";
import { GameCard } from "../../../components/games/GameCard";
import { PredictionState } from "../../../components/games/PredictionState";
import { ShowBetsLink } from "../../../components/games/ShowBetsLink";
import { Reveal } from "../../../components/ui/Reveal";
import { useTranslation } from "../../../i18n";
import { DashboardSection } from "./DashboardSection";

/**
 * The games being played now, first on the dashboard (docs/rules.md "Screens"): each card with the live score in place
 * of "vs", what the player's bet would earn if it ended so, their prediction and everyone's bets. Nothing when no game
 * is live.
 */
export const LiveGames = memo(function LiveGames({ games }: { games: Game[] | undefined }) {
  const { t } = useTranslation("dashboard");
  if (!games || games.length === 0) return null;
  return (
    <DashboardSection id="live-title" title={t("live.title")} icon={Radio}>
      <ul className="grid gap-3">
        {games.map((game) => (
          <Reveal key={game._id}>
            <li>
              <GameCard game={game} headingLevel={3}>
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <PredictionState game={game} />
                  <ShowBetsLink gameId={game._id} />
                </div>
              </GameCard>
            </li>
          </Reveal>
        ))}
      </ul>
    </DashboardSection>
  );
});
