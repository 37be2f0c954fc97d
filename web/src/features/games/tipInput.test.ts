import { describe, expect, it } from "vitest";
import { checkTip, stepTip, type TipField, type TipFields, tipFields } from "./tipInput";

const field = (text: string, { badInput = false, touched = true } = {}): TipField => ({ text, badInput, touched });
const fields = (homeScore: TipField, awayScore: TipField): TipFields => ({ homeScore, awayScore });

describe("tipFields", () => {
  it("shows the saved tip, or two empty fields", () => {
    expect(tipFields({ homeScore: 2, awayScore: 0 })).toEqual(
      fields(field("2", { touched: false }), field("0", { touched: false })),
    );
    expect(tipFields(null)).toEqual(fields(field("", { touched: false }), field("", { touched: false })));
  });
});

describe("checkTip", () => {
  it("reads two whole numbers 0-99 as the tip", () => {
    expect(checkTip(fields(field("0"), field("99")))).toEqual({ score: { homeScore: 0, awayScore: 99 }, issues: {} });
    expect(checkTip(fields(field("07"), field("3")))).toEqual({ score: { homeScore: 7, awayScore: 3 }, issues: {} });
  });

  it("marks a negative, too big or fractional score, and an unreadable one, as out of range", () => {
    expect(checkTip(fields(field("-1"), field("2")))).toEqual({ score: null, issues: { homeScore: "scoreRange" } });
    expect(checkTip(fields(field("1"), field("100")))).toEqual({ score: null, issues: { awayScore: "scoreRange" } });
    expect(checkTip(fields(field("1.5"), field("2")))).toEqual({ score: null, issues: { homeScore: "scoreRange" } });
    expect(checkTip(fields(field("", { badInput: true }), field("2")))).toEqual({
      score: null,
      issues: { homeScore: "scoreRange" },
    });
  });

  it("asks for both scores when a field the player touched is empty", () => {
    expect(checkTip(fields(field("1"), field("")))).toEqual({ score: null, issues: { awayScore: "enterBothScores" } });
    expect(checkTip(fields(field(""), field("")))).toEqual({
      score: null,
      issues: { homeScore: "enterBothScores", awayScore: "enterBothScores" },
    });
  });

  it("does not blame a field the player has not reached yet", () => {
    expect(checkTip(fields(field("1"), field("", { touched: false })))).toEqual({ score: null, issues: {} });
  });
});

describe("stepTip", () => {
  it("steps by one within 0-99", () => {
    expect(stepTip(field("3"), 1)).toBe("4");
    expect(stepTip(field("3"), -1)).toBe("2");
    expect(stepTip(field("0"), -1)).toBe("0");
    expect(stepTip(field("99"), 1)).toBe("99");
  });

  it("starts an empty or unreadable field from 0, like the browser's arrow keys", () => {
    expect(stepTip(field(""), 1)).toBe("1");
    expect(stepTip(field(""), -1)).toBe("0");
    expect(stepTip(field("", { badInput: true }), 1)).toBe("1");
  });

  it("brings a bad value back into range", () => {
    expect(stepTip(field("1.5"), 1)).toBe("2");
    expect(stepTip(field("1.5"), -1)).toBe("1");
    expect(stepTip(field("150"), -1)).toBe("99");
    expect(stepTip(field("-4"), 1)).toBe("0");
  });
});
