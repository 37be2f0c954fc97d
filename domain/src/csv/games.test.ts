import { describe, expect, it } from "vitest";
import type { GameValues } from "../games";
import { messages, translate } from "../messages";
import { MAX_IMPORT_ROWS } from "../teams";
import {
  type CsvTeam,
  csvErrorsSummary,
  GAME_CSV_COLUMNS,
  type GamesCsvResult,
  gameImportKey,
  gamesTemplateCsv,
  parseGamesCsv,
} from "./games";

const MTA = "65a1b2c3d4e5f60718293a4b";
const HBS = "65a1b2c3ffffffffffffff01"; // shares the 8-character prefix 65a1b2c3 with MTA
const BEITAR = "7777aaaa0000000000000001";
const EQUALS = "7777bbbb0000000000000002";
const HEX_NAMED = "8888cccc0000000000000003";

const teams: CsvTeam[] = [
  { _id: MTA, name: "מכבי תל אביב" },
  { _id: HBS, name: "הפועל באר שבע" },
  { _id: BEITAR, name: "Beitar Jerusalem" },
  { _id: EQUALS, name: "=Equals FC" },
  { _id: HEX_NAMED, name: "abcdef1" },
];

const HEADER = "homeTeam,awayTeam,date,time,round,bettingLocked,finished,homeScore,awayScore,finalResult";

function game(values: Partial<GameValues> = {}): GameValues {
  return {
    homeGroupId: MTA,
    awayGroupId: BEITAR,
    date: "2026-09-12",
    hour: "20:30",
    round: "Round 1",
    isBettingLocked: false,
    isFinished: false,
    finalResult: "",
    ...values,
  };
}

/** Parses `HEADER` plus the given data lines. */
const parseRows = (...lines: string[]) => parseGamesCsv("games.csv", [HEADER, ...lines].join("\n"), teams);

