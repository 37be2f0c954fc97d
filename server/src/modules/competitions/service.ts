import { type Competition, type CompetitionUpdate, newId, sortCompetitions } from "@app/domain";
import { isUniqueViolation, nowIso } from "../../db/connection";
import type { AppDeps } from "../../deps";
import { bumpDataVersion, type ReadVersion } from "../../lib/data-version";
import { badRequest, conflict, HttpError, notFound } from "../../lib/errors";
import type { Db } from "../../lib/transaction";
import { activeCompetitionIds, countGamesIn, findCompetitionByNameKey, findCompetitionRow, selectCompetitions } from "./repo";

/** Lower-cased name: what makes two competition names the same (as team names). */
export const competitionKey = (name: string) => name.trim().toLocaleLowerCase();

/** Every competition in list order, once per data version (every write that moves a game or a competition bumps it). */
export function competitions(deps: AppDeps, at: ReadVersion = null): Promise<Competition[]> {
  return deps.cache.value("competitions", async () => sortCompetitions(await selectCompetitions(deps.db)), undefined, at);
}

/**
 * A `?competition=` filter or a body field naming a competition: 400 when no such competition exists (a 404 is for
 * the competition's own routes, docs/rules.md "Competitions").
 */
export async function assertCompetitionFilter(deps: AppDeps, id: string | undefined, at: ReadVersion = null): Promise<void> {
  if (id === undefined) return;
  if (!(await competitions(deps, at)).some((c) => c._id === id)) throw badRequest("competitionNotFound");
}

/**
 * The competition a new game (or an import) goes to, inside the writing transaction: the one named, which must exist
 * (400) and be active (409); without one, the only active competition, or 400 `competitionRequired`.
 */
export async function competitionForNewGames(trx: Db, named: string | undefined): Promise<string> {
  if (named === undefined) {
    const active = await activeCompetitionIds(trx);
    if (active.length !== 1)
      throw new HttpError(400, "competitionRequired", {}, [{ path: "competitionId", message: "competitionRequired" }]);
    return active[0];
  }
  const row = await findCompetitionRow(trx, named);
  if (!row) throw new HttpError(400, "competitionNotFound", {}, [{ path: "competitionId", message: "competitionNotFound" }]);
  if (row.status === "finished") throw conflict("competitionFinished");
  return row.id;
}

async function reload(deps: AppDeps, id: string): Promise<Competition> {
  const found = (await competitions(deps)).find((c) => c._id === id);
  if (!found) throw notFound("competitionNotFound");
  return found;
}

/** A taken name is a 409 whether the check or the unique index finds it (two admins racing). */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("competitionNameTaken");
    throw error;
  }
}

export async function createCompetition(deps: AppDeps, name: string): Promise<Competition> {
  const id = newId(deps.now());
  await uniqueName(() =>
    deps.db.transaction().execute(async (trx) => {
      await bumpDataVersion(trx);
      if (await findCompetitionByNameKey(trx, competitionKey(name))) throw conflict("competitionNameTaken");
      const now = nowIso();
      await trx
        .insertInto("competitions")
        .values({ id, name, nameKey: competitionKey(name), status: "active", createdAt: now, updatedAt: now })
        .execute();
    }),
  );
  return reload(deps, id);
}

/** Renames, finishes or reopens; its games, bets and tables stay as they are. */
export async function updateCompetition(deps: AppDeps, id: string, patch: CompetitionUpdate): Promise<Competition> {
  await uniqueName(() =>
    deps.db.transaction().execute(async (trx) => {
      await bumpDataVersion(trx);
      if (!(await findCompetitionRow(trx, id))) throw notFound("competitionNotFound");
      if (patch.name !== undefined) {
        const holder = await findCompetitionByNameKey(trx, competitionKey(patch.name));
        if (holder && holder.id !== id) throw conflict("competitionNameTaken");
      }
      await trx
        .updateTable("competitions")
        .set({
          ...(patch.name !== undefined && { name: patch.name, nameKey: competitionKey(patch.name) }),
          ...(patch.status !== undefined && { status: patch.status }),
          updatedAt: nowIso(),
        })
        .where("id", "=", id)
        .execute();
    }),
  );
  return reload(deps, id);
}

/** Only an empty competition goes (409 otherwise); leagues following it then follow every competition again. */
export async function deleteCompetition(deps: AppDeps, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    // First: game writers queue on the same row, so no game can land in it between the count and the delete.
    await bumpDataVersion(trx);
    if (!(await findCompetitionRow(trx, id))) throw notFound("competitionNotFound");
    const count = await countGamesIn(trx, id);
    if (count > 0) throw conflict("competitionNotEmpty", { count });
    await trx.updateTable("leagues").set({ competitionId: null }).where("competitionId", "=", id).execute();
    await trx.deleteFrom("competitions").where("id", "=", id).execute();
  });
}
