import { type GameValues, gameInputSchema, gameRuleIssues } from "../games";
import { isMessageKey, type MessageKey } from "../messages";
import { formatFinalResult, parseFinalResult } from "../scoring";
import { MAX_IMPORT_ROWS } from "../teams";
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

/** The columns of the games CSV, in export order (docs/rules.md "CSV export"). The importer matches them in any case. */
export const GAME_CSV_COLUMNS = [
  "homeTeam",
  "awayTeam",
  "date",
  "time",
  "round",
  "bettingLocked",
  "finished",
  "homeScore",
  "awayScore",
  "finalResult",
] as const;
export const GAME_CSV_REQUIRED_COLUMNS = ["homeTeam", "awayTeam", "date", "time"] as const;

/** What the importer needs of a team. */
export interface CsvTeam {
  _id: string;
  name: string;
}

/** What makes two games the same for an import (docs/rules.md "CSV import"): home team, away team and date. */
export interface CsvGameKey {
  homeGroupId: string;
  awayGroupId: string;
  date: string;
}

/** The key of `CsvGameKey`, as the preview and the server (`POST /games/import`) both compare it. */
export const gameImportKey = (game: CsvGameKey) => `${game.homeGroupId} ${game.awayGroupId} ${game.date}`;

/**
 * The preview of a game file:
 * - ok: `games` are the valid new rows, each exactly a `POST /games` body (`rows[i]` is the spreadsheet row of
 *   `games[i]`); `alreadyPresent` the valid rows whose game (same home, away and date) exists or is on an earlier
 *   row of the file (not imported again); `errors` lists every error of the invalid rows (a row may have several).
 *   When `errors` is not empty the caller shows `csvErrorsSummary(errors)` ("Found N error(s) in CSV...") and the
 *   row errors. `games` may be empty when every valid row is present.
 * - not ok: a file-level `error`; `csvNoValidGames` when no row is valid, with `errors` telling why.
 */
export type GamesCsvResult =
  | { ok: true; games: GameValues[]; rows: number[]; alreadyPresent: CsvRowMessage[]; errors: CsvRowError[] }
  | { ok: false; error: MessageRef; errors: CsvRowError[] };

/** 'Found N error(s) in CSV...' for a non-empty error list, else null. */
export function csvErrorsSummary(errors: readonly CsvRowError[]): MessageRef | null {
  return errors.length > 0 ? { key: "csvErrorsFound", params: { count: errors.length } } : null;
}

const ID_PREFIX = /^[0-9a-f]{8,24}$/i;

type TeamLookup = (value: string) => { id: string } | { ambiguous: true } | null;

/**
 * docs/rules.md "CSV import": a team cell is a full 24-hex id, an id prefix of 8+ hex characters, or a name (any case).
 * Tried in that order: a hex value that matches no id falls through to the name lookup (so a 7-character
 * prefix is only ever a name). A prefix matching several ids is ambiguous, unless a team has exactly that
 * name, which is the clearer intent.
 */
export function teamLookup(teams: readonly CsvTeam[]): TeamLookup {
  const byName = new Map<string, string[]>();
  for (const team of teams) {
    const key = nameKey(team.name);
    byName.set(key, [...(byName.get(key) ?? []), team._id]);
  }
  return (value) => {
    const named = byName.get(nameKey(value)) ?? [];
    if (ID_PREFIX.test(value)) {
      const prefix = value.toLowerCase();
      const ids = teams.filter((team) => team._id.toLowerCase().startsWith(prefix)).map((team) => team._id);
      if (ids.length === 1) return { id: ids[0] };
      if (ids.length > 1) return named.length === 1 ? { id: named[0] } : { ambiguous: true };
    }
    if (named.length === 1) return { id: named[0] };
    return named.length > 1 ? { ambiguous: true } : null;
  };
}

const SCORE = /^\d+$/;
const RESULT = /^\d+:\d+$/;
const toKey = (message: string): MessageKey => (isMessageKey(message) ? message : "invalidInput");

