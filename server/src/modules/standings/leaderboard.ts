import { competitionQuery, displayName, type LeaderboardEntry, rankPlayers } from "@app/domain";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { type Page, pageQuery, queryFlag, sliceToPage } from "../../lib/paging";
import { competitionStandings } from "./competition";
import { withLivePoints } from "./live";
import { roundTable } from "./rounds";
import { standings } from "./table";

/** `?round=`: a round name as GET /games/rounds lists it. */
export const roundQuery = z.string().trim().min(1, { error: "invalidInput" }).max(100, { error: "invalidInput" });

/** The query every leaderboard takes, the overall one and each league's. */
export const leaderboardQuerySchema = pageQuery
  .extend({ round: roundQuery.optional(), live: queryFlag.optional() })
  .extend(competitionQuery.shape);

/**
 * What tells one leaderboard answer from another within a data version. The live table is keyed like the others,
 * by the data version: see liveBets (live.ts) for why that is enough.
 */
export const leaderboardKey = ({ round, live, limit, offset, competition }: LeaderboardQuery) =>
  JSON.stringify([round ?? null, live === true, limit, offset, competition ?? null]);

export interface LeaderboardQuery extends Page {
  /** A round's table instead of the overall one. */
  round?: string;
  /** Adds live points and ranks by them (the live table). */
  live?: boolean;
  /** One competition's table (or its round's) instead of every competition's. */
  competition?: string;
}

/**
 * A league's table (docs/rules.md "Leagues"): the rows of the players in `members`, ranked again among themselves by
 * the same ranking as every table, from the same totals.
 */
function rankAmong(table: LeaderboardEntry[], members: ReadonlySet<string>): LeaderboardEntry[] {
  const rows = table.filter((entry) => members.has(entry._id));
  return rankPlayers(
    rows.map((entry) => ({ entry, totalPoints: entry.totalPoints, exactScores: entry.exactScores, name: displayName(entry) })),
  ).map(({ entry, rank }) => ({ ...entry, rank }));
}

/**
 * GET /users/leaderboard, and with `members` GET /leagues/{id}/leaderboard: the overall or a round's table, live or
 * not, cut to the page asked for. A league's live table ranks its members' live points among them.
 */
export async function leaderboard(
  deps: AppDeps,
  query: LeaderboardQuery,
  members?: ReadonlySet<string>,
): Promise<LeaderboardEntry[]> {
  const { round, competition } = query;
  const everyone =
    round !== undefined
      ? await roundTable(deps, round, competition)
      : competition !== undefined
        ? await competitionStandings(deps, competition)
        : await standings(deps);
  const table = members ? rankAmong(everyone, members) : everyone;
  return sliceToPage(query.live ? await withLivePoints(deps, table, round, competition) : table, query);
}
