/** CSV import and export of teams and games: pure text in, values and message keys out (no I/O). */
export { type ExportableGame, exportGamesCsv } from "./export";
export {
  type CsvGameKey,
  type CsvTeam,
  csvErrorsSummary,
  GAME_CSV_COLUMNS,
  GAME_CSV_REQUIRED_COLUMNS,
  type GamesCsvResult,
  gameImportKey,
  gamesTemplateCsv,
  parseGamesCsv,
} from "./games";
export { type ImportResult, importResultSchema } from "./import-result";
export {
  CSV_BOM,
  type CsvRecord,
  type CsvRowError,
  type CsvRowMessage,
  type MessageRef,
  neutraliseFormula,
  parseCsv,
  parseCsvRecords,
  presenceTracker,
  restoreFormula,
  toCsv,
  toCsvField,
} from "./parse";
export { parseTeamsCsv, sampleTeamsCsv, type TeamCsvRow, type TeamsCsvResult } from "./teams";
