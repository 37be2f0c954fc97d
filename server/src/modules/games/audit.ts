import { type AuditEntry, type AuditField, type AuditValue, newId } from "@app/domain";
import type { AppDeps } from "../../deps";
import { notFound } from "../../lib/errors";
import type { Db } from "../../lib/transaction";
import { findGameRow } from "./repo";

/** Who made a change: a user id, or the results feed. */
export type AuditActor = string;
export const FEED_ACTOR: AuditActor = "feed";

/** The audited part of a stored game, as the game shows it (docs/rules.md "Fixtures, feed and audit"). */
interface AuditedColumns {
  homeScore: number | null;
  awayScore: number | null;
  isBettingLocked: number;
  liveHome: number | null;
  liveAway: number | null;
}

/** A game before it exists: created with a result or a lock, it records them as changes from nothing. */
export const NOT_YET_CREATED: AuditedColumns = {
  homeScore: null,
  awayScore: null,
  isBettingLocked: 0,
  liveHome: null,
  liveAway: null,
};

const score = (home: number | null, away: number | null) => (home === null || away === null ? null : `${home}:${away}`);

function audited(row: AuditedColumns): Record<AuditField, AuditValue> {
  return {
    result: score(row.homeScore, row.awayScore),
    // The stored flag only: the lock that kickoff implies is no one's change and is not an entry.
    lock: row.isBettingLocked === 1,
    liveScore: score(row.liveHome, row.liveAway),
  };
}

/**
 * Records each audited field that differs between the row before and after a change. Call inside the transaction
 * that made the change, so the log and the game never disagree.
 */
export async function recordGameChanges(
  trx: Db,
  gameId: string,
  by: AuditActor,
  before: AuditedColumns,
  after: AuditedColumns,
  at: number,
): Promise<void> {
  const from = audited(before);
  const to = audited(after);
  const changed = (Object.keys(from) as AuditField[]).filter((field) => from[field] !== to[field]);
  if (changed.length === 0) return;
  const iso = new Date(at).toISOString();
  await trx
    .insertInto("gameAudit")
    .values(
      changed.map((field) => ({
        id: newId(at),
        gameId,
        at: iso,
        by,
        field,
        fromValue: JSON.stringify(from[field]),
        toValue: JSON.stringify(to[field]),
      })),
    )
    .execute();
}

/** GET /games/{id}/audit: the game's log, oldest first; 404 for an unknown game. */
export async function gameAudit(deps: AppDeps, gameId: string): Promise<AuditEntry[]> {
  if (!(await findGameRow(deps.db, gameId))) throw notFound("gameNotFound");
  const rows = await deps.db
    .selectFrom("gameAudit as l")
    .leftJoin("users as u", "u.id", "l.by")
    .select(["l.at", "l.by", "l.field", "l.fromValue", "l.toValue", "u.fullName", "u.username"])
    .where("l.gameId", "=", gameId)
    .orderBy("l.at")
    .orderBy("l.id")
    .execute();
  return rows.map((row) => ({
    at: row.at,
    by: row.by,
    byName: row.fullName || row.username || null,
    field: row.field as AuditField,
    from: JSON.parse(row.fromValue) as AuditValue,
    to: JSON.parse(row.toValue) as AuditValue,
  }));
}
