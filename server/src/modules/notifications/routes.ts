import {
  bulkCancelSchema,
  deliveryDetailsSchema,
  notificationDashboardStatsSchema,
  notificationDetailsSchema,
  notificationHistoryQuerySchema,
  notificationHistoryResponseSchema,
  notificationPreferencesSchema,
  notificationSchema,
  notificationStatsSchema,
  notificationTemplateSchema,
  schedulerStatusSchema,
  sendNotificationResponseSchema,
  sendNotificationSchema,
  sendToUsersSchema,
  subscribeSchema,
  testNotificationSchema,
  translate,
  unsubscribeSchema,
  userSearchQuerySchema,
} from "@app/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { adminOnly, currentUser, playersOnly, publicRoute } from "../../lib/access";
import { badRequest } from "../../lib/errors";
import { requestLanguage } from "../../lib/language";
import { idParams } from "../../lib/params";
import { UNSUBSCRIBE_PAGE, UNSUBSCRIBE_PATH } from "./email-reminders";
import { turnOffEmailReminders } from "./repo";
import { schedulerStatus, triggerSchedulerPass } from "./scheduler";
import * as service from "./service";
import { notificationTemplates } from "./templates";
import { unsubscribeTokenOfUser } from "./unsubscribe-token";
import { vapidDetails } from "./vapid";

const messageSchema = z.object({ success: z.boolean(), message: z.string() });

