import type { ExpressionBuilder } from "kysely";
import type { Database } from "../../db/schema";
import type { AppDeps } from "../../deps";
import type { ReadVersion } from "../../lib/data-version";
import { notFound } from "../../lib/errors";
import { type Page, paged } from "../../lib/paging";
import { hidePicks } from "../bets/fair-play";
import { selectOwnBets } from "../bets/repo";
import { playerNames } from "../standings/table";
import { gameCatalog } from "./catalog";

/**
 * A player's bets, newest game first (by kickoff, then newest bet: the order of the games, not of when the player
 * happened to bet, issue 27), without their games (the client has them from GET /games/catalog) and never the whole
 * user; picks on games still open are hidden from everyone but the player (docs/rules.md "Fair play").
 */
export async function userBets(deps: AppDeps, viewerId: string, userId: string, page: Page, at: ReadVersion = null) {
  // Every player is in the per-version names map: no query of its own to know the player exists.
  if (!(await playerNames(deps, at)).has(userId)) throw notFound("userNotFound");
  const kickoff = (eb: ExpressionBuilder<Database, "bets">) =>
    eb.selectFrom("games").select("games.kickoffAt").whereRef("games.id", "=", "bets.gameId");
  const rows = await paged(selectOwnBets(deps.db, userId).orderBy(kickoff, "desc").orderBy("id", "desc"), page).execute();
  // At the request's version: a game missing from it was added or deleted since, and so is this answer's bet on it.
  const { byId } = await gameCatalog(deps, at);
  const bets = rows
    .filter((row) => byId.has(row.gameId))
    .map((row) => ({
      _id: row.id,
      userId,
      gameId: row.gameId,
      predictedResult: { homeScore: row.homeScore, awayScore: row.awayScore },
      joker: row.joker === 1,
      points: row.points,
      isCalculated: row.isCalculated === 1,
    }));
  // The catalog already knows which games are open (it is rebuilt at the next kickoff): no query for that.
  const seen = hidePicks(viewerId, bets, (gameId) => {
    const game = byId.get(gameId);
    return game !== undefined && !game.isFinished && !game.isBettingLocked;
  });
  // Every row is the profile's player's: the answer does not repeat whose.
  return seen.map(({ userId: _player, ...bet }) => bet);
}
