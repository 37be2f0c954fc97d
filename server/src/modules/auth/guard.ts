import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppDeps } from "../../deps";
import { forbidden, unauthorized } from "../../lib/errors";
import { findUserById, type UserRow } from "../users/repo";
import { verifyToken } from "./tokens";

/**
 * Who may call a route. Every /api route is `user` unless it says otherwise, so a route that
 * forgets to declare its access is closed, not open.
 */
export type Access = "public" | "user" | "admin";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: UserRow | null;
    rememberedSession: boolean;
  }
}

export function routeAccess(config: { access?: Access } | undefined): Access {
  return config?.access ?? "user";
}

export function registerAuthGuard(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest("user", null);
  app.decorateRequest("rememberedSession", false);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/") || request.is404) return;
    const access = routeAccess(request.routeOptions.config);
    if (access === "public") {
      // A stale token must not stop anyone from logging in again.
      request.user = await authenticate(request, deps).catch(() => null);
      return;
    }
    const user = await authenticate(request, deps);
    request.user = user;
    if (!user) throw unauthorized();
    if (access === "admin" && user.isAdmin !== 1) throw forbidden("adminOnly");
  });
}

async function authenticate(request: FastifyRequest, deps: AppDeps): Promise<UserRow | null> {
  const header = request.headers.authorization;
  if (!header?.startsWith("Bearer ")) return null;
  const claims = await verifyToken(deps.jwtSecret, header.slice(7).trim(), deps.now());
  if (!claims) throw unauthorized("sessionInvalid");
  // The user must still exist and the token must be of their current password.
  const user = await findUserById(deps.db, claims.userId);
  if (!user || user.tokenVersion !== claims.tokenVersion) throw unauthorized("sessionInvalid");
  request.rememberedSession = claims.remember;
  return user;
}

export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
