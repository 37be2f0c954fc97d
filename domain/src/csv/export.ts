import { formatFinalResult, parseFinalResult, type Score } from "../scoring";
import { type CsvTeam, GAME_CSV_COLUMNS, teamLookup } from "./games";
import { CSV_BOM, neutraliseFormula, toCsv } from "./parse";

type TeamField = string | { _id: string; name?: string };

/**
 * A game as the API returns it (`Game`): teams populated as `{_id, name, logoUrl}` or plain ids, and
 * finalResult as "h:a" (or, in some places, `{homeScore, awayScore}`). Any `Game` fits.
 */
export interface ExportableGame {
  homeGroupId: TeamField;
  awayGroupId: TeamField;
  date: string;
  hour: string;
  round: string;
  isBettingLocked: boolean;
  isFinished: boolean;
  finalResult: string | Score | null | undefined;
}

/**
 * current-games.csv: exactly the columns of docs/rules.md "CSV export" (`GAME_CSV_COLUMNS`), one row per game in the given order,
 * teams by name, flags "true"/"false", homeScore/awayScore taken from finalResult ("" when there is none).
 * Starts with a BOM (Excel then reads Hebrew names as UTF-8) and ends every row with CRLF.
 *
 * A team is written by its name from `teams` (else the populated name); if that name would not lead the
 * importer back to the same team (a name that reads as another team's id prefix, a duplicate name), its
 * full id is written instead, so `parseGamesCsv(exportGamesCsv(games, teams), teams)` gives the same games.
 * Cells starting with = + - @ tab or CR get a leading ' (OWASP CSV injection); the importer removes it.
 */
export function exportGamesCsv(games: readonly ExportableGame[], teams: readonly CsvTeam[]): string {
  const names = new Map(teams.map((team) => [team._id, team.name]));
  const lookup = teamLookup(teams);
  const teamCell = (field: TeamField): string => {
    const id = typeof field === "string" ? field : field._id;
    const name = names.get(id) ?? (typeof field === "string" ? undefined : field.name);
    if (!name) return id;
    if (!names.has(id)) return name; // not in `teams`: nothing to check the name against
    const found = lookup(name.trim());
    return found && "id" in found && found.id === id ? name : id;
  };

  const rows = games.map((game) => {
    const score = typeof game.finalResult === "string" ? parseFinalResult(game.finalResult) : (game.finalResult ?? null);
    return [
      teamCell(game.homeGroupId),
      teamCell(game.awayGroupId),
      game.date,
      game.hour,
      game.round,
      String(game.isBettingLocked),
      String(game.isFinished),
      score ? String(score.homeScore) : "",
      score ? String(score.awayScore) : "",
      formatFinalResult(score),
    ].map(neutraliseFormula);
  });
  return CSV_BOM + toCsv([[...GAME_CSV_COLUMNS], ...rows]);
}
