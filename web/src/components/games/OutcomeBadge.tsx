import type { UserBet } from "@app/domain/games";
import { PointsBadge } from "../ui/StatusBadges";

export interface OutcomeBadgeProps {
  /** The bet's scoring state: `isCalculated` false shows 'Pending'. */
  bet: Pick<UserBet, "points" | "isCalculated">;
  className?: string;
}

/**
 * A bet's outcome with its points (the outcome colours of docs/rules.md "Look and language", always with a word and an icon):
 * '+3 · Exact Score' gold, '+1 · Correct Winner' blue (a right draw too: the spec's one word for it), '0 · Incorrect'
 * grey, 'Pending' amber.
 *   <OutcomeBadge bet={game.userBet} />
 */
export function OutcomeBadge({ bet, className }: OutcomeBadgeProps) {
  return <PointsBadge points={bet.points} calculated={bet.isCalculated} showLabel className={className} />;
}
