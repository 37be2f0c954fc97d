import { type ImportResult, newId, presenceTracker, type Team, type TeamInput, teamInputSchema } from "@app/domain";
import type { z } from "zod";
import { isUniqueViolation, nowIso } from "../../db/connection";
import type { AppDeps } from "../../deps";
import { bumpDataVersion } from "../../lib/data-version";
import { conflict, notFound } from "../../lib/errors";
import { countGamesUsingTeam, findTeam, findTeamsByNameKeys, type TeamRow } from "./repo";

type TeamValues = z.output<typeof teamInputSchema>;

export const nameKey = (name: string) => name.trim().toLocaleLowerCase();

export function presentTeam(row: TeamRow): Team {
  return { _id: row.id, name: row.name, logoUrl: row.logoUrl, description: row.description };
}

export async function createTeam(deps: AppDeps, input: TeamValues): Promise<Team> {
  const now = nowIso();
  try {
    const row = await deps.db.transaction().execute(async (trx) => {
      await bumpDataVersion(trx);
      return trx
        .insertInto("teams")
        .values({ id: newId(deps.now()), ...input, nameKey: nameKey(input.name), createdAt: now, updatedAt: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return presentTeam(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("teamNameExists");
    throw error;
  }
}

export async function updateTeam(deps: AppDeps, id: string, input: TeamValues): Promise<Team> {
  try {
    const row = await deps.db.transaction().execute(async (trx) => {
      await bumpDataVersion(trx);
      const updated = await trx
        .updateTable("teams")
        .set({ ...input, nameKey: nameKey(input.name), updatedAt: nowIso() })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst();
      // Thrown inside the transaction so the data-version bump rolls back with it: a 404 changes nothing.
      if (!updated) throw notFound("teamNotFound");
      return updated;
    });
    return presentTeam(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("teamNameExists");
    throw error;
  }
}

/** A team that games use cannot go: deleting it would orphan them (409 with the count). */
export async function deleteTeam(deps: AppDeps, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await bumpDataVersion(trx); // first, before the team row: see games/service.ts updateGame
    if (!(await findTeam(trx, id))) throw notFound("teamNotFound");
    const used = await countGamesUsingTeam(trx, id);
    if (used > 0) throw conflict("teamInUse", { count: used });
    await trx.deleteFrom("teams").where("id", "=", id).execute();
  });
}

/**
 * docs/rules.md "CSV import": every row is valid (the body schema) or nothing is written; rows whose name is a team's
 * already, or repeats an earlier row's, are skipped. Checked after the data-version bump, which queues writers, so
 * a stale preview or a concurrent import cannot add a duplicate: what is present now is skipped, the rest inserted.
 */
export async function importTeams(deps: AppDeps, teams: TeamInput[]): Promise<ImportResult> {
  const values = teams.map((t) => teamInputSchema.parse(t));
  return deps.db.transaction().execute(async (trx) => {
    await bumpDataVersion(trx);
    const keys = values.map((t) => nameKey(t.name));
    const presence = presenceTracker(await findTeamsByNameKeys(trx, keys));
    const fresh = values.flatMap((t, i) => (presence(keys[i], i) === null ? [{ ...t, nameKey: keys[i] }] : []));
    if (fresh.length > 0) {
      const now = nowIso();
      await trx
        .insertInto("teams")
        .values(fresh.map((t) => ({ id: newId(deps.now()), ...t, createdAt: now, updatedAt: now })))
        .execute();
    }
    return { imported: fresh.length, skipped: values.length - fresh.length };
  });
}
