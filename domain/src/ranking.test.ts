import { describe, expect, it } from "vitest";
import { rankPlayers } from "./ranking";

describe("rankPlayers", () => {
  it("shares ranks on equal points (1, 2, 2, 4) and orders ties by exact scores, then name", () => {
    const ranked = rankPlayers([
      { name: "Dan", totalPoints: 7, exactScores: 1 },
      { name: "Avi", totalPoints: 10, exactScores: 2 },
      { name: "Bea", totalPoints: 7, exactScores: 2 },
      { name: "Cal", totalPoints: 3, exactScores: 0 },
    ]);
    expect(ranked.map((p) => [p.name, p.rank])).toEqual([
      ["Avi", 1],
      ["Bea", 2],
      ["Dan", 2],
      ["Cal", 4],
    ]);
  });

  it("orders equal points and equal exact scores by name and gives everyone rank 1 when all tie", () => {
    const ranked = rankPlayers([
      { name: "Zoe", totalPoints: 0, exactScores: 0 },
      { name: "Amy", totalPoints: 0, exactScores: 0 },
    ]);
    expect(ranked.map((p) => [p.name, p.rank])).toEqual([
      ["Amy", 1],
      ["Zoe", 1],
    ]);
  });

  it("handles an empty list", () => {
    expect(rankPlayers([])).toEqual([]);
  });
});
