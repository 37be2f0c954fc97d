import type { Game } from "@app/domain/games";
import { gameResult } from "../../lib/games";
import { ScoreBadge } from "../ui/ScoreBadge";

export interface ResultBadgeProps {
  game: Pick<Game, "isFinished" | "finalResult">;
  size?: "sm" | "md" | "lg";
  className?: string;
}

/**
 * A finished game's final score, "home : away" with the side letters (H / A, ב / ח in Hebrew). In RTL the badge
 * mirrors with the teams beside it, so each score sits next to its team. Renders nothing without a result.
 *   <ResultBadge game={game} />
 */
export function ResultBadge({ game, size = "md", className }: ResultBadgeProps) {
  const result = gameResult(game);
  if (!result) return null;
  return <ScoreBadge home={result.homeScore} away={result.awayScore} showSides size={size} className={className} />;
}
