import { describe, expect, it } from "vitest";
import { gameStatus, isLockedUnfinished } from "./betting";

const KICKOFF = Date.UTC(2026, 5, 1, 18);
const DAY = 86_400_000;
const game = (state: { isFinished?: boolean; isBettingLocked?: boolean; hasLiveScore?: boolean }) => ({
  isFinished: false,
  isBettingLocked: false,
  hasLiveScore: false,
  kickoffAt: KICKOFF,
  ...state,
});

describe("gameStatus", () => {
  // Issue 27 item 11: a game the admin locked a day early read "Live".
  it("a game the admin locked before kickoff is upcoming (locked), not live", () => {
    expect(gameStatus(game({ isBettingLocked: true }), KICKOFF - DAY)).toBe("upcoming");
    expect(isLockedUnfinished(game({ isBettingLocked: true }))).toBe(true);
  });

  it("is live from kickoff until the result, locked or not as stored", () => {
    expect(gameStatus(game({}), KICKOFF - 1)).toBe("upcoming");
    expect(gameStatus(game({}), KICKOFF)).toBe("live");
    expect(gameStatus(game({ isBettingLocked: true }), KICKOFF + DAY)).toBe("live");
    expect(gameStatus(game({ isFinished: true }), KICKOFF + DAY)).toBe("finished");
  });

  it("is live before kickoff once the admin gave the locked game a live score", () => {
    expect(gameStatus(game({ isBettingLocked: true, hasLiveScore: true }), KICKOFF - DAY)).toBe("live");
  });
});
