import { newId } from "@app/domain";
import type { Db } from "./transaction";

/**
 * One row in app_state names the current version of everything players share (standings, bets per
 * game, rounds). Every write transaction that changes such data bumps it, inside the same transaction,
 * so a cache that checks it can never serve stale bytes, whichever process made the write.
 */
export async function bumpDataVersion(db: Db): Promise<void> {
  await db.updateTable("appState").set({ value: newId() }).where("key", "=", "data_version").execute();
}

/**
 * The version a read request runs at: the one read with its session (`request.dataVersion`), as current as a read in
 * the handler would be. Null means "read it now": what a write, or a call outside a request, passes.
 */
export type ReadVersion = string | null;

export async function readDataVersion(db: Db): Promise<string> {
  const row = await db.selectFrom("appState").select("value").where("key", "=", "data_version").executeTakeFirst();
  return row?.value ?? "";
}
