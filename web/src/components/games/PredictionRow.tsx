import type { Game, UserBet } from "@app/domain";
import { ScoreBadge } from "../ui/ScoreBadge";
import { GameCard } from "./GameCard";
import { HiddenPick } from "./HiddenPick";
import { OutcomeBadge } from "./OutcomeBadge";

/** A bet as a list shows it; `predictedResult` is null while another player's pick is hidden (docs/rules.md "Fair play"). */
export type PredictionBet = Pick<UserBet, "points" | "isCalculated"> & { predictedResult: UserBet["predictedResult"] | null };

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
            {bet?.predictedResult ? (
              <ScoreBadge
                home={bet.predictedResult.homeScore}
                away={bet.predictedResult.awayScore}
                size="sm"
                variant="prediction"
              />
            ) : bet ? (
              <HiddenPick />
            ) : (
              <span className="text-sm font-semibold text-slate-600">{noBetLabel}</span>
            )}
          </span>
          {bet && <OutcomeBadge bet={bet} />}
        </div>
      </GameCard>
    </li>
  );
}
