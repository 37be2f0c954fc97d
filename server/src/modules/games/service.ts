import {
  type CatalogGame,
  currentRound,
  dateInZone,
  type Game,
  type GameValues,
  gameImportKey,
  gameRuleIssues,
  type ImportResult,
  isCloseGame,
  kickoffInstant,
  newId,
  parseFinalResult,
  presenceTracker,
  type RoundStatus,
  type RoundsResponse,
  roundUserStatus,
  sortRounds,
} from "@app/domain";
import type { Transaction } from "kysely";
import { flag, nowIso } from "../../db/connection";
import type { Database } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { bumpDataVersion, type ReadVersion } from "../../lib/data-version";
import { HttpError, notFound } from "../../lib/errors";
import { type Page, sliceToPage } from "../../lib/paging";
import { type Db, lockGame } from "../../lib/transaction";
import { settleJokersOfMovedGame } from "../bets/joker";
import { selectOwnBets } from "../bets/repo";
import { competitionForNewGames } from "../competitions/service";
import { publishAfterCommit } from "../events/bus";
import { removeGameFromTotals, rescoreGame } from "../standings/totals";
import { type AuditActor, NOT_YET_CREATED, recordGameChanges } from "./audit";
import { gameCatalog } from "./catalog";
import { liveScoreAfterUpdate } from "./live";
import { presentUserBet, withUserBet } from "./present";
import { countTeams, findGameKeysOnDates, findGameRow } from "./repo";

function rulesOrThrow(game: GameValues, pathPrefix = "") {
  const issues = gameRuleIssues(game);
  if (issues.length > 0) {
    throw new HttpError(
      400,
      issues[0].message,
      {},
      issues.map((i) => ({ path: `${pathPrefix}${i.path}`, message: i.message })),
    );
  }
}

/** A game's stored columns; kickoffAt derived from date and hour in APP_TIMEZONE. */
export function gameColumns(deps: AppDeps, game: GameValues) {
  const score = parseFinalResult(game.finalResult);
  return {
    homeTeamId: game.homeGroupId,
    awayTeamId: game.awayGroupId,
    date: game.date,
    hour: game.hour,
    kickoffAt: kickoffInstant(game.date, game.hour, deps.config.timezone),
    round: game.round,
    isBettingLocked: flag(game.isBettingLocked),
    isFinished: flag(game.isFinished),
    homeScore: score?.homeScore ?? null,
    awayScore: score?.awayScore ?? null,
  };
}

/** The player's own bet merged into each shared game: one query, whatever the number of games. */
async function playerView(deps: AppDeps, userId: string, games: CatalogGame[]): Promise<Game[]> {
  if (games.length === 0) return [];
  let query = selectOwnBets(deps.db, userId);
  // Past a few hundred ids an IN list nears the databases' parameter limits; the player's whole set is no larger.
  if (games.length <= 500)
    query = query.where(
      "gameId",
      "in",
      games.map((game) => game._id),
    );
  const bets = new Map((await query.execute()).map((row) => [row.gameId, presentUserBet(row)]));
  return games.map((game) => withUserBet(game, bets.get(game._id) ?? null));
}

export async function getGame(deps: AppDeps, userId: string, id: string, at: ReadVersion = null): Promise<Game> {
  const game = (await gameCatalog(deps, at)).byId.get(id);
  if (!game) throw notFound("gameNotFound");
  const [withBet] = await playerView(deps, userId, [game]);
  return withBet;
}

/** The games of one competition (`?competition=`), or every game without one. */
export const inCompetition = (games: CatalogGame[], competition: string | undefined) =>
  competition === undefined ? games : games.filter((game) => game.competitionId === competition);

export async function listGames(
  deps: AppDeps,
  userId: string,
  filter: { finished?: boolean; upcoming?: boolean; competition?: string } & Page,
  at: ReadVersion = null,
) {
  const games = inCompetition((await gameCatalog(deps, at)).games, filter.competition);
  // Finished games newest first; otherwise soonest first.
  const chosen = filter.finished
    ? games.filter((game) => game.isFinished).reverse()
    : filter.upcoming
      ? games.filter((game) => !game.isFinished)
      : games;
  return playerView(deps, userId, sliceToPage(chosen, filter));
}

