import { type MessageKey, translate } from "@app/domain";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isForeignKeyViolation, isUniqueViolation } from "../db/connection";
import { HttpError } from "./errors";
import { requestLanguage } from "./language";

/** The framework's own refusals of a request it could not read, each with a message that says what was wrong. */
const FRAMEWORK_MESSAGES: Record<string, MessageKey> = {
  FST_ERR_BAD_URL: "invalidUrl",
  FST_ERR_MAX_PARAM_LENGTH: "invalidUrl",
  FST_ERR_CTP_INVALID_JSON_BODY: "invalidJson",
  FST_ERR_CTP_EMPTY_JSON_BODY: "invalidJson",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupportedMediaType",
};

/**
 * Fastify's `frameworkErrors` option: a URL that does not decode is refused before routing, and by default in
 * Fastify's own JSON shape; this answers it like every other error.
 */
export function frameworkErrorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const key = FRAMEWORK_MESSAGES[error.code] ?? "invalidInput";
  reply
    .status(error.statusCode ?? 400)
    .header("cache-control", "no-store")
    .send({ message: translate(requestLanguage(request), key) });
}

/** Every error leaves as `{message}` (plus `errors` for validation); nothing but a real fault is a 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = requestLanguage(request);
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        message: translate(lang, error.messageKey, error.params),
        ...(error.errors && {
          errors: error.errors.map((e) => ({ path: e.path, message: translate(lang, e.message) })),
        }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, "").replaceAll("/", "."),
        message: translate(lang, issueMessage(issue.message ?? "")),
      }));
      return reply.status(400).send({ message: errors[0]?.message ?? translate(lang, "invalidInput"), errors });
    }
    if (error.statusCode === 413 || error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.status(413).send({ message: translate(lang, "payloadTooLarge") });
    }
    const frameworkKey = FRAMEWORK_MESSAGES[error.code];
    if (frameworkKey && error.statusCode) {
      return reply.status(error.statusCode).send({ message: translate(lang, frameworkKey) });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ message: translate(lang, "tooManyRequests") });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: translate(lang, "invalidInput") });
    }
    // A write that lost a race: a row it refers to was deleted meanwhile (a team, a user), or a duplicate got in
    // first. Its transaction rolled back; it is a state conflict the client may reload and retry, not a fault.
    if (isForeignKeyViolation(error) || isUniqueViolation(error)) {
      return reply.status(409).send({ message: translate(lang, "dataChanged") });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ message: translate(lang, "serverError") });
  });

  app.setNotFoundHandler(sendRouteNotFound);
}

/** The answer to a request no route matched (also sent before its body is read: lib/request-body.ts). */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply): void {
  reply.status(404).send({ message: translate(requestLanguage(request), "routeNotFound") });
}

// zod's own messages (wrong type, unknown enum...) are not keys; they become a generic, translatable one.
function issueMessage(message: string): string {
  return /^[a-zA-Z]+$/.test(message) ? message : "invalidInput";
}
