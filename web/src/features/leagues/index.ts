/**
 * What other screens use from leagues: the caller's leagues (the leaderboard's league selector) and deleting a league
 * (the admin users screen's moderation).
 */
export { useDeleteLeague, useMyLeagues } from "./api";
