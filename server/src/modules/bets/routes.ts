import { betInputSchema, betSchema, betUpdateSchema } from "@app/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { currentUser, playersOnly } from "../../lib/access";
import { notFound } from "../../lib/errors";
import { pageQuery } from "../../lib/paging";
import { idParams, idSchema } from "../../lib/params";
import { ANY_VIEWER, bettingState } from "./fair-play";
import { listBets, listGameBets, placeBet, updateBet } from "./service";

const betList = z.object({ bets: z.array(betSchema) });
const betResponse = z.object({ bet: betSchema });

export function registerBetRoutes(root: FastifyInstance, deps: AppDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/bets",
    {
      config: playersOnly,
      schema: {
        querystring: pageQuery.extend({ gameId: idSchema.optional(), userId: idSchema.optional() }),
        response: { 200: betList },
      },
    },
    async (request) => {
      const { gameId, userId } = request.query;
      // With no filter the caller gets their own bets.
      const filter = gameId || userId ? { gameId, userId } : { userId: currentUser(request).id };
      return { bets: await listBets(deps, currentUser(request).id, { ...request.query, ...filter }) };
    },
  );

  app.post(
    "/api/bets",
    { config: playersOnly, schema: { body: betInputSchema, response: { 200: betResponse, 201: betResponse } } },
    async (request, reply) => {
      const { gameId, predictedResult, joker } = request.body;
      const { bet, created } = await placeBet(deps, currentUser(request), gameId, predictedResult, joker);
      return reply.status(created ? 201 : 200).send({ bet });
    },
  );

  app.put(
    "/api/bets/:id",
    { config: playersOnly, schema: { params: idParams, body: betUpdateSchema, response: { 200: betResponse } } },
    async (request) => {
      const { predictedResult, joker } = request.body;
      return { bet: await updateBet(deps, currentUser(request), request.params.id, predictedResult, joker) };
    },
  );

  for (const url of ["/api/bets/game/:id/users", "/api/bets/game/:id"]) {
    app.get(
      url,
      { config: playersOnly, schema: { params: idParams, querystring: pageQuery, response: { 200: betList } } },
      async (request, reply) => {
        const { id } = request.params;
        const { limit, offset } = request.query;
        const state = await bettingState(deps, id);
        if (!state) throw notFound("gameNotFound");
        // Before the lock the answer depends on who asks (their own pick shows): never shared. From the lock on it
        // is everyone's, cached under a key that names the lock, since kickoff locks a game without any write.
        if (state === "open") {
          return {
            bets: await listGameBets(deps, currentUser(request).id, { id, open: true }, request.query, request.dataVersion),
          };
        }
        return deps.cache.send(request, reply, `game-bets:${id}:locked:${limit}:${offset}`, async () => ({
          bets: await listGameBets(deps, ANY_VIEWER, { id, open: false }, request.query, request.dataVersion),
        }));
      },
    );
  }
}
