/** Scoring: one definition, used by the server (authoritative) and by the web for previews. */
export interface Score {
  homeScore: number;
  awayScore: number;
}

/**
 * A league's scoring (docs/rules.md "A league's own rules"): points for the exact score, for the right goal difference
 * (a draw predicted as another draw included), for the right outcome only, and whether a joker doubles a bet. The seed's
 * 3/1/0 is DEFAULT_RULES, the one scoring "Everyone" and a player's own totals use: a right difference is a right
 * outcome there, worth the same 1 point.
 */
export interface ScoringRules {
  exact: number;
  difference: number;
  outcome: number;
  joker: boolean;
}

export const DEFAULT_RULES: Readonly<ScoringRules> = Object.freeze({ exact: 3, difference: 1, outcome: 1, joker: false });

export const POINTS_EXACT = DEFAULT_RULES.exact;
export const POINTS_OUTCOME = DEFAULT_RULES.outcome;

/** How close a pick came: each scored bet is exactly one of these, whatever the rules. */
export type BetCategory = "exact" | "difference" | "outcome" | "wrong";
export const BET_CATEGORIES: readonly BetCategory[] = ["exact", "difference", "outcome", "wrong"];

const sign = (s: Score) => Math.sign(s.homeScore - s.awayScore);

export function betCategory(predicted: Score, final: Score): BetCategory {
  if (predicted.homeScore === final.homeScore && predicted.awayScore === final.awayScore) return "exact";
  if (predicted.homeScore - predicted.awayScore === final.homeScore - final.awayScore) return "difference";
  return sign(predicted) === sign(final) ? "outcome" : "wrong";
}

/** What a category earns under `rules`, before any joker. */
export function categoryPoints(category: BetCategory, rules: Pick<ScoringRules, "exact" | "difference" | "outcome">): number {
  return category === "wrong" ? 0 : rules[category];
}

/** A joker doubles its bet's points where the rules allow jokers; elsewhere it counts once, like any bet. */
export function withJoker(points: number, joker: boolean, rules: Pick<ScoringRules, "joker">): number {
  return rules.joker && joker ? points * 2 : points;
}

/** The seed's rules by default: 3 for the exact score, 1 for the right outcome, 0 otherwise. */
export function betPoints(
  predicted: Score,
  final: Score,
  rules: Pick<ScoringRules, "exact" | "difference" | "outcome"> = DEFAULT_RULES,
): number {
  return categoryPoints(betCategory(predicted, final), rules);
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

/**
 * points / (most a bet earns x scored bets) as a percent with one decimal; 0 when nothing is scored or nothing can be
 * earned. The most is the seed's 3 unless a league's rules say otherwise.
 */
export function accuracyPercent(points: number, scoredBets: number, perfect: number = POINTS_EXACT): number {
  if (scoredBets <= 0 || perfect <= 0) return 0;
  return Math.round((points / (perfect * scoredBets)) * 1000) / 10;
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
