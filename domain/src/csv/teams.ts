import type { z } from "zod";
import { isMessageKey } from "../messages";
import { MAX_IMPORT_ROWS, teamInputSchema } from "../teams";
import {
  CSV_BOM,
  type CsvRowError,
  cellOf,
  headerIndex,
  isCsvFileName,
  isEmptyRecord,
  type MessageRef,
  neutraliseFormula,
  parseCsvRecords,
  toCsv,
} from "./parse";

/** One valid team row: exactly a `POST /groups` body (and a `teams[]` entry of `POST /groups/import`). */
export type TeamCsvRow = z.output<typeof teamInputSchema>;

/**
 * - ok: `teams` are the valid rows (`rows[i]` is the spreadsheet row of `teams[i]`), `skipped` counts rows
 *   without a name (skipped silently, docs/rules.md "CSV import"; rows with no value at all are not counted),
 *   `errors` lists rows that have a name but fail validation (invalid logoUrl, too long, duplicate name). Those rows are NOT
 *   in `teams`: the caller shows `csvErrorsSummary(errors)` and decides whether to import the rest.
 * - not ok: a file-level `error`; `errors` still lists every row error found.
 */
export type TeamsCsvResult =
  | { ok: true; teams: TeamCsvRow[]; rows: number[]; skipped: number; errors: CsvRowError[] }
  | { ok: false; error: MessageRef; errors: CsvRowError[] };

const nameKey = (name: string) => name.normalize("NFC").trim().toLowerCase();

/**
 * Team CSV (docs/rules.md "CSV import"): file name must end in .csv; the header (any case) must have `name`; `logoUrl` and
 * `description` are optional; rows without a name are skipped. Each row is validated with `teamInputSchema`.
 * Names are unique case-insensitively (docs/rules.md "Teams"), so a name repeated in the file, or equal to one of
 * `existingTeams`, is a row error instead of a failed import later.
 */
export function parseTeamsCsv(fileName: string, text: string, existingTeams: readonly { name: string }[] = []): TeamsCsvResult {
  if (!isCsvFileName(fileName)) return { ok: false, error: { key: "csvSelectFile" }, errors: [] };
  const [header, ...data] = parseCsvRecords(text);
  const index = headerIndex(header?.fields ?? []);
  if (!index.has("name")) return { ok: false, error: { key: "csvNameColumnRequired" }, errors: [] };

  const records = data.filter((record) => !isEmptyRecord(record.fields));
  if (records.length > MAX_IMPORT_ROWS) {
    return { ok: false, error: { key: "csvTooManyRows", params: { max: MAX_IMPORT_ROWS } }, errors: [] };
  }

  const existing = new Set(existingTeams.map((team) => nameKey(team.name)));
  const seen = new Set<string>();
  const teams: TeamCsvRow[] = [];
  const rows: number[] = [];
  const errors: CsvRowError[] = [];
  let skipped = 0;

  for (const { row, fields } of records) {
    const name = cellOf(fields, index, "name");
    if (name === "") {
      skipped++;
      continue;
    }
    const parsed = teamInputSchema.safeParse({
      name,
      logoUrl: cellOf(fields, index, "logourl"),
      description: cellOf(fields, index, "description"),
    });
    if (!parsed.success) {
      const keys = new Set(parsed.error.issues.map((issue) => (isMessageKey(issue.message) ? issue.message : "invalidInput")));
      for (const key of keys) errors.push({ row, message: { key } });
      continue;
    }
    const key = nameKey(parsed.data.name);
    if (existing.has(key)) {
      errors.push({ row, message: { key: "teamNameExists" } });
    } else if (seen.has(key)) {
      errors.push({ row, message: { key: "csvDuplicateTeam", params: { name: parsed.data.name } } });
    } else {
      seen.add(key);
      teams.push(parsed.data);
      rows.push(row);
    }
  }

  if (teams.length === 0) return { ok: false, error: { key: "csvNoValidTeams" }, errors };
  return { ok: true, teams, rows, skipped, errors };
}

/** Content of sample_teams.csv (with a BOM so Excel shows the Hebrew name). Logos are local paths or empty. */
export function sampleTeamsCsv(): string {
  return (
    CSV_BOM +
    toCsv(
      [
        ["name", "logoUrl", "description"],
        ["Maccabi Tel Aviv", "/logos/maccabi.svg", "Tel Aviv club, founded 1906"],
        ["Hapoel Be'er Sheva", "/logos/hapoel.svg", 'The "Camels" of the south'],
        ["Beitar Jerusalem", "", "Jerusalem club"],
        ["מכבי חיפה", "", "קבוצה מחיפה"],
      ].map((row) => row.map(neutraliseFormula)),
    )
  );
}
