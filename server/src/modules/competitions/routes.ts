import {
  competitionInputSchema,
  competitionListSchema,
  competitionSchema,
  competitionUpdateSchema,
  translate,
} from "@app/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { adminOnly, playersOnly } from "../../lib/access";
import { requestLanguage } from "../../lib/language";
import { idParams } from "../../lib/params";
import { competitions, createCompetition, deleteCompetition, updateCompetition } from "./service";

const competitionResponse = z.object({ competition: competitionSchema });

/** Competitions and seasons (docs/rules.md "Competitions"): players read them, admins write them. */
export function registerCompetitionRoutes(root: FastifyInstance, deps: AppDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/competitions",
    { config: playersOnly, schema: { response: { 200: competitionListSchema } } },
    async (request, reply) =>
      deps.cache.send(request, reply, "competitions", async () => ({
        competitions: await competitions(deps, request.dataVersion),
      })),
  );

  app.post(
    "/api/competitions",
    { config: adminOnly, schema: { body: competitionInputSchema, response: { 201: competitionResponse } } },
    async (request, reply) => reply.status(201).send({ competition: await createCompetition(deps, request.body.name) }),
  );

  app.put(
    "/api/competitions/:id",
    { config: adminOnly, schema: { params: idParams, body: competitionUpdateSchema, response: { 200: competitionResponse } } },
    async (request) => ({ competition: await updateCompetition(deps, request.params.id, request.body) }),
  );

  app.delete(
    "/api/competitions/:id",
    { config: adminOnly, schema: { params: idParams, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      await deleteCompetition(deps, request.params.id);
      return { message: translate(requestLanguage(request), "competitionDeleted") };
    },
  );
}
