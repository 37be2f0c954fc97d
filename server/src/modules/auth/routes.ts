import {
  adminChangePasswordSchema,
  authResponseSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  publicUserSchema,
  registerSchema,
  resetPasswordSchema,
  translate,
  updateMeSchema,
} from "@app/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { adminOnly, currentUser, playersOnly, publicRoute } from "../../lib/access";
import { HttpError } from "../../lib/errors";
import { requestLanguage } from "../../lib/language";
import { idParams } from "../../lib/params";
import { WindowLimiter } from "../../lib/window-limit";
import { kickDelivery, mailEnabled, settleKick } from "../mail/deliver";
import { setPassword } from "../users/accounts";
import { presentSelf } from "../users/present";
import { updateSelf } from "../users/service";
import { composeResetMail, PASSWORD_RESET_MAIL, requestPasswordReset, resetPassword } from "./recovery";
import { changeOwnPassword, login, register } from "./service";

/** docs/rules.md "Mail": reset requests per address (known or not, so the limit tells nothing) per hour. */
export const RESET_REQUESTS_PER_ADDRESS = 3;

export function registerAuthRoutes(root: FastifyInstance, deps: AppDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: deps.config.authRateLimit, timeWindow: "1 minute" };

  app.post(
    "/api/auth/register",
    { config: { ...publicRoute, rateLimit }, schema: { body: registerSchema, response: { 201: authResponseSchema } } },
    async (request, reply) => reply.status(201).send(await register(deps, request.body)),
  );

  app.post(
    "/api/auth/login",
    { config: { ...publicRoute, rateLimit }, schema: { body: loginSchema, response: { 200: authResponseSchema } } },
    async (request) => login(deps, request.body),
  );

  const userResponse = z.object({ user: publicUserSchema });

  app.get("/api/auth/me", { config: playersOnly, schema: { response: { 200: userResponse } } }, async (request) => ({
    user: presentSelf(currentUser(request)),
  }));

  app.patch(
    "/api/auth/me",
    { config: playersOnly, schema: { body: updateMeSchema, response: { 200: userResponse } } },
    async (request) => ({ user: await updateSelf(deps, currentUser(request).id, request.body) }),
  );

  // What the login page offers: a reset by e-mail only when the server can send mail.
  app.get(
    "/api/auth/options",
    { config: publicRoute, schema: { response: { 200: z.object({ passwordReset: z.boolean() }) } } },
    async () => ({ passwordReset: mailEnabled(deps.config) }),
  );

  const perAddress = new WindowLimiter(RESET_REQUESTS_PER_ADDRESS, 60 * 60_000);
  const resetComposers = { [PASSWORD_RESET_MAIL]: composeResetMail };
  app.addHook("onClose", async () => settleKick(deps));

  app.post(
    "/api/auth/forgot-password",
    {
      config: { ...publicRoute, rateLimit },
      schema: { body: forgotPasswordSchema, response: { 202: z.object({ message: z.string() }) } },
    },
    async (request, reply) => {
      if (!mailEnabled(deps.config)) throw new HttpError(409, "passwordResetUnavailable");
      if (!perAddress.take(request.body.email, deps.now())) throw new HttpError(429, "resetTooManyForAddress");
      await requestPasswordReset(deps, request.body.email);
      // Sent after the answer, never awaited: the answer is the same, and as quick, for an address without an account.
      setImmediate(() => kickDelivery(deps, request.log, resetComposers));
      return reply.status(202).send({ message: translate(requestLanguage(request), "resetRequested") });
    },
  );

  app.post(
    "/api/auth/reset-password",
    {
      config: { ...publicRoute, rateLimit },
      schema: { body: resetPasswordSchema, response: { 200: authResponseSchema.extend({ message: z.string() }) } },
    },
    async (request) => ({
      ...(await resetPassword(deps, request.body)),
      message: translate(requestLanguage(request), "passwordResetDone"),
    }),
  );

  app.put(
    "/api/auth/change-password",
    {
      config: { ...playersOnly, rateLimit },
      schema: {
        body: changePasswordSchema,
        response: { 200: z.object({ message: z.string(), token: z.string(), expiresIn: z.number() }) },
      },
    },
    async (request) => {
      const result = await changeOwnPassword(deps, currentUser(request), request.body, request.rememberedSession);
      return { message: translate(requestLanguage(request), "passwordChanged"), ...result };
    },
  );

  app.put(
    "/api/auth/admin/change-user-password/:id",
    {
      config: { ...adminOnly, rateLimit },
      schema: { params: idParams, body: adminChangePasswordSchema, response: { 200: z.object({ message: z.string() }) } },
    },
    async (request) => {
      await setPassword(deps, request.params.id, request.body.newPassword);
      return { message: translate(requestLanguage(request), "passwordChanged") };
    },
  );
}
