import type { Language } from "@app/domain";
import type { FastifyRequest } from "fastify";

/** Messages follow Accept-Language: Hebrew when the client prefers it, English otherwise. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers["accept-language"];
  return typeof header === "string" && /^\s*he\b/i.test(header) ? "he" : "en";
}
