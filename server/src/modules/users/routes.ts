import {
  adminCreateUserSchema,
  adminStatsSchema,
  adminUpdateUserSchema,
  gameSchema,
  leaderboardEntrySchema,
  publicUserSchema,
  translate,
  userBetSchema,
  userStatsSchema,
} from "@app/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { requestLanguage } from "../../lib/language";
import { pageQuery } from "../../lib/paging";
import { idParams } from "../../lib/params";
import { adminOnly, currentUser, playersOnly } from "../auth/guard";
import {
  adminCreateUser,
  adminStats,
  adminUpdateUser,
  deleteUser,
  getUser,
  leaderboard,
  listUsers,
  userBets,
  userStats,
} from "./service";

const userResponse = z.object({ user: publicUserSchema });
const profileBetSchema = userBetSchema.extend({
  userId: z.string(),
  gameId: z.string(),
  game: gameSchema.omit({ userBet: true }),
});

export function registerUserRoutes(root: FastifyInstance, deps: AppDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/users",
    { config: playersOnly, schema: { querystring: pageQuery, response: { 200: z.array(publicUserSchema) } } },
    async (request) => listUsers(deps, currentUser(request), request.query),
  );

  app.get(
    "/api/users/leaderboard",
    { config: playersOnly, schema: { querystring: pageQuery, response: { 200: z.array(leaderboardEntrySchema) } } },
    async (request, reply) => {
      const { limit, offset } = request.query;
      return deps.cache.send(request, reply, `leaderboard:${limit}:${offset}`, () => leaderboard(deps, request.query));
    },
  );

  app.get(
    "/api/users/me/stats",
    { config: playersOnly, schema: { response: { 200: userStatsSchema } } },
    async (request, reply) => {
      const id = currentUser(request).id;
      return deps.cache.send(request, reply, `stats:${id}`, () => userStats(deps, id));
    },
  );

  app.get("/api/users/admin/stats", { config: adminOnly, schema: { response: { 200: adminStatsSchema } } }, async () =>
    adminStats(deps),
  );

  app.post(
    "/api/users/admin",
    { config: adminOnly, schema: { body: adminCreateUserSchema, response: { 201: userResponse } } },
    async (request, reply) => reply.status(201).send({ user: await adminCreateUser(deps, request.body) }),
  );

  app.get(
    "/api/users/:id",
    { config: playersOnly, schema: { params: idParams, response: { 200: publicUserSchema } } },
    async (request) => getUser(deps, request.params.id, currentUser(request)),
  );

  app.get(
    "/api/users/:id/stats",
    { config: playersOnly, schema: { params: idParams, response: { 200: userStatsSchema } } },
    async (request, reply) =>
      deps.cache.send(request, reply, `stats:${request.params.id}`, () => userStats(deps, request.params.id)),
  );

  app.get(
    "/api/users/:id/bets",
    {
      config: playersOnly,
      schema: { params: idParams, querystring: pageQuery, response: { 200: z.object({ bets: z.array(profileBetSchema) }) } },
    },
    async (request) => ({ bets: await userBets(deps, request.params.id, request.query) }),
  );

  app.put(
    "/api/users/:id",
    { config: adminOnly, schema: { params: idParams, body: adminUpdateUserSchema, response: { 200: userResponse } } },
    async (request) => ({ user: await adminUpdateUser(deps, request.params.id, request.body) }),
  );

  app.delete(
    "/api/users/:id",
    { config: adminOnly, schema: { params: idParams, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      await deleteUser(deps, request.params.id);
      return { message: translate(requestLanguage(request), "userDeleted") };
    },
  );
}