function okGames(result: GamesCsvResult): GameValues[] {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result)}`);
  expect(result.errors).toEqual([]);
  return result.games;
}

/** The row errors of a single-line file (expects no valid games). */
function rowErrors(line: string) {
  const result = parseRows(line);
  expect(result.ok).toBe(false);
  return result.errors;
}

describe("parseGamesCsv file checks", () => {
  it("needs a .csv file name", () => {
    expect(parseGamesCsv("games.xlsx", `${HEADER}\n`, teams)).toEqual({ ok: false, error: { key: "csvSelectFile" }, errors: [] });
    expect(parseGamesCsv("GAMES.CSV", `${HEADER}\nמכבי תל אביב,Beitar Jerusalem,2026-09-12,20:30`, teams).ok).toBe(true);
  });

  it("needs teams to exist, checked before the content", () => {
    expect(parseGamesCsv("games.csv", "", [])).toEqual({ ok: false, error: { key: "csvCreateTeamsFirst" }, errors: [] });
    expect(translate("en", "csvCreateTeamsFirst")).toBe("Please create teams first before importing games");
  });

  it("needs a header and at least one data row (blank and all-empty rows do not count)", () => {
    const expected = { ok: false, error: { key: "csvHeaderAndDataRequired" }, errors: [] };
    expect(parseGamesCsv("g.csv", "", teams)).toEqual(expected);
    expect(parseGamesCsv("g.csv", `${HEADER}\r\n`, teams)).toEqual(expected);
    expect(parseGamesCsv("g.csv", `${HEADER}\n\n,,,,\n  \n`, teams)).toEqual(expected);
    expect(translate("en", "csvHeaderAndDataRequired")).toBe("CSV file must contain at least a header row and one data row");
  });

  it("needs the columns homeTeam, awayTeam, date and time, naming the missing ones", () => {
    expect(parseGamesCsv("g.csv", "homeTeam,date\nx,y\n", teams)).toEqual({
      ok: false,
      error: { key: "csvRequiredColumns", params: { missing: "awayTeam, time" } },
      errors: [],
    });
    expect(parseGamesCsv("g.csv", "a,b\nx,y\n", teams)).toEqual({
      ok: false,
      error: { key: "csvRequiredColumns", params: { missing: "homeTeam, awayTeam, date, time" } },
      errors: [],
    });
    expect(translate("en", "csvRequiredColumns", { missing: "time" })).toBe(
      "CSV must contain columns: homeTeam, awayTeam, date, time (missing: time)",
    );
  });

  it("matches the header in any case and order; optional columns may be absent; extra columns are ignored", () => {
    const result = parseGamesCsv(
      "g.csv",
      " TIME ,Notes,DATE,AwayTeam,HOMETEAM\n18:00,whatever,2026-10-01,Beitar Jerusalem,מכבי תל אביב\n",
      teams,
    );
    expect(okGames(result)).toEqual([game({ date: "2026-10-01", hour: "18:00" })]);
  });

  it("refuses more than MAX_IMPORT_ROWS data rows", () => {
    const line = "מכבי תל אביב,Beitar Jerusalem,2026-09-12,20:30";
    const text = [HEADER, ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => line)].join("\n");
    expect(parseGamesCsv("g.csv", text, teams)).toEqual({
      ok: false,
      error: { key: "csvTooManyRows", params: { max: MAX_IMPORT_ROWS } },
      errors: [],
    });
  });
});

describe("parseGamesCsv teams", () => {
  it("finds a team by full id (any case)", () => {
    expect(okGames(parseRows(`${MTA},${BEITAR.toUpperCase()},2026-09-12,20:30,Round 1`))).toEqual([game()]);
  });

  it("finds a team by an id prefix of 8 or more hex characters", () => {
    expect(okGames(parseRows(`65a1b2c3d,7777aaaa,2026-09-12,20:30,Round 1`))).toEqual([game()]);
    expect(okGames(parseRows(`65a1b2c3f,${EQUALS.slice(0, 12)},2026-09-12,20:30,Round 1`))).toEqual([
      game({ homeGroupId: HBS, awayGroupId: EQUALS }),
    ]);
  });

  it("refuses an ambiguous prefix", () => {
    expect(rowErrors("65a1b2c3,Beitar Jerusalem,2026-09-12,20:30")).toEqual([
      { row: 2, message: { key: "csvTeamIdAmbiguous", params: { value: "65a1b2c3" } } },
    ]);
    expect(translate("en", "csvTeamIdAmbiguous", { value: "65a1b2c3" })).toBe(
      'Team id prefix "65a1b2c3" matches more than one team',
    );
  });

  it("does not use a 7-character hex value as a prefix: it is looked up as a name", () => {
    expect(rowErrors("7777aaa,מכבי תל אביב,2026-09-12,20:30")).toEqual([
      { row: 2, message: { key: "csvHomeTeamNotFound", params: { value: "7777aaa" } } },
    ]);
    expect(okGames(parseRows("ABCDEF1,מכבי תל אביב,2026-09-12,20:30,R"))).toEqual([
      game({ homeGroupId: HEX_NAMED, awayGroupId: MTA, round: "R" }),
    ]);
  });

  it("falls back to the name when a full-length hex value matches no id", () => {
    expect(rowErrors(`${"0".repeat(24)},Beitar Jerusalem,2026-09-12,20:30`)).toEqual([
      { row: 2, message: { key: "csvHomeTeamNotFound", params: { value: "0".repeat(24) } } },
    ]);
  });

  it("finds Hebrew and Latin names case-insensitively and trimmed", () => {
    expect(okGames(parseRows("  מכבי תל אביב  ,BEITAR jerusalem,2026-09-12,20:30,Round 1"))).toEqual([game()]);
    expect(okGames(parseRows('"הפועל באר שבע","  beitar JERUSALEM ",2026-09-12,20:30,Round 1'))).toEqual([
      game({ homeGroupId: HBS }),
    ]);
  });

  it("names the unknown team and its side", () => {
    expect(rowErrors("Hapoel Haifa,Nowhere FC,2026-09-12,20:30")).toEqual([
      { row: 2, message: { key: "csvHomeTeamNotFound", params: { value: "Hapoel Haifa" } } },
      { row: 2, message: { key: "csvAwayTeamNotFound", params: { value: "Nowhere FC" } } },
    ]);
    expect(translate("en", "csvHomeTeamNotFound", { value: "Hapoel Haifa" })).toBe('Home team "Hapoel Haifa" not found');
    expect(translate("en", "csvAwayTeamNotFound", { value: "X" })).toBe('Away team "X" not found');
  });

  it("needs both team cells", () => {
    expect(rowErrors(",,2026-09-12,20:30")).toEqual([
      { row: 2, message: { key: "homeTeamRequired" } },
      { row: 2, message: { key: "awayTeamRequired" } },
    ]);
  });

  it("needs home and away to differ, also when given as name and id", () => {
    expect(rowErrors(`מכבי תל אביב,${MTA},2026-09-12,20:30`)).toEqual([{ row: 2, message: { key: "teamsMustDiffer" } }]);
  });

  it("matches a team name starting with '=' with or without the export's neutralising quote", () => {
    expect(
      okGames(
        parseRows(
          "'=Equals FC,Beitar Jerusalem,2026-09-12,20:30,Round 1",
          "=equals fc,Beitar Jerusalem,2026-09-13,20:30,Round 1",
        ),
      ),
    ).toEqual([game({ homeGroupId: EQUALS }), game({ homeGroupId: EQUALS, date: "2026-09-13" })]);
  });
});

describe("parseGamesCsv dates, times and flags", () => {
  it("needs a valid YYYY-MM-DD date", () => {
    expect(rowErrors("מכבי תל אביב,Beitar Jerusalem,2026-02-30,20:30")).toEqual([{ row: 2, message: { key: "dateInvalid" } }]);
    expect(rowErrors("מכבי תל אביב,Beitar Jerusalem,12/09/2026,20:30")).toEqual([{ row: 2, message: { key: "dateInvalid" } }]);
    expect(rowErrors("מכבי תל אביב,Beitar Jerusalem,,20:30")).toEqual([{ row: 2, message: { key: "dateRequired" } }]);
  });

  it("needs an HH:MM 24-hour time", () => {
    expect(rowErrors("מכבי תל אביב,Beitar Jerusalem,2026-09-12,24:00")).toEqual([{ row: 2, message: { key: "timeInvalid" } }]);
    expect(rowErrors("מכבי תל אביב,Beitar Jerusalem,2026-09-12,8:30")).toEqual([{ row: 2, message: { key: "timeInvalid" } }]);
    expect(rowErrors("מכבי תל אביב,Beitar Jerusalem,2026-09-12,20:30:00")).toEqual([{ row: 2, message: { key: "timeInvalid" } }]);
    expect(rowErrors("מכבי תל אביב,Beitar Jerusalem,2026-09-12,")).toEqual([{ row: 2, message: { key: "timeRequired" } }]);
    expect(okGames(parseRows("מכבי תל אביב,Beitar Jerusalem,2026-09-12,00:00,Round 1"))).toEqual([game({ hour: "00:00" })]);
    expect(okGames(parseRows("מכבי תל אביב,Beitar Jerusalem,2026-09-12,23:59,Round 1"))).toEqual([game({ hour: "23:59" })]);
  });

  it("treats bettingLocked and finished as true only for 'true' in any case", () => {
    const result = parseRows(
      "מכבי תל אביב,Beitar Jerusalem,2026-09-12,20:30,R,TRUE,True,1,0",
      "מכבי תל אביב,Beitar Jerusalem,2026-09-13,20:30,R,true,yes",
      "מכבי תל אביב,Beitar Jerusalem,2026-09-14,20:30,R,yes,1",
      "מכבי תל אביב,Beitar Jerusalem,2026-09-15,20:30,R,false,",
    );
    expect(okGames(result).map((g) => [g.isBettingLocked, g.isFinished])).toEqual([
      [true, true],
      [true, false],
      [false, false],
      [false, false],
    ]);
  });

  it("refuses a round longer than the form allows", () => {
    expect(rowErrors(`מכבי תל אביב,Beitar Jerusalem,2026-09-12,20:30,${"r".repeat(61)}`)).toEqual([
      { row: 2, message: { key: "roundTooLong" } },
    ]);
  });
});

describe("parseGamesCsv round default", () => {
  it("uses 'Round N' with N the 1-based data row number (blank lines not counted) when round is empty", () => {
    const result = parseGamesCsv(
      "g.csv",
      [
        HEADER,
        "מכבי תל אביב,Beitar Jerusalem,2026-09-12,20:30,,",
        "מכבי תל אביב,Beitar Jerusalem,2026-09-13,20:30,Derby",
        "",
        "מכבי תל אביב,Beitar Jerusalem,2026-09-14,20:30,  ",
        "Nowhere,Beitar Jerusalem,2026-09-15,20:30,",
        "מכבי תל אביב,Beitar Jerusalem,2026-09-16,20:30",
      ].join("\r\n"),
      teams,
    );
    expect(result).toEqual({
      ok: true,
      games: [
        game({ round: "Round 1" }),
        game({ date: "2026-09-13", round: "Derby" }),
        game({ date: "2026-09-14", round: "Round 3" }),
        game({ date: "2026-09-16", round: "Round 5" }),
      ],
      rows: [2, 3, 5, 7],
      alreadyPresent: [],
      errors: [{ row: 6, message: { key: "csvHomeTeamNotFound", params: { value: "Nowhere" } } }],
    });
  });
});

describe("parseGamesCsv scores", () => {
  const line = (rest: string) => `מכבי תל אביב,Beitar Jerusalem,2026-09-12,20:30,Round 1,${rest}`;

  it("combines homeScore and awayScore into finalResult", () => {
    expect(okGames(parseRows(line("false,true,2,1,")))).toEqual([game({ isFinished: true, finalResult: "2:1" })]);
    expect(okGames(parseRows(line("false,false,0,0,")))).toEqual([game({ finalResult: "0:0" })]);
    expect(okGames(parseRows(line("false,false,07,99,")))).toEqual([game({ finalResult: "7:99" })]);
  });

  it("otherwise reads a finalResult column of digits:digits", () => {
    expect(okGames(parseRows(line("false,true,,,3:2")))).toEqual([game({ isFinished: true, finalResult: "3:2" })]);
    expect(okGames(parseRows(line("false,true,,,03:00")))).toEqual([game({ isFinished: true, finalResult: "3:0" })]);
    expect(rowErrors(line("false,false,,,3-2"))).toEqual([{ row: 2, message: { key: "finalResultInvalid" } }]);
    expect(rowErrors(line("false,false,,,3:"))).toEqual([{ row: 2, message: { key: "finalResultInvalid" } }]);
    expect(rowErrors(line("false,false,,,100:1"))).toEqual([{ row: 2, message: { key: "scoreRange" } }]);
  });

  it("accepts both ways when they agree and refuses a conflict", () => {
    expect(okGames(parseRows(line("false,true,2,1,2:1")))).toEqual([game({ isFinished: true, finalResult: "2:1" })]);
    expect(okGames(parseRows(line("false,true,02,1,2:01")))).toEqual([game({ isFinished: true, finalResult: "2:1" })]);
    expect(rowErrors(line("false,true,2,1,1:2"))).toEqual([
      { row: 2, message: { key: "csvScoresConflict", params: { scores: "2:1", finalResult: "1:2" } } },
    ]);
  });

  it("refuses only one score", () => {
    expect(rowErrors(line("false,false,2,,"))).toEqual([{ row: 2, message: { key: "scoresBothOrNeither" } }]);
    expect(rowErrors(line("false,true,,3,"))).toEqual([{ row: 2, message: { key: "scoresBothOrNeither" } }]);
  });

  it("refuses scores that are not digits or above 99", () => {
    expect(rowErrors(line("false,false,-1,2,"))).toEqual([{ row: 2, message: { key: "scoresInvalid" } }]);
    expect(rowErrors(line("false,false,1.5,x,"))).toEqual([{ row: 2, message: { key: "scoresInvalid" } }]);
    expect(rowErrors(line("false,false,100,2,"))).toEqual([{ row: 2, message: { key: "scoreRange" } }]);
    expect(rowErrors(line("false,false,abc,,"))).toEqual([
      { row: 2, message: { key: "scoresInvalid" } },
      { row: 2, message: { key: "scoresBothOrNeither" } },
    ]);
  });

  it("refuses a finished game without a result", () => {
    expect(rowErrors(line("false,true,,,"))).toEqual([{ row: 2, message: { key: "scoresRequiredFinished" } }]);
    expect(translate("en", "scoresRequiredFinished")).toBe("Both home and away scores are required for finished games");
  });

  it("keeps a result on a game that is not finished", () => {
    expect(okGames(parseRows(line("true,false,1,1,")))).toEqual([game({ isBettingLocked: true, finalResult: "1:1" })]);
  });
});

describe("parseGamesCsv errors", () => {
  it("counts every error with its spreadsheet row and keeps the valid rows", () => {
    const text = [
      `\uFEFF${HEADER}`,
      "מכבי תל אביב,Beitar Jerusalem,2026-09-12,20:30,Round 1",
      '"Multi\nline",Beitar Jerusalem,2026-13-01,25:00,Round 1',
      "",
      "Beitar Jerusalem,Beitar Jerusalem,2026-09-12,20:30,Round 1,false,true,,,",
      "הפועל באר שבע,מכבי תל אביב,2026-09-12,20:30,Round 2,false,false,1,,",
    ].join("\r\n");
    const result = parseGamesCsv("g.csv", text, teams);
    expect(result).toEqual({
      ok: true,
      games: [game()],
      rows: [2],
      alreadyPresent: [],
      errors: [
        { row: 3, message: { key: "csvHomeTeamNotFound", params: { value: "Multi\nline" } } },
        { row: 3, message: { key: "dateInvalid" } },
        { row: 3, message: { key: "timeInvalid" } },
        { row: 5, message: { key: "teamsMustDiffer" } },
        { row: 5, message: { key: "scoresRequiredFinished" } },
        { row: 6, message: { key: "scoresBothOrNeither" } },
      ],
    });
    if (!result.ok) throw new Error("unreachable");
    const summary = csvErrorsSummary(result.errors);
    expect(summary).toEqual({ key: "csvErrorsFound", params: { count: 6 } });
    expect(translate("en", summary?.key ?? "csvErrorsFound", summary?.params)).toBe("Found 6 error(s) in CSV...");
    expect(csvErrorsSummary([])).toBeNull();
    const first = result.errors[0];
    expect(
      translate("en", "csvRowError", { row: first.row, message: translate("en", first.message.key, first.message.params) }),
    ).toBe('Row 3: Home team "Multi\nline" not found');
  });

  it("fails with 'No valid games found in CSV' when no row is valid, keeping the row errors", () => {
    const result = parseRows("Nowhere,Beitar Jerusalem,2026-09-12,20:30", "מכבי תל אביב,Beitar Jerusalem,bad,20:30");
    expect(result).toEqual({
      ok: false,
      error: { key: "csvNoValidGames" },
      errors: [
        { row: 2, message: { key: "csvHomeTeamNotFound", params: { value: "Nowhere" } } },
        { row: 3, message: { key: "dateInvalid" } },
      ],
    });
    expect(translate("en", "csvNoValidGames")).toBe("No valid games found in CSV");
  });
});

describe("parseGamesCsv rows already present", () => {
  const existing = [{ homeGroupId: MTA, awayGroupId: BEITAR, date: "2026-09-12" }];

  it("marks a game with the same home, away and date as an existing one, or an earlier row, as already present", () => {
    const result = parseGamesCsv(
      "g.csv",
      [
        HEADER,
        "מכבי תל אביב,Beitar Jerusalem,2026-09-12,18:00,Other round", // same teams and date, other time: present
        "Beitar Jerusalem,מכבי תל אביב,2026-09-12,20:30,Round 2", // home and away swapped: a new game
        "מכבי תל אביב,Beitar Jerusalem,2026-09-13,20:30,Round 3", // another date: new
        `${MTA},beitar jerusalem,2026-09-13,21:00,Round 4`, // row 4 again, given by id: repeated
        "מכבי תל אביב,Nowhere,2026-09-14,20:30,Round 5",
      ].join("\n"),
      teams,
      existing,
    );
    expect(result).toEqual({
      ok: true,
      games: [game({ homeGroupId: BEITAR, awayGroupId: MTA, round: "Round 2" }), game({ date: "2026-09-13", round: "Round 3" })],
      rows: [3, 4],
      alreadyPresent: [
        {
          row: 2,
          message: { key: "csvGamePresent", params: { home: "מכבי תל אביב", away: "Beitar Jerusalem", date: "2026-09-12" } },
        },
        {
          row: 5,
          message: {
            key: "csvGameRepeated",
            params: { home: "מכבי תל אביב", away: "Beitar Jerusalem", date: "2026-09-13", row: 4 },
          },
        },
      ],
      errors: [{ row: 6, message: { key: "csvAwayTeamNotFound", params: { value: "Nowhere" } } }],
    });
    expect(translate("en", "csvGamePresent", { home: "A", away: "B", date: "2026-09-12" })).toBe(
      'Game "A v B" on 2026-09-12 already exists',
    );
    expect(translate("en", "csvGameRepeated", { home: "A", away: "B", date: "2026-09-12", row: 4 })).toBe(
      'Game "A v B" on 2026-09-12 is already on row 4',
    );
  });

  it("is ok with no new game when every valid row is present (the same file chosen twice), not 'No valid games'", () => {
    const result = parseRows("מכבי תל אביב,Beitar Jerusalem,2026-09-12,20:30,Round 1");
    const again = parseGamesCsv(
      "games.csv",
      `${HEADER}\nמכבי תל אביב,Beitar Jerusalem,2026-09-12,20:30,Round 1`,
      teams,
      okGames(result),
    );
    expect(again).toMatchObject({ ok: true, games: [], rows: [], errors: [] });
    expect(again.ok && again.alreadyPresent.map((present) => present.row)).toEqual([2]);
  });

  it("still fails with 'No valid games found in CSV' when every row has an error", () => {
    expect(parseGamesCsv("g.csv", `${HEADER}\nNowhere,Beitar Jerusalem,2026-09-12,20:30`, teams, existing)).toMatchObject({
      ok: false,
      error: { key: "csvNoValidGames" },
    });
  });

  it("compares games by gameImportKey: home, away and date", () => {
    const key = gameImportKey({ homeGroupId: MTA, awayGroupId: BEITAR, date: "2026-09-12" });
    expect(gameImportKey(game({ hour: "10:00", round: "Other", isFinished: true, finalResult: "1:0" }))).toBe(key);
    expect(gameImportKey(game({ homeGroupId: BEITAR, awayGroupId: MTA }))).not.toBe(key);
    expect(gameImportKey(game({ date: "2026-09-13" }))).not.toBe(key);
  });
});

describe("gamesTemplateCsv", () => {
  it("is the export header plus one example row that imports", () => {
    const text = gamesTemplateCsv();
    expect(text).toBe(
      `\uFEFF${GAME_CSV_COLUMNS.join(",")}\r\nMaccabi Tel Aviv,Hapoel Be'er Sheva,2026-09-12,20:30,Round 1,false,false,,,\r\n`,
    );
    const sample = [
      { _id: MTA, name: "Maccabi Tel Aviv" },
      { _id: HBS, name: "Hapoel Be'er Sheva" },
    ];
    expect(okGames(parseGamesCsv("games-template.csv", text, sample))).toEqual([game({ awayGroupId: HBS })]);
  });

  it("uses the first two given teams, neutralised and quoted as needed", () => {
    const text = gamesTemplateCsv([{ name: "=Equals FC" }, { name: "Hapoel, Tel Aviv" }]);
    expect(text.split("\r\n")[1]).toBe(`'=Equals FC,"Hapoel, Tel Aviv",2026-09-12,20:30,Round 1,false,false,,,`);
  });
});

describe("csv messages", () => {
  it("give the documented English wording", () => {
    expect(translate("en", "csvSelectFile")).toBe("Please select a CSV file");
    expect(translate("en", "csvGamesImported", { count: 3 })).toBe("Successfully imported 3 games");
    expect(translate("en", "csvImportFailed")).toBe("Failed to import CSV");
    expect(translate("en", "csvProcessFailed")).toBe("Failed to process CSV file");
    expect(translate("en", "csvGamesImportFailed", { count: 2 })).toBe("Failed to import 2 game(s). Check console for details.");
  });

  it("exist in Hebrew with the same parameters", () => {
    const csvKeys = Object.keys(messages.en).filter((key) => key.startsWith("csv")) as (keyof typeof messages.en)[];
    expect(csvKeys.length).toBe(24);
    for (const key of csvKeys) {
      const params = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(messages.he[key]).toMatch(/[\u0590-\u05FF]/);
      expect(params(messages.he[key])).toEqual(params(messages.en[key]));
    }
    expect(translate("he", "csvErrorsFound", { count: 2 })).toBe("נמצאו 2 שגיאות בקובץ ה-CSV...");
    expect(translate("he", "csvRowError", { row: 4, message: "x" })).toBe("שורה 4: x");
  });
});
