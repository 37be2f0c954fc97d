import { type Kysely, type Migration, type MigrationProvider, Migrator } from "kysely";
import * as initial from "./migrations/0001_initial";
import * as coveringBetIndexes from "./migrations/0002_covering_bet_indexes";
import * as liveScore from "./migrations/0003_live_score";
import * as resultPushes from "./migrations/0004_result_pushes";
import * as leagues from "./migrations/0005_leagues";
import * as fixturesAudit from "./migrations/0006_fixtures_audit";
import * as versionShards from "./migrations/0007_version_shards";
import * as mail from "./migrations/0009_mail";
import * as competitions from "./migrations/0010_competitions";
import * as leagueRules from "./migrations/0011_league_rules";
import type { Database } from "./schema";

/** Migrations are listed in code so the bundled server carries them; add new ones at the end. */
export const migrations: Record<string, Migration> = {
  "0001_initial": initial,
  "0002_covering_bet_indexes": coveringBetIndexes,
  "0003_live_score": liveScore,
  "0004_result_pushes": resultPushes,
  "0005_leagues": leagues,
  "0006_fixtures_audit": fixturesAudit,
  "0007_version_shards": versionShards,
  "0009_mail": mail,
  "0010_competitions": competitions,
  "0011_league_rules": leagueRules,
};

class CodeMigrationProvider implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

/** The migrator over this list: tests use it to build a database as an earlier release left it. */
export function codeMigrator(db: Kysely<Database>): Migrator {
  // Numbers are reserved per change and changes land in any order (0009 may be applied before 0008 exists): a
  // database that ran a later migration still takes an earlier one that arrives after it, instead of refusing to start.
  return new Migrator({ db, provider: new CodeMigrationProvider(), allowUnorderedMigrations: true });
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { error, results } = await codeMigrator(db).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
