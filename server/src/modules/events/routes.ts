import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { currentUser, playersOnly } from "../../lib/access";
import { EventStreams } from "./stream";

declare module "fastify" {
  interface FastifyInstance {
    /** This app's open event streams (tests count them). */
    eventStreams: EventStreams;
  }
}

/** GET /api/events: a Server-Sent Events stream of game and standings changes (docs/api.md "Events"). */
export function registerEventRoutes(root: FastifyInstance, deps: AppDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const streams = new EventStreams(deps.events, deps.config.eventsHeartbeatMs, () =>
    app.log.warn("the event relay was interrupted: event streams closed, so clients reconnect and reload"),
  );
  app.decorate("eventStreams", streams);
  // Before the server waits for open connections to finish: a stream never would.
  app.addHook("preClose", async () => streams.close());

  app.get(
    "/api/events",
    {
      config: playersOnly,
      schema: {
        response: {
          200: z.string().describe("text/event-stream: `event: game` and `event: standings`, `: ping` comments"),
        },
      },
    },
    (request, reply) => {
      const user = currentUser(request);
      // The stream is written straight to the socket, past Fastify's serialisation; the auth guard has run.
      reply.hijack();
      streams.open(user.id, reply.raw);
    },
  );
}
