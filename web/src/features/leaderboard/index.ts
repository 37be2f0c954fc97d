/** What other screens read from the leaderboard: a player's stats, with the leaderboard as their fallback. */
export { useMyStats, useUserStats } from "./api";
