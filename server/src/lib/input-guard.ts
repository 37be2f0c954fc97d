import type { FastifyInstance } from "fastify";
import { HttpError } from "./errors";

/**
 * Refuses U+0000 anywhere in an API request's path parameters, query or JSON body (400). No field has a
 * use for it, and PostgreSQL cannot store it in text (SQLite can): refused at the door, it is the same
 * 400 on both databases instead of a 500 from PostgreSQL. It runs on every matched route, whatever the spelling
 * of its URL (preValidation only runs once a route has matched).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    for (const value of [request.params, request.query, request.body]) {
      const path = findNul(value);
      if (path !== null) throw new HttpError(400, "invalidInput", {}, [{ path, message: "invalidInput" }]);
    }
  });
}

/** The path of the first string (value or key) holding U+0000, or null. Iterative: deep nesting cannot overflow the stack. */
export function findNul(root: unknown): string | null {
  const stack: [unknown, string][] = [[root, ""]];
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === "string") {
      if (value.includes("\u0000")) return path;
    } else if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes("\u0000")) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}
