import { describe, expect, it } from "vitest";
import { currentRound, isCloseGame, sortRounds } from "./rounds";

const today = "2026-11-22";
const now = Date.parse("2026-11-22T12:00:00Z");
const game = (round: string, date: string, hour = "18:00", isFinished = false) => ({
  round,
  date,
  kickoffAt: Date.parse(`${date}T${hour}:00Z`),
  isFinished,
});

describe("isCloseGame", () => {
  it("includes today and the fifth day, excludes yesterday and the sixth day", () => {
    expect(isCloseGame("2026-11-22", today)).toBe(true);
    expect(isCloseGame("2026-11-27", today)).toBe(true);
    expect(isCloseGame("2026-11-21", today)).toBe(false);
    expect(isCloseGame("2026-11-28", today)).toBe(false);
  });
  it("counts across a month end", () => {
    expect(isCloseGame("2026-12-02", "2026-11-29")).toBe(true);
    expect(isCloseGame("2026-12-05", "2026-11-29")).toBe(false);
  });
});

describe("sortRounds", () => {
  it("sorts naturally and drops duplicates and blanks", () => {
    expect(sortRounds(["Round 10", "Round 2", "Round 1", "Round 2", "", "Final"])).toEqual([
      "Final",
      "Round 1",
      "Round 2",
      "Round 10",
    ]);
  });
});

describe("currentRound", () => {
  it("picks the round with most games in the 0-5 day window", () => {
    const games = [
      game("Round 3", "2026-11-23"),
      game("Round 4", "2026-11-25"),
      game("Round 4", "2026-11-26"),
      game("Round 5", "2026-11-29"),
      game("Round 5", "2026-11-30"),
      game("Round 5", "2026-12-01"),
    ];
    expect(currentRound(games, today, now)).toBe("Round 4");
  });

  it("breaks a tie by the earlier first kickoff", () => {
    const games = [
      game("B", "2026-11-24", "10:00"),
      game("A", "2026-11-24", "12:00"),
      game("A", "2026-11-26"),
      game("B", "2026-11-27"),
    ];
    expect(currentRound(games, today, now)).toBe("B");
  });

  it("falls back to the round of the next not-finished game when the window is empty", () => {
    const games = [game("Round 1", "2026-11-01", "18:00", true), game("Round 9", "2026-12-20"), game("Round 8", "2026-12-10")];
    expect(currentRound(games, today, now)).toBe("Round 8");
  });

  it("falls back to the last round when nothing is ahead", () => {
    const games = [game("Round 2", "2026-10-01", "18:00", true), game("Round 10", "2026-10-08", "18:00", true)];
    expect(currentRound(games, today, now)).toBe("Round 10");
  });

  it("is null without games", () => {
    expect(currentRound([], today, now)).toBeNull();
  });
});
