import { betPoints, displayName, isLocked, type LeaderboardEntry, POINTS_EXACT, rankPlayers } from "@app/domain";
import type { AppDeps } from "../../deps";
import { standingsGames } from "./rounds";

/** What one bet on a live game would earn if the game ended at its live score. */
interface LiveBet {
  userId: string;
  competitionId: string;
  round: string;
  points: number;
}

/**
 * Every bet on a live game (locked, not finished, with a live score) scored at that live score with the domain's
 * betPoints, once per data version. The version alone is a safe key: a live score is only ever stored on a locked game
 * (PUT /games/{id}/live refuses an open one and an update that reopens a game clears it), so a kickoff passing turns
 * a game live here only once a live score is written, and that write bumps the version like every other one.
 */
function liveBets(deps: AppDeps): Promise<LiveBet[]> {
  return deps.cache.value("live-bets", async () => {
    const now = deps.now();
    const live = new Map(
      (await standingsGames(deps))
        .filter((game) => !game.isFinished && isLocked(game, now))
        .flatMap((game) =>
          game.liveHome === null || game.liveAway === null
            ? []
            : [
                [
                  game.id,
                  {
                    competitionId: game.competitionId,
                    round: game.round,
                    score: { homeScore: game.liveHome, awayScore: game.liveAway },
                  },
                ] as const,
              ],
        ),
    );
    if (live.size === 0) return [];
    const bets = await deps.db
      .selectFrom("bets")
      .select(["userId", "gameId", "homeScore", "awayScore"])
      .where("gameId", "in", [...live.keys()])
      .execute();
    return bets.flatMap((bet) => {
      const game = live.get(bet.gameId);
      return game
        ? [{ userId: bet.userId, competitionId: game.competitionId, round: game.round, points: betPoints(bet, game.score) }]
        : [];
    });
  });
}

/**
 * The live table (docs/rules.md "Ranking and stats"): each row of a ranked table (the overall one, a competition's, or
 * a round's, with that competition's or round's live games only) gains `livePoints`, rows rank again by points plus live points (a live exact score
 * counting as one in the tie-break), and `rankChange` is the rank before minus the rank now (positive: moved up).
 */
export async function withLivePoints(
  deps: AppDeps,
  table: LeaderboardEntry[],
  round?: string,
  competition?: string,
): Promise<LeaderboardEntry[]> {
  const live = new Map<string, { points: number; exact: number }>();
  for (const bet of await liveBets(deps)) {
    if (round !== undefined && bet.round !== round) continue;
    if (competition !== undefined && bet.competitionId !== competition) continue;
    const sum = live.get(bet.userId) ?? { points: 0, exact: 0 };
    sum.points += bet.points;
    sum.exact += bet.points === POINTS_EXACT ? 1 : 0;
    live.set(bet.userId, sum);
  }
  const ranked = rankPlayers(
    table.map((entry) => {
      const extra = live.get(entry._id) ?? { points: 0, exact: 0 };
      return {
        entry,
        livePoints: extra.points,
        totalPoints: entry.totalPoints + extra.points,
        exactScores: entry.exactScores + extra.exact,
        name: displayName(entry),
      };
    }),
  );
  return ranked.map(({ entry, livePoints, rank }) => ({ ...entry, rank, livePoints, rankChange: entry.rank - rank }));
}
