import type { Game, UserBet } from "@app/domain";
import { ScoreBadge } from "../ui/ScoreBadge";
import { GameCard } from "./GameCard";
import { OutcomeBadge } from "./OutcomeBadge";

export type PredictionBet = Pick<UserBet, "predictedResult" | "points" | "isCalculated">;

export interface PredictionRowProps {
  game: Omit<Game, "userBet">;
  /** A player's bet on the game, or null ('TBD' on the dashboard). */
  bet: PredictionBet | null;
  /** Before the predicted score: 'Prediction' on a profile, 'Your prediction' on the dashboard. */
  betLabel: string;
  /** Shown instead of the score when `bet` is null ('TBD'). */
  noBetLabel?: string;
}

/**
 * A list item: the game card (kickoff, round, status, teams, final score or 'vs'), then the prediction and its
 * outcome badge: '+3' / '+1' / '0' with the outcome's word, or 'Pending' until the game is scored.
 * Used by the profile's predictions and the dashboard's recent results.
 */
export function PredictionRow({ game, bet, betLabel, noBetLabel }: PredictionRowProps) {
  return (
    <li>
      <GameCard game={{ ...game, userBet: null }} headingLevel={3} className="h-full">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <span className="inline-flex items-center gap-2">
            <span className="text-sm font-medium text-slate-700">{betLabel}</span>
            {bet ? (
              <ScoreBadge
                home={bet.predictedResult.homeScore}
                away={bet.predictedResult.awayScore}
                size="sm"
                variant="prediction"
              />
            ) : (
              <span className="text-sm font-semibold text-slate-600">{noBetLabel}</span>
            )}
          </span>
          {bet && <OutcomeBadge bet={bet} finalResult={game.finalResult} />}
        </div>
      </GameCard>
    </li>
  );
}
