import {
  accuracyPercent,
  type BetCategory,
  categoryPoints,
  displayName,
  type LeaderboardEntry,
  rankPlayers,
  type ScoringRules,
} from "@app/domain";
import { sql } from "kysely";
import type { AppDeps } from "../../deps";
import type { Db } from "../../lib/transaction";
import { roundsByKickoff } from "./rounds";
import { standings } from "./table";

/**
 * League tables (docs/rules.md "A league's own rules"). A league scores its members' bets by its own rules, so the
 * points stored on bets (the seed's scoring, "Everyone") cannot be summed here. Instead the database counts each
 * player's scored bets per category (exact, right difference, right outcome, wrong), plain and jokered: points under
 * any rules are a weighted sum of those counts, with the same domain categoryPoints that scores a single bet.
 */

type Counts = Record<Exclude<BetCategory, "wrong">, number>;

/** One player's bets in a scope, by category. */
export interface CategoryTally {
  bets: number;
  scored: number;
  plain: Counts;
  /** Bets carrying the round's joker: they count once in `plain`'s place and again in leagues with jokers on. */
  joker: Counts;
}

const zeroCounts = (): Counts => ({ exact: 0, difference: 0, outcome: 0 });
const emptyTally = (): CategoryTally => ({ bets: 0, scored: 0, plain: zeroCounts(), joker: zeroCounts() });

/** Which bets a league table counts: one competition's (or all), one round's (or all). */
export interface LeagueScope {
  competitionId?: string;
  round?: string;
}

/**
 * Each player's tally by category, counted by the database in one grouped query (a few rows per player whatever the
 * number of bets). A bet counts in a category only once scored (isCalculated, kept in step with its game's result by
 * totals.ts); the category compares the pick with the game's final score exactly as domain betCategory does.
 */
async function selectCategoryTallies(db: Db, scope: LeagueScope): Promise<Map<string, CategoryTally>> {
  const [bh, ba, gh, ga] = [sql.ref("b.homeScore"), sql.ref("b.awayScore"), sql.ref("g.homeScore"), sql.ref("g.awayScore")];
  const category = sql<string>`case
    when ${sql.ref("b.isCalculated")} <> 1 then 'pending'
    when ${bh} = ${gh} and ${ba} = ${ga} then 'exact'
    when ${bh} - ${ba} = ${gh} - ${ga} then 'difference'
    when (${bh} > ${ba} and ${gh} > ${ga}) or (${bh} < ${ba} and ${gh} < ${ga}) then 'outcome'
    else 'wrong' end`;
  let query = db
    .selectFrom("bets as b")
    .innerJoin("games as g", "g.id", "b.gameId")
    .select((eb) => ["b.userId", "b.joker", category.as("category"), eb.fn.countAll<number | string>().as("n")])
    .groupBy(["b.userId", "b.joker", category]);
  if (scope.round !== undefined) query = query.where("g.round", "=", scope.round);
  if (scope.competitionId !== undefined) query = query.where("g.competitionId", "=", scope.competitionId);
  const tallies = new Map<string, CategoryTally>();
  for (const row of await query.execute()) {
    const tally = tallies.get(row.userId) ?? emptyTally();
    const n = Number(row.n);
    tally.bets += n;
    if (row.category !== "pending") tally.scored += n;
    if (row.category === "exact" || row.category === "difference" || row.category === "outcome") {
      (row.joker === 1 ? tally.joker : tally.plain)[row.category] += n;
    }
    tallies.set(row.userId, tally);
  }
  return tallies;
}

/** The category tallies of a scope, once per scope and data version: shared by every league that counts that scope. */
function categoryTallies(deps: AppDeps, scope: LeagueScope): Promise<Map<string, CategoryTally>> {
  const key = `league-categories\u0000${scope.competitionId ?? ""}\u0000${scope.round ?? "\u0000all"}`;
  return deps.cache.value(key, () => selectCategoryTallies(deps.db, scope));
}

