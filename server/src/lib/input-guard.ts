import type { FastifyInstance } from "fastify";
import { HttpError } from "./errors";

/**
 * Refuses U+0000 anywhere in an API request's path parameters, query or JSON body (400). No field has a
 * use for it, and PostgreSQL cannot store it in text (SQLite can): refused at the door, it is the same
 * 400 on both databases instead of a 500 from PostgreSQL. It runs on every matched route, whatever the spelling
 * of its URL (preValidation only runs once a route has matched; an unmatched one never reaches it).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    for (const value of [request.params, request.query, request.body]) {
      const path = findNul(value);
      if (path !== null) throw new HttpError(400, "invalidInput", {}, [{ path, message: "invalidInput" }]);
    }
  });
}

/** The path of the first string (value or key) holding U+0000, or null. */
export function findNul(root: unknown): string | null {
  return nulPath(root, 0) ?? null;
}

/**
 * Walks the value without allocating (no key arrays, no path strings) until it finds a NUL; the path is built only
 * then, on the way back. Recursive: JSON bodies nest at most MAX_JSON_DEPTH (request-body.ts), and past twice that
 * the walk stops.
 */
function nulPath(value: unknown, depth: number): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? "" : undefined;
  if (value === null || typeof value !== "object" || depth > 64) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], depth + 1);
      if (found !== undefined) return joinPath(String(i), found);
    }
    return undefined;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key.includes("\u0000")) return key;
    const found = nulPath((value as Record<string, unknown>)[key], depth + 1);
    if (found !== undefined) return joinPath(key, found);
  }
  return undefined;
}

const joinPath = (head: string, rest: string) => (rest ? `${head}.${rest}` : head);
