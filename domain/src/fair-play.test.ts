import { describe, expect, it } from "vitest";
import { isPickHidden, withFairPlay } from "./fair-play";

const bet = { _id: "b1", userId: "alice", predictedResult: { homeScore: 2, awayScore: 1 }, joker: true };

describe("fair play", () => {
  it("hides an open game's pick from everyone but the bettor", () => {
    expect(withFairPlay(bet, "bob", true)).toEqual({ ...bet, predictedResult: null, joker: null, hidden: true });
    expect(withFairPlay(bet, "alice", true)).toEqual({ ...bet, hidden: false });
    expect(isPickHidden("alice", "admin", true)).toBe(true);
  });

  it("shows every pick once the game has locked", () => {
    expect(withFairPlay(bet, "bob", false)).toEqual({ ...bet, hidden: false });
    expect(isPickHidden("alice", "bob", false)).toBe(false);
  });
});
