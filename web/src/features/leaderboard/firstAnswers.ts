import { COMPETITIONS_PATH, competitionKeys } from "../../lib/competitions";
import type { FirstAnswer } from "../../lib/early";
import { leagueKeys, leaguesOf, MY_LEAGUES_PATH } from "../../lib/leagues";
import { gameKeys, roundsPath, upcomingGamesPath } from "../games";
import { ALL_OPEN, leaderboardKeys, leaderboardPagePath, summaryPath } from "./api";

/**
 * What the leaderboard at its plain address shows as soon as it renders (every competition, the overall table), each
 * asked for by index.html's early script as the page loads (src/boot/early.js, the same calls; lib/early.ts). Both
 * the overall table and the live one: the screen opens the live one while a game is live, which only the games tell.
 */
const OVERALL = { live: false };
const LIVE = { live: true };
/** An infinite query keeps pages. */
const firstPage = (page: unknown) => ({ pages: [page], pageParams: [0] });

export function firstAnswers(): FirstAnswer[] {
  const games = { ...ALL_OPEN, competition: "" };
  return [
    { key: competitionKeys.all, path: COMPETITIONS_PATH },
    { key: leagueKeys.mine(), path: MY_LEAGUES_PATH, toData: leaguesOf },
    { key: gameKeys.rounds(""), path: roundsPath("") },
    { key: gameKeys.upcoming(games), path: upcomingGamesPath(games) },
    ...[OVERALL, LIVE].map((view) => ({
      key: leaderboardKeys.list(view),
      path: leaderboardPagePath(0, view),
      toData: firstPage,
    })),
    { key: leaderboardKeys.summary(""), path: summaryPath("") },
  ];
}
