import { COMPETITIONS_PATH, competitionKeys } from "../../lib/competitions";
import type { FirstAnswer } from "../../lib/early";
import { getToken, tokenSubject } from "../../lib/storage";
import { leaderboardKeys, myStatsPath, roundWinnersPath } from "../leaderboard";
import { dashboardKeys, recentPath, upcomingPath } from "./api";

/**
 * What the dashboard shows as soon as it renders, for all competitions (the choice before any is made), each asked
 * for by index.html's early script as the page loads (src/boot/early.js, the same calls; lib/early.ts).
 */
export function firstAnswers(): FirstAnswer[] {
  return [
    { key: competitionKeys.all, path: COMPETITIONS_PATH },
    { key: leaderboardKeys.stats(tokenSubject(getToken()) ?? "", ""), path: myStatsPath() },
    { key: dashboardKeys.upcoming(""), path: upcomingPath("all", "") },
    { key: dashboardKeys.currentRound(""), path: upcomingPath("current", "") },
    { key: dashboardKeys.recent(""), path: recentPath("") },
    { key: leaderboardKeys.winners(undefined, ""), path: roundWinnersPath() },
  ];
}
