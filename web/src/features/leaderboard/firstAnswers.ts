import { COMPETITIONS_PATH, competitionKeys } from "../../lib/competitions";
import type { FirstAnswer } from "../../lib/early";
import { leagueKeys, leaguesOf, MY_LEAGUES_PATH } from "../../lib/leagues";
import { gameKeys, roundsPath, upcomingGamesPath } from "../games";
import { ALL_OPEN, leaderboardKeys, leaderboardPagePath, summaryPath, type TableView } from "./api";

const LIVE: TableView = { live: true };
/** An infinite query keeps pages. */
const firstPage = (page: unknown) => ({ pages: [page], pageParams: [0] });

/**
 * What the leaderboard at its plain address shows as soon as it renders (every competition, the overall table), each
 * asked for by index.html's early script as the page loads (src/boot/early.js, the same calls; lib/early.ts). Both
 * the overall table (each call's default view) and the live one: the screen opens the live one while a game is live,
 * which only the games tell.
 */
export function firstAnswers(): FirstAnswer[] {
  const games = { ...ALL_OPEN, competition: "" };
  return [
    { key: competitionKeys.all, path: COMPETITIONS_PATH },
    { key: leagueKeys.mine(), path: MY_LEAGUES_PATH, toData: leaguesOf },
    { key: gameKeys.rounds(""), path: roundsPath("") },
    { key: gameKeys.upcoming(games), path: upcomingGamesPath(games) },
    ...[undefined, LIVE].map((view) => ({
      key: leaderboardKeys.list(view),
      path: leaderboardPagePath(0, view),
      toData: firstPage,
    })),
    { key: leaderboardKeys.summary(""), path: summaryPath("") },
  ];
}
