import type { FastifyRequest } from "fastify";
import type { UserRow } from "../db/schema";
import { unauthorized } from "./errors";

/**
 * Who may call a route: anyone, any signed-in player (admins are players too), or admins only.
 * Every route states it in its options (`config`); the auth guard (modules/auth/guard.ts) reads the matched
 * route's statement, never the URL text (SECURITY.md "Threat model").
 */
export type Access = "public" | "player" | "admin";

export const publicRoute = { access: "public" } as const satisfies { access: Access };
export const playersOnly = { access: "player" } as const satisfies { access: Access };
export const adminOnly = { access: "admin" } as const satisfies { access: Access };

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: UserRow | null;
    rememberedSession: boolean;
    /** The data version read with the session's user (lib/data-version.ts), for the shared cache; null without one. */
    dataVersion: string | null;
  }
}

/** The signed-in caller of a player or admin route (the guard has already refused anyone else). */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
