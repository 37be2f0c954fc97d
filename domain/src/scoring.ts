/** Scoring: one definition, used by the server (authoritative) and by the web for previews. */
export interface Score {
  homeScore: number;
  awayScore: number;
}

export const POINTS_EXACT = 3;
export const POINTS_OUTCOME = 1;

const sign = (s: Score) => Math.sign(s.homeScore - s.awayScore);

/** 3 for the exact score, 1 for the right outcome (home win, draw, away win), 0 otherwise. */
export function betPoints(predicted: Score, final: Score): number {
  if (predicted.homeScore === final.homeScore && predicted.awayScore === final.awayScore) return POINTS_EXACT;
  return sign(predicted) === sign(final) ? POINTS_OUTCOME : 0;
}

export type BetOutcome = "pending" | "perfect" | "correct" | "incorrect";

/**
 * The outcome of a bet on a completed game (docs/rules.md "Scoring"): not calculated is pending; 3 perfect;
 * 1 correct result; else incorrect.
 */
export function betOutcome(bet: { isCalculated: boolean; points: number }): BetOutcome {
  if (!bet.isCalculated) return "pending";
  if (bet.points === POINTS_EXACT) return "perfect";
  if (bet.points === POINTS_OUTCOME) return "correct";
  return "incorrect";
}

/** points / (3 x scored bets) as a percent with one decimal; 0 when nothing is scored. */
export function accuracyPercent(points: number, scoredBets: number): number {
  if (scoredBets <= 0) return 0;
  return Math.round((points / (POINTS_EXACT * scoredBets)) * 1000) / 10;
}

/**
 * Hit rate (docs/rules.md "Scoring"): bets with the right outcome (exact scores included) / scored bets, as a percent
 * with one decimal; 0 when nothing is scored. Accuracy weighs exact scores triple; the hit rate counts each right call once.
 */
export function hitRatePercent(correctPredictions: number, scoredBets: number): number {
  if (scoredBets <= 0) return 0;
  return Math.round((correctPredictions / scoredBets) * 1000) / 10;
}

const RESULT_PATTERN = /^(\d{1,2}):(\d{1,2})$/;

/** "2:1" -> {homeScore: 2, awayScore: 1}; anything else (including "") -> null. */
export function parseFinalResult(value: string | null | undefined): Score | null {
  const match = RESULT_PATTERN.exec((value ?? "").trim());
  if (!match) return null;
  return { homeScore: Number(match[1]), awayScore: Number(match[2]) };
}

/** Whether a result ("h:a") is a draw: a right outcome on a draw reads "Correct Draw" rather than "Correct Winner". */
export function isDrawResult(finalResult: string | null | undefined): boolean {
  const score = parseFinalResult(finalResult);
  return score !== null && score.homeScore === score.awayScore;
}

export function formatFinalResult(score: Score | null): string {
  return score ? `${score.homeScore}:${score.awayScore}` : "";
}

/**
 * How a player's bets ended, from their running totals: an exact score is the only 3-point outcome and every other
 * right outcome is worth 1, so exact, correct and scored counts already hold the whole breakdown.
 */
export function outcomesFromTotals(totals: {
  totalBets: number;
  scoredBets: number;
  correctPredictions: number;
  exactScores: number;
}): Record<BetOutcome, number> {
  return {
    perfect: totals.exactScores,
    correct: totals.correctPredictions - totals.exactScores,
    incorrect: totals.scoredBets - totals.correctPredictions,
    pending: totals.totalBets - totals.scoredBets,
  };
}
