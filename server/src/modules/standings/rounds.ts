import {
  accuracyPercent,
  compareRounds,
  displayName,
  type HistoryRow,
  type LeaderboardEntry,
  POINTS_EXACT,
  type RoundWinners,
  rankPlayers,
} from "@app/domain";
import type { AppDeps } from "../../deps";
import { notFound } from "../../lib/errors";
import type { Db } from "../../lib/transaction";
import { standings } from "./table";

/**
 * Round tables, round winners and each player's season history (docs/rules.md "Ranking and stats"), computed from
 * the points the scoring transaction stored on the bets; nothing here writes.
 */

/** A player's numbers over some bets: what a round table ranks by. */
export interface Tally {
  points: number;
  bets: number;
  scored: number;
  correct: number;
  exact: number;
}

const ZERO: Tally = { points: 0, bets: 0, scored: 0, correct: 0, exact: 0 };

/** A game as the round and live tables need it. */
export interface StandingsGame {
  id: string;
  round: string;
  kickoffAt: number;
  isFinished: boolean;
  isBettingLocked: boolean;
  liveHome: number | null;
  liveAway: number | null;
  homeScore: number | null;
  awayScore: number | null;
  updatedAt: string;
}

/** Every game's round (stored trimmed: the domain trims it on every write) and state, once per data version. */
export function standingsGames(deps: AppDeps): Promise<StandingsGame[]> {
  return deps.cache.value("standings-games", async () => {
    const rows = await deps.db
      .selectFrom("games")
      .select([
        "id",
        "round",
        "kickoffAt",
        "isFinished",
        "isBettingLocked",
        "liveHome",
        "liveAway",
        "homeScore",
        "awayScore",
        "updatedAt",
      ])
      .execute();
    return rows.map((row) => ({
      ...row,
      isFinished: row.isFinished === 1,
      isBettingLocked: row.isBettingLocked === 1,
    }));
  });
}

export interface RoundInfo {
  name: string;
  firstKickoff: number;
  /** Every game of the round is finished (a round has at least one game). */
  finished: boolean;
}

/** Named rounds by their first kickoff; rounds starting together in natural order. */
export async function roundsByKickoff(deps: AppDeps): Promise<RoundInfo[]> {
  const rounds = new Map<string, RoundInfo>();
  for (const game of await standingsGames(deps)) {
    if (!game.round) continue;
    const round = rounds.get(game.round) ?? { name: game.round, firstKickoff: game.kickoffAt, finished: true };
    round.firstKickoff = Math.min(round.firstKickoff, game.kickoffAt);
    round.finished &&= game.isFinished;
    rounds.set(game.round, round);
  }
  return [...rounds.values()].sort((a, b) => a.firstKickoff - b.firstKickoff || compareRounds(a.name, b.name));
}

/**
 * Each player's tally per named round, summed by the database (one row per round and player who bet in it).
 * Points count only when scored; a pending bet counts in `bets` alone. Sums are strings on PostgreSQL.
 */
async function selectRoundTallies(db: Db, round?: string): Promise<Map<string, Map<string, Tally>>> {
  let query = db
    .selectFrom("bets as b")
    .innerJoin("games as g", "g.id", "b.gameId")
    .select((eb) => {
      const scored = eb("b.isCalculated", "=", 1);
      const count = (condition: ReturnType<typeof eb.and>) =>
        eb.fn.sum<number | string>(eb.case().when(condition).then(eb.lit(1)).else(eb.lit(0)).end());
      return [
        "g.round",
        "b.userId",
        eb.fn.countAll<number | string>().as("bets"),
        eb.fn.sum<number | string>(eb.case().when(scored).then(eb.ref("b.points")).else(eb.lit(0)).end()).as("points"),
        count(eb.and([scored])).as("scored"),
        count(eb.and([scored, eb("b.points", ">", 0)])).as("correct"),
        count(eb.and([scored, eb("b.points", "=", POINTS_EXACT)])).as("exact"),
      ];
    })
    .where("g.round", "<>", "")
    .groupBy(["g.round", "b.userId"]);
  if (round !== undefined) query = query.where("g.round", "=", round);
  const byRound = new Map<string, Map<string, Tally>>();
  for (const row of await query.execute()) {
    const players = byRound.get(row.round) ?? new Map<string, Tally>();
    players.set(row.userId, {
      points: Number(row.points),
      bets: Number(row.bets),
      scored: Number(row.scored),
      correct: Number(row.correct),
      exact: Number(row.exact),
    });
    byRound.set(row.round, players);
  }
  return byRound;
}

/** Every player ranked by their tallies (a player without one has zeros), the way the overall table ranks. */
export async function rankTallies(deps: AppDeps, tallies: ReadonlyMap<string, Tally>): Promise<LeaderboardEntry[]> {
  const players = await standings(deps);
  const rows = players.map((player) => {
    const tally = tallies.get(player._id) ?? ZERO;
    return { player, tally, totalPoints: tally.points, exactScores: tally.exact, name: displayName(player) };
  });
  return rankPlayers(rows).map(({ player, tally, rank }) => ({
    _id: player._id,
    fullName: player.fullName,
    username: player.username,
    totalPoints: tally.points,
    totalBets: tally.bets,
    correctPredictions: tally.correct,
    exactScores: tally.exact,
    accuracy: accuracyPercent(tally.points, tally.scored),
    rank,
  }));
}

