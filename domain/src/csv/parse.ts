/**
 * RFC 4180 CSV reading and writing, pure (no I/O).
 *
 * Hand-written rather than papaparse: the import screens need only the RFC 4180 subset (comma, quotes,
 * CRLF/LF/CR), this is ~100 lines against papaparse's ~20 kB in the web bundle, and we need two things
 * papaparse does not give directly: the spreadsheet row number of every record (blank lines count as rows,
 * newlines inside quotes do not) and trimming of the whitespace around unquoted fields and around quotes.
 */
import type { MessageKey } from "../messages";
import { NAME_INPUT_MAX } from "../names";

/** A message key with its `{{name}}` parameters; the web translates it with i18n, the server with `translate()`. */
export interface MessageRef {
  key: MessageKey;
  params?: Record<string, string | number>;
}

/** A message about one CSV row; `row` is the 1-based row a spreadsheet shows (the header is row 1). */
export interface CsvRowMessage {
  row: number;
  message: MessageRef;
}

/** Why one CSV row cannot be imported (a row may have several). */
export type CsvRowError = CsvRowMessage;

/** One record and the 1-based spreadsheet row it sits on. */
export interface CsvRecord {
  row: number;
  fields: string[];
}

const isBlank = (ch: string) => ch === " " || ch === "\t";
const trimEndBlank = (value: string) => value.replace(/[ \t]+$/, "");

/**
 * Parses CSV text into records with their row numbers.
 * - comma separator; fields in double quotes may hold commas, line breaks and doubled quotes ("")
 * - a leading UTF-8 BOM is dropped; CRLF, LF and lone CR all end a record (inside quotes they are kept as is)
 * - spaces and tabs around an unquoted field, and around a quoted one, are dropped
 * - fully blank lines are left out, but still count as rows (as in a spreadsheet)
 * - lenient on malformed input: text after a closing quote is appended to the field, and an unterminated
 *   quote runs to the end of the text; nothing throws
 */
export function parseCsvRecords(text: string): CsvRecord[] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  // start: before a field's first character; unquoted; quoted: inside quotes; closed: after the closing quote
  let state: "start" | "unquoted" | "quoted" | "closed" = "start";
  let row = 1;

  const endField = () => {
    fields.push(state === "unquoted" ? trimEndBlank(field) : field);
    field = "";
    state = "start";
  };
  const endRecord = () => {
    endField();
    const blank = fields.length === 1 && fields[0] === "";
    if (!blank) records.push({ row, fields });
    fields = [];
    row++;
  };

  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (state === "quoted") {
      if (ch !== '"') field += ch;
      else if (src[i + 1] === '"') {
        field += '"';
        i++;
      } else state = "closed";
      continue;
    }
    if (ch === ",") {
      endField();
    } else if (ch === "\r" || ch === "\n") {
      if (ch === "\r" && src[i + 1] === "\n") i++;
      endRecord();
    } else if (state === "start") {
      if (ch === '"') state = "quoted";
      else if (!isBlank(ch)) {
        field = ch;
        state = "unquoted";
      }
    } else if (state === "closed") {
      if (!isBlank(ch)) {
        // Malformed ("ab"cd): keep the text rather than lose it.
        field += ch;
        state = "unquoted";
      }
    } else {
      field += ch;
    }
  }
  if (state !== "start" || fields.length > 0) endRecord();
  return records;
}

/** The fields of every non-blank record (see `parseCsvRecords`). */
export function parseCsv(text: string): string[][] {
  return parseCsvRecords(text).map((record) => record.fields);
}

/** A field needs quotes when it holds a separator, quote or line break, or starts or ends with blanks (they would be trimmed). */
const NEEDS_QUOTES = /[",\r\n]|^[ \t]|[ \t]$/;

export function toCsvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** RFC 4180 text: fields quoted only when needed, every record ended by CRLF. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((fields) => `${fields.map(toCsvField).join(",")}\r\n`).join("");
}

/** Prepended to downloaded files so Excel reads UTF-8 (Hebrew names) correctly; `parseCsv` drops it. */
export const CSV_BOM = "\uFEFF";

/**
 * Formula injection (OWASP "CSV Injection"): a spreadsheet runs a cell starting with = + - @ (or tab / CR)
 * as a formula. Such a cell is written with a leading single quote. Cells that already start with quotes
 * followed by one of those characters get one more quote, so `restoreFormula` (strip one quote) always
 * gives the original value back: neutralised -> restored is the identity for every string.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const NEUTRALISED = /^'+[=+\-@\t\r]/;

export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Undoes `neutraliseFormula`: drops one leading quote when quotes precede = + - @ tab or CR. */
export function restoreFormula(value: string): string {
  return NEUTRALISED.test(value) ? value.slice(1) : value;
}

/** A record's header as lower-case trimmed column names -> index (the first of duplicate names wins). */
export function headerIndex(header: readonly string[]): Map<string, number> {
  const index = new Map<string, number>();
  header.forEach((name, i) => {
    const key = name.trim().toLowerCase();
    if (key && !index.has(key)) index.set(key, i);
  });
  return index;
}

/** The trimmed, formula-restored value of a column (lower-case name) in a record; "" when absent. */
export function cellOf(fields: readonly string[], index: Map<string, number>, column: string): string {
  const i = index.get(column);
  if (i === undefined) return "";
  return restoreFormula((fields[i] ?? "").trim()).trim();
}

export const isEmptyRecord = (fields: readonly string[]) => fields.every((f) => f.trim() === "");

export const isCsvFileName = (fileName: string) => fileName.trim().toLowerCase().endsWith(".csv");

/**
 * How team names compare (docs/rules.md "Teams"): NFC, trimmed, letter case ignored. A cell too long to be a name
 * matches none and is not normalised (its cost grows with the square of a run of combining marks).
 */
export const nameKey = (name: string) => (name.length > NAME_INPUT_MAX ? name : name.normalize("NFC")).trim().toLowerCase();

/**
 * docs/rules.md "CSV import": a valid row whose key (a team's name, a game's teams and date) is already in the
 * league, or on an earlier row of the same file, is "already present" and is not imported again. The tracker
 * answers, row by row, "existing", the earlier row's number, or null for a new row (then remembered).
 */
export function presenceTracker(existing: Iterable<string>): (key: string, row: number) => "existing" | number | null {
  const known = new Set(existing);
  const firstRows = new Map<string, number>();
  return (key, row) => {
    if (known.has(key)) return "existing";
    const earlier = firstRows.get(key);
    if (earlier !== undefined) return earlier;
    firstRows.set(key, row);
    return null;
  };
}
