import { describe, expect, it } from "vitest";
import {
  accuracyPercent,
  betOutcome,
  betPoints,
  formatFinalResult,
  hitRatePercent,
  outcomesFromTotals,
  parseFinalResult,
} from "./scoring";

const s = (homeScore: number, awayScore: number) => ({ homeScore, awayScore });

describe("betPoints", () => {
  it.each([
    ["exact home win", s(2, 1), s(2, 1), 3],
    ["exact draw", s(0, 0), s(0, 0), 3],
    ["exact away win", s(1, 3), s(1, 3), 3],
    ["right home win, wrong score", s(3, 0), s(2, 1), 1],
    ["right draw, wrong score", s(2, 2), s(1, 1), 1],
    ["right away win, wrong score", s(0, 1), s(0, 4), 1],
    ["home win predicted, draw", s(1, 0), s(1, 1), 0],
    ["draw predicted, away win", s(1, 1), s(1, 2), 0],
    ["away win predicted, home win", s(0, 2), s(2, 0), 0],
  ])("%s", (_name, predicted, final, expected) => {
    expect(betPoints(predicted, final)).toBe(expected);
  });
});

describe("betOutcome", () => {
  it("maps points to the outcome labels", () => {
    expect(betOutcome({ isCalculated: false, points: 0 })).toBe("pending");
    expect(betOutcome({ isCalculated: true, points: 3 })).toBe("perfect");
    expect(betOutcome({ isCalculated: true, points: 1 })).toBe("correct");
    expect(betOutcome({ isCalculated: true, points: 0 })).toBe("incorrect");
  });
});

describe("accuracyPercent", () => {
  it("is points / (3 x scored bets) with one decimal", () => {
    expect(accuracyPercent(1, 3)).toBe(11.1);
    expect(accuracyPercent(2, 3)).toBe(22.2);
    expect(accuracyPercent(5, 3)).toBe(55.6);
    expect(accuracyPercent(9, 3)).toBe(100);
    expect(accuracyPercent(7, 9)).toBe(25.9);
  });
  it("is 0 when nothing is scored", () => {
    expect(accuracyPercent(0, 0)).toBe(0);
  });
});

describe("hitRatePercent", () => {
  it("is right outcomes (exact scores included) / scored bets with one decimal", () => {
    // 3 scored: one exact (3 points), one right winner (1), one wrong: accuracy 44.4%, hit rate 66.7%.
    expect(hitRatePercent(2, 3)).toBe(66.7);
    expect(accuracyPercent(4, 3)).toBe(44.4);
    expect(hitRatePercent(3, 3)).toBe(100);
    expect(hitRatePercent(1, 8)).toBe(12.5);
  });
  it("is 0 when nothing is scored", () => {
    expect(hitRatePercent(0, 0)).toBe(0);
  });
});

describe("final results", () => {
  it("parses h:a and refuses anything else", () => {
    expect(parseFinalResult("2:1")).toEqual(s(2, 1));
    expect(parseFinalResult(" 10:0 ")).toEqual(s(10, 0));
    for (const bad of ["", "2-1", "2:", ":1", "a:b", "100:1", "2:1:0", "-1:2"]) expect(parseFinalResult(bad)).toBeNull();
    expect(formatFinalResult(s(3, 2))).toBe("3:2");
    expect(formatFinalResult(null)).toBe("");
  });
});

describe("outcomesFromTotals", () => {
  it("splits a player's bets by outcome from the running totals", () => {
    // 10 bets: 7 scored, of which 4 right (2 of them exact) and 3 wrong; 3 pending.
    expect(outcomesFromTotals({ totalBets: 10, scoredBets: 7, correctPredictions: 4, exactScores: 2 })).toEqual({
      perfect: 2,
      correct: 2,
      incorrect: 3,
      pending: 3,
    });
  });
});
