export interface RankInput {
  totalPoints: number;
  exactScores: number;
  name: string;
}

/**
 * Orders players by points (desc); equal points share a rank (1, 2, 2, 4). Inside a tie, more exact
 * scores come first, then the name, so the order is stable while the rank stays shared.
 */
export function rankPlayers<T extends RankInput>(players: readonly T[]): (T & { rank: number })[] {
  const sorted = [...players].sort(
    (a, b) => b.totalPoints - a.totalPoints || b.exactScores - a.exactScores || a.name.localeCompare(b.name),
  );
  let rank = 0;
  return sorted.map((player, index) => {
    if (index === 0 || player.totalPoints !== sorted[index - 1].totalPoints) rank = index + 1;
    return { ...player, rank };
  });
}

/**
 * An organiser: an admin who has never placed a bet, in no table, count or history until their first bet
 * (docs/rules.md "Ranking and stats"). Every other user is a player and ranked.
 */
export function isOrganiser(user: { isAdmin: boolean; totalBets: number }): boolean {
  return user.isAdmin && user.totalBets === 0;
}