/** The current round (docs/rules.md "Rounds") among these games, at the server's clock and in its time zone. */
function currentRoundOf(deps: AppDeps, games: CatalogGame[]): string | null {
  const now = deps.now();
  const facts = games.map((game) => ({
    round: game.round,
    date: game.date,
    kickoffAt: Date.parse(game.kickoffAt),
    isFinished: game.isFinished,
  }));
  return currentRound(facts, dateInZone(now, deps.config.timezone), now);
}

/** The rounds and current round of one competition's games (each competition has its own), or of every game. */
export async function rounds(deps: AppDeps, competition?: string): Promise<RoundsResponse> {
  const games = inCompetition((await gameCatalog(deps)).games, competition);
  return {
    rounds: sortRounds(games.map((game) => game.round)),
    currentRound: currentRoundOf(deps, games),
    today: dateInZone(deps.now(), deps.config.timezone),
    timeZone: deps.config.timezone,
  };
}

/** Not-finished games, kickoff ascending. round: "current" (default), "all" or a round name; closeOnly: 0-5 days ahead. */
export async function listUpcomingGames(
  deps: AppDeps,
  userId: string,
  filter: { round: string; closeOnly: boolean; competition?: string },
  at: ReadVersion = null,
) {
  const games = inCompetition((await gameCatalog(deps, at)).games, filter.competition);
  const round = filter.round === "all" ? null : filter.round === "current" ? currentRoundOf(deps, games) : filter.round;
  if (filter.round !== "all" && round === null) return [];
  const today = dateInZone(deps.now(), deps.config.timezone);
  const chosen = games.filter(
    (game) =>
      !game.isFinished && (round === null || game.round === round) && (!filter.closeOnly || isCloseGame(game.date, today)),
  );
  return playerView(deps, userId, chosen);
}

/** Inside a transaction, pass its `trx`: on SQLite a query on `deps.db` would wait forever for the one connection the transaction holds. */
async function assertTeamsExist(db: Db, game: GameValues, pathPrefix = "") {
  if ((await countTeams(db, [game.homeGroupId, game.awayGroupId])) < 0) {
    throw new HttpError(400, "teamNotFound", {}, [{ path: `${pathPrefix}homeGroupId`, message: "teamNotFound" }]);
  }
}

export async function createGame(deps: AppDeps, userId: string, input: GameValues): Promise<Game> {
  rulesOrThrow(input);
  const id = newId(deps.now());
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    await bumpDataVersion(trx); // first: see updateGame (the insert locks its teams' rows against a delete)
    await assertTeamsExist(trx, input);
    const competitionId = await competitionForNewGames(trx, input.competitionId);
    const columns = gameColumns(deps, input);
    await trx
      .insertInto("games")
      .values({ id, competitionId, ...columns, createdAt: now, updatedAt: now })
      .execute();
    await recordGameChanges(trx, id, userId, NOT_YET_CREATED, { ...columns, liveHome: null, liveAway: null }, deps.now());
  });
  return getGame(deps, userId, id);
}

/** Updates any fields; a change of result or finished state rescores the game's bets in the same transaction. */
export async function updateGame(deps: AppDeps, userId: string, id: string, patch: Partial<GameValues>): Promise<Game> {
  await deps.db.transaction().execute((trx) => updateGameIn(trx, deps, userId, id, patch));
  return getGame(deps, userId, id);
}

/**
 * updateGame inside the caller's transaction (the openfootball import and the results feed change many games in
 * one): the change, its audit entries (docs/rules.md "Fixtures, feed and audit"), the rescoring and the game event.
 */
