import { describe, expect, it } from "vitest";
import { matchFileSchema, matchInstant, readMatches } from "./match-file";

const file = (matches: unknown[]) => matchFileSchema.parse({ name: "Test", matches });
const match = (fields: Record<string, unknown> = {}) => ({
  round: "Matchday 1",
  date: "2026-06-11",
  time: "13:00 UTC-6",
  team1: "Mexico",
  team2: "South Africa",
  ...fields,
});

/** A clock after every match of these files: their results are all in the past. */
const AFTER_ALL = Date.UTC(2030, 0, 1);

describe("openfootball match files", () => {
  it("knows a match file from anything else", () => {
    expect(matchFileSchema.safeParse({ name: "x", matches: [] }).success).toBe(true);
    expect(matchFileSchema.safeParse({ name: "x" }).success).toBe(false);
    expect(matchFileSchema.safeParse([]).success).toBe(false);
    expect(matchFileSchema.safeParse({ matches: "many" }).success).toBe(false);
    expect(matchFileSchema.safeParse({ matches: Array.from({ length: 2001 }, () => ({})) }).success).toBe(false);
  });

  it("reads a time with a UTC offset as that instant", () => {
    expect(matchInstant("2026-06-11", "13:00 UTC-6", "Asia/Tokyo")).toBe(Date.UTC(2026, 5, 11, 19, 0));
    expect(matchInstant("2022-11-20", "19:00 UTC+3", "UTC")).toBe(Date.UTC(2022, 10, 20, 16, 0));
    expect(matchInstant("2026-01-01", "9:30 UTC+05:30", "UTC")).toBe(Date.UTC(2026, 0, 1, 4, 0));
  });

  it("reads a time without an offset as wall clock in the given zone, summer time included", () => {
    expect(matchInstant("2026-03-28", "15:00", "Europe/London")).toBe(Date.UTC(2026, 2, 28, 15, 0));
    expect(matchInstant("2026-03-29", "15:00", "Europe/London")).toBe(Date.UTC(2026, 2, 29, 14, 0));
    expect(matchInstant("2026-10-25", "15:00", "Europe/London")).toBe(Date.UTC(2026, 9, 25, 15, 0));
  });

  it("stores wall clock in the app's zone; a kickoff may move to another date", () => {
    const { matches, issues } = readMatches(
      file([match(), match({ date: "2026-10-24", time: "20:00 UTC-6", team1: "A", team2: "B" })]),
      "UTC",
      "Europe/London",
      AFTER_ALL,
    );
    expect(issues).toEqual([]);
    expect(matches.map((m) => [m.date, m.hour])).toEqual([
      ["2026-06-11", "20:00"],
      ["2026-10-25", "02:00"],
    ]);
  });

  it("takes the full-time score only: extra time and penalties do not count", () => {
    const { matches } = readMatches(
      file([match({ score: { p: [4, 2], et: [3, 3], ft: [2, 2] } }), match({ team1: "C", team2: "D" })]),
      "UTC",
      "UTC",
      AFTER_ALL,
    );
    expect(matches.map((m) => m.finalResult)).toEqual(["2:2", ""]);
  });

  it("reports a bad match by its number and field, and reads the others", () => {
    const { matches, issues } = readMatches(
      file([
        match(),
        match({ team2: "" }),
        match({ time: "25:00" }),
        match({ date: "2026-02-30" }),
        match({ score: { ft: [1] } }),
        match({ team2: "mexico" }),
        "not a match",
        match({ team1: "Bad\u202Ename" }),
      ]),
      "UTC",
      "UTC",
      AFTER_ALL,
    );
    expect(matches.map((m) => m.index)).toEqual([0]);
    expect(issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: "matches.1.team2", message: "teamNameRequired" },
      { path: "matches.2.time", message: "matchTimeInvalid" },
      { path: "matches.3.date", message: "dateInvalid" },
      { path: "matches.4.score.ft", message: "matchScoreInvalid" },
      { path: "matches.5.team2", message: "teamsMustDiffer" },
      { path: "matches.6", message: "invalidInput" },
      { path: "matches.7.team1", message: "nameHiddenCharacters" },
    ]);
  });

  it("refuses an offset no place on Earth uses (UTC+99 dated a game in the year 10000), and takes -12..+14", () => {
    const { matches, issues } = readMatches(
      file([
        match({ time: "13:00 UTC+99" }),
        match({ time: "13:00 UTC-13" }),
        match({ time: "13:00 UTC+14:30" }),
        match({ time: "13:00 UTC+14", team1: "A", team2: "B" }),
        match({ time: "13:00 UTC-12", team1: "C", team2: "D" }),
      ]),
      "UTC",
      "UTC",
      AFTER_ALL,
    );
    expect(issues.map(({ path, message }) => ({ path, message }))).toEqual(
      [0, 1, 2].map((i) => ({ path: `matches.${i}.time`, message: "matchOffsetInvalid" })),
    );
    expect(matches.map((m) => [m.date, m.hour])).toEqual([
      ["2026-06-10", "23:00"],
      ["2026-06-12", "01:00"],
    ]);
  });

  it("refuses a result on a match that has not kicked off yet, and reads its fixture-only twin", () => {
    const kickoff = Date.UTC(2026, 5, 11, 19, 0);
    const { matches, issues } = readMatches(
      file([match({ score: { ft: [1, 0] } }), match({ team1: "A", team2: "B" })]),
      "UTC",
      "UTC",
      kickoff - 60_000,
    );
    expect(issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: "matches.0.score", message: "matchResultInFuture" },
    ]);
    expect(matches.map((m) => [m.home, m.finalResult])).toEqual([["A", ""]]);
    expect(readMatches(file([match({ score: { ft: [1, 0] } })]), "UTC", "UTC", kickoff).issues).toEqual([]);
  });
});
