import type { UserBet } from "@app/domain/games";
import { isDrawResult } from "@app/domain/scoring";
import { PointsBadge } from "../ui/StatusBadges";

export interface OutcomeBadgeProps {
  /** The bet's scoring state: `isCalculated` false shows 'Pending'. */
  bet: Pick<UserBet, "points" | "isCalculated">;
  /** The game's result ("h:a"): a right outcome on a draw reads 'Correct Draw'. */
  finalResult: string;
  className?: string;
}

/**
 * A bet's outcome with its points (the outcome colours of docs/rules.md "Look and language", always with a word and an icon):
 * '+3 · Exact Score' gold, '+1 · Correct Winner' (or '· Correct Draw') blue, '0 · Incorrect' grey, 'Pending' amber.
 *   <OutcomeBadge bet={game.userBet} finalResult={game.finalResult} />
 */
export function OutcomeBadge({ bet, finalResult, className }: OutcomeBadgeProps) {
  return (
    <PointsBadge
      points={bet.points}
      calculated={bet.isCalculated}
      draw={isDrawResult(finalResult)}
      showLabel
      className={className}
    />
  );
}