export async function updateGameIn(
  trx: Transaction<Database>,
  deps: AppDeps,
  by: AuditActor,
  id: string,
  patch: Partial<GameValues>,
): Promise<void> {
  await lockGame(trx, deps.dialect, id, "update");
  // The data-version row first, as in every write transaction: writers queue there, so two of them can never
  // hold rows the other needs (users' totals, a team's row) and wait for each other (a PostgreSQL deadlock, a 500).
  await bumpDataVersion(trx);
  const row = await findGameRow(trx, id);
  if (!row) throw notFound("gameNotFound");
  const merged: GameValues = {
    homeGroupId: row.homeTeamId,
    awayGroupId: row.awayTeamId,
    date: row.date,
    hour: row.hour,
    round: row.round,
    isBettingLocked: row.isBettingLocked === 1,
    isFinished: row.isFinished === 1,
    finalResult: row.homeScore === null || row.awayScore === null ? "" : `${row.homeScore}:${row.awayScore}`,
    ...patch,
  };
  rulesOrThrow(merged);
  if (patch.homeGroupId || patch.awayGroupId) await assertTeamsExist(trx, merged);
  // A move to another competition: into one that exists (400) and is active (409), as for a new game.
  const competitionId =
    patch.competitionId === undefined || patch.competitionId === row.competitionId
      ? row.competitionId
      : await competitionForNewGames(trx, patch.competitionId);
  if (!merged.isBettingLocked && (await picksHaveBeenShown(trx, deps, row))) {
    const reopens = kickoffInstant(merged.date, merged.hour, deps.config.timezone) > deps.now();
    if (reopens) merged.isBettingLocked = true;
  }
  const stored = gameColumns(deps, merged);
  const columns = { ...stored, ...liveScoreAfterUpdate(stored, deps.now()) };
  await trx
    .updateTable("games")
    .set({ ...columns, competitionId, updatedAt: nowIso() })
    .where("id", "=", id)
    .execute();
  await recordGameChanges(trx, id, by, row, { ...row, ...columns }, deps.now());
  if (columns.round !== row.round || competitionId !== row.competitionId) await settleJokersOfMovedGame(trx, id);
  await publishAfterCommit(trx, { event: "game", gameId: id });
  await rescoreGame(trx, id);
}

/**
 * docs/rules.md "Betting": once a game's picks have been visible to everyone (it was locked, or its kickoff passed)
 * and there are picks to see, it never opens for betting again; an unlock or a later kickoff keeps it locked, or
 * whoever saw the picks (an admin who locked and unlocked it) could bet knowing them.
 */
async function picksHaveBeenShown(
  trx: Transaction<Database>,
  deps: AppDeps,
  row: { id: string; isBettingLocked: number; kickoffAt: number },
): Promise<boolean> {
  if (row.isBettingLocked !== 1 && row.kickoffAt > deps.now()) return false;
  const bet = await trx.selectFrom("bets").select("id").where("gameId", "=", row.id).limit(1).executeTakeFirst();
  return bet !== undefined;
}

export async function setResult(
  deps: AppDeps,
  userId: string,
  id: string,
  input: { finalResult: string; isFinished?: boolean; isBettingLocked?: boolean },
): Promise<Game> {
  const patch: Partial<GameValues> = { finalResult: input.finalResult };
  if (input.isFinished !== undefined) patch.isFinished = input.isFinished;
  if (input.isBettingLocked !== undefined) patch.isBettingLocked = input.isBettingLocked;
  return updateGame(deps, userId, id, patch);
}

/** Deletes a game and its bets, and takes those bets out of their users' totals, all at once. */
export async function deleteGame(deps: AppDeps, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await lockGame(trx, deps.dialect, id, "update");
    await bumpDataVersion(trx); // first: see updateGame
    if (!(await findGameRow(trx, id))) throw notFound("gameNotFound");
    await removeGameFromTotals(trx, id);
    await trx.deleteFrom("bets").where("gameId", "=", id).execute();
    await trx.deleteFrom("games").where("id", "=", id).execute();
  });
}

