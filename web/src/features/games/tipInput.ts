/**
 * The round tip sheet's two score fields as text (docs/rules.md "Round tip sheet"): checked with the domain's
 * predictionSchema (whole numbers 0-99, both needed), and the - / + steppers.
 */
import { predictionSchema } from "@app/domain/bets";
import { MAX_SCORE } from "@app/domain/games";
import type { Score } from "@app/domain/scoring";

export type TipSide = "homeScore" | "awayScore";
export const TIP_SIDES: readonly TipSide[] = ["homeScore", "awayScore"];

export interface TipField {
  /** The input's value ("" when empty). */
  text: string;
  /** The browser could not read the typed text as a number (its value is then ""). */
  badInput: boolean;
  /** The player has changed or left the field. */
  touched: boolean;
}

export type TipFields = Record<TipSide, TipField>;

/** A domain message key (namespace "validation"). */
export type TipIssue = "enterBothScores" | "scoreRange";

export interface TipCheck {
  /** The tip to save, when both fields hold a valid score. */
  score: Score | null;
  /** The problem of each touched field; an untouched empty field is only waiting for its score. */
  issues: Partial<Record<TipSide, TipIssue>>;
}

/** The fields showing `score` (empty without one), untouched. */
export function tipFields(score: Score | null): TipFields {
  const field = (value: number | undefined): TipField => ({
    text: value === undefined ? "" : String(value),
    badInput: false,
    touched: false,
  });
  return { homeScore: field(score?.homeScore), awayScore: field(score?.awayScore) };
}

function numberOf(field: TipField): number | undefined {
  if (field.badInput) return Number.NaN;
  return field.text.trim() === "" ? undefined : Number(field.text);
}

export function checkTip(fields: TipFields): TipCheck {
  const parsed = predictionSchema.safeParse({ homeScore: numberOf(fields.homeScore), awayScore: numberOf(fields.awayScore) });
  if (parsed.success) return { score: parsed.data, issues: {} };
  const issues: TipCheck["issues"] = {};
  for (const issue of parsed.error.issues) {
    const side = issue.path[0];
    if ((side === "homeScore" || side === "awayScore") && fields[side].touched) issues[side] ??= issue.message as TipIssue;
  }
  return { score: null, issues };
}

/**
 * The text after a - (delta -1) or + (delta 1) press, as the browser steps the number input with ArrowDown/ArrowUp:
 * an empty or unreadable field counts as 0, a fraction goes to the next whole number that way, and 0-99 is kept.
 */
export function stepTip(field: TipField, delta: -1 | 1): string {
  const value = numberOf(field);
  const from = value === undefined || !Number.isFinite(value) ? 0 : value;
  const next = delta > 0 ? Math.floor(from) + 1 : Math.ceil(from) - 1;
  return String(Math.min(MAX_SCORE, Math.max(0, next)));
}