/** finalResult from homeScore/awayScore, else from the finalResult column; "" when none; errors as keys. */
function resultOf(homeScore: string, awayScore: string, finalResult: string): { result: string; errors: MessageRef[] } {
  if (homeScore === "" && awayScore === "") {
    if (finalResult === "") return { result: "", errors: [] };
    if (!RESULT.test(finalResult)) return { result: "", errors: [{ key: "finalResultInvalid" }] };
    const score = parseFinalResult(finalResult);
    return score ? { result: formatFinalResult(score), errors: [] } : { result: "", errors: [{ key: "scoreRange" }] };
  }
  const errors: MessageRef[] = [];
  for (const value of [homeScore, awayScore]) {
    if (value === "") continue;
    if (!SCORE.test(value)) errors.push({ key: "scoresInvalid" });
    else if (Number(value) > 99) errors.push({ key: "scoreRange" });
  }
  if (homeScore === "" || awayScore === "") errors.push({ key: "scoresBothOrNeither" });
  if (errors.length > 0) return { result: "", errors: dedupe(errors) };
  const result = formatFinalResult({ homeScore: Number(homeScore), awayScore: Number(awayScore) });
  if (finalResult !== "" && formatFinalResult(parseFinalResult(finalResult)) !== result) {
    return { result: "", errors: [{ key: "csvScoresConflict", params: { scores: `${homeScore}:${awayScore}`, finalResult } }] };
  }
  return { result, errors: [] };
}

