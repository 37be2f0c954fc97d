import {
  accuracyPercent,
  displayName,
  isOrganiser,
  type LeaderboardEntry,
  type LeaderboardSummary,
  outcomesFromTotals,
  rankPlayers,
  type UserStats,
} from "@app/domain";
import type { AppDeps } from "../../deps";
import type { ReadVersion } from "../../lib/data-version";
import { notFound } from "../../lib/errors";
import type { Db } from "../../lib/transaction";

/** Every user's running totals: what the leaderboard and ranks are computed from. */
const selectStandings = (db: Db) =>
  db
    .selectFrom("users")
    .select([
      "id",
      "fullName",
      "username",
      "isAdmin",
      "totalPoints",
      "totalBets",
      "scoredBets",
      "correctPredictions",
      "exactScores",
    ])
    .execute();

/** Who plays: every user but an organiser (domain isOrganiser). */
const isPlayer = (user: { isAdmin: number; totalBets: number }) =>
  !isOrganiser({ isAdmin: user.isAdmin === 1, totalBets: user.totalBets });

/** The whole ranked table (docs/rules.md "Ranking and stats"); pages and single ranks are cut from it. */
export async function standings(deps: AppDeps): Promise<LeaderboardEntry[]> {
  return (await standingsTable(deps)).entries;
}

interface StandingsTable {
  entries: LeaderboardEntry[];
  /** Scored bets per player: with the entry's counts, the player's outcome breakdown. */
  scoredBets: Map<string, number>;
  /** Admins who have never bet: in no table, yet users whose stats and history exist (empty, unranked). */
  organisers: ReadonlySet<string>;
}

function standingsTable(deps: AppDeps): Promise<StandingsTable> {
  return deps.cache.value("standings", () => computeStandings(deps));
}

async function computeStandings(deps: AppDeps): Promise<StandingsTable> {
  const users = await selectStandings(deps.db);
  const rows = users.filter(isPlayer);
  const organisers = new Set(users.filter((u) => !isPlayer(u)).map((u) => u.id));
  const scoredBets = new Map(rows.map((r) => [r.id, r.scoredBets]));
  const entries = rankPlayers(rows.map((r) => ({ ...r, name: displayName(r) }))).map((r) => ({
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
  return { entries, scoredBets, organisers };
}

/** The admins who have never bet (see isPlayer). */
export async function organisers(deps: AppDeps): Promise<ReadonlySet<string>> {
  return (await standingsTable(deps)).organisers;
}

/** Every player's names by id, for lists of bets: one map per data version instead of a join on every page. */
export function playerNames(deps: AppDeps, at: ReadVersion = null): Promise<Map<string, { username: string; fullName: string }>> {
  return deps.cache.value(
    "player-names",
    async () => new Map((await standings(deps)).map((e) => [e._id, { username: e.username, fullName: e.fullName }])),
    undefined,
    at,
  );
}

/**
 * Totals over every ranked player (the users `isPlayer` keeps), summed by the database: one row whatever the number
 * of players. Sums are bigint on PostgreSQL (strings through pg) and null on no rows.
 */
export async function leaderboardSummary(deps: AppDeps): Promise<LeaderboardSummary> {
  const row = await deps.db
    .selectFrom("users")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("players"),
      eb.fn.sum<number | string | null>("totalPoints").as("points"),
      eb.fn.sum<number | string | null>("totalBets").as("bets"),
      eb.fn.max<number | null>("totalPoints").as("highest"),
      eb.fn.sum<number | string | null>("correctPredictions").as("correct"),
      eb.fn.sum<number | string | null>("exactScores").as("exact"),
    ])
    .where((eb) => eb.or([eb("isAdmin", "<>", 1), eb("totalBets", ">", 0)]))
    .executeTakeFirstOrThrow();
  const totalPlayers = Number(row.players);
  const points = Number(row.points ?? 0);
  return {
    totalPlayers,
    totalBets: Number(row.bets ?? 0),
    highestScore: Number(row.highest ?? 0),
    correctPredictions: Number(row.correct ?? 0),
    exactScores: Number(row.exact ?? 0),
    averagePoints: totalPlayers > 0 ? Math.round((points / totalPlayers) * 10) / 10 : 0,
  };
}

export async function userStats(deps: AppDeps, userId: string): Promise<UserStats> {
  const table = await standingsTable(deps);
  return statsIn(table.entries, table.organisers, (id) => table.scoredBets.get(id) ?? 0, userId);
}

/** An organiser's stats: nothing bet, no rank. */
const UNRANKED: UserStats = {
  totalPoints: 0,
  totalBets: 0,
  correctPredictions: 0,
  rank: null,
  outcomes: { perfect: 0, correct: 0, incorrect: 0, pending: 0 },
};

/**
 * A player's stats in a ranked table (the overall one or a competition's); an organiser's are unranked zeros; 404 for
 * a user who does not exist.
 */
export function statsIn(
  entries: LeaderboardEntry[],
  organisers: ReadonlySet<string>,
  scoredBets: (userId: string) => number,
  userId: string,
): UserStats {
  const entry = entries.find((e) => e._id === userId);
  if (!entry && organisers.has(userId)) return UNRANKED;
  if (!entry) throw notFound("userNotFound");
  return {
    totalPoints: entry.totalPoints,
    totalBets: entry.totalBets,
    correctPredictions: entry.correctPredictions,
    rank: entry.rank,
    outcomes: outcomesFromTotals({ ...entry, scoredBets: scoredBets(userId) }),
  };
}
