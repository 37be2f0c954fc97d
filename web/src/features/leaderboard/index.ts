/**
 * What other screens read from the leaderboard: a player's stats (with the leaderboard as their fallback), and round
 * winners with the list that shows them.
 */
export { useMyStats, useRoundWinners, useUserStats } from "./api";
export { RoundWinnersList } from "./components/RoundWinners";
