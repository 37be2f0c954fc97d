import { describe, expect, it } from "vitest";
import type { Game, GameValues } from "../games";
import type { TeamRef } from "../teams";
import { type ExportableGame, exportGamesCsv } from "./export";
import { type CsvTeam, parseGamesCsv } from "./games";
import { parseCsv } from "./parse";

const team = (_id: string, name: string): TeamRef => ({ _id, name, logoUrl: "" });
const MTA = team("65a1b2c3d4e5f60718293a4b", "מכבי תל אביב");
const HBS = team("65a1b2c3ffffffffffffff01", "הפועל באר שבע");
const EQUALS = team("7777bbbb0000000000000002", "=Equals FC");
const COMMA = team("7777cccc0000000000000003", 'Hapoel, "Tel Aviv"');
const AT = team("7777dddd0000000000000004", "@Home United");
const QUOTE = team("7777eeee0000000000000005", "'-Dash City");
/** A team whose name reads as an 8+ hex prefix of another team's id. */
const HEXNAME = team("9999aaaa0000000000000006", "7777bbbb");
const teams: CsvTeam[] = [MTA, HBS, EQUALS, COMMA, AT, QUOTE, HEXNAME];

let seq = 0;
function apiGame(values: Partial<Game>): Game {
  seq++;
  return {
    _id: `aaaaaaaaaaaaaaaaaaaaaa${String(seq).padStart(2, "0")}`,
    competitionId: "cccccccccccccccccccccccc",
    homeGroupId: MTA,
    awayGroupId: HBS,
    date: "2026-09-12",
    hour: "20:30",
    kickoffAt: "2026-09-12T17:30:00.000Z",
    createdAt: "2025-01-01T00:00:00.000Z",
    round: "Round 1",
    isBettingLocked: false,
    isFinished: false,
    finalResult: "",
    status: "upcoming",
    liveScore: null,
    userBet: null,
    ...values,
  };
}

const toValues = (game: Game): GameValues => ({
  homeGroupId: game.homeGroupId._id,
  awayGroupId: game.awayGroupId._id,
  date: game.date,
  hour: game.hour,
  round: game.round,
  isBettingLocked: game.isBettingLocked,
  isFinished: game.isFinished,
  finalResult: game.finalResult,
});

describe("exportGamesCsv", () => {
  it("writes exactly the documented columns in order, a BOM and CRLF line ends", () => {
    const text = exportGamesCsv([], teams);
    expect(text).toBe("\uFEFFhomeTeam,awayTeam,date,time,round,bettingLocked,finished,homeScore,awayScore,finalResult\r\n");
  });

  it("writes teams by name, flags as true/false and scores from finalResult", () => {
    const games = [
      apiGame({ isFinished: true, isBettingLocked: true, finalResult: "2:1", round: "Round 7", status: "finished" }),
      apiGame({ homeGroupId: HBS, awayGroupId: MTA, date: "2026-10-01", hour: "09:05", round: "Derby" }),
    ];
    expect(exportGamesCsv(games, teams).split("\r\n")).toEqual([
      "\uFEFFhomeTeam,awayTeam,date,time,round,bettingLocked,finished,homeScore,awayScore,finalResult",
      "מכבי תל אביב,הפועל באר שבע,2026-09-12,20:30,Round 7,true,true,2,1,2:1",
      "הפועל באר שבע,מכבי תל אביב,2026-10-01,09:05,Derby,false,false,,,",
      "",
    ]);
  });

  it("leaves a live game's running score out: its columns and score cells stay as without one", () => {
    const live = apiGame({ isBettingLocked: true, status: "live", liveScore: "1:0" });
    const withoutScore: Game = { ...live, liveScore: null };
    expect(exportGamesCsv([live], teams)).toBe(exportGamesCsv([withoutScore], teams));
    expect(exportGamesCsv([live], teams).split("\r\n")[1]).toBe(
      "מכבי תל אביב,הפועל באר שבע,2026-09-12,20:30,Round 1,true,false,,,",
    );
  });

  it("accepts plain ids and object results, and prefers the current name in `teams`", () => {
    const games: ExportableGame[] = [
      {
        homeGroupId: MTA._id,
        awayGroupId: { _id: HBS._id, name: "Old name" },
        date: "2026-09-12",
        hour: "20:30",
        round: "R",
        isBettingLocked: false,
        isFinished: true,
        finalResult: { homeScore: 0, awayScore: 3 },
      },
      {
        homeGroupId: { _id: "0123456789abcdef01234567", name: "Unknown Club" },
        awayGroupId: "0123456789abcdef0123456f",
        date: "2026-09-13",
        hour: "20:30",
        round: "R",
        isBettingLocked: false,
        isFinished: false,
        finalResult: null,
      },
    ];
    expect(parseCsv(exportGamesCsv(games, teams)).slice(1)).toEqual([
      ["מכבי תל אביב", "הפועל באר שבע", "2026-09-12", "20:30", "R", "false", "true", "0", "3", "0:3"],
      ["Unknown Club", "0123456789abcdef0123456f", "2026-09-13", "20:30", "R", "false", "false", "", "", ""],
    ]);
  });

  it("neutralises cells that start with = + - @ against formula injection and quotes what needs quotes", () => {
    const games = [
      apiGame({ homeGroupId: EQUALS, awayGroupId: AT, round: "-1+2" }),
      apiGame({ homeGroupId: COMMA, awayGroupId: QUOTE, round: '=HYPERLINK("http://x","y")' }),
    ];
    const lines = exportGamesCsv(games, teams).split("\r\n");
    expect(lines[1]).toBe("'=Equals FC,'@Home United,2026-09-12,20:30,'-1+2,false,false,,,");
    expect(lines[2]).toBe(
      `"Hapoel, ""Tel Aviv""",''-Dash City,2026-09-12,20:30,"'=HYPERLINK(""http://x"",""y"")",false,false,,,`,
    );
    for (const row of parseCsv(lines.join("\r\n"))) {
      for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it("writes the full id when the name would lead the importer to another team", () => {
    const lines = exportGamesCsv([apiGame({ homeGroupId: HEXNAME, awayGroupId: EQUALS })], teams).split("\r\n");
    expect(lines[1]).toBe(`${HEXNAME._id},'=Equals FC,2026-09-12,20:30,Round 1,false,false,,,`);
  });
});

describe("export -> import round trip", () => {
  it("gives back identical GameValues", () => {
    const games = [
      apiGame({ isFinished: true, isBettingLocked: true, finalResult: "2:1", status: "finished" }),
      apiGame({ homeGroupId: EQUALS, awayGroupId: AT, round: "=Round 2", finalResult: "0:0" }),
      apiGame({ homeGroupId: COMMA, awayGroupId: QUOTE, round: 'Semi, "final"', isBettingLocked: true, status: "live" }),
      apiGame({
        homeGroupId: HEXNAME,
        awayGroupId: HBS,
        date: "2027-01-31",
        hour: "00:00",
        round: "+1",
        isFinished: true,
        finalResult: "10:99",
      }),
      apiGame({ homeGroupId: HBS, awayGroupId: MTA, round: "@r", hour: "23:59" }),
    ];
    const result = parseGamesCsv("current-games.csv", exportGamesCsv(games, teams), teams);
    expect(result).toEqual({ ok: true, games: games.map(toValues), rows: [2, 3, 4, 5, 6], alreadyPresent: [], errors: [] });
  });
});