function dedupe(refs: MessageRef[]): MessageRef[] {
  const seen = new Set<string>();
  return refs.filter((ref) => {
    const id = JSON.stringify(ref);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * Game CSV (docs/rules.md "CSV import"). File-level checks, in that section's order: .csv name, teams exist,
 * a header and a data row, the four required columns. Then every non-empty row becomes a `POST /games` body or row errors:
 * - homeTeam / awayTeam: see `teamLookup`; home and away must differ
 * - date YYYY-MM-DD (a real date), time HH:MM 24-hour
 * - round: when empty, "Round N" where N is the 1-based number of the data row (the first row under the header
 *   is Round 1; blank lines are not counted). This follows the rule "an empty round becomes 'Round N'" literally:
 *   N comes from the row, not from other rows' values.
 * - bettingLocked / finished: true only for "true" in any case; anything else (yes, 1, empty) is false
 * - homeScore + awayScore (digits, 0-99) give finalResult "h:a"; only one of them is an error; without them a
 *   finalResult column must be digits:digits; given both ways they must agree
 * - finished without a result is an error
 * A valid row is new, or already present (see `GamesCsvResult`) when `existingGames` or an earlier row has its key.
 * The field rules are `gameInputSchema`'s and the cross-field rules `gameRuleIssues`, as in the form and server.
 * A leading ' that neutralised a formula on export (=, +, -, @) is dropped from every cell.
 */
export function parseGamesCsv(
  fileName: string,
  text: string,
  teams: readonly CsvTeam[],
  existingGames: readonly CsvGameKey[] = [],
): GamesCsvResult {
  const fail = (error: MessageRef): GamesCsvResult => ({ ok: false, error, errors: [] });
  if (!isCsvFileName(fileName)) return fail({ key: "csvSelectFile" });
  if (teams.length === 0) return fail({ key: "csvCreateTeamsFirst" });
  const records = parseCsvRecords(text).filter((record) => !isEmptyRecord(record.fields));
  if (records.length < 2) return fail({ key: "csvHeaderAndDataRequired" });
  const [header, ...data] = records;
  const index = headerIndex(header.fields);
  const missing = GAME_CSV_REQUIRED_COLUMNS.filter((column) => !index.has(column.toLowerCase()));
  if (missing.length > 0) return fail({ key: "csvRequiredColumns", params: { missing: missing.join(", ") } });
  if (data.length > MAX_IMPORT_ROWS) return fail({ key: "csvTooManyRows", params: { max: MAX_IMPORT_ROWS } });

  const lookup = teamLookup(teams);
  const teamNames = new Map(teams.map((team) => [team._id, team.name]));
  const presence = presenceTracker(existingGames.map(gameImportKey));
  const games: GameValues[] = [];
  const rows: number[] = [];
  const alreadyPresent: CsvRowMessage[] = [];
  const errors: CsvRowError[] = [];

  data.forEach(({ row, fields }, dataIndex) => {
    const cell = (column: (typeof GAME_CSV_COLUMNS)[number]) => cellOf(fields, index, column.toLowerCase());
    const rowErrors: MessageRef[] = [];

    const team = (side: "home" | "away"): string | null => {
      const value = cell(side === "home" ? "homeTeam" : "awayTeam");
      if (value === "") {
        rowErrors.push({ key: side === "home" ? "homeTeamRequired" : "awayTeamRequired" });
        return null;
      }
      const found = lookup(value);
      if (found && "id" in found) return found.id;
      rowErrors.push(
        found
          ? { key: "csvTeamIdAmbiguous", params: { value } }
          : { key: side === "home" ? "csvHomeTeamNotFound" : "csvAwayTeamNotFound", params: { value } },
      );
      return null;
    };
    const homeGroupId = team("home");
    const awayGroupId = team("away");
    const isFinished = cell("finished").toLowerCase() === "true";
    const score = resultOf(cell("homeScore"), cell("awayScore"), cell("finalResult"));

    const candidate = {
      homeGroupId: homeGroupId ?? "",
      awayGroupId: awayGroupId ?? "",
      date: cell("date"),
      hour: cell("time"),
      round: cell("round") || `Round ${dataIndex + 1}`,
      isBettingLocked: cell("bettingLocked").toLowerCase() === "true",
      isFinished,
      finalResult: score.result,
    };
    const parsed = gameInputSchema.safeParse(candidate);
    const reported = new Set<string>();
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const path = String(issue.path[0] ?? "");
      // Team problems are already reported above; cross-field rules come from gameRuleIssues below;
      // one message per field ("" is "Date is required", not also "Date must be a valid date").
      if (path === "homeGroupId" || path === "awayGroupId" || path === "finalResult" || reported.has(path)) continue;
      reported.add(path);
      rowErrors.push({ key: toKey(issue.message) });
    }
    rowErrors.push(...score.errors);
    for (const issue of gameRuleIssues(candidate)) {
      if (issue.message === "teamsMustDiffer" && (homeGroupId === null || awayGroupId === null)) continue;
      if (issue.message === "scoresRequiredFinished" && score.errors.length > 0) continue;
      rowErrors.push({ key: issue.message });
    }

    const unique = dedupe(rowErrors);
    if (unique.length > 0 || !parsed.success) {
      for (const message of unique) errors.push({ row, message });
      if (unique.length === 0) errors.push({ row, message: { key: "invalidInput" } });
      return;
    }
    const present = presence(gameImportKey(parsed.data), row);
    if (present === null) {
      games.push(parsed.data);
      rows.push(row);
      return;
    }
    const params = {
      home: teamNames.get(parsed.data.homeGroupId) ?? parsed.data.homeGroupId,
      away: teamNames.get(parsed.data.awayGroupId) ?? parsed.data.awayGroupId,
      date: parsed.data.date,
    };
    alreadyPresent.push(
      present === "existing"
        ? { row, message: { key: "csvGamePresent", params } }
        : { row, message: { key: "csvGameRepeated", params: { ...params, row: present } } },
    );
  });

  if (games.length === 0 && alreadyPresent.length === 0) return { ok: false, error: { key: "csvNoValidGames" }, errors };
  return { ok: true, games, rows, alreadyPresent, errors };
}

/**
 * Content of games-template.csv: the export header and one example row (with a BOM for Excel). The example
 * uses the first two of `teams` when given, else two of the sample teams.
 */
export function gamesTemplateCsv(teams: readonly { name: string }[] = []): string {
  const [home, away] = teams.length >= 2 ? [teams[0].name, teams[1].name] : ["Maccabi Tel Aviv", "Hapoel Be'er Sheva"];
  const example = [home, away, "2026-09-12", "20:30", "Round 1", "false", "false", "", "", ""];
  return CSV_BOM + toCsv([[...GAME_CSV_COLUMNS], example.map(neutraliseFormula)]);
}
