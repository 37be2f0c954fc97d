import {
  adminChangePasswordSchema,
  authResponseSchema,
  changePasswordSchema,
  loginSchema,
  profileSchema,
  publicUserSchema,
  registerSchema,
  translate,
} from "@app/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { adminOnly, currentUser, playersOnly, publicRoute } from "../../lib/access";
import { requestLanguage } from "../../lib/language";
import { idParams } from "../../lib/params";
import { setPassword } from "../users/accounts";
import { presentUser } from "../users/present";
import { renameSelf } from "../users/service";
import { changeOwnPassword, login, register } from "./service";

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
    user: presentUser(currentUser(request), true),
  }));

  app.patch(
    "/api/auth/me",
    { config: playersOnly, schema: { body: profileSchema, response: { 200: userResponse } } },
    async (request) => ({ user: await renameSelf(deps, currentUser(request).id, request.body.fullName) }),
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
