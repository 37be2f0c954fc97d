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
import { organisers, standings } from "./table";

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
  competitionId: string;
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
        "competitionId",
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

/**
 * A round belongs to its competition (docs/rules.md "Competitions"): "Matchday 1" of two competitions are two rounds.
 * This key names one.
 */
const roundKey = (competitionId: string, name: string) => `${competitionId}\u0000${name}`;

export interface RoundInfo {
  name: string;
  competitionId: string;
  firstKickoff: number;
  /** Every game of the round is finished (a round has at least one game). */
  finished: boolean;
}

/** Named rounds (of one competition, or of all) by their first kickoff; rounds starting together in natural order. */
export async function roundsByKickoff(deps: AppDeps, competition?: string): Promise<RoundInfo[]> {
  const rounds = new Map<string, RoundInfo>();
  for (const game of await standingsGames(deps)) {
    if (!game.round || (competition !== undefined && game.competitionId !== competition)) continue;
    const key = roundKey(game.competitionId, game.round);
    const round = rounds.get(key) ?? {
      name: game.round,
      competitionId: game.competitionId,
      firstKickoff: game.kickoffAt,
      finished: true,
    };
    round.firstKickoff = Math.min(round.firstKickoff, game.kickoffAt);
    round.finished &&= game.isFinished;
    rounds.set(key, round);
  }
  return [...rounds.values()].sort((a, b) => a.firstKickoff - b.firstKickoff || compareRounds(a.name, b.name));
}

/** Which bets a tally counts: those on one competition's games, of one round name, or both. */
export interface TallyScope {
  competitionId?: string;
  round?: string;
  /** Games without a round count too (a competition's table), under the round name "". */
  unnamed?: boolean;
}

/**
 * Each player's tally per named round (keyed by `roundKey`), summed by the database (one row per round and player who
 * bet in it). Points count only when scored; a pending bet counts in `bets` alone. Sums are strings on PostgreSQL.
 */
export async function selectRoundTallies(db: Db, scope: TallyScope = {}): Promise<Map<string, Map<string, Tally>>> {
  let query = db
    .selectFrom("bets as b")
    .innerJoin("games as g", "g.id", "b.gameId")
    .select((eb) => {
      const scored = eb("b.isCalculated", "=", 1);
      const count = (condition: ReturnType<typeof eb.and>) =>
        eb.fn.sum<number | string>(eb.case().when(condition).then(eb.lit(1)).else(eb.lit(0)).end());
      return [
        "g.competitionId",
        "g.round",
        "b.userId",
        eb.fn.countAll<number | string>().as("bets"),
        eb.fn.sum<number | string>(eb.case().when(scored).then(eb.ref("b.points")).else(eb.lit(0)).end()).as("points"),
        count(eb.and([scored])).as("scored"),
        count(eb.and([scored, eb("b.points", ">", 0)])).as("correct"),
        count(eb.and([scored, eb("b.points", "=", POINTS_EXACT)])).as("exact"),
      ];
    })
    .groupBy(["g.competitionId", "g.round", "b.userId"]);
  if (!scope.unnamed) query = query.where("g.round", "<>", "");
  if (scope.round !== undefined) query = query.where("g.round", "=", scope.round);
  if (scope.competitionId !== undefined) query = query.where("g.competitionId", "=", scope.competitionId);
  const byRound = new Map<string, Map<string, Tally>>();
  for (const row of await query.execute()) {
    const key = roundKey(row.competitionId, row.round);
    const players = byRound.get(key) ?? new Map<string, Tally>();
    players.set(row.userId, {
      points: Number(row.points),
      bets: Number(row.bets),
      scored: Number(row.scored),
      correct: Number(row.correct),
      exact: Number(row.exact),
    });
    byRound.set(key, players);
  }
  return byRound;
}