export function registerNotificationRoutes(root: FastifyInstance, deps: AppDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Resolve (and, on first start, generate) the VAPID keys now: a bad configuration stops the start.
  const { publicKey } = vapidDetails(deps.config);
  const base = "/api/notifications";

  registerUnsubscribeRoute(root, deps);

  // --- Any logged-in user ---

  app.get(
    `${base}/vapid-public-key`,
    { config: playersOnly, schema: { response: { 200: z.object({ publicKey: z.string() }) } } },
    async () => ({
      publicKey,
    }),
  );

  app.post(
    `${base}/subscribe`,
    {
      config: playersOnly,
      schema: {
        body: subscribeSchema,
        response: { 200: messageSchema.extend({ subscriptionId: z.string() }) },
      },
    },
    async (request) => service.subscribe(deps, currentUser(request), request.body, requestLanguage(request)),
  );

  app.post(
    `${base}/unsubscribe`,
    {
      config: playersOnly,
      schema: { body: unsubscribeSchema, response: { 200: messageSchema.extend({ removed: z.number() }) } },
    },
    async (request) => service.unsubscribe(deps, currentUser(request), request.body.endpoint, requestLanguage(request)),
  );

  app.post(
    `${base}/test`,
    {
      // Each call makes real pushes: keep it to a human pace.
      config: { ...playersOnly, rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        body: testNotificationSchema,
        response: { 200: messageSchema.extend({ details: deliveryDetailsSchema }) },
      },
    },
    async (request) => service.sendTestNotification(deps, currentUser(request), request.body, requestLanguage(request)),
  );

  app.get(`${base}/stats`, { config: playersOnly, schema: { response: { 200: notificationStatsSchema } } }, async (request) =>
    service.subscriptionStats(deps, currentUser(request)),
  );

  app.get(
    `${base}/preferences`,
    { config: playersOnly, schema: { response: { 200: notificationPreferencesSchema } } },
    async (request) => ({
      remindersEnabled: currentUser(request).remindersEnabled === 1,
    }),
  );

  app.put(
    `${base}/preferences`,
    {
      config: playersOnly,
      schema: {
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema.extend({ message: z.string() }) },
      },
    },
    async (request) =>
      service.setPreferences(deps, currentUser(request), request.body.remindersEnabled, requestLanguage(request)),
  );

  // --- Admins ---

  app.post(
    `${base}/admin/send-to-all`,
    { config: adminOnly, schema: { body: sendNotificationSchema, response: { 201: sendNotificationResponseSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.createNotification(
            deps,
            currentUser(request),
            request.body,
            { targetType: "all" },
            requestLanguage(request),
          ),
        ),
  );

  app.post(
    `${base}/admin/send-to-users`,
    { config: adminOnly, schema: { body: sendToUsersSchema, response: { 201: sendNotificationResponseSchema } } },
    async (request, reply) => {
      const { userIds, ...input } = request.body;
      const target = { targetType: "specific-users" as const, userIds };
      return reply
        .status(201)
        .send(await service.createNotification(deps, currentUser(request), input, target, requestLanguage(request)));
    },
  );

  app.get(
    `${base}/admin/history`,
    {
      config: adminOnly,
      schema: { querystring: notificationHistoryQuerySchema, response: { 200: notificationHistoryResponseSchema } },
    },
    async (request) => service.notificationHistory(deps, request.query),
  );

  app.get(
    `${base}/admin/history/:id`,
    {
      config: adminOnly,
      schema: { params: idParams, response: { 200: z.object({ notification: notificationDetailsSchema }) } },
    },
    async (request) => ({ notification: await service.notificationDetails(deps, request.params.id) }),
  );

  app.post(
    `${base}/admin/cancel/:id`,
    {
      config: adminOnly,
      schema: { params: idParams, response: { 200: messageSchema.extend({ notification: notificationSchema }) } },
    },
    async (request) => service.cancelNotification(deps, request.params.id, requestLanguage(request)),
  );

  app.post(
    `${base}/admin/bulk-cancel`,
    {
      config: adminOnly,
      schema: {
        body: bulkCancelSchema,
        response: { 200: messageSchema.extend({ cancelledCount: z.number(), requestedCount: z.number() }) },
      },
    },
    async (request) => service.bulkCancel(deps, request.body, requestLanguage(request)),
  );

  app.post(
    `${base}/admin/resend/:id`,
    { config: adminOnly, schema: { params: idParams, response: { 201: sendNotificationResponseSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.resendNotification(deps, currentUser(request), request.params.id, requestLanguage(request))),
  );

  app.get(
    `${base}/admin/search-users`,
    {
      config: adminOnly,
      schema: {
        querystring: userSearchQuerySchema,
        response: {
          200: z.object({
            users: z.array(z.object({ _id: z.string(), username: z.string(), email: z.string(), fullName: z.string() })),
          }),
        },
      },
    },
    async (request) => service.searchUsers(deps, request.query),
  );

  app.get(
    `${base}/admin/templates`,
    { config: adminOnly, schema: { response: { 200: z.object({ templates: z.array(notificationTemplateSchema) }) } } },
    async (request) => ({ templates: notificationTemplates(requestLanguage(request)) }),
  );

  app.get(
    `${base}/admin/dashboard-stats`,
    { config: adminOnly, schema: { response: { 200: notificationDashboardStatsSchema } } },
    async () => service.dashboardStats(deps),
  );

  app.get(
    `${base}/admin/scheduler-status`,
    { config: adminOnly, schema: { response: { 200: schedulerStatusSchema } } },
    async () => schedulerStatus(deps),
  );

  app.post(
    `${base}/admin/trigger-scheduler`,
    {
      config: adminOnly,
      schema: {
        response: {
          200: messageSchema.extend({
            processed: z.number(),
            notifications: z.array(notificationSchema),
            remindersSent: z.number(),
            resultPushesSent: z.number(),
          }),
        },
      },
    },
    async (request) => triggerSchedulerPass(deps, request.log, requestLanguage(request)),
  );
}

/**
 * The one-click unsubscribe of reminder mails (RFC 8058), signed out. The List-Unsubscribe address is the web page's,
 * `/unsubscribe?token=...`: a mail client POSTs `List-Unsubscribe=One-Click` (form-encoded) to it, while one without
 * one-click support opens it (GET), and the page posts the same token to the API route. The token in the query is the
 * whole authority (unsubscribe-token.ts); logged URLs never show it (logger.ts).
 */
function registerUnsubscribeRoute(root: FastifyInstance, deps: AppDeps): void {
  const rateLimit = { max: deps.config.authRateLimit, timeWindow: "1 minute" };
  void root.register(async (scope) => {
    // Only in this scope: every other route still takes JSON only. The body says nothing the route needs.
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_req, _body, done) =>
      done(null, undefined),
    );
    for (const url of [UNSUBSCRIBE_PATH, UNSUBSCRIBE_PAGE]) {
      scope.withTypeProvider<ZodTypeProvider>().post(
        url,
        {
          config: { ...publicRoute, rateLimit },
          schema: {
            querystring: z.object({
              token: z.string({ error: "unsubscribeLinkInvalid" }).max(1000, { error: "unsubscribeLinkInvalid" }),
            }),
            response: { 200: z.object({ message: z.string() }) },
          },
        },
        async (request) => {
          const userId = await unsubscribeTokenOfUser(deps.jwtSecret, request.query.token);
          if (!userId || !(await turnOffEmailReminders(deps.db, userId, new Date(deps.now()).toISOString()))) {
            throw badRequest("unsubscribeLinkInvalid");
          }
          return { message: translate(requestLanguage(request), "emailRemindersOff") };
        },
      );
    }
  });
}
