import {
  bonusAnswerInputSchema,
  bonusQuestionInputSchema,
  bonusQuestionListSchema,
  bonusQuestionSchema,
  invitationSchema,
  joinLeagueSchema,
  leaderboardEntrySchema,
  leagueDetailsSchema,
  leagueInputSchema,
  leagueListSchema,
  leagueRulesSchema,
  leagueSchema,
  leagueUpdateSchema,
  translate,
} from "@app/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { adminOnly, currentUser, playersOnly, publicRoute } from "../../lib/access";
import { notFound } from "../../lib/errors";
import { requestLanguage } from "../../lib/language";
import { idParams, idSchema } from "../../lib/params";
import { assertCompetitionFilter } from "../competitions/service";
import { leaderboardKey, leaderboardQuerySchema, leagueLeaderboard } from "../standings/leaderboard";
import { answerQuestion, askQuestion, deleteQuestion, listQuestions, resolveQuestion } from "./questions";
import { findInvitation, findLeague, memberIds } from "./repo";
import {
  assertCanRead,
  createLeague,
  deleteLeague,
  joinLeague,
  leagueDetails,
  leaguesOfUser,
  myLeagues,
  removeMember,
  resetInviteCode,
  setLeagueCompetition,
  setLeagueRules,
} from "./service";

const leagueResponse = z.object({ league: leagueSchema });
const messageResponse = z.object({ message: z.string() });

/**
 * Join attempts per user and minute (docs/rules.md "Leagues"): enough for a person following links, too few to try
 * codes. Counted per user after authentication (preHandler), so players behind one address do not share it.
 */
export const JOIN_RATE_LIMIT = 10;

