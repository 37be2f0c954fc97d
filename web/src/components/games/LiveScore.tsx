import type { Game } from "@app/domain/games";
import { betPoints, parseFinalResult } from "@app/domain/scoring";
import { useTranslation } from "../../i18n";
import { cn } from "../../lib/cn";
import { Badge } from "../ui/Badge";
import { ScoreBadge } from "../ui/ScoreBadge";
import { LiveDot, PointsBadge } from "../ui/StatusBadges";

/**
 * The running score of a live game (docs/rules.md "Games: live score"): the red 'LIVE' badge over "home : away",
 * which mirrors in RTL like every score so each number sits beside its team. Renders nothing without a live score.
 *   <LiveScoreBadge liveScore={game.liveScore} />
 */
export function LiveScoreBadge({ liveScore, size = "md" }: { liveScore: string | null; size?: "sm" | "md" | "lg" }) {
  const { t } = useTranslation("games");
  const score = parseFinalResult(liveScore);
  if (!score) return null;
  return (
    <span data-testid="live-score" className="inline-flex flex-col items-center gap-1">
      <Badge tone="danger" className="uppercase">
        <LiveDot />
        {t("live.badge")}
      </Badge>
      <ScoreBadge home={score.homeScore} away={score.awayScore} size={size} variant="prediction" />
    </span>
  );
}

/**
 * What the player's own bet would earn if the game ended at its live score ("Provisional: +1 if it ends like this"),
 * by the domain's scoring rule. Renders nothing without a live score or a bet.
 *   <ProvisionalPoints game={game} />
 */
export function ProvisionalPoints({ game, className }: { game: Pick<Game, "liveScore" | "userBet">; className?: string }) {
  const { t } = useTranslation("games");
  const score = parseFinalResult(game.liveScore);
  if (!score || !game.userBet) return null;
  const points = betPoints(game.userBet.predictedResult, score);
  return (
    <p data-testid="provisional-points" className={cn("flex flex-wrap items-center gap-1.5 text-sm text-slate-700", className)}>
      <span className="font-semibold text-slate-900">{t("live.provisional")}</span>
      <PointsBadge points={points} />
      <span>{t("live.ifItEnds")}</span>
    </p>
  );
}
