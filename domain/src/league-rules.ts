import { z } from "zod";
import { ID_PATTERN } from "./ids";
import { DEFAULT_RULES, type ScoringRules } from "./scoring";

/** docs/rules.md "A league's own rules": every rule's points are whole numbers in this range. */
export const MAX_RULE_POINTS = 10;

const rulePoints = z
  .number({ error: "rulesRange" })
  .int({ error: "rulesRange" })
  .min(0, { error: "rulesRange" })
  .max(MAX_RULE_POINTS, { error: "rulesRange" });

/**
 * PUT /leagues/{id}/rules: a closer pick never earns less than a looser one (exact >= difference >= outcome). The
 * failed rule's message is on the field that broke it, so the form can point at it.
 */
export const leagueRulesSchema = z
  .object({ exact: rulePoints, difference: rulePoints, outcome: rulePoints, joker: z.boolean({ error: "invalidInput" }) })
  .superRefine((rules, ctx) => {
    // zod goes on after a range issue; order is only worth a message once every value is in range.
    if (![rules.exact, rules.difference, rules.outcome].every((points) => rulePoints.safeParse(points).success)) return;
    if (rules.exact < rules.difference) {
      ctx.addIssue({ code: "custom", path: ["difference"], message: "rulesDifferenceAboveExact" });
    }
    if (rules.difference < rules.outcome) {
      ctx.addIssue({ code: "custom", path: ["outcome"], message: "rulesOutcomeAboveDifference" });
    }
  });

/** The presets the web form offers; any other valid rules are "custom". */
export const RULE_PRESETS: Readonly<Record<"classic" | "kicktipp", Omit<ScoringRules, "joker">>> = {
  classic: { exact: DEFAULT_RULES.exact, difference: DEFAULT_RULES.difference, outcome: DEFAULT_RULES.outcome },
  kicktipp: { exact: 4, difference: 3, outcome: 2 },
};

export const leagueRulesResponseSchema = z.object({
  exact: z.number(),
  difference: z.number(),
  outcome: z.number(),
  joker: z.boolean(),
});

/** Bonus questions (docs/rules.md "A league's own rules"): what kind of answer a question takes. */
export const BONUS_KINDS = ["team", "number", "text"] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];
export const MAX_BONUS_POINTS = 20;
export const MAX_BONUS_TEXT = 200;
export const MAX_BONUS_ANSWER = 100;
/** The biggest number answer: a goal count, a minute, a score total. */
export const MAX_BONUS_NUMBER = 1_000_000;

export const bonusQuestionInputSchema = z.object({
  text: z
    .string({ error: "bonusTextRequired" })
    .max(MAX_BONUS_TEXT * 4, { error: "bonusTextTooLong" })
    .trim()
    .min(1, { error: "bonusTextRequired" })
    .max(MAX_BONUS_TEXT, { error: "bonusTextTooLong" }),
  kind: z.enum(BONUS_KINDS, { error: "bonusKindInvalid" }),
  points: z
    .number({ error: "bonusPointsRange" })
    .int({ error: "bonusPointsRange" })
    .min(1, { error: "bonusPointsRange" })
    .max(MAX_BONUS_POINTS, { error: "bonusPointsRange" }),
  closesAt: z.iso.datetime({ offset: true, error: "bonusClosesAtInvalid" }),
});

/** An answer as sent: a team id, a number or text; which one a question takes is checked against its kind. */
export const bonusAnswerValue = z.union(
  [
    z.number().int().min(0).max(MAX_BONUS_NUMBER),
    z
      .string()
      .max(MAX_BONUS_ANSWER * 4)
      .trim()
      .min(1)
      .max(MAX_BONUS_ANSWER),
  ],
  { error: "bonusAnswerKind" },
);
export const bonusAnswerInputSchema = z.object({ answer: bonusAnswerValue });

/** An answer of the question's kind, in the form it is stored and compared in; null when it is of another kind. */
export function normalizeBonusAnswer(kind: BonusKind, answer: string | number): string | null {
  if (kind === "number") return typeof answer === "number" ? String(answer) : null;
  if (typeof answer !== "string") return null;
  if (kind === "team") return ID_PATTERN.test(answer) ? answer : null;
  return answer.trim();
}

/** A team by id, a number exactly, text trimmed and case-insensitive. */
export function bonusAnswersMatch(kind: BonusKind, given: string, result: string): boolean {
  if (kind === "text") return given.trim().toLocaleLowerCase("en") === result.trim().toLocaleLowerCase("en");
  return given === result;
}

const answerOut = z.union([z.string(), z.number()]);

export const bonusQuestionSchema = z.object({
  _id: z.string(),
  leagueId: z.string(),
  text: z.string(),
  kind: z.enum(BONUS_KINDS),
  points: z.number(),
  closesAt: z.string(),
  /** closesAt has passed: answers are shown to every member and the owner may resolve. */
  closed: z.boolean(),
  /** The right answer once resolved; null before. */
  result: answerOut.nullable(),
  /** The caller's answer and what it earned (0 until resolved). */
  myAnswer: z.object({ answer: answerOut, points: z.number() }).nullable(),
  /** Every member's answer, only once the question has closed; null before (nobody sees another's answer). */
  answers: z
    .array(z.object({ userId: z.string(), fullName: z.string(), username: z.string(), answer: answerOut, points: z.number() }))
    .nullable(),
  createdAt: z.string(),
});
export type BonusQuestion = z.infer<typeof bonusQuestionSchema>;
export const bonusQuestionListSchema = z.object({ questions: z.array(bonusQuestionSchema) });
