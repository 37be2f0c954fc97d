import type { Kysely } from "kysely";
import type { Config } from "./config";
import type { DialectName } from "./db/connection";
import type { Database } from "./db/schema";
import type { EpochMemo } from "./lib/epoch-memo";
import type { SharedCache } from "./lib/shared-cache";
import type { EventBus } from "./modules/events/bus";

/** What every module needs, built once in main.ts (or a test) and handed to buildApp. */
export interface AppDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  config: Config;
  jwtSecret: Uint8Array;
  /** The session's user and the data version, read once per change of the database where it can tell (SQLite). */
  memo: EpochMemo;
  /** Serialised shared reads per data version (see lib/data-version.ts). */
  cache: SharedCache;
  /** Game and standings changes, to every instance's event streams (modules/events). */
  events: EventBus;
  /** Milliseconds since the epoch; tests may move it. */
  now: () => number;
}
