import { describe, expect, it } from "vitest";
import {
  CSV_BOM,
  cellOf,
  headerIndex,
  isCsvFileName,
  neutraliseFormula,
  parseCsv,
  parseCsvRecords,
  restoreFormula,
  toCsv,
  toCsvField,
} from "./parse";

describe("parseCsv", () => {
  it("splits simple records on commas and LF", () => {
    expect(parseCsv("a,b,c\n1,2,3\n")).toEqual([
      ["a", "b", "c"],
      ["1", "2", "3"],
    ]);
  });

  it("accepts CRLF, LF and lone CR line ends, also mixed, with or without a final line end", () => {
    const expected = [
      ["a", "b"],
      ["1", "2"],
      ["3", "4"],
    ];
    expect(parseCsv("a,b\r\n1,2\r\n3,4\r\n")).toEqual(expected);
    expect(parseCsv("a,b\n1,2\n3,4")).toEqual(expected);
    expect(parseCsv("a,b\r1,2\r3,4\r")).toEqual(expected);
    expect(parseCsv("a,b\r\n1,2\r3,4\n")).toEqual(expected);
  });

  it("keeps commas, line breaks and escaped quotes inside quoted fields", () => {
    const text = 'name,description\r\n"Hapoel, Tel Aviv","Line one\r\nline two\nline ""three"""\r\n"x","a\rb"\r\n';
    expect(parseCsv(text)).toEqual([
      ["name", "description"],
      ["Hapoel, Tel Aviv", 'Line one\r\nline two\nline "three"'],
      ["x", "a\rb"],
    ]);
  });

  it("strips a UTF-8 BOM", () => {
    const rows = parseCsv("\uFEFFname,logoUrl\nמכבי תל אביב,\n");
    expect(rows[0][0]).toBe("name");
    expect(rows).toEqual([
      ["name", "logoUrl"],
      ["מכבי תל אביב", ""],
    ]);
  });

  it("ignores fully blank lines (empty or only spaces/tabs)", () => {
    expect(parseCsv("\n\na,b\n\n  \t \n1,2\r\n\r\n")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(parseCsv("")).toEqual([]);
    expect(parseCsv("\r\n\r\n")).toEqual([]);
  });

  it("keeps empty fields and rows of only commas", () => {
    expect(parseCsv("a,,c\n,,\n")).toEqual([
      ["a", "", "c"],
      ["", "", ""],
    ]);
    expect(parseCsv('a,""\n')).toEqual([["a", ""]]);
  });

  it("trims spaces and tabs around unquoted fields and around quotes, but not inside quotes", () => {
    expect(parseCsv('  a  ,\tb c\t,  " x , y "  ,d\n')).toEqual([["a", "b c", " x , y ", "d"]]);
  });

  it("is lenient with malformed quotes and never throws", () => {
    expect(parseCsv('"ab"cd,e\n')).toEqual([["abcd", "e"]]);
    expect(parseCsv('a"b,c\n')).toEqual([['a"b', "c"]]);
    expect(parseCsv('a,"unterminated\nrest')).toEqual([["a", "unterminated\nrest"]]);
  });
});

describe("parseCsvRecords", () => {
  it("numbers records as spreadsheet rows: blank lines count, line breaks inside quotes do not", () => {
    const records = parseCsvRecords('h1,h2\n"multi\nline",x\n\ny,z\r\n');
    expect(records).toEqual([
      { row: 1, fields: ["h1", "h2"] },
      { row: 2, fields: ["multi\nline", "x"] },
      { row: 4, fields: ["y", "z"] },
    ]);
  });
});

describe("toCsv", () => {
  it("quotes only fields that need it and ends every record with CRLF", () => {
    expect(toCsv([["a", "b,c", 'say "hi"', "line\nbreak", "cr\r", " lead", "trail\t", "plain text", ""]])).toBe(
      'a,"b,c","say ""hi""","line\nbreak","cr\r"," lead","trail\t",plain text,\r\n',
    );
    expect(toCsv([])).toBe("");
    expect(toCsvField("מכבי תל אביב")).toBe("מכבי תל אביב");
  });

  it("round-trips through parseCsv", () => {
    const rows = [
      ["name", "logoUrl", "description"],
      ["Hapoel, Tel Aviv", "", 'The "Reds"\r\nsince 1923'],
      [" spaced ", "/logos/x.png", "\ttabbed"],
      ["הפועל באר שבע", "", "a\rb"],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
    expect(parseCsv(CSV_BOM + toCsv(rows))).toEqual(rows);
  });
});

describe("formula neutralisation", () => {
  it("prefixes a single quote to cells starting with = + - @ tab or CR", () => {
    expect(neutraliseFormula("=SUM(A1:A2)")).toBe("'=SUM(A1:A2)");
    expect(neutraliseFormula("+972")).toBe("'+972");
    expect(neutraliseFormula("-1")).toBe("'-1");
    expect(neutraliseFormula("@cmd")).toBe("'@cmd");
    expect(neutraliseFormula("\tx")).toBe("'\tx");
    expect(neutraliseFormula("\rx")).toBe("'\rx");
    expect(neutraliseFormula("Maccabi")).toBe("Maccabi");
    expect(neutraliseFormula("'quoted")).toBe("'quoted");
    expect(neutraliseFormula("a=b")).toBe("a=b");
    expect(neutraliseFormula("")).toBe("");
  });

  it("restoreFormula strips exactly one quote, only before those characters", () => {
    expect(restoreFormula("'=SUM(A1)")).toBe("=SUM(A1)");
    expect(restoreFormula("'@x")).toBe("@x");
    expect(restoreFormula("''=x")).toBe("'=x");
    expect(restoreFormula("'quoted")).toBe("'quoted");
    expect(restoreFormula("=x")).toBe("=x");
    expect(restoreFormula("'")).toBe("'");
  });

  it("restore(neutralise(v)) is v for tricky values", () => {
    for (const value of ["=x", "'=x", "''=x", "'", "''", "'a", "-", "@", "+1", "a", "", "\t", "'\r"]) {
      expect(restoreFormula(neutraliseFormula(value))).toBe(value);
    }
  });
});

describe("helpers", () => {
  it("headerIndex is case-insensitive and trimmed; the first duplicate wins", () => {
    const index = headerIndex([" HomeTeam ", "AWAYTEAM", "date", "Date", ""]);
    expect([...index.entries()]).toEqual([
      ["hometeam", 0],
      ["awayteam", 1],
      ["date", 2],
    ]);
  });

  it("cellOf trims, restores a neutralised formula and gives '' for missing columns or short rows", () => {
    const index = headerIndex(["a", "b", "c"]);
    expect(cellOf(["  x ", "'=Equals FC"], index, "a")).toBe("x");
    expect(cellOf(["  x ", "'=Equals FC"], index, "b")).toBe("=Equals FC");
    expect(cellOf(["  x ", "'=Equals FC"], index, "c")).toBe("");
    expect(cellOf(["x"], index, "nope")).toBe("");
  });

  it("isCsvFileName accepts .csv in any case only", () => {
    expect(isCsvFileName("teams.csv")).toBe(true);
    expect(isCsvFileName("TEAMS.CSV")).toBe(true);
    expect(isCsvFileName("games.Csv ")).toBe(true);
    expect(isCsvFileName("teams.xlsx")).toBe(false);
    expect(isCsvFileName("teams.csv.txt")).toBe(false);
    expect(isCsvFileName("csv")).toBe(false);
  });
});
