import type { Config } from "./config";
import { type DatabaseHandle, openDatabase } from "./db/connection";
import { migrateToLatest } from "./db/migrate";
import type { AppDeps } from "./deps";
import { persistedSecret } from "./lib/secrets";
import { SharedCache } from "./lib/shared-cache";
import { ensureConfiguredAdmin } from "./modules/auth/service";

/** Opens and migrates the database and assembles the dependencies; shared by main, demo, bench and tests. */
export async function openApp(
  config: Config,
  now: () => number = Date.now,
): Promise<{ deps: AppDeps; handle: DatabaseHandle; warnings: string[] }> {
  const handle = openDatabase(config.databaseUrl);
  await migrateToLatest(handle.db);
  const secret = config.appSecret ?? persistedSecret(config.dataDir, "app-secret");
  const deps: AppDeps = {
    db: handle.db,
    dialect: handle.dialect,
    config,
    jwtSecret: new TextEncoder().encode(secret),
    cache: new SharedCache(handle.db),
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
