import { newId } from "@app/domain";
import type { Kysely, Selectable } from "kysely";
import type { Database, MailOutboxTable } from "../../db/schema";

export type OutboxRow = Selectable<MailOutboxTable>;
type Db = Kysely<Database>;

/** Queues a mail for the next delivery pass; the request that asked for it never waits for SMTP. */
export async function enqueueMail(
  db: Db,
  mail: { kind: string; userId: string; payload?: unknown },
  nowMs: number,
): Promise<string> {
  const id = newId(nowMs);
  await db
    .insertInto("mailOutbox")
    .values({
      id,
      kind: mail.kind,
      userId: mail.userId,
      payload: JSON.stringify(mail.payload ?? {}),
      status: "pending",
      nextAttemptAt: nowMs,
      createdAt: new Date(nowMs).toISOString(),
    })
    .execute();
  return id;
}

export async function dueMailIds(db: Db, kinds: readonly string[], nowMs: number, limit: number): Promise<string[]> {
  if (kinds.length === 0) return [];
  const rows = await db
    .selectFrom("mailOutbox")
    .select("id")
    .where("status", "=", "pending")
    .where("nextAttemptAt", "<=", nowMs)
    .where("kind", "in", kinds)
    .orderBy("nextAttemptAt")
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The atomic claim, as for scheduled notifications: one UPDATE that succeeds only while the row is still pending and
 * due, so of several instances racing for it exactly one gets it back.
 */
export function claimMail(db: Db, id: string, nowMs: number) {
  return db
    .updateTable("mailOutbox")
    .set((eb) => ({ status: "sending", claimedAt: nowMs, attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where("nextAttemptAt", "<=", nowMs)
    .returningAll()
    .executeTakeFirst();
}

export async function finishMail(
  db: Db,
  id: string,
  values: {
    status: "sent" | "cancelled" | "failed" | "pending";
    nextAttemptAt?: number;
    lastError?: string | null;
    sentAt?: string;
  },
): Promise<void> {
  await db
    .updateTable("mailOutbox")
    .set({ ...values, claimedAt: null })
    .where("id", "=", id)
    .where("status", "=", "sending")
    .execute();
}

/**
 * Puts back mail whose claim is older than `staleBefore`: the instance that claimed it died mid-send. At least once,
 * like a stale scheduled notification: the dead instance may have handed it to the SMTP server already.
 */
export async function releaseStaleMail(db: Db, staleBefore: number, nowMs: number): Promise<number> {
  const result = await db
    .updateTable("mailOutbox")
    .set({ status: "pending", claimedAt: null, nextAttemptAt: nowMs })
    .where("status", "=", "sending")
    .where("claimedAt", "<", staleBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** What the admin dashboard shows: mail by status. */
export async function mailCounts(db: Db): Promise<{ pending: number; sent: number; failed: number }> {
  const rows = await db
    .selectFrom("mailOutbox")
    .select(["status", (eb) => eb.fn.countAll().as("n")])
    .groupBy("status")
    .execute();
  const of = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { pending: of("pending") + of("sending"), sent: of("sent"), failed: of("failed") };
}
