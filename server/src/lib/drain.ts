import type { FastifyInstance } from "fastify";

/**
 * How long a stopping server waits for its connections before it closes them: under the 10 s a container runtime
 * gives between SIGTERM and SIGKILL, so the database still closes cleanly.
 */
export const SHUTDOWN_GRACE_MS = 5_000;

/**
 * A stopping server (app.close()) answers what is in flight and then lets no connection stay on. Node's close() only
 * drops the connections idle at that moment: one whose request was still in flight stayed open for the whole
 * keep-alive timeout after its answer (72 s), and one whose request never finished, for ever, and the process waited
 * for both. So answers sent once stopping has begun close their connection, and after SHUTDOWN_GRACE_MS whatever is
 * still open is closed (an answer whose headers went out before, as keep-alive, too).
 */
export function registerDrainOnClose(app: FastifyInstance): void {
  let draining = false;
  app.addHook("preClose", async () => {
    draining = true;
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (draining) reply.header("connection", "close");
    return payload;
  });
}
