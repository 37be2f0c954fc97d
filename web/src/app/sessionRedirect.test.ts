import { describe, expect, it } from "vitest";
import { HOME_PATH, returnPath, returnState } from "./sessionRedirect";

describe("the page login returns to", () => {
  it("is the page the guard sent the visitor away from, query and hash included", () => {
    const state = returnState({ pathname: "/user/0123456789abcdef01234567", search: "?tab=bets", hash: "#top" });
    expect(returnPath(state)).toBe("/user/0123456789abcdef01234567?tab=bets#top");
    expect(returnPath({ from: "/leaderboard" })).toBe("/leaderboard");
  });

  it("is the dashboard without a state or for a guest page", () => {
    for (const state of [undefined, null, {}, { from: 42 }, { from: "" }, { from: "/login" }, { from: "/register?x=1" }]) {
      expect(returnPath(state), JSON.stringify(state)).toBe(HOME_PATH);
    }
  });

  it("never leaves the app: another origin, however spelled, gives the dashboard", () => {
    for (const from of [
      "//evil.example",
      "//evil.example/leaderboard",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "https://evil.example/leaderboard",
      "javascript:alert(1)",
      "leaderboard",
    ]) {
      expect(returnPath({ from }), from).toBe(HOME_PATH);
    }
  });
});
