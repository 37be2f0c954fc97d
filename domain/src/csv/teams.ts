import type { z } from "zod";
import { isMessageKey } from "../messages";
import { MAX_IMPORT_ROWS, teamInputSchema } from "../teams";
import {
  CSV_BOM,
  type CsvRowError,
  type CsvRowMessage,
  cellOf,
  headerIndex,
  isCsvFileName,
  isEmptyRecord,
  type MessageRef,
  nameKey,
  neutraliseFormula,
  parseCsvRecords,
  presenceTracker,
  toCsv,
} from "./parse";

/** One valid team row: exactly a `POST /groups` body (and a `teams[]` entry of `POST /groups/import`). */
export type TeamCsvRow = z.output<typeof teamInputSchema>;

/**
 * The preview of a team file (docs/rules.md "CSV import"):
 * - ok: `teams` are the valid new rows (`rows[i]` is the spreadsheet row of `teams[i]`); `alreadyPresent` the valid
 *   rows whose team exists, or is on an earlier row of the file (not imported again); `errors` the rows that have a
 *   name but fail validation (invalid logoUrl, too long...), not imported; `unnamed` counts rows without a name,
 *   skipped silently (rows with no value at all are not counted). `teams` may be empty when every row is present.
 * - not ok: a file-level `error`, or `csvNoValidTeams` when no row is valid; `errors` still lists every row error found.
 */
export type TeamsCsvResult =
  | {
      ok: true;
      teams: TeamCsvRow[];
      rows: number[];
      alreadyPresent: CsvRowMessage[];
      unnamed: number;
      errors: CsvRowError[];
    }
  | { ok: false; error: MessageRef; errors: CsvRowError[] };

/**
 * Team CSV (docs/rules.md "CSV import"): file name must end in .csv; the header (any case) must have `name`; `logoUrl` and
 * `description` are optional; rows without a name are skipped. Each row is validated with `teamInputSchema`.
 * Names are unique case-insensitively (docs/rules.md "Teams"): a name of one of `existingTeams`, or repeated in the file,
 * is already present rather than an error, so choosing the same file twice imports nothing the second time.
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

  const presence = presenceTracker(existingTeams.map((team) => nameKey(team.name)));
  const teams: TeamCsvRow[] = [];
  const rows: number[] = [];
  const alreadyPresent: CsvRowMessage[] = [];
  const errors: CsvRowError[] = [];
  let unnamed = 0;

  for (const { row, fields } of records) {
    const name = cellOf(fields, index, "name");
    if (name === "") {
      unnamed++;
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
    const present = presence(nameKey(parsed.data.name), row);
    if (present === "existing") {
      alreadyPresent.push({ row, message: { key: "csvTeamPresent", params: { name: parsed.data.name } } });
    } else if (present !== null) {
      alreadyPresent.push({ row, message: { key: "csvTeamRepeated", params: { name: parsed.data.name, row: present } } });
    } else {
      teams.push(parsed.data);
      rows.push(row);
    }
  }

  if (teams.length === 0 && alreadyPresent.length === 0) return { ok: false, error: { key: "csvNoValidTeams" }, errors };
  return { ok: true, teams, rows, alreadyPresent, unnamed, errors };
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