/** Tallies of several rounds added up per player. */
export function addTallies(rounds: Iterable<ReadonlyMap<string, Tally>>): Map<string, Tally> {
  const sum = new Map<string, Tally>();
  for (const round of rounds) {
    for (const [userId, t] of round) {
      const s = sum.get(userId) ?? { ...ZERO };
      sum.set(userId, {
        points: s.points + t.points,
        bets: s.bets + t.bets,
        scored: s.scored + t.scored,
        correct: s.correct + t.correct,
        exact: s.exact + t.exact,
      });
    }
  }
  return sum;
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
 * One round's table: every player, with the points, bets and counts of that round only: of one competition's round,
 * or without one of every round of that name (as before competitions). Kept per round and data version; a name that is
 * no round gets the all-zero table without a query, so the kept tables are at most one per round.
 */
export async function roundTable(deps: AppDeps, round: string, competition?: string): Promise<LeaderboardEntry[]> {
  const known = (await roundsByKickoff(deps, competition)).some((info) => info.name === round);
  if (!known) return rankTallies(deps, new Map());
  return deps.cache.value(`round-table\u0000${competition ?? ""}\u0000${round}`, async () =>
    rankTallies(deps, addTallies((await selectRoundTallies(deps.db, { round, competitionId: competition })).values())),
  );
}

/**
 * The winners of `round`, or without one of the latest finished round (by first kickoff, of one competition or of
 * all): every player ranked first, once every game of the round is finished and someone scored a point in it.
 */
export async function roundWinners(deps: AppDeps, round: string | undefined, competition?: string): Promise<RoundWinners> {
  const rounds = await roundsByKickoff(deps, competition);
  const named = rounds.filter((r) => r.name === round);
  const info =
    round === undefined
      ? rounds.filter((r) => r.finished).at(-1)
      : named.length === 0
        ? undefined
        : { ...named[0], competitionId: competition, finished: named.every((r) => r.finished) };
  if (!info?.finished) return { round: info?.name ?? round ?? null, finished: false, winners: [] };
  const table = await roundTable(deps, info.name, info.competitionId);
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
async function computeSeason(deps: AppDeps, players: LeaderboardEntry[], competition?: string): Promise<Season> {
  const [rounds, tallies] = await Promise.all([
    roundsByKickoff(deps, competition),
    selectRoundTallies(deps.db, { competitionId: competition }),
  ]);
  const running = new Map(players.map((p) => [p._id, { name: displayName(p), totalPoints: 0, exactScores: 0 }]));
  const history: Season = new Map(players.map((p) => [p._id, []]));
  for (const { name, competitionId } of rounds) {
    const round = tallies.get(roundKey(competitionId, name));
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
  const gameKeys = games.map((g) =>
    [g.id, g.competitionId, g.round, g.kickoffAt, g.isFinished, g.homeScore, g.awayScore, g.updatedAt].join("|"),
  );
  return JSON.stringify([gameKeys.sort(), players.map((p) => p._id).sort()]);
}

/** Per app and competition ("" for all), the last season computed and its key (see seasonKey). */
const seasons = new WeakMap<AppDeps, Map<string, { key: string; season: Promise<Season> }>>();

/**
 * Every player's season. Summing every round's bets of a whole season takes about half a second at 760,000 bets and
 * every bet moves the data version, so the season is kept until its key changes (a result, a game moved or renamed, a
 * player added or removed) rather than per data version.
 */
function seasonHistory(deps: AppDeps, competition?: string): Promise<Season> {
  const scope = competition ?? "";
  return deps.cache.value(`season-history\u0000${scope}`, async () => {
    const [games, players] = await Promise.all([standingsGames(deps), standings(deps)]);
    const key = seasonKey(games, players);
    const kept = seasons.get(deps) ?? new Map<string, { key: string; season: Promise<Season> }>();
    seasons.set(deps, kept);
    const hit = kept.get(scope);
    if (hit?.key === key) return hit.season;
    const entry = { key, season: computeSeason(deps, players, competition) };
    kept.set(scope, entry);
    entry.season.catch(() => {
      if (kept.get(scope) === entry) kept.delete(scope);
    });
    return entry.season;
  });
}

/**
 * GET /users/{id}/history (with `?competition=`, that competition's rounds and table only); 404 for an unknown user.
 * Rounds of every competition are told apart, so two competitions' "Matchday 1" are two rows.
 */
export async function userHistory(deps: AppDeps, userId: string, competition?: string): Promise<{ history: HistoryRow[] }> {
  const history = (await seasonHistory(deps, competition)).get(userId);
  if (!history && (await organisers(deps)).has(userId)) return { history: [] };
  if (!history) throw notFound("userNotFound");
  return { history };
}
