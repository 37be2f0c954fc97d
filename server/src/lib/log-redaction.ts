import type { FastifyRequest } from "fastify";

/** Query parameters that carry a secret: a reset or unsubscribe link's token, an invite code. */
const SECRET_QUERY = /([?&;](?:token|code|inviteCode)=)[^&#]*/gi;
/** A path segment that is a secret: the invite code of `/join/<code>`. */
const SECRET_PATH = /(\/join\/)[^/?#]+/gi;

/**
 * A request URL as the log may keep it (SECURITY.md "Logs"): invite codes and link tokens are capabilities, and
 * whoever reads a log line must not be able to use one.
 */
export const redactUrl = (url: string) => url.replace(SECRET_PATH, "$1[redacted]").replace(SECRET_QUERY, "$1[redacted]");

/** pino's `req` serializer: Fastify's default fields, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
