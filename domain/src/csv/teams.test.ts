import { describe, expect, it } from "vitest";
import { translate } from "../messages";
import { MAX_IMPORT_ROWS } from "../teams";
import { parseTeamsCsv, sampleTeamsCsv } from "./teams";

describe("parseTeamsCsv file checks", () => {
  it("needs a .csv file name (any case)", () => {
    expect(parseTeamsCsv("teams.txt", "name\nA\n")).toEqual({ ok: false, error: { key: "csvSelectFile" }, errors: [] });
    expect(translate("en", "csvSelectFile")).toBe("Please select a CSV file");
    expect(parseTeamsCsv("TEAMS.CSV", "name\nA\n").ok).toBe(true);
  });

  it('needs a "name" column (header is case-insensitive and trimmed)', () => {
    const missing = parseTeamsCsv("t.csv", "title,logoUrl\nA,\n");
    expect(missing).toEqual({ ok: false, error: { key: "csvNameColumnRequired" }, errors: [] });
    expect(translate("en", "csvNameColumnRequired")).toBe('CSV must contain a "name" column');
    expect(parseTeamsCsv("t.csv", "")).toEqual({ ok: false, error: { key: "csvNameColumnRequired" }, errors: [] });
    const upper = parseTeamsCsv("t.csv", " NAME , LOGOURL ,Description\nMaccabi,/logos/m.png,Club\n");
    expect(upper).toEqual({
      ok: true,
      teams: [{ name: "Maccabi", logoUrl: "/logos/m.png", description: "Club" }],
      rows: [2],
      alreadyPresent: [],
      unnamed: 0,
      errors: [],
    });
  });

  it("reports no valid teams for a header only", () => {
    expect(parseTeamsCsv("t.csv", "name,logoUrl\n")).toEqual({ ok: false, error: { key: "csvNoValidTeams" }, errors: [] });
    expect(translate("en", "csvNoValidTeams")).toBe("No valid teams found in CSV");
  });

  it("refuses more than MAX_IMPORT_ROWS rows", () => {
    const text = `name\n${Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `Team ${i}`).join("\n")}`;
    expect(parseTeamsCsv("t.csv", text)).toEqual({
      ok: false,
      error: { key: "csvTooManyRows", params: { max: MAX_IMPORT_ROWS } },
      errors: [],
    });
  });
});

