import { competitionQuery, type LeaderboardEntry } from "@app/domain";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { type Page, pageQuery, queryFlag, sliceToPage } from "../../lib/paging";
import { competitionStandings } from "./competition";
import { type LeagueTableSpec, leagueTable } from "./league";
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

/** GET /users/leaderboard: the overall, a competition's or a round's table, live or not, cut to the page asked for. */
export async function leaderboard(deps: AppDeps, query: LeaderboardQuery): Promise<LeaderboardEntry[]> {
  const { round, competition } = query;
  const table =
    round !== undefined
      ? await roundTable(deps, round, competition)
      : competition !== undefined
        ? await competitionStandings(deps, competition)
        : await standings(deps);
  return sliceToPage(query.live ? await withLivePoints(deps, table, round, competition) : table, query);
}

/**
 * GET /leagues/{id}/leaderboard (docs/rules.md "A league's own rules"): the league's members ranked among themselves
 * by its rules, overall or in a round, live (by its rules too) or not, cut to the page asked for.
 */
export async function leagueLeaderboard(
  deps: AppDeps,
  league: LeagueTableSpec,
  query: LeaderboardQuery,
): Promise<LeaderboardEntry[]> {
  const { round, competition } = query;
  const table = await leagueTable(deps, league, { round, competitionId: competition });
  return sliceToPage(query.live ? await withLivePoints(deps, table, round, competition, league.rules) : table, query);
}
