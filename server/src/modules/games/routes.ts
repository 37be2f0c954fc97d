import {
  auditResponseSchema,
  competitionQuery,
  gameCatalogResponseSchema,
  gameImportSchema,
  gameInputSchema,
  gameLiveScoreSchema,
  gameResultSchema,
  gameSchema,
  gameUpdateSchema,
  importResultSchema,
  profileBetsResponseSchema,
  roundStatusSchema,
  roundsResponseSchema,
  translate,
} from "@app/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { adminOnly, currentUser, playersOnly } from "../../lib/access";
import { requestLanguage } from "../../lib/language";
import { pageQuery, queryFlag } from "../../lib/paging";
import { idParams } from "../../lib/params";
import { FILE_BODY_LIMIT } from "../../lib/request-body";
import { assertCompetitionFilter } from "../competitions/service";
import { gameAudit } from "./audit";
import { gameCatalog } from "./catalog";
import { setLiveScore } from "./live";
import { userBets } from "./player-bets";
import {
  createGame,
  deleteGame,
  getGame,
  importGames,
  inCompetition,
  listGames,
  listUpcomingGames,
  roundStatus,
  rounds,
  setResult,
  updateGame,
} from "./service";

const gameList = z.array(gameSchema);
const gameResponse = z.object({ game: gameSchema });

export function registerGameRoutes(root: FastifyInstance, deps: AppDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/games",
    {
      config: playersOnly,
      schema: {
        querystring: pageQuery
          .extend({ finished: queryFlag.optional(), upcoming: queryFlag.optional() })
          .extend(competitionQuery.shape),
        response: { 200: gameList },
      },
    },
    async (request) => {
      await assertCompetitionFilter(deps, request.query.competition, request.dataVersion);
      return listGames(deps, currentUser(request).id, request.query, request.dataVersion);
    },
  );

  app.get(
    "/api/games/upcoming",
    {
      config: playersOnly,
      schema: {
        querystring: z.object({
          round: z.string().trim().min(1).max(100).optional().default("current"),
          closeOnly: queryFlag.optional().default(true),
          competition: competitionQuery.shape.competition,
        }),
        response: { 200: gameList },
      },
    },
    async (request) => {
      await assertCompetitionFilter(deps, request.query.competition, request.dataVersion);
      return listUpcomingGames(deps, currentUser(request).id, request.query, request.dataVersion);
    },
  );

  app.get(
    "/api/games/finished",
    { config: playersOnly, schema: { querystring: pageQuery.extend(competitionQuery.shape), response: { 200: gameList } } },
    async (request) => {
      await assertCompetitionFilter(deps, request.query.competition, request.dataVersion);
      return listGames(deps, currentUser(request).id, { ...request.query, finished: true }, request.dataVersion);
    },
  );

  app.get(
    "/api/games/catalog",
    { config: playersOnly, schema: { querystring: competitionQuery, response: { 200: gameCatalogResponseSchema } } },
    async (request, reply) => {
      const { competition } = request.query;
      await assertCompetitionFilter(deps, competition, request.dataVersion);
      const catalog = await gameCatalog(deps, request.dataVersion);
      const key = competition === undefined ? "game-catalog" : `game-catalog:${competition}`;
      const games = () => Promise.resolve({ games: inCompetition(catalog.games, competition) });
      return deps.cache.send(request, reply, key, games, String(catalog.builtAt));
    },
  );

  app.get(
    "/api/games/rounds",
    { config: playersOnly, schema: { querystring: competitionQuery, response: { 200: roundsResponseSchema } } },
    async (request, reply) => {
      const { competition } = request.query;
      await assertCompetitionFilter(deps, competition, request.dataVersion);
      // The current round also moves with the clock: a cached answer lives for one minute at most.
      const key = `rounds:${competition ?? ""}:${Math.floor(deps.now() / 60_000)}`;
      return deps.cache.send(request, reply, key, () => rounds(deps, competition));
    },
  );

  app.get(
    "/api/games/round-status",
    {
      config: adminOnly,
      schema: {
        querystring: z
          .object({ round: z.string().trim().min(1, { error: "invalidInput" }).max(100) })
          .extend(competitionQuery.shape),
        response: { 200: roundStatusSchema },
      },
    },
    async (request) => {
      await assertCompetitionFilter(deps, request.query.competition);
      return roundStatus(deps, request.query.round, request.query.competition);
    },
  );

  app.get(
    "/api/games/:id",
    { config: playersOnly, schema: { params: idParams, response: { 200: gameSchema } } },
    async (request) => getGame(deps, currentUser(request).id, request.params.id, request.dataVersion),
  );

  app.post(
    "/api/games",
    { config: adminOnly, schema: { body: gameInputSchema, response: { 201: gameResponse } } },
    async (request, reply) => reply.status(201).send({ game: await createGame(deps, currentUser(request).id, request.body) }),
  );

  app.put(
    "/api/games/:id",
    { config: adminOnly, schema: { params: idParams, body: gameUpdateSchema, response: { 200: gameResponse } } },
    async (request) => ({ game: await updateGame(deps, currentUser(request).id, request.params.id, request.body) }),
  );

  app.put(
    "/api/games/:id/result",
    { config: adminOnly, schema: { params: idParams, body: gameResultSchema, response: { 200: gameResponse } } },
    async (request) => ({ game: await setResult(deps, currentUser(request).id, request.params.id, request.body) }),
  );

  app.put(
    "/api/games/:id/live",
    { config: adminOnly, schema: { params: idParams, body: gameLiveScoreSchema, response: { 200: gameResponse } } },
    async (request) => {
      await setLiveScore(deps, currentUser(request).id, request.params.id, request.body.liveScore);
      return { game: await getGame(deps, currentUser(request).id, request.params.id) };
    },
  );

  app.get(
    "/api/games/:id/audit",
    { config: adminOnly, schema: { params: idParams, response: { 200: auditResponseSchema } } },
    async (request) => ({ entries: await gameAudit(deps, request.params.id) }),
  );

  app.delete(
    "/api/games/:id",
    { config: adminOnly, schema: { params: idParams, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      await deleteGame(deps, request.params.id);
      return { message: translate(requestLanguage(request), "gameDeleted") };
    },
  );

  app.post(
    "/api/games/import",
    {
      config: adminOnly,
      bodyLimit: FILE_BODY_LIMIT,
      schema: { querystring: competitionQuery, body: gameImportSchema, response: { 200: importResultSchema } },
    },
    async (request) => importGames(deps, request.body.games, request.query.competition),
  );

  app.get(
    "/api/users/:id/bets",
    { config: playersOnly, schema: { params: idParams, querystring: pageQuery, response: { 200: profileBetsResponseSchema } } },
    async (request) => ({
      bets: await userBets(deps, currentUser(request).id, request.params.id, request.query, request.dataVersion),
    }),
  );
}
