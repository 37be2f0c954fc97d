import type { Selectable } from "kysely";
import type { TeamsTable } from "../../db/schema";
import type { Db } from "../../lib/transaction";

export type TeamRow = Selectable<TeamsTable>;

export const listTeams = (db: Db) => db.selectFrom("teams").selectAll().orderBy("name").execute();

export const findTeam = (db: Db, id: string) => db.selectFrom("teams").selectAll().where("id", "=", id).executeTakeFirst();

export async function countGamesUsingTeam(db: Db, id: string): Promise<number> {
  const row = await db
    .selectFrom("games")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where((eb) => eb.or([eb("homeTeamId", "=", id), eb("awayTeamId", "=", id)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findTeamsByNameKeys(db: Db, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db.selectFrom("teams").select("nameKey").where("nameKey", "in", keys).execute();
  return rows.map((r) => r.nameKey);
}
