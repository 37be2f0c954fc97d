import type { Game } from "@app/domain";
import { CalendarCheck, History } from "lucide-react";
import { memo } from "react";
import { PredictionRow } from "../../../components/games/PredictionRow";
import { LinkButton } from "../../../components/ui/Button";
import { EmptyState } from "../../../components/ui/EmptyState";
import { LoadError } from "../../../components/ui/LoadError";
import { Reveal } from "../../../components/ui/Reveal";
import { useTranslation } from "../../../i18n";
import { DashboardSection } from "./DashboardSection";

/** The latest finished games with the final score and the player's own bet and points ('TBD' without a bet). */
export const RecentResults = memo(function RecentResults({ games, onRetry }: { games: Game[] | undefined; onRetry: () => void }) {
  const { t } = useTranslation("dashboard");
  return (
    <DashboardSection
      id="recent-title"
      title={t("recent.title")}
      icon={History}
      aside={
        games && games.length > 0 ? (
          <LinkButton to="/completed-games" variant="ghost" size="sm" icon={CalendarCheck}>
            {t("recent.viewAll")}
          </LinkButton>
        ) : undefined
      }
    >
      {!games ? (
        <LoadError message={t("loadFailed")} onRetry={onRetry} variant="inline" />
      ) : games.length === 0 ? (
        <EmptyState icon={CalendarCheck} title={t("recent.empty")} hint={t("recent.emptyHint")} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          {games.map((game) => (
            <Reveal key={game._id}>
              <PredictionRow game={game} bet={game.userBet} betLabel={t("recent.yourBet")} noBetLabel={t("recent.tbd")} />
            </Reveal>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
});
