import { type AdminStats, accuracyPercent, displayName, type LeaderboardEntry, rankPlayers, type UserStats } from "@app/domain";
import { flag, isUniqueViolation, nowIso } from "../../db/connection";
import type { AppDeps } from "../../deps";
import { bumpDataVersion } from "../../lib/data-version";
import { conflict, notFound } from "../../lib/errors";
import { type Page, paged, sliceToPage } from "../../lib/paging";
import { createUser } from "../auth/service";
import { selectOwnBets } from "../bets/repo";
import { gameCatalog } from "../games/catalog";
import { presentProfileBet } from "../games/present";
import { presentUser } from "./present";
import { countAdmins, findUserById, selectStandings } from "./repo";

/** The whole ranked table (docs/rules.md "Ranking and stats"); pages and single ranks are cut from it. */
export function standings(deps: AppDeps): Promise<LeaderboardEntry[]> {
  return deps.cache.value("standings", () => computeStandings(deps));
}

async function computeStandings(deps: AppDeps): Promise<LeaderboardEntry[]> {
  const rows = await selectStandings(deps.db);
  return rankPlayers(rows.map((r) => ({ ...r, name: displayName(r) }))).map((r) => ({
    _id: r.id,
    fullName: r.fullName,
    username: r.username,
    totalPoints: r.totalPoints,
    totalBets: r.totalBets,
    correctPredictions: r.correctPredictions,
    exactScores: r.exactScores,
    accuracy: accuracyPercent(r.totalPoints, r.scoredBets),
    rank: r.rank,
  }));
}

/** Every player's names by id, for lists of bets: one map per data version instead of a join on every page. */
export function playerNames(deps: AppDeps): Promise<Map<string, { username: string; fullName: string }>> {
  return deps.cache.value(
    "player-names",
    async () => new Map((await standings(deps)).map((e) => [e._id, { username: e.username, fullName: e.fullName }])),
  );
}

export async function leaderboard(deps: AppDeps, page: Page): Promise<LeaderboardEntry[]> {
  const all = await standings(deps);
  return sliceToPage(all, page);
}

export async function userStats(deps: AppDeps, userId: string): Promise<UserStats> {
  const entry = (await standings(deps)).find((e) => e._id === userId);
  if (!entry) throw notFound("userNotFound");
  return {
    totalPoints: entry.totalPoints,
    totalBets: entry.totalBets,
    correctPredictions: entry.correctPredictions,
    rank: entry.rank,
  };
}

export async function getUser(deps: AppDeps, id: string, viewer: { id: string; isAdmin: number }) {
  const user = await findUserById(deps.db, id);
  if (!user) throw notFound("userNotFound");
  return presentUser(user, viewer.isAdmin === 1 || viewer.id === id);
}

export async function listUsers(deps: AppDeps, viewer: { isAdmin: number }, page: Page) {
  const rows = await paged(deps.db.selectFrom("users").selectAll().orderBy("fullName").orderBy("id"), page).execute();
  return rows.map((row) => presentUser(row, viewer.isAdmin === 1));
}

/** A player's bets, newest first, each with its game (teams, date, result), never the whole user. */
export async function userBets(deps: AppDeps, userId: string, page: Page) {
  if (!(await findUserById(deps.db, userId))) throw notFound("userNotFound");
  const rows = await paged(selectOwnBets(deps.db, userId).orderBy("id", "desc"), page).execute();
  // Read after the bets, the catalog is at least as new as they are: a game missing from it was deleted since.
  const { byId } = await gameCatalog(deps);
  const bets = [];
  for (const row of rows) {
    const game = byId.get(row.gameId);
    if (game) bets.push(presentProfileBet(row, game));
  }
  return bets;
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
      const existing = await findUserById(trx, id);
      if (!existing) throw notFound("userNotFound");
      if (existing.isAdmin === 1 && input.isAdmin === false && (await countAdmins(trx)) <= 1) throw conflict("lastAdmin");
      await bumpDataVersion(trx);
      // The admin form edits one name: it is both the username and the display name (docs/rules.md "Users and sessions").
      return trx
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
    });
    return presentUser(user, true);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("emailExists");
    throw error;
  }
}

/** Deletes a user with their bets and push subscriptions in one transaction; never the last admin. */
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
    await trx.deleteFrom("users").where("id", "=", id).execute();
  });
}