/** Bonus points per member of one league: the points its resolved questions gave their answers. */
async function selectBonusPoints(db: Db, leagueId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("bonusAnswers as a")
    .innerJoin("bonusQuestions as q", "q.id", "a.questionId")
    .select((eb) => ["a.userId", eb.fn.sum<number | string>("a.points").as("points")])
    .where("q.leagueId", "=", leagueId)
    .groupBy("a.userId")
    .execute();
  return new Map(rows.map((row) => [row.userId, Number(row.points)]));
}

const weigh = (counts: Counts, rules: ScoringRules) =>
  categoryPoints("exact", rules) * counts.exact +
  categoryPoints("difference", rules) * counts.difference +
  categoryPoints("outcome", rules) * counts.outcome;

/** A league as its table needs it. */
export interface LeagueTableSpec {
  id: string;
  rules: ScoringRules;
  members: ReadonlySet<string>;
}

/**
 * One player's row under a league's rules: jokered bets earn their points once like any bet and, with jokers on,
 * once more as `jokerPoints`; bonus points add on top. Right outcomes count every bet that called the outcome (an
 * exact score and a right difference included), as in every table.
 */
export function leagueRow(tally: CategoryTally, rules: ScoringRules, bonusPoints: number) {
  const all: Counts = {
    exact: tally.plain.exact + tally.joker.exact,
    difference: tally.plain.difference + tally.joker.difference,
    outcome: tally.plain.outcome + tally.joker.outcome,
  };
  const betPoints = weigh(all, rules);
  const jokerPoints = rules.joker ? weigh(tally.joker, rules) : 0;
  return {
    totalPoints: betPoints + jokerPoints + bonusPoints,
    totalBets: tally.bets,
    correctPredictions: all.exact + all.difference + all.outcome,
    exactScores: all.exact,
    accuracy: accuracyPercent(betPoints, tally.scored, rules.exact),
    jokerPoints,
    bonusPoints,
  };
}

/**
 * A league's table (its members only), in a scope: every member, ranked by the same ranking as every table. Bonus
 * questions belong to the league, not to a round: a round's table leaves them out.
 */
export async function leagueTable(deps: AppDeps, league: LeagueTableSpec, scope: LeagueScope): Promise<LeaderboardEntry[]> {
  // A name that is no round has the all-zero table, computed without a query and never kept: the kept tables stay
  // at most one per round, whatever names callers send.
  const known =
    scope.round === undefined || (await roundsByKickoff(deps, scope.competitionId)).some((info) => info.name === scope.round);
  if (!known) return rankLeague(deps, league, new Map(), new Map());
  const key = `league-table\u0000${league.id}\u0000${JSON.stringify([scope.competitionId ?? null, scope.round ?? null])}`;
  return deps.cache.value(key, async () => {
    const [tallies, bonus] = await Promise.all([
      categoryTallies(deps, scope),
      scope.round === undefined ? selectBonusPoints(deps.db, league.id) : Promise.resolve(new Map<string, number>()),
    ]);
    return rankLeague(deps, league, tallies, bonus);
  });
}

async function rankLeague(
  deps: AppDeps,
  league: LeagueTableSpec,
  tallies: ReadonlyMap<string, CategoryTally>,
  bonus: ReadonlyMap<string, number>,
): Promise<LeaderboardEntry[]> {
  const players = await standings(deps);
  const rows = players
    .filter((player) => league.members.has(player._id))
    .map((player) => {
      const row = leagueRow(tallies.get(player._id) ?? emptyTally(), league.rules, bonus.get(player._id) ?? 0);
      return { player, ...row, name: displayName(player) };
    });
  return rankPlayers(rows).map(({ player, name: _name, ...row }) => ({
    _id: player._id,
    fullName: player.fullName,
    username: player.username,
    ...row,
  }));
}
