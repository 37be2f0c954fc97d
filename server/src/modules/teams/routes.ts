import { importResultSchema, teamImportSchema, teamInputSchema, teamSchema, translate } from "@app/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { adminOnly, playersOnly } from "../../lib/access";
import { requestLanguage } from "../../lib/language";
import { idParams } from "../../lib/params";
import { FILE_BODY_LIMIT } from "../../lib/request-body";
import { listTeams } from "./repo";
import { createTeam, deleteTeam, importTeams, presentTeam, updateTeam } from "./service";

const teamResponse = z.object({ team: teamSchema });

export function registerTeamRoutes(root: FastifyInstance, deps: AppDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get("/api/groups", { config: playersOnly, schema: { response: { 200: z.array(teamSchema) } } }, async (request, reply) =>
    deps.cache.send(request, reply, "teams", async () => (await listTeams(deps.db)).map(presentTeam)),
  );

  app.post(
    "/api/groups",
    { config: adminOnly, schema: { body: teamInputSchema, response: { 201: teamResponse } } },
    async (request, reply) => reply.status(201).send({ team: await createTeam(deps, request.body) }),
  );

  app.put(
    "/api/groups/:id",
    { config: adminOnly, schema: { params: idParams, body: teamInputSchema, response: { 200: teamResponse } } },
    async (request) => ({ team: await updateTeam(deps, request.params.id, request.body) }),
  );

  app.delete(
    "/api/groups/:id",
    { config: adminOnly, schema: { params: idParams, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      await deleteTeam(deps, request.params.id);
      return { message: translate(requestLanguage(request), "teamDeleted") };
    },
  );

  app.post(
    "/api/groups/import",
    { config: adminOnly, bodyLimit: FILE_BODY_LIMIT, schema: { body: teamImportSchema, response: { 200: importResultSchema } } },
    async (request) => importTeams(deps, request.body.teams),
  );
}
