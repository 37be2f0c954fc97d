import { describe, expect, it } from "vitest";
import { type Competition, competitionInputSchema, sortCompetitions } from "./competitions";

const competition = (name: string, status: Competition["status"], firstKickoff: string | null): Competition => ({
  _id: `${name.toLowerCase().padEnd(24, "0")}`.slice(0, 24),
  name,
  status,
  gameCount: firstKickoff ? 1 : 0,
  firstKickoff,
  lastKickoff: firstKickoff,
});

describe("competitions", () => {
  it("lists active ones first, then finished ones, each by first kickoff, those without games last by name", () => {
    const list = [
      competition("Euro", "finished", "2024-06-14T19:00:00.000Z"),
      competition("Zeta Cup", "active", null),
      competition("League", "active", "2026-08-01T14:00:00.000Z"),
      competition("Alpha Cup", "active", null),
      competition("World Cup", "finished", "2022-11-20T16:00:00.000Z"),
      competition("Main", "active", "2026-03-01T18:00:00.000Z"),
    ];
    expect(sortCompetitions(list).map((c) => c.name)).toEqual(["Main", "League", "Alpha Cup", "Zeta Cup", "World Cup", "Euro"]);
  });

  it("takes a name by the name rule: trimmed, NFC, 1-50 code points, nothing hidden", () => {
    expect(competitionInputSchema.parse({ name: "  Premier League 2026/27 " })).toEqual({ name: "Premier League 2026/27" });
    expect(competitionInputSchema.parse({ name: "ליגת העל" })).toEqual({ name: "ליגת העל" });
    for (const name of ["", "   ", "x".repeat(51), "Cup\u202E", "Cup\u200B"]) {
      expect(competitionInputSchema.safeParse({ name }).success, JSON.stringify(name)).toBe(false);
    }
  });
});
