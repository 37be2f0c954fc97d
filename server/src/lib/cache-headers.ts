import type { FastifyInstance } from "fastify";

/**
 * Nothing may be stored by a browser or proxy unless its route said so: answers differ per caller (a token,
 * an email, a player's own bets) and a shared machine or proxy must not hand one caller's answer to the next.
 * Routes whose answer is the same for everyone say `private, no-cache` with an ETag (the shared cache), and
 * the web app's files set their own policy (SECURITY.md "Caching").
 */
export function registerNoStoreDefault(app: FastifyInstance): void {
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });
}