/**
 * docs/rules.md "CSV import": all rows are valid (checked again here with the same rules as the admin's CSV screen) or
 * nothing is written; rows whose game (same home, away and date) exists, or repeats an earlier row's, are skipped.
 * Teams and games are looked up after the data-version bump, which queues writers (see updateGame), so a team deleted
 * meanwhile is a 400, not a foreign-key failure, and a stale preview or a concurrent import cannot add a duplicate.
 */
export async function importGames(deps: AppDeps, games: GameValues[], competition?: string): Promise<ImportResult> {
  const errors: { path: string; message: "teamsMustDiffer" | "scoresRequiredFinished" | "teamNotFound" }[] = [];
  games.forEach((game, index) => {
    for (const issue of gameRuleIssues(game)) errors.push({ path: `games.${index}.${issue.path}`, message: issue.message });
  });
  if (errors.length > 0) throw new HttpError(400, "importRowsInvalid", {}, errors);
  return deps.db.transaction().execute(async (trx) => {
    await bumpDataVersion(trx);
    const competitionId = await competitionForNewGames(trx, competition);
    const teamIds = [...new Set(games.flatMap((g) => [g.homeGroupId, g.awayGroupId]))];
    const known = new Set((await trx.selectFrom("teams").select("id").where("id", "in", teamIds).execute()).map((r) => r.id));
    games.forEach((game, index) => {
      if (!known.has(game.homeGroupId)) errors.push({ path: `games.${index}.homeGroupId`, message: "teamNotFound" });
      if (!known.has(game.awayGroupId)) errors.push({ path: `games.${index}.awayGroupId`, message: "teamNotFound" });
    });
    if (errors.length > 0) throw new HttpError(400, "importRowsInvalid", {}, errors);
    const existing = await findGameKeysOnDates(trx, competitionId, [...new Set(games.map((g) => g.date))]);
    const presence = presenceTracker(existing.map(gameImportKey));
    const fresh = games.filter((game, index) => presence(gameImportKey(game), index) === null);
    const now = nowIso();
    for (let i = 0; i < fresh.length; i += 200) {
      await trx
        .insertInto("games")
        .values(
          fresh
            .slice(i, i + 200)
            .map((g) => ({ id: newId(deps.now()), competitionId, ...gameColumns(deps, g), createdAt: now, updatedAt: now })),
        )
        .execute();
    }
    return { imported: fresh.length, skipped: games.length - fresh.length };
  });
}

/** The admin dashboard's betting status of one round: who has bet on how many of its games. */
export async function roundStatus(deps: AppDeps, round: string, competition?: string): Promise<RoundStatus> {
  let gamesQuery = deps.db
    .selectFrom("games")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("round", "=", round);
  if (competition !== undefined) gamesQuery = gamesQuery.where("competitionId", "=", competition);
  const games = await gamesQuery.executeTakeFirstOrThrow();
  const totalGames = Number(games.n);
  let countsQuery = deps.db
    .selectFrom("bets as b")
    .innerJoin("games as g", "g.id", "b.gameId")
    .where("g.round", "=", round)
    .select(["b.userId", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("b.userId");
  if (competition !== undefined) countsQuery = countsQuery.where("g.competitionId", "=", competition);
  const counts = await countsQuery.execute();
  const betsByUser = new Map(counts.map((c) => [c.userId, Number(c.n)]));
  const users = await deps.db.selectFrom("users").select(["id", "fullName", "username"]).orderBy("fullName").execute();
  const rows = users.map((user) => {
    const bets = betsByUser.get(user.id) ?? 0;
    return {
      _id: user.id,
      fullName: user.fullName,
      username: user.username,
      bets,
      games: totalGames,
      ...roundUserStatus(bets, totalGames),
    };
  });
  return {
    round,
    totalGames,
    usersBetAll: rows.filter((r) => r.status === "complete").length,
    usersWithNoBets: rows.filter((r) => r.status === "none").length,
    users: rows,
  };
}