/** Leagues with invite links (docs/rules.md "Leagues"). */
export function registerLeagueRoutes(root: FastifyInstance, deps: AppDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/leagues",
    { config: playersOnly, schema: { body: leagueInputSchema, response: { 201: leagueResponse } } },
    async (request, reply) => reply.status(201).send({ league: await createLeague(deps, currentUser(request), request.body) }),
  );

  app.get("/api/leagues", { config: playersOnly, schema: { response: { 200: leagueListSchema } } }, async (request) => ({
    leagues: await myLeagues(deps, currentUser(request).id),
  }));

  app.post(
    "/api/leagues/join",
    {
      config: {
        ...playersOnly,
        rateLimit: {
          max: JOIN_RATE_LIMIT,
          timeWindow: "1 minute",
          hook: "preHandler",
          keyGenerator: (request) => `league-join:${currentUser(request).id}`,
        },
      },
      schema: { body: joinLeagueSchema, response: { 200: leagueResponse } },
    },
    async (request) => ({ league: await joinLeague(deps, currentUser(request), request.body.inviteCode) }),
  );

  // The invitation page (docs/rules.md "Leagues"): public, since the friend who opens a link may have no account yet.
  // The code travels in the body, so no address with it reaches a log; tries are limited per client address, like login.
  app.post(
    "/api/leagues/invitation",
    {
      config: { ...publicRoute, rateLimit: { max: deps.config.authRateLimit, timeWindow: "1 minute" } },
      schema: { body: joinLeagueSchema, response: { 200: invitationSchema } },
    },
    async (request) => {
      const invitation = await findInvitation(deps.db, request.body.inviteCode);
      if (!invitation) throw notFound("leagueNotFound");
      return invitation;
    },
  );

  app.get(
    "/api/leagues/:id",
    { config: playersOnly, schema: { params: idParams, response: { 200: leagueDetailsSchema } } },
    async (request) => leagueDetails(deps, currentUser(request), request.params.id),
  );

  app.get(
    "/api/leagues/:id/leaderboard",
    {
      config: playersOnly,
      schema: { params: idParams, querystring: leaderboardQuerySchema, response: { 200: z.array(leaderboardEntrySchema) } },
    },
    async (request, reply) => {
      const { id } = request.params;
      await assertCanRead(deps.db, id, currentUser(request));
      await assertCompetitionFilter(deps, request.query.competition, request.dataVersion);
      // Every membership change bumps the data version, so the cached table of a version has the members of that version.
      const key = `league-board:${id}:${leaderboardKey(request.query)}`;
      return deps.cache.send(request, reply, key, async () => {
        const league = await findLeague(deps.db, id);
        if (!league) throw notFound("leagueNotFound");
        // A league that follows a competition counts that competition only, whatever the query names.
        const followed = league.competitionId ?? undefined;
        const query = followed === undefined ? request.query : { ...request.query, competition: followed };
        return leagueLeaderboard(deps, { id, rules: league.rules, members: await memberIds(deps.db, id) }, query);
      });
    },
  );

  app.put(
    "/api/leagues/:id",
    { config: playersOnly, schema: { params: idParams, body: leagueUpdateSchema, response: { 200: leagueResponse } } },
    async (request) => ({
      league: await setLeagueCompetition(deps, currentUser(request), request.params.id, request.body.competitionId),
    }),
  );

  app.put(
    "/api/leagues/:id/rules",
    { config: playersOnly, schema: { params: idParams, body: leagueRulesSchema, response: { 200: leagueResponse } } },
    async (request) => ({ league: await setLeagueRules(deps, currentUser(request), request.params.id, request.body) }),
  );

  // Bonus questions (docs/rules.md "A league's own rules"): answers are per caller, never shared from a cache.
  const questionParams = z.object({ id: idSchema, qid: idSchema });
  const questionResponse = z.object({ question: bonusQuestionSchema });
  app.get(
    "/api/leagues/:id/questions",
    { config: playersOnly, schema: { params: idParams, response: { 200: bonusQuestionListSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { questions: await listQuestions(deps, currentUser(request), request.params.id) };
    },
  );
  app.post(
    "/api/leagues/:id/questions",
    { config: playersOnly, schema: { params: idParams, body: bonusQuestionInputSchema, response: { 201: questionResponse } } },
    async (request, reply) =>
      reply.status(201).send({ question: await askQuestion(deps, currentUser(request), request.params.id, request.body) }),
  );
  app.put(
    "/api/leagues/:id/questions/:qid/answer",
    {
      config: playersOnly,
      schema: { params: questionParams, body: bonusAnswerInputSchema, response: { 200: questionResponse } },
    },
    async (request) => {
      const { id, qid } = request.params;
      return { question: await answerQuestion(deps, currentUser(request), id, qid, request.body.answer) };
    },
  );
  app.put(
    "/api/leagues/:id/questions/:qid/resolve",
    {
      config: playersOnly,
      schema: { params: questionParams, body: bonusAnswerInputSchema, response: { 200: questionResponse } },
    },
    async (request) => {
      const { id, qid } = request.params;
      return { question: await resolveQuestion(deps, currentUser(request), id, qid, request.body.answer) };
    },
  );
  app.delete(
    "/api/leagues/:id/questions/:qid",
    { config: playersOnly, schema: { params: questionParams, response: { 200: messageResponse } } },
    async (request) => {
      await deleteQuestion(deps, currentUser(request), request.params.id, request.params.qid);
      return { message: translate(requestLanguage(request), "bonusQuestionDeleted") };
    },
  );

  app.post(
    "/api/leagues/:id/invite",
    { config: playersOnly, schema: { params: idParams, response: { 200: leagueResponse } } },
    async (request) => ({ league: await resetInviteCode(deps, currentUser(request), request.params.id) }),
  );

  app.delete(
    "/api/leagues/:id/members/:userId",
    {
      config: playersOnly,
      schema: { params: z.object({ id: idSchema, userId: idSchema }), response: { 200: messageResponse } },
    },
    async (request) => {
      await removeMember(deps, currentUser(request), request.params.id, request.params.userId);
      return { message: translate(requestLanguage(request), "leagueMemberRemoved") };
    },
  );

  app.delete(
    "/api/leagues/:id",
    { config: playersOnly, schema: { params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await deleteLeague(deps, currentUser(request), request.params.id);
      return { message: translate(requestLanguage(request), "leagueDeleted") };
    },
  );

  // The admin users screen: which leagues a user is in, to find and delete an abusive one.
  app.get(
    "/api/users/:id/leagues",
    { config: adminOnly, schema: { params: idParams, response: { 200: leagueListSchema } } },
    async (request) => ({ leagues: await leaguesOfUser(deps, request.params.id) }),
  );
}
