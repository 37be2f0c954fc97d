import {
  competitionQuery,
  leaderboardEntrySchema,
  leaderboardSummarySchema,
  recalculateResultSchema,
  roundWinnersSchema,
  userHistorySchema,
  userStatsSchema,
} from "@app/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { adminOnly, currentUser, playersOnly } from "../../lib/access";
import { idParams } from "../../lib/params";
import { assertCompetitionFilter } from "../competitions/service";
import { competitionSummary, competitionUserStats } from "./competition";
import { leaderboard, leaderboardKey, leaderboardQuerySchema, roundQuery } from "./leaderboard";
import { roundWinners, userHistory } from "./rounds";
import { leaderboardSummary, userStats } from "./table";
import { recalculate } from "./totals";

/** The ranked table and each player's place in it: shared reads, served from the shared cache. */
export function registerStandingsRoutes(root: FastifyInstance, deps: AppDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post("/api/admin/recalculate", { config: adminOnly, schema: { response: { 200: recalculateResultSchema } } }, async () =>
    recalculate(deps),
  );

  app.get(
    "/api/users/leaderboard",
    {
      config: playersOnly,
      schema: {
        querystring: leaderboardQuerySchema,
        response: { 200: z.array(leaderboardEntrySchema) },
      },
    },
    async (request, reply) => {
      await assertCompetitionFilter(deps, request.query.competition, request.dataVersion);
      return deps.cache.send(request, reply, `leaderboard:${leaderboardKey(request.query)}`, () =>
        leaderboard(deps, request.query),
      );
    },
  );

  app.get(
    "/api/users/leaderboard/winners",
    {
      config: playersOnly,
      schema: {
        querystring: z.object({ round: roundQuery.optional() }).extend(competitionQuery.shape),
        response: { 200: roundWinnersSchema },
      },
    },
    async (request, reply) => {
      const { round, competition } = request.query;
      await assertCompetitionFilter(deps, competition, request.dataVersion);
      const key = `winners:${JSON.stringify([round ?? null, competition ?? null])}`;
      return deps.cache.send(request, reply, key, () => roundWinners(deps, round, competition));
    },
  );

  app.get(
    "/api/users/leaderboard/summary",
    { config: playersOnly, schema: { querystring: competitionQuery, response: { 200: leaderboardSummarySchema } } },
    async (request, reply) => {
      const { competition } = request.query;
      await assertCompetitionFilter(deps, competition, request.dataVersion);
      return deps.cache.send(request, reply, `leaderboard-summary:${competition ?? ""}`, () =>
        competition === undefined ? leaderboardSummary(deps) : competitionSummary(deps, competition),
      );
    },
  );

  const stats = (userId: string, competition: string | undefined) =>
    competition === undefined ? userStats(deps, userId) : competitionUserStats(deps, userId, competition);

  app.get(
    "/api/users/me/stats",
    { config: playersOnly, schema: { querystring: competitionQuery, response: { 200: userStatsSchema } } },
    async (request, reply) => {
      const id = currentUser(request).id;
      const { competition } = request.query;
      await assertCompetitionFilter(deps, competition, request.dataVersion);
      return deps.cache.send(request, reply, `stats:${id}:${competition ?? ""}`, () => stats(id, competition), "", "no-store");
    },
  );

  app.get(
    "/api/users/:id/stats",
    { config: playersOnly, schema: { params: idParams, querystring: competitionQuery, response: { 200: userStatsSchema } } },
    async (request, reply) => {
      const { id } = request.params;
      const { competition } = request.query;
      await assertCompetitionFilter(deps, competition, request.dataVersion);
      return deps.cache.send(request, reply, `stats:${id}:${competition ?? ""}`, () => stats(id, competition));
    },
  );

  app.get(
    "/api/users/:id/history",
    { config: playersOnly, schema: { params: idParams, querystring: competitionQuery, response: { 200: userHistorySchema } } },
    async (request, reply) => {
      const { id } = request.params;
      const { competition } = request.query;
      await assertCompetitionFilter(deps, competition, request.dataVersion);
      return deps.cache.send(request, reply, `history:${id}:${competition ?? ""}`, () => userHistory(deps, id, competition));
    },
  );
}
