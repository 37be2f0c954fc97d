import type { Competition } from "@app/domain";
import type { Db } from "../../lib/transaction";

/** Every competition with its game count and kickoff span, counted by the database (one row per competition). */
export async function selectCompetitions(db: Db): Promise<Competition[]> {
  const [rows, spans] = await Promise.all([
    db.selectFrom("competitions").select(["id", "name", "status"]).execute(),
    db
      .selectFrom("games")
      .select((eb) => [
        "competitionId",
        eb.fn.countAll<number | string>().as("games"),
        eb.fn.min<number | string>("kickoffAt").as("first"),
        eb.fn.max<number | string>("kickoffAt").as("last"),
      ])
      .groupBy("competitionId")
      .execute(),
  ]);
  const byId = new Map(spans.map((s) => [s.competitionId, s]));
  const iso = (ms: number | string | undefined) => (ms === undefined ? null : new Date(Number(ms)).toISOString());
  return rows.map((row) => {
    const span = byId.get(row.id);
    return {
      _id: row.id,
      name: row.name,
      status: row.status,
      gameCount: Number(span?.games ?? 0),
      firstKickoff: iso(span?.first),
      lastKickoff: iso(span?.last),
    };
  });
}

export const findCompetitionRow = (db: Db, id: string) =>
  db.selectFrom("competitions").select(["id", "name", "status"]).where("id", "=", id).executeTakeFirst();

export const findCompetitionByNameKey = (db: Db, nameKey: string) =>
  db.selectFrom("competitions").select(["id", "name", "status"]).where("nameKey", "=", nameKey).executeTakeFirst();

export const activeCompetitionIds = async (db: Db) =>
  (await db.selectFrom("competitions").select("id").where("status", "=", "active").execute()).map((r) => r.id);

export async function countGamesIn(db: Db, competitionId: string): Promise<number> {
  const row = await db
    .selectFrom("games")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("competitionId", "=", competitionId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
