import type { AppDeps } from "../../deps";
import { notFound } from "../../lib/errors";
import { type Page, paged } from "../../lib/paging";
import { hidePicks } from "../bets/fair-play";
import { selectOwnBets } from "../bets/repo";
import { findUserById } from "../users/repo";
import { gameCatalog } from "./catalog";
import { presentProfileBet } from "./present";

/**
 * A player's bets, newest first, each with its game (teams, date, result), never the whole user; picks on games still
 * open are hidden from everyone but the player (docs/rules.md "Fair play").
 */
export async function userBets(deps: AppDeps, viewerId: string, userId: string, page: Page) {
  if (!(await findUserById(deps.db, userId))) throw notFound("userNotFound");
  const rows = await paged(selectOwnBets(deps.db, userId).orderBy("id", "desc"), page).execute();
  // Read after the bets, the catalog is at least as new as they are: a game missing from it was deleted since.
  const { byId } = await gameCatalog(deps);
  const bets = [];
  for (const row of rows) {
    const game = byId.get(row.gameId);
    if (game) bets.push(presentProfileBet(row, game));
  }
  // The catalog already knows which games are open (it is rebuilt at the next kickoff): no query for that.
  return hidePicks(viewerId, bets, (gameId) => {
    const game = byId.get(gameId);
    return game !== undefined && !game.isFinished && !game.isBettingLocked;
  });
}
