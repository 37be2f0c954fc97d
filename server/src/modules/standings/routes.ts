import {
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
    async (request, reply) =>
      deps.cache.send(request, reply, `leaderboard:${leaderboardKey(request.query)}`, () => leaderboard(deps, request.query)),
  );

  app.get(
    "/api/users/leaderboard/winners",
    {
      config: playersOnly,
      schema: { querystring: z.object({ round: roundQuery.optional() }), response: { 200: roundWinnersSchema } },
    },
    async (request, reply) => {
      const { round } = request.query;
      return deps.cache.send(request, reply, `winners:${JSON.stringify(round ?? null)}`, () => roundWinners(deps, round));
    },
  );

  app.get(
    "/api/users/leaderboard/summary",
    { config: playersOnly, schema: { response: { 200: leaderboardSummarySchema } } },
    async (request, reply) => deps.cache.send(request, reply, "leaderboard-summary", () => leaderboardSummary(deps)),
  );

  app.get(
    "/api/users/me/stats",
    { config: playersOnly, schema: { response: { 200: userStatsSchema } } },
    async (request, reply) => {
      const id = currentUser(request).id;
      return deps.cache.send(request, reply, `stats:${id}`, () => userStats(deps, id), "", "no-store");
    },
  );

  app.get(
    "/api/users/:id/stats",
    { config: playersOnly, schema: { params: idParams, response: { 200: userStatsSchema } } },
    async (request, reply) =>
      deps.cache.send(request, reply, `stats:${request.params.id}`, () => userStats(deps, request.params.id)),
  );

  app.get(
    "/api/users/:id/history",
    { config: playersOnly, schema: { params: idParams, response: { 200: userHistorySchema } } },
    async (request, reply) =>
      deps.cache.send(request, reply, `history:${request.params.id}`, () => userHistory(deps, request.params.id)),
  );
}
