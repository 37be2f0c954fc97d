import { buildApp } from "./app";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/connection";
import type { AppDeps } from "./deps";
import { serializeRequest } from "./lib/log-redaction";
import { logTransport } from "./logger";
import { type ResultsFeed, startResultsFeed } from "./modules/fixtures/feed";
import { type Scheduler, startScheduler } from "./modules/notifications/scheduler";

/**
 * Listens on the configured port with logging, starts the notification scheduler and the results feed, and shuts down
 * gracefully on SIGTERM/SIGINT: in-flight requests finish, the scheduler and the feed stop, the database closes.
 */
export async function startServer(config: Config, deps: AppDeps, handle: DatabaseHandle) {
  const app = await buildApp(deps, {
    logger: {
      level: config.logLevel,
      transport: logTransport(),
      serializers: { req: serializeRequest },
      redact: {
        paths: ["req.headers.authorization", "req.headers.cookie", "*.password", "*.newPassword", "*.currentPassword", "*.token"],
        censor: "[redacted]",
      },
    },
  });

  let stopping = false;
  let scheduler: Scheduler | undefined;
  let feed: ResultsFeed | undefined;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    // close() stops accepting connections and waits for in-flight requests to finish (lib/drain.ts bounds the wait).
    await Promise.all([scheduler?.stop(), feed?.stop(), app.close()]);
    await handle.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  scheduler = startScheduler(deps, app.log);
  feed = startResultsFeed(deps, app.log);
  return app;
}
