/**
 * What other screens read from the leaderboard: a player's stats (with the leaderboard as their fallback), round
 * winners with the list that shows them, and the ranked rows a league's page shows its table with.
 */
export { leaderboardKeys, myStatsPath, roundWinnersPath, useLeaderboard, useMyStats, useRoundWinners, useUserStats } from "./api";
export { LeaderboardHeader, LeaderboardRow } from "./components/LeaderboardRow";
export { RoundWinnersList } from "./components/RoundWinners";
