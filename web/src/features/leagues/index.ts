/** What other screens read from leagues: the caller's leagues (the leaderboard's league selector). */
export { useMyLeagues } from "./api";
