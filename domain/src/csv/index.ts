/** CSV import and export of teams and games: pure text in, values and message keys out (no I/O). */
export { type ExportableGame, exportGamesCsv } from "./export";
export {
  type CsvTeam,
  csvErrorsSummary,
  GAME_CSV_COLUMNS,
  GAME_CSV_REQUIRED_COLUMNS,
  type GamesCsvResult,
  gamesTemplateCsv,
  parseGamesCsv,
} from "./games";
export {
  CSV_BOM,
  type CsvRecord,
  type CsvRowError,
  type MessageRef,
  neutraliseFormula,
  parseCsv,
  parseCsvRecords,
  restoreFormula,
  toCsv,
  toCsvField,
} from "./parse";
export { parseTeamsCsv, sampleTeamsCsv, type TeamCsvRow, type TeamsCsvResult } from "./teams";
