import { describe, expect, it } from "vitest";
import { isMatchDayGame, matchDayOrder } from "./matchDay";

const game = (id: string, date: string, hour: string, state: "upcoming" | "live" | "finished" = "upcoming") => ({
  id,
  date,
  hour,
  isFinished: state === "finished",
  isBettingLocked: state !== "upcoming",
});
const today = "2026-11-27";

describe("admin on a phone on match day (issue 27 item 9)", () => {
  it("counts live games and today's games as the match day, nothing else", () => {
    expect(isMatchDayGame(game("a", "2026-11-26", "20:00", "live"), today)).toBe(true);
    expect(isMatchDayGame(game("b", today, "21:00"), today)).toBe(true);
    expect(isMatchDayGame(game("c", today, "12:00", "finished"), today)).toBe(true);
    expect(isMatchDayGame(game("d", "2026-11-28", "12:00"), today)).toBe(false);
    expect(isMatchDayGame(game("e", "2026-11-20", "12:00", "finished"), today)).toBe(false);
  });

  it("orders live first, then today's by kickoff, then the games ahead, then the finished newest first", () => {
    const games = [
      game("old", "2026-08-01", "15:00", "finished"),
      game("recent", "2026-11-20", "15:00", "finished"),
      game("ahead", "2026-12-05", "18:00"),
      game("tonight", today, "21:00"),
      game("noon", today, "12:00", "finished"),
      game("live", today, "19:00", "live"),
      game("soon", "2026-11-28", "18:00"),
    ];
    expect(matchDayOrder(games, today).map((g) => g.id)).toEqual(["live", "noon", "tonight", "soon", "ahead", "recent", "old"]);
  });
});
