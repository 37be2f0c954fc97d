import {
  betCategory,
  categoryPoints,
  DEFAULT_RULES,
  displayName,
  isLocked,
  type LeaderboardEntry,
  rankPlayers,
  type Score,
  type ScoringRules,
  withJoker,
} from "@app/domain";
import type { AppDeps } from "../../deps";
import { standingsGames } from "./rounds";

/** A bet on a live game, with the game's live score: scored by each table's rules (see withLivePoints). */
interface LiveBet {
  userId: string;
  competitionId: string;
  round: string;
  predicted: Score;
  live: Score;
  joker: boolean;
}

/**
 * Every bet on a live game (locked, not finished, with a live score) with that live score, once per data version. The version alone is a safe key: a live score is only ever stored on a locked game
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
      .select(["userId", "gameId", "homeScore", "awayScore", "joker"])
      .where("gameId", "in", [...live.keys()])
      .execute();
    return bets.flatMap((bet) => {
      const game = live.get(bet.gameId);
      return game
        ? [
            {
              userId: bet.userId,
              competitionId: game.competitionId,
              round: game.round,
              predicted: { homeScore: bet.homeScore, awayScore: bet.awayScore },
              live: game.score,
              joker: bet.joker === 1,
            },
          ]
        : [];
    });
  });
}

/**
 * The live table (docs/rules.md "Ranking and stats"): each row of a ranked table (the overall one, a competition's, or
 * a round's, with that competition's or round's live games only) gains `livePoints`, rows rank again by points plus live points (a live exact score
 * counting as one in the tie-break), and `rankChange` is the rank before minus the rank now (positive: moved up).
 * Live points are scored by the table's rules: the seed's for "Everyone", a league's own (jokers included) for its table.
 */
export async function withLivePoints(
  deps: AppDeps,
  table: LeaderboardEntry[],
  round?: string,
  competition?: string,
  rules: ScoringRules = DEFAULT_RULES,
): Promise<LeaderboardEntry[]> {
  const live = new Map<string, { points: number; exact: number }>();
  for (const bet of await liveBets(deps)) {
    if (round !== undefined && bet.round !== round) continue;
    if (competition !== undefined && bet.competitionId !== competition) continue;
    const category = betCategory(bet.predicted, bet.live);
    const sum = live.get(bet.userId) ?? { points: 0, exact: 0 };
    sum.points += withJoker(categoryPoints(category, rules), bet.joker, rules);
    sum.exact += category === "exact" ? 1 : 0;
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
