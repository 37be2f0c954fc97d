import type { AdminStats } from "@app/domain";
import { flag, isUniqueViolation, nowIso } from "../../db/connection";
import type { AppDeps } from "../../deps";
import { bumpDataVersion } from "../../lib/data-version";
import { conflict, notFound } from "../../lib/errors";
import { type Page, paged } from "../../lib/paging";
import { publishAfterCommit } from "../events/bus";
import { releaseLeaguesOf } from "../leagues/service";
import { createUser } from "./accounts";
import { presentSelf, presentUser } from "./present";
import { countAdmins, findUserById } from "./repo";

export async function getUser(deps: AppDeps, id: string, viewer: { id: string; isAdmin: number }) {
  const user = await findUserById(deps.db, id);
  if (!user) throw notFound("userNotFound");
  return presentUser(user, viewer.isAdmin === 1 || viewer.id === id);
}

export async function listUsers(deps: AppDeps, viewer: { isAdmin: number }, page: Page) {
  const rows = await paged(deps.db.selectFrom("users").selectAll().orderBy("fullName").orderBy("id"), page).execute();
  return rows.map((row) => presentUser(row, viewer.isAdmin === 1));
}

export async function adminStats(deps: AppDeps): Promise<AdminStats> {
  const n = (row: { n: number | string }) => Number(row.n);
  const [users, games, bets, active] = await Promise.all([
    deps.db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    deps.db
      .selectFrom("games")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    deps.db
      .selectFrom("bets")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    deps.db
      .selectFrom("games")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("isFinished", "=", 0)
      .executeTakeFirstOrThrow(),
  ]);
  return { totalUsers: n(users), totalGames: n(games), totalBets: n(bets), activeGames: n(active) };
}

export async function adminCreateUser(
  deps: AppDeps,
  input: { username: string; email: string; password: string; isAdmin: boolean },
) {
  const user = await createUser(deps, { ...input, fullName: input.username });
  return presentUser(user, true);
}

/** Edits name, email and the admin flag; the last admin keeps the flag (409). */
export async function adminUpdateUser(deps: AppDeps, id: string, input: { username: string; email: string; isAdmin?: boolean }) {
  try {
    const user = await deps.db.transaction().execute(async (trx) => {
      // The data-version row first, before counting admins: it serialises writers on PostgreSQL, so two admins
      // demoting each other at once cannot both see the other still there and leave none.
      await bumpDataVersion(trx);
      const existing = await findUserById(trx, id);
      if (!existing) throw notFound("userNotFound");
      if (existing.isAdmin === 1 && input.isAdmin === false && (await countAdmins(trx)) <= 1) throw conflict("lastAdmin");
      // The admin form edits one name: it is both the username and the display name (docs/rules.md "Users and sessions").
      const updated = await trx
        .updateTable("users")
        .set({
          username: input.username,
          fullName: input.username,
          email: input.email,
          ...(input.isAdmin !== undefined && { isAdmin: flag(input.isAdmin) }),
          updatedAt: nowIso(),
        })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (existing.isAdmin === 1 && updated.isAdmin !== 1) await publishAfterCommit(trx, { event: "sessionEnded", userId: id });
      return updated;
    });
    return presentUser(user, true);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("emailExists");
    throw error;
  }
}

/**
 * A player renames themself (docs/rules.md "Users and sessions"): the display name only; the username the admin
 * manages stays. Names show on every shared screen (leaderboard, bets of a game), so the data version moves with it.
 */
/**
 * `PATCH /auth/me`: any subset of the caller's own name, mail language and e-mail reminders switch (docs/rules.md
 * "Users and sessions", "Mail"). Only a new name changes what others see, so only it bumps the data version.
 */
export async function updateSelf(
  deps: AppDeps,
  id: string,
  changes: { fullName?: string; language?: "en" | "he"; emailReminders?: boolean },
) {
  const user = await deps.db.transaction().execute(async (trx) => {
    // The data-version row first, as every writer that touches user rows does (see deleteUser).
    if (changes.fullName !== undefined) await bumpDataVersion(trx);
    const updated = await trx
      .updateTable("users")
      .set({
        ...(changes.fullName !== undefined && { fullName: changes.fullName }),
        ...(changes.language !== undefined && { language: changes.language }),
        ...(changes.emailReminders !== undefined && { emailReminders: changes.emailReminders ? 1 : 0 }),
        updatedAt: nowIso(),
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw notFound("userNotFound");
    return updated;
  });
  return presentSelf(user);
}

/**
 * Deletes a user with their bets, push subscriptions and league memberships in one transaction (the leagues they own
 * pass on, docs/rules.md "Leagues"); never the last admin.
 */
export async function deleteUser(deps: AppDeps, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    // The data-version row before any bet or user row, as every writer of totals does (see games/service.ts updateGame).
    await bumpDataVersion(trx);
    const existing = await findUserById(trx, id);
    if (!existing) throw notFound("userNotFound");
    if (existing.isAdmin === 1 && (await countAdmins(trx)) <= 1) throw conflict("lastAdmin");
    await trx.deleteFrom("bets").where("userId", "=", id).execute();
    await trx.deleteFrom("pushSubscriptions").where("userId", "=", id).execute();
    await trx.deleteFrom("gameReminders").where("userId", "=", id).execute();
    await releaseLeaguesOf(trx, id);
    await trx.deleteFrom("users").where("id", "=", id).execute();
    await publishAfterCommit(trx, { event: "sessionEnded", userId: id });
  });
}
