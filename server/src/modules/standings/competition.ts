import type { LeaderboardEntry, LeaderboardSummary, UserStats } from "@app/domain";
import type { AppDeps } from "../../deps";
import { addTallies, rankTallies, selectRoundTallies, type Tally } from "./rounds";
import { organisers, statsIn } from "./table";

/**
 * One competition's table (docs/rules.md "Competitions"): every player, with the points, bets and counts of that
 * competition's games only, ranked like the overall table. Summed by the database from the points the scoring
 * transaction stored on the bets, once per competition and data version (like the round tables), never per request.
 */
interface CompetitionTable {
  entries: LeaderboardEntry[];
  tallies: Map<string, Tally>;
}

function competitionTable(deps: AppDeps, competitionId: string): Promise<CompetitionTable> {
  return deps.cache.value(`competition-table\u0000${competitionId}`, async () => {
    const tallies = addTallies((await selectRoundTallies(deps.db, { competitionId, unnamed: true })).values());
    return { entries: await rankTallies(deps, tallies), tallies };
  });
}

export async function competitionStandings(deps: AppDeps, competitionId: string): Promise<LeaderboardEntry[]> {
  return (await competitionTable(deps, competitionId)).entries;
}

/** GET /users/{id}/stats?competition=: the player's numbers and rank in that competition's table. */
export async function competitionUserStats(deps: AppDeps, userId: string, competitionId: string): Promise<UserStats> {
  const [table, unranked] = await Promise.all([competitionTable(deps, competitionId), organisers(deps)]);
  return statsIn(table.entries, unranked, (id) => table.tallies.get(id)?.scored ?? 0, userId);
}

/** GET /users/leaderboard/summary?competition=: the summary's numbers over that competition's table. */
export async function competitionSummary(deps: AppDeps, competitionId: string): Promise<LeaderboardSummary> {
  const { entries } = await competitionTable(deps, competitionId);
  const sum = (pick: (e: LeaderboardEntry) => number) => entries.reduce((total, e) => total + pick(e), 0);
  const points = sum((e) => e.totalPoints);
  return {
    totalPlayers: entries.length,
    totalBets: sum((e) => e.totalBets),
    highestScore: entries.reduce((max, e) => Math.max(max, e.totalPoints), 0),
    correctPredictions: sum((e) => e.correctPredictions),
    exactScores: sum((e) => e.exactScores),
    averagePoints: entries.length > 0 ? Math.round((points / entries.length) * 10) / 10 : 0,
  };
}
