import { newId, type Team, type TeamInput, teamInputSchema } from "@app/domain";
import type { z } from "zod";
import { isUniqueViolation, nowIso } from "../../db/connection";
import type { AppDeps } from "../../deps";
import { bumpDataVersion } from "../../lib/data-version";
import { conflict, HttpError, notFound } from "../../lib/errors";
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

/** All rows or none: names must be new and distinct within the file too. */
export async function importTeams(deps: AppDeps, teams: TeamInput[]): Promise<number> {
  const values = teams.map((t) => teamInputSchema.parse(t));
  return deps.db.transaction().execute(async (trx) => {
    const keys = values.map((t) => nameKey(t.name));
    const existing = new Set(await findTeamsByNameKeys(trx, keys));
    const seen = new Set<string>();
    const errors: { path: string; message: "teamNameExists" }[] = [];
    keys.forEach((key, index) => {
      if (existing.has(key) || seen.has(key)) errors.push({ path: `teams.${index}.name`, message: "teamNameExists" });
      seen.add(key);
    });
    if (errors.length > 0) throw new HttpError(409, "teamNameExists", {}, errors);
    const now = nowIso();
    await bumpDataVersion(trx);
    await trx
      .insertInto("teams")
      .values(values.map((t, i) => ({ id: newId(deps.now()), ...t, nameKey: keys[i], createdAt: now, updatedAt: now })))
      .execute();
    return values.length;
  });
}
