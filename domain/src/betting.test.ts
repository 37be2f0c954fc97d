import { describe, expect, it } from "vitest";
import { gameStatus } from "./betting";

describe("gameStatus", () => {
  // docs/rules.md "Display status", kept although the issue 27 walk asked for an early-locked game not to read live.
  it("is finished if finished, else live if betting is locked, else upcoming", () => {
    expect(gameStatus({ isFinished: true, isBettingLocked: true })).toBe("finished");
    expect(gameStatus({ isFinished: false, isBettingLocked: true })).toBe("live");
    expect(gameStatus({ isFinished: false, isBettingLocked: false })).toBe("upcoming");
  });
});
