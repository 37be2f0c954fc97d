import { newId } from "@app/domain";
import { sql } from "kysely";
import type { Db } from "./transaction";

/**
 * The version of everything players share (standings, bets per game, rounds) lives in app_state, spread over eight
 * rows (`data_version`, `data_version:1` ... `data_version:7`); the version is all of them read together. Every write
 * transaction that changes shared data bumps one inside the same transaction, so the version moves exactly when the
 * write commits: a cache that checks it can never serve stale bytes, whichever process made the write
 * (docs/rules.md "Performance").
 */
const VERSION_SHARDS = 8;
const SHARDS = "data_version%";

/**
 * Bumps the first shard, `data_version`, which most writers (results, games, users, imports) share: they queue there,
 * first thing in the transaction, so two of them never hold rows the other needs (a PostgreSQL deadlock).
 */
export async function bumpDataVersion(db: Db): Promise<void> {
  await db.updateTable("appState").set({ value: newId() }).where("key", "=", "data_version").execute();
}

/**
 * Bumps one of the other seven shards, at random: for a bet, whose transaction locks its game (shared, as the first
 * thing, like the writers above that lock a game) and then only its own bet and player rows, so bets commit side by
 * side (on PostgreSQL, in one flush) instead of one at a time behind one row.
 */
export async function bumpDataVersionForBet(db: Db): Promise<void> {
  const shard = 1 + Math.floor(Math.random() * (VERSION_SHARDS - 1));
  await db.updateTable("appState").set({ value: newId() }).where("key", "=", `data_version:${shard}`).execute();
}

/** The version as one value, for a select or a scalar subquery: every shard, in key order. */
export const selectDataVersion = (db: Db) =>
  db
    .selectFrom("appState")
    .select(sql<string>`string_agg(${sql.ref("value")}, ',' order by ${sql.ref("key")})`.as("value"))
    .where("key", "like", SHARDS);

/**
 * The version a read request runs at: the one read with its session (`request.dataVersion`), as current as a read in
 * the handler would be. Null means "read it now": what a write, or a call outside a request, passes.
 */
export type ReadVersion = string | null;

export async function readDataVersion(db: Db): Promise<string> {
  const row = await selectDataVersion(db).executeTakeFirst();
  return row?.value ?? "";
}
