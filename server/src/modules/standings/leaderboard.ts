import type { LeaderboardEntry } from "@app/domain";
import type { AppDeps } from "../../deps";
import { type Page, sliceToPage } from "../../lib/paging";
import { withLivePoints } from "./live";
import { roundTable } from "./rounds";
import { standings } from "./table";

export interface LeaderboardQuery extends Page {
  /** A round's table instead of the overall one. */
  round?: string;
  /** Adds live points and ranks by them (the live table). */
  live?: boolean;
}

/** GET /users/leaderboard: the overall or a round's table, live or not, cut to the page asked for. */
export async function leaderboard(deps: AppDeps, query: LeaderboardQuery): Promise<LeaderboardEntry[]> {
  const table = query.round === undefined ? await standings(deps) : await roundTable(deps, query.round);
  return sliceToPage(query.live ? await withLivePoints(deps, table, query.round) : table, query);
}
