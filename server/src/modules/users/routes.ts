import { adminCreateUserSchema, adminStatsSchema, adminUpdateUserSchema, publicUserSchema, translate } from "@app/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { adminOnly, currentUser, playersOnly } from "../../lib/access";
import { requestLanguage } from "../../lib/language";
import { pageQuery } from "../../lib/paging";
import { idParams } from "../../lib/params";
import { adminCreateUser, adminStats, adminUpdateUser, deleteUser, getUser, listUsers } from "./service";

const userResponse = z.object({ user: publicUserSchema });

export function registerUserRoutes(root: FastifyInstance, deps: AppDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/users",
    { config: playersOnly, schema: { querystring: pageQuery, response: { 200: z.array(publicUserSchema) } } },
    async (request) => listUsers(deps, currentUser(request), request.query),
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
