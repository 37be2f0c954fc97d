import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import secureJson from "secure-json-parse";
import { HttpError } from "./errors";

/** The body cap of every route that takes no file (SECURITY.md "Costly input"). */
export const BODY_LIMIT = 16 * 1024;
/** The body cap of the routes that take a file: the CSV imports and the openfootball import. */
export const FILE_BODY_LIMIT = 5 * 1024 * 1024;
/** JSON nested deeper than this is refused before it is parsed: no request of this API nests past a handful. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether `text` opens more than `max` arrays or objects inside each other. One pass over the characters,
 * skipping strings; it allocates nothing, so it is cheap on any body the size cap lets in.
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * JSON bodies: Fastify's own parser (secure-json-parse: a `__proto__` key is refused), after the depth check. Bodies
 * reach a parser only on a matched route (see registerRequestBodies), within that route's cap.
 */
function parseJsonBody(_request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) {
  if (body === "") return done(new HttpError(400, "invalidJson"));
  if (jsonDepthExceeds(body, MAX_JSON_DEPTH)) return done(new HttpError(400, "jsonTooDeep"));
  try {
    done(null, secureJson.parse(body, undefined, { protoAction: "error", constructorAction: "error" }));
  } catch {
    done(new HttpError(400, "invalidJson"));
  }
}

/**
 * Cost belongs to the matched route: a request that matched no route is answered 404 before its body is read (the
 * body is drained, never buffered or parsed), and JSON is parsed with a depth limit.
 */
export function registerRequestBodies(app: FastifyInstance, notFound: (request: FastifyRequest, reply: FastifyReply) => void) {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, parseJsonBody);
  app.addHook("onRequest", (request, reply, done) => {
    if (request.is404) notFound(request, reply);
    else done();
  });
}
