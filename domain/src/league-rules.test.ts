import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bonusAnswersMatch,
  bonusQuestionInputSchema,
  leagueRulesSchema,
  normalizeBonusAnswer,
  RULE_PRESETS,
} from "./league-rules";
import { betCategory, betPoints, DEFAULT_RULES, withJoker } from "./scoring";

const s = (homeScore: number, awayScore: number) => ({ homeScore, awayScore });
const kicktipp = { ...RULE_PRESETS.kicktipp, joker: true };

describe("betPoints under a league's rules", () => {
  it.each([
    ["exact", s(2, 1), s(2, 1), 3, 4],
    ["exact draw", s(1, 1), s(1, 1), 3, 4],
    ["right difference", s(3, 2), s(2, 1), 1, 3],
    ["a draw for another draw", s(0, 0), s(2, 2), 1, 3],
    ["right outcome only", s(3, 0), s(2, 1), 1, 2],
    ["right away win only", s(0, 1), s(1, 4), 1, 2],
    ["wrong", s(1, 0), s(1, 1), 0, 0],
    ["wrong way round", s(0, 2), s(2, 0), 0, 0],
  ])("%s: seed %i, Kicktipp %i", (_name, predicted, final, seed, kick) => {
    expect(betPoints(predicted, final)).toBe(seed);
    expect(betPoints(predicted, final, DEFAULT_RULES)).toBe(seed);
    expect(betPoints(predicted, final, kicktipp)).toBe(kick);
  });

  it("the default rules are the seed's 3/1/0: a right difference is a right outcome worth 1", () => {
    expect(DEFAULT_RULES).toEqual({ exact: 3, difference: 1, outcome: 1, joker: false });
  });

  it("every pick falls in exactly one category, the closest that fits", () => {
    fc.assert(
      fc.property(fc.nat(9), fc.nat(9), fc.nat(9), fc.nat(9), (ph, pa, fh, fa) => {
        const category = betCategory(s(ph, pa), s(fh, fa));
        const sign = (x: number) => Math.sign(x);
        if (ph === fh && pa === fa) return category === "exact";
        if (ph - pa === fh - fa) return category === "difference";
        return category === (sign(ph - pa) === sign(fh - fa) ? "outcome" : "wrong");
      }),
    );
  });
});

describe("leagueRulesSchema", () => {
  const ok = (rules: unknown) => leagueRulesSchema.safeParse(rules).success;
  const messages = (rules: unknown) => {
    const result = leagueRulesSchema.safeParse(rules);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);
  };

  it("takes whole numbers 0..10 in order", () => {
    expect(ok({ exact: 3, difference: 1, outcome: 1, joker: false })).toBe(true);
    expect(ok({ exact: 4, difference: 3, outcome: 2, joker: true })).toBe(true);
    expect(ok({ exact: 0, difference: 0, outcome: 0, joker: false })).toBe(true);
    expect(ok({ exact: 10, difference: 10, outcome: 10, joker: true })).toBe(true);
  });

  it("names the rule that failed", () => {
    expect(messages({ exact: 11, difference: 1, outcome: 1, joker: false })).toEqual(["exact:rulesRange"]);
    expect(messages({ exact: 3, difference: -1, outcome: 0, joker: false })).toEqual(["difference:rulesRange"]);
    expect(messages({ exact: 3, difference: 1, outcome: 1.5, joker: false })).toEqual(["outcome:rulesRange"]);
    expect(messages({ exact: 2, difference: 3, outcome: 1, joker: false })).toEqual(["difference:rulesDifferenceAboveExact"]);
    expect(messages({ exact: 4, difference: 2, outcome: 3, joker: false })).toEqual(["outcome:rulesOutcomeAboveDifference"]);
    expect(messages({ exact: 3, difference: 1, outcome: 1, joker: "yes" })).toEqual(["joker:invalidInput"]);
  });
});

describe("bonus questions", () => {
  it("checks a question's text, kind, points and deadline", () => {
    const base = { text: " Who wins? ", kind: "team", points: 5, closesAt: "2030-06-01T18:00:00Z" };
    expect(bonusQuestionInputSchema.parse(base).text).toBe("Who wins?");
    const message = (input: object) => bonusQuestionInputSchema.safeParse({ ...base, ...input }).error?.issues[0]?.message;
    expect(message({ text: "  " })).toBe("bonusTextRequired");
    expect(message({ kind: "colour" })).toBe("bonusKindInvalid");
    expect(message({ points: 0 })).toBe("bonusPointsRange");
    expect(message({ points: 21 })).toBe("bonusPointsRange");
    expect(message({ closesAt: "tomorrow" })).toBe("bonusClosesAtInvalid");
  });

  it("takes an answer of the question's kind only, and matches as the rules say", () => {
    expect(normalizeBonusAnswer("number", 7)).toBe("7");
    expect(normalizeBonusAnswer("number", "7")).toBeNull();
    expect(normalizeBonusAnswer("team", 7)).toBeNull();
    expect(normalizeBonusAnswer("text", " Messi ")).toBe("Messi");
    expect(bonusAnswersMatch("text", "Messi", " messi ")).toBe(true);
    expect(bonusAnswersMatch("number", "7", "70")).toBe(false);
  });
});

describe("withJoker", () => {
  it("doubles a jokered bet only where the rules allow jokers", () => {
    expect(withJoker(4, true, { joker: true })).toBe(8);
    expect(withJoker(4, false, { joker: true })).toBe(4);
    expect(withJoker(4, true, { joker: false })).toBe(4);
    expect(withJoker(0, true, DEFAULT_RULES)).toBe(0);
  });
});
