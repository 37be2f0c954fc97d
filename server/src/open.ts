import type { Config } from "./config";
import { type DatabaseHandle, openDatabase } from "./db/connection";
import { migrateToLatest } from "./db/migrate";
import type { AppDeps } from "./deps";
import { EpochMemo } from "./lib/epoch-memo";
import { persistedSecret } from "./lib/secrets";
import { SharedCache } from "./lib/shared-cache";
import { ensureConfiguredAdmin } from "./modules/auth/service";
import { openEventBus } from "./modules/events/bus";

/**
 * Opens and migrates the database and assembles the dependencies; shared by main, demo, bench and tests.
 * The handle's close() also closes the event bus (on PostgreSQL, its listening connection).
 */
export async function openApp(
  config: Config,
  now: () => number = Date.now,
): Promise<{ deps: AppDeps; handle: DatabaseHandle; warnings: string[] }> {
  const opened = openDatabase(config.databaseUrl);
  await migrateToLatest(opened.db);
  const events = await openEventBus({ dialect: opened.dialect, db: opened.db, databaseUrl: config.databaseUrl, now });
  const handle: DatabaseHandle = {
    ...opened,
    close: async () => {
      await events.close();
      await opened.close();
    },
  };
  const secret = config.appSecret ?? persistedSecret(config.dataDir, "app-secret");
  const memo = new EpochMemo(opened.changeEpoch);
  const deps: AppDeps = {
    // Writes through this handle publish their events (events/bus.ts publishAfterCommit).
    db: opened.db.withPlugin(events.plugin),
    dialect: opened.dialect,
    config,
    jwtSecret: new TextEncoder().encode(secret),
    memo,
    cache: new SharedCache(opened.db, undefined, memo),
    events,
    now,
  };
  const warnings: string[] = [];
  if ((await ensureConfiguredAdmin(deps)) === "refused") {
    warnings.push(
      "ADMIN_EMAIL belongs to an existing account that is not an admin, and ADMIN_PASSWORD is not its password: nobody was promoted",
    );
  }
  return { deps, handle, warnings };
}
