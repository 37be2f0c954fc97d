import type { Db } from "../../lib/transaction";

/** What a game row carries (aliases g, h, a): the game with both teams, nobody's bet. */
const GAME_COLUMNS = [
  "g.id",
  "g.competitionId",
  "g.date",
  "g.hour",
  "g.kickoffAt",
  "g.round",
  "g.isBettingLocked",
  "g.isFinished",
  "g.homeScore",
  "g.awayScore",
  "g.liveHome",
  "g.liveAway",
  "g.createdAt",
  "h.id as homeId",
  "h.name as homeName",
  "h.logoUrl as homeLogoUrl",
  "a.id as awayId",
  "a.name as awayName",
  "a.logoUrl as awayLogoUrl",
] as const;

/** Every game with both teams, kickoff ascending: what the shared game catalog is built from (one query, no N+1). */
export function selectGameRows(db: Db) {
  return db
    .selectFrom("games as g")
    .innerJoin("teams as h", "h.id", "g.homeTeamId")
    .innerJoin("teams as a", "a.id", "g.awayTeamId")
    .select(GAME_COLUMNS)
    .orderBy("g.kickoffAt")
    .orderBy("g.id")
    .execute();
}

export type GameRow = Awaited<ReturnType<typeof selectGameRows>>[number];

export const findGameRow = (db: Db, id: string) => db.selectFrom("games").selectAll().where("id", "=", id).executeTakeFirst();

export async function countTeams(db: Db, ids: string[]): Promise<number> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return 0;
  const row = await db
    .selectFrom("teams")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("id", "in", unique)
    .executeTakeFirstOrThrow();
  return Number(row.n) === unique.length ? unique.length : -1;
}

/**
 * The teams and date of every game of one competition on these dates (what makes an imported game already present,
 * `gameImportKey`: the same game is judged within one competition, docs/rules.md "Competitions").
 */
export async function findGameKeysOnDates(db: Db, competitionId: string, dates: string[]) {
  if (dates.length === 0) return [];
  const rows = await db
    .selectFrom("games")
    .select(["homeTeamId", "awayTeamId", "date"])
    .where("competitionId", "=", competitionId)
    .where("date", "in", dates)
    .execute();
  return rows.map((row) => ({ homeGroupId: row.homeTeamId, awayGroupId: row.awayTeamId, date: row.date }));
}