/**
 * One round's table: every player, with the points, bets and counts of that round only. Kept per round and data
 * version; a name that is no round gets the all-zero table without a query, so the kept tables are at most one per round.
 */
export async function roundTable(deps: AppDeps, round: string): Promise<LeaderboardEntry[]> {
  const known = (await roundsByKickoff(deps)).some((info) => info.name === round);
  if (!known) return rankTallies(deps, new Map());
  return deps.cache.value(`round-table\u0000${round}`, async () =>
    rankTallies(deps, (await selectRoundTallies(deps.db, round)).get(round) ?? new Map()),
  );
}

/**
 * The winners of `round`, or without one of the latest finished round (by first kickoff): every player ranked
 * first, once every game of the round is finished and someone scored a point in it.
 */
export async function roundWinners(deps: AppDeps, round: string | undefined): Promise<RoundWinners> {
  const rounds = await roundsByKickoff(deps);
  const info = round === undefined ? rounds.filter((r) => r.finished).at(-1) : rounds.find((r) => r.name === round);
  if (!info?.finished) return { round: info?.name ?? round ?? null, finished: false, winners: [] };
  const table = await roundTable(deps, info.name);
  const winners = table
    .filter((entry) => entry.rank === 1 && entry.totalPoints > 0)
    .map((entry) => ({ _id: entry._id, fullName: entry.fullName, username: entry.username, points: entry.totalPoints }));
  return { round: info.name, finished: true, winners };
}

type Season = Map<string, HistoryRow[]>;

/**
 * Walking the rounds by first kickoff, each player's points and exact scores add up and everyone is ranked again after
 * each round; a player gets a row for each round in which they have a scored bet. Games without a round belong to no row.
 */
async function computeSeason(deps: AppDeps, players: LeaderboardEntry[]): Promise<Season> {
  const [rounds, tallies] = await Promise.all([roundsByKickoff(deps), selectRoundTallies(deps.db)]);
  const running = new Map(players.map((p) => [p._id, { name: displayName(p), totalPoints: 0, exactScores: 0 }]));
  const history: Season = new Map(players.map((p) => [p._id, []]));
  for (const { name } of rounds) {
    const round = tallies.get(name);
    if (!round) continue;
    for (const [userId, tally] of round) {
      const total = running.get(userId);
      if (!total) continue;
      total.totalPoints += tally.points;
      total.exactScores += tally.exact;
    }
    const ranked = rankPlayers([...running].map(([userId, total]) => ({ userId, ...total })));
    for (const { userId, totalPoints, rank } of ranked) {
      const tally = round.get(userId);
      if (tally && tally.scored > 0) history.get(userId)?.push({ round: name, points: tally.points, totalPoints, rank });
    }
  }
  return history;
}

/**
 * What the season depends on: every game's round, kickoff, state and result, with the time of its last write (a game
 * unfinished, bet on again and finished with the same result was written in between), and who the players are (names
 * order ties but never move a rank). Bets are not in it: only bets on finished games score, and those cannot change
 * while the game stays finished.
 */
function seasonKey(games: StandingsGame[], players: LeaderboardEntry[]): string {
  const gameKeys = games.map((g) => [g.id, g.round, g.kickoffAt, g.isFinished, g.homeScore, g.awayScore, g.updatedAt].join("|"));
  return JSON.stringify([gameKeys.sort(), players.map((p) => p._id).sort()]);
}

/** Per app, the last season computed and its key (see seasonKey). */
const seasons = new WeakMap<AppDeps, { key: string; season: Promise<Season> }>();

/**
 * Every player's season. Summing every round's bets of a whole season takes about half a second at 760,000 bets and
 * every bet moves the data version, so the season is kept until its key changes (a result, a game moved or renamed, a
 * player added or removed) rather than per data version.
 */
function seasonHistory(deps: AppDeps): Promise<Season> {
  return deps.cache.value("season-history", async () => {
    const [games, players] = await Promise.all([standingsGames(deps), standings(deps)]);
    const key = seasonKey(games, players);
    const kept = seasons.get(deps);
    if (kept?.key === key) return kept.season;
    const entry = { key, season: computeSeason(deps, players) };
    seasons.set(deps, entry);
    entry.season.catch(() => {
      if (seasons.get(deps) === entry) seasons.delete(deps);
    });
    return entry.season;
  });
}

/** GET /users/{id}/history; 404 for an unknown user. */
export async function userHistory(deps: AppDeps, userId: string): Promise<{ history: HistoryRow[] }> {
  const history = (await seasonHistory(deps)).get(userId);
  if (!history) throw notFound("userNotFound");
  return { history };
}
