import type { Db } from "../../lib/transaction";

/** What a game row carries (aliases g, h, a, b): every game-shaped answer selects exactly these. */
const GAME_COLUMNS = [
  "g.id",
  "g.date",
  "g.hour",
  "g.kickoffAt",
  "g.round",
  "g.isBettingLocked",
  "g.isFinished",
  "g.homeScore",
  "g.awayScore",
  "h.id as homeId",
  "h.name as homeName",
  "h.logoUrl as homeLogoUrl",
  "a.id as awayId",
  "a.name as awayName",
  "a.logoUrl as awayLogoUrl",
  "b.id as betId",
  "b.homeScore as betHomeScore",
  "b.awayScore as betAwayScore",
  "b.points as betPoints",
  "b.isCalculated as betIsCalculated",
  "b.createdAt as betCreatedAt",
] as const;

/**
 * One query for games with both teams and the caller's own bet: every game list and the single
 * game read through here, so a game always has the same shape and never costs N+1 queries.
 */
export function selectGames(db: Db, userId: string) {
  return db
    .selectFrom("games as g")
    .innerJoin("teams as h", "h.id", "g.homeTeamId")
    .innerJoin("teams as a", "a.id", "g.awayTeamId")
    .leftJoin("bets as b", (join) => join.onRef("b.gameId", "=", "g.id").on("b.userId", "=", userId))
    .select(GAME_COLUMNS);
}

/**
 * A player's bets with their games, newest first by (user, id) index: starts from the bets so a
 * profile page costs its 100 rows, not a scan of every game.
 */
export function selectBetsWithGames(db: Db, userId: string) {
  return db
    .selectFrom("bets as b")
    .innerJoin("games as g", "g.id", "b.gameId")
    .innerJoin("teams as h", "h.id", "g.homeTeamId")
    .innerJoin("teams as a", "a.id", "g.awayTeamId")
    .where("b.userId", "=", userId)
    .select(GAME_COLUMNS);
}

export type GameListRow = Awaited<ReturnType<ReturnType<typeof selectGames>["execute"]>>[number];

export const findGameRow = (db: Db, id: string) => db.selectFrom("games").selectAll().where("id", "=", id).executeTakeFirst();

/** Round, date, kickoff and state of every game: what "current round" is computed from. */
export const selectRoundFacts = (db: Db) => db.selectFrom("games").select(["round", "date", "kickoffAt", "isFinished"]).execute();

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