describe("parseTeamsCsv rows", () => {
  it("makes name, logoUrl and description optional columns beyond name", () => {
    const result = parseTeamsCsv("t.csv", "name\nBeitar Jerusalem\n");
    expect(result).toEqual({
      ok: true,
      teams: [{ name: "Beitar Jerusalem", logoUrl: "", description: "" }],
      rows: [2],
      alreadyPresent: [],
      unnamed: 0,
      errors: [],
    });
  });

  it("skips and counts rows without a name; fully empty rows are not counted", () => {
    const text = 'name,logoUrl,description\nA,,\n,/logos/x.png,no name\n  ,,\n\nB,,\n"",,desc\n';
    const result = parseTeamsCsv("t.csv", text);
    expect(result).toEqual({
      ok: true,
      teams: [
        { name: "A", logoUrl: "", description: "" },
        { name: "B", logoUrl: "", description: "" },
      ],
      rows: [2, 6],
      alreadyPresent: [],
      unnamed: 2,
      errors: [],
    });
    expect(translate("en", "csvSkippedRows", { count: 2 })).toBe("2 row(s) without a name were skipped");
  });

  it("reports an invalid logoUrl as a row error and leaves that row out", () => {
    const text =
      "name,logoUrl\nGood,https://example.com/a.png\nBad,javascript:alert(1)\nAlso bad,//evil.example/x.png\nLocal,/logos/l.png\n";
    const result = parseTeamsCsv("t.csv", text);
    expect(result).toEqual({
      ok: true,
      teams: [
        { name: "Good", logoUrl: "https://example.com/a.png", description: "" },
        { name: "Local", logoUrl: "/logos/l.png", description: "" },
      ],
      rows: [2, 5],
      alreadyPresent: [],
      unnamed: 0,
      errors: [
        { row: 3, message: { key: "logoUrlInvalid" } },
        { row: 4, message: { key: "logoUrlInvalid" } },
      ],
    });
  });

  it("reports too long values", () => {
    const result = parseTeamsCsv("t.csv", `name,description\n${"x".repeat(51)},\nOk,${"d".repeat(1001)}\n`);
    expect(result).toEqual({
      ok: false,
      error: { key: "csvNoValidTeams" },
      errors: [
        { row: 2, message: { key: "nameTooLong" } },
        { row: 3, message: { key: "tooLong" } },
      ],
    });
  });

  it("marks an existing team's name (any case, NFC) and a name repeated in the file as already present, not errors", () => {
    const decomposed = "Cafe\u0301 United"; // "é" as e + combining accent: the same name as the existing "Café United"
    const text = `name,logoUrl\nמכבי תל אביב\nMaccabi Haifa\nMACCABI HAIFA\nמכבי תל אביב \nBeitar\n${decomposed}\nNew Club,javascript:x\n`;
    const result = parseTeamsCsv("t.csv", text, [{ name: "beitar" }, { name: "Caf\u00e9 united" }]);
    expect(result).toEqual({
      ok: true,
      teams: [
        { name: "מכבי תל אביב", logoUrl: "", description: "" },
        { name: "Maccabi Haifa", logoUrl: "", description: "" },
      ],
      rows: [2, 3],
      alreadyPresent: [
        { row: 4, message: { key: "csvTeamRepeated", params: { name: "MACCABI HAIFA", row: 3 } } },
        { row: 5, message: { key: "csvTeamRepeated", params: { name: "מכבי תל אביב", row: 2 } } },
        { row: 6, message: { key: "csvTeamPresent", params: { name: "Beitar" } } },
        { row: 7, message: { key: "csvTeamPresent", params: { name: "Caf\u00e9 United" } } },
      ],
      unnamed: 0,
      errors: [{ row: 8, message: { key: "logoUrlInvalid" } }],
    });
    expect(translate("en", "csvTeamPresent", { name: "Beitar" })).toBe('Team "Beitar" already exists');
    expect(translate("en", "csvTeamRepeated", { name: "X", row: 3 })).toBe('Team "X" is already on row 3');
  });

  it("previews the same file chosen again, once its teams exist, as all present: nothing new, and no error", () => {
    const text = "name,logoUrl\nAlpha,\nBeta,/logos/b.png\n,no name\nBad,ftp://x\n";
    const first = parseTeamsCsv("t.csv", text);
    if (!first.ok) throw new Error("expected ok");
    expect(first.teams.map((team) => team.name)).toEqual(["Alpha", "Beta"]);
    const again = parseTeamsCsv("t.csv", text, first.teams);
    expect(again).toEqual({
      ok: true,
      teams: [],
      rows: [],
      alreadyPresent: [
        { row: 2, message: { key: "csvTeamPresent", params: { name: "Alpha" } } },
        { row: 3, message: { key: "csvTeamPresent", params: { name: "Beta" } } },
      ],
      unnamed: 1,
      errors: [{ row: 5, message: { key: "logoUrlInvalid" } }],
    });
  });

  it("handles quoted fields, a BOM, CRLF and CR line ends", () => {
    const text = '\uFEFFname,description\r\n"Hapoel, Tel Aviv","Red\r\n""Hapoel"""\r"הפועל באר שבע",דרום\r';
    const result = parseTeamsCsv("t.csv", text);
    expect(result).toEqual({
      ok: true,
      teams: [
        { name: "Hapoel, Tel Aviv", logoUrl: "", description: 'Red\r\n"Hapoel"' },
        { name: "הפועל באר שבע", logoUrl: "", description: "דרום" },
      ],
      rows: [2, 3],
      alreadyPresent: [],
      unnamed: 0,
      errors: [],
    });
  });

  it("restores a name that was neutralised against formula injection", () => {
    const result = parseTeamsCsv("t.csv", "name\n'=Equals FC\n'quoted\n");
    expect(result.ok && result.teams.map((t) => t.name)).toEqual(["=Equals FC", "'quoted"]);
  });
});

describe("sampleTeamsCsv", () => {
  it("has the header name,logoUrl,description and imports cleanly with local or empty logos", () => {
    const text = sampleTeamsCsv();
    expect(text.startsWith("\uFEFFname,logoUrl,description\r\n")).toBe(true);
    const result = parseTeamsCsv("sample_teams.csv", text);
    if (!result.ok) throw new Error("sample must import");
    expect(result.errors).toEqual([]);
    expect(result.unnamed).toBe(0);
    expect(result.alreadyPresent).toEqual([]);
    expect(result.teams.length).toBeGreaterThanOrEqual(3);
    expect(result.teams[0]).toEqual({
      name: "Maccabi Tel Aviv",
      logoUrl: "/logos/maccabi.svg",
      description: "Tel Aviv club, founded 1906",
    });
    for (const team of result.teams) expect(team.logoUrl === "" || team.logoUrl.startsWith("/logos/")).toBe(true);
    expect(text).not.toMatch(/https?:/);
  });
});

describe("messages", () => {
  it("success and summary messages in both languages", () => {
    expect(translate("en", "csvTeamsImported", { count: 4 })).toBe("Successfully imported 4 teams");
    expect(translate("he", "csvTeamsImported", { count: 4 })).toBe("4 קבוצות יובאו בהצלחה");
    expect(translate("he", "csvSelectFile")).toBe("נא לבחור קובץ CSV");
  });
});
