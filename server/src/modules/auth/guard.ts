import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppDeps } from "../../deps";
import type { Access } from "../../lib/access";
import { forbidden, unauthorized } from "../../lib/errors";
import { findSessionUser, type UserRow } from "../users/repo";
import { verifyTokenNow } from "./tokens";

const accessLevels: ReadonlySet<string> = new Set<Access>(["public", "player", "admin"]);

/** The route's declared access; a route that declares none is a programming error and stops the server at start. */
export function routeAccess(route: { method: string | string[]; url: string; config?: { access?: unknown } }): Access {
  const access = route.config?.access;
  if (typeof access !== "string" || !accessLevels.has(access)) {
    throw new Error(`Route ${[route.method].flat().join(",")} ${route.url} declares no access (public, player or admin)`);
  }
  return access as Access;
}

export function registerAuthGuard(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest("user", null);
  app.decorateRequest("rememberedSession", false);
  app.decorateRequest("dataVersion", null);
  // Every route, whoever registers it, must say who may call it: checked as it is added, so the app cannot start without it.
  app.addHook("onRoute", (route) => {
    routeAccess(route);
  });
  app.addHook("onRequest", async (request) => {
    // No route matched: the not-found handler answers, and it reveals nothing and changes nothing.
    if (request.is404) return;
    const access = routeAccess({
      method: request.method,
      url: request.routeOptions.url ?? "",
      config: request.routeOptions.config,
    });
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
  const claims = verifyTokenNow(deps.jwtSecret, header.slice(7).trim(), deps.now());
  if (!claims) throw unauthorized("sessionInvalid");
  // The user must still exist and the token must be of their current password.
  const session = await deps.memo.get(`session:${claims.userId}`, () => findSessionUser(deps.db, claims.userId));
  if (!session || session.user.tokenVersion !== claims.tokenVersion) throw unauthorized("sessionInvalid");
  request.rememberedSession = claims.remember;
  request.dataVersion = session.dataVersion;
  return session.user;
}
