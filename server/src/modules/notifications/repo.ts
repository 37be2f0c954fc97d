import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from "kysely";
import type { Database, NotificationsTable, PushSubscriptionsTable } from "../../db/schema";

export type NotificationRow = Selectable<NotificationsTable>;
export type SubscriptionRow = Selectable<PushSubscriptionsTable>;
type Db = Kysely<Database>;

const count = (n: unknown) => Number(n ?? 0);

// --- Subscriptions ---

/**
 * Inserts or, when the endpoint is known, moves it to this user with fresh keys and device info; then keeps
 * only the user's `keep` most recently refreshed subscriptions. One transaction.
 */
/**
 * Saves the caller's subscription, or undefined when its endpoint is another user's and the keys differ:
 * an endpoint moves to a new login only from the same browser (same keys), so nobody can take over
 * another player's pushes by posting their endpoint (docs/rules.md "Push").
 */
export function upsertSubscription(db: Db, row: Insertable<PushSubscriptionsTable>, keep: number) {
  return db.transaction().execute(async (trx) => {
    const saved = await upsert(trx, row);
    if (!saved) return undefined;
    const stale = await trx
      .selectFrom("pushSubscriptions")
      .select("id")
      .where("userId", "=", row.userId)
      .orderBy("updatedAt", "desc")
      .orderBy("id", "desc")
      .offset(keep)
      .limit(1000)
      .execute();
    await deleteSubscriptionsByIds(
      trx,
      stale.map((s) => s.id),
    );
    return saved;
  });
}

function upsert(db: Db, row: Insertable<PushSubscriptionsTable>) {
  return db
    .insertInto("pushSubscriptions")
    .values(row)
    .onConflict((oc) =>
      oc
        .column("endpoint")
        .doUpdateSet({
          userId: row.userId,
          p256dh: row.p256dh,
          auth: row.auth,
          deviceInfo: row.deviceInfo,
          updatedAt: row.updatedAt,
        })
        .where((eb) =>
          eb.or([
            eb("pushSubscriptions.userId", "=", row.userId),
            eb.and([eb("pushSubscriptions.p256dh", "=", row.p256dh), eb("pushSubscriptions.auth", "=", row.auth)]),
          ]),
        ),
    )
    .returningAll()
    .executeTakeFirst();
}

export async function deleteUserSubscription(db: Db, userId: string, endpoint: string): Promise<number> {
  const result = await db
    .deleteFrom("pushSubscriptions")
    .where("userId", "=", userId)
    .where("endpoint", "=", endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteSubscriptionsByIds(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom("pushSubscriptions").where("id", "in", ids).execute();
}

export function listUserSubscriptions(db: Db, userId: string) {
  return db.selectFrom("pushSubscriptions").selectAll().where("userId", "=", userId).orderBy("createdAt").execute();
}

const targetColumns = ["id", "endpoint", "p256dh", "auth"] as const;

export function allSubscriptionTargets(db: Db) {
  return db.selectFrom("pushSubscriptions").select(targetColumns).orderBy("id").execute();
}

export function subscriptionTargetsOfUsers(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.selectFrom("pushSubscriptions").select(targetColumns).where("userId", "in", userIds).orderBy("id").execute();
}

// --- Users ---

export function usersByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom("users").select(["id", "username", "fullName"]).where("id", "in", ids).orderBy("fullName").execute();
}

export function findUserBrief(db: Db, id: string) {
  return db.selectFrom("users").select(["id", "username", "fullName"]).where("id", "=", id).executeTakeFirst();
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Case-insensitive substring match on full name, username or email. */
export function searchUsers(db: Db, q: string, limit: number) {
  let query = db.selectFrom("users").select(["id", "username", "email", "fullName"]);
  if (q) {
    const pattern = `%${escapeLike(q.toLowerCase())}%`;
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(${sql.ref("fullName")}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${sql.ref("username")}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${sql.ref("email")}) like ${pattern} escape '\\'`,
      ]),
    );
  }
  return query.orderBy("fullName").orderBy("id").limit(limit).execute();
}

/** The one-click unsubscribe: e-mail reminders off; false when the user no longer exists. */
export async function turnOffEmailReminders(db: Db, userId: string, updatedAt: string): Promise<boolean> {
  const result = await db.updateTable("users").set({ emailReminders: 0, updatedAt }).where("id", "=", userId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setRemindersEnabled(db: Db, userId: string, enabled: number, updatedAt: string): Promise<void> {
  await db.updateTable("users").set({ remindersEnabled: enabled, updatedAt }).where("id", "=", userId).execute();
}

// --- Notifications ---

export function insertNotification(db: Db, row: Insertable<NotificationsTable>) {
  return db.insertInto("notifications").values(row).returningAll().executeTakeFirstOrThrow();
}

export function findNotification(db: Db, id: string) {
  return db.selectFrom("notifications").selectAll().where("id", "=", id).executeTakeFirst();
}

export function updateNotification(db: Db, id: string, values: Updateable<NotificationsTable>) {
  return db.updateTable("notifications").set(values).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}

/** Keeps a long send's claim fresh so no other instance takes it for a crashed one. */
export async function touchSending(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable("notifications").set({ sentAt: at }).where("id", "=", id).where("status", "=", "sending").execute();
}

export async function dueScheduledIds(db: Db, nowMs: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom("notifications")
    .select("id")
    .where("status", "=", "scheduled")
    .where("scheduledFor", "<=", nowMs)
    .orderBy("scheduledFor")
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The atomic claim: one UPDATE that only succeeds while the row is still `scheduled` and due, so of
 * several instances racing for it exactly one gets the row back.
 */
export function claimScheduled(db: Db, id: string, nowMs: number, at: string) {
  return db
    .updateTable("notifications")
    .set({ status: "sending", sentAt: at })
    .where("id", "=", id)
    .where("status", "=", "scheduled")
    .where("scheduledFor", "<=", nowMs)
    .returningAll()
    .executeTakeFirst();
}

/** `sending` rows whose claim (sentAt, refreshed by the sender's heartbeat) is older than `staleBefore`. */
export function staleSending(db: Db, staleBefore: string) {
  return db
    .selectFrom("notifications")
    .select(["id", "scheduledFor"])
    .where("status", "=", "sending")
    .where("sentAt", "<", staleBefore)
    .execute();
}

/** Re-claims a stale `sending` row atomically (same guard as claimScheduled). */
export function reclaimStale(db: Db, id: string, staleBefore: string, at: string) {
  return db
    .updateTable("notifications")
    .set({ sentAt: at })
    .where("id", "=", id)
    .where("status", "=", "sending")
    .where("sentAt", "<", staleBefore)
    .returningAll()
    .executeTakeFirst();
}

export async function failStale(db: Db, id: string, staleBefore: string, error: string): Promise<boolean> {
  const result = await db
    .updateTable("notifications")
    .set({ status: "failed", error })
    .where("id", "=", id)
    .where("status", "=", "sending")
    .where("sentAt", "<", staleBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function cancelScheduled(db: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable("notifications")
    .set({ status: "cancelled" })
    .where("id", "in", ids)
    .where("status", "=", "scheduled")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface HistoryFilters {
  status?: string;
  type?: string;
  targetType?: string;
  /** ISO instants: createdAt >= from and < until. */
  from?: string;
  until?: string;
}

function filtered(db: Db, f: HistoryFilters) {
  let query = db.selectFrom("notifications");
  if (f.status) query = query.where("status", "=", f.status);
  if (f.type) query = query.where("type", "=", f.type);
  if (f.targetType) query = query.where("targetType", "=", f.targetType);
  if (f.from) query = query.where("createdAt", ">=", f.from);
  if (f.until) query = query.where("createdAt", "<", f.until);
  return query;
}

export async function notificationHistory(db: Db, f: HistoryFilters, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    filtered(db, f).selectAll().orderBy("createdAt", "desc").orderBy("id", "desc").limit(limit).offset(offset).execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count(total.n) };
}

export async function countNotifications(db: Db, f: HistoryFilters): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return count(row.n);
}

export async function deliveryTotals(db: Db): Promise<{ targeted: number; successful: number }> {
  const row = await db
    .selectFrom("notifications")
    .select((eb) => [eb.fn.sum("deliveryTotal").as("targeted"), eb.fn.sum("deliverySuccessful").as("successful")])
    .executeTakeFirstOrThrow();
  return { targeted: count(row.targeted), successful: count(row.successful) };
}

// --- Kickoff reminders ---

/** Games open for betting (not finished, not locked) kicking off in (from, until]. */
export function gamesKickingOff(db: Db, from: number, until: number) {
  return db
    .selectFrom("games")
    .innerJoin("teams as home", "home.id", "games.homeTeamId")
    .innerJoin("teams as away", "away.id", "games.awayTeamId")
    .select(["games.id", "games.kickoffAt", "home.name as homeName", "away.name as awayName"])
    .where("games.isFinished", "=", 0)
    .where("games.isBettingLocked", "=", 0)
    .where("games.kickoffAt", ">", from)
    .where("games.kickoffAt", "<=", until)
    .orderBy("games.kickoffAt")
    .execute();
}

/**
 * The two reminder channels (docs/rules.md "Push", "Mail"): who may be reminded (push: reminders on and a
 * subscription; e-mail: e-mail reminders on) and the table whose (game, user) rows say who was.
 */
export type ReminderChannel = "push" | "email";
const reminderTable = { push: "gameReminders", email: "emailReminders" } as const;

/** Users to remind about a game on a channel: switched on, no bet on it, not reminded on that channel yet. */
export async function reminderCandidates(db: Db, gameId: string, channel: ReminderChannel = "push"): Promise<string[]> {
  const rows = await db
    .selectFrom("users")
    .select("users.id")
    .where(channel === "push" ? "users.remindersEnabled" : "users.emailReminders", "=", 1)
    .where((eb) =>
      eb.and([
        ...(channel === "push"
          ? [eb.exists(eb.selectFrom("pushSubscriptions as s").select("s.id").whereRef("s.userId", "=", "users.id"))]
          : []),
        eb.not(
          eb.exists(
            eb.selectFrom("bets as b").select("b.id").whereRef("b.userId", "=", "users.id").where("b.gameId", "=", gameId),
          ),
        ),
        eb.not(
          eb.exists(
            eb
              // Both tables have the same columns; the type names one of them.
              .selectFrom(`${reminderTable[channel]} as r` as "gameReminders as r")
              .select("r.userId")
              .whereRef("r.userId", "=", "users.id")
              .where("r.gameId", "=", gameId),
          ),
        ),
      ]),
    )
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Records (game, user) reminders; the primary key is the guard: only the rows this call inserted come back,
 * so of two instances racing, each user is claimed (and reminded) by exactly one. One transaction.
 */
export function claimReminders(db: Db, gameId: string, userIds: readonly string[], sentAt: string): Promise<string[]> {
  return db.transaction().execute((trx) => insertReminderClaims(trx, "push", gameId, userIds, sentAt));
}

/** The claim itself, inside the caller's transaction (e-mail reminders queue their mail in the same one). */
export async function insertReminderClaims(
  db: Db,
  channel: ReminderChannel,
  gameId: string,
  userIds: readonly string[],
  sentAt: string,
): Promise<string[]> {
  const claimed: string[] = [];
  for (let i = 0; i < userIds.length; i += 500) {
    const rows = await db
      .insertInto(reminderTable[channel])
      .values(userIds.slice(i, i + 500).map((userId) => ({ gameId, userId, sentAt })))
      .onConflict((oc) => oc.columns(["gameId", "userId"]).doNothing())
      .returning("userId")
      .execute();
    claimed.push(...rows.map((r) => r.userId));
  }
  return claimed;
}

/** Of the given games, those still open for betting on which the user has no bet, kickoff first (a reminder mail's list). */
export function openGamesWithoutBet(db: Db, gameIds: readonly string[], userId: string) {
  if (gameIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("games")
    .innerJoin("teams as home", "home.id", "games.homeTeamId")
    .innerJoin("teams as away", "away.id", "games.awayTeamId")
    .select(["games.id", "games.kickoffAt", "home.name as homeName", "away.name as awayName"])
    .where("games.id", "in", gameIds)
    .where("games.isFinished", "=", 0)
    .where("games.isBettingLocked", "=", 0)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom("bets as b").select("b.id").whereRef("b.gameId", "=", "games.id").where("b.userId", "=", userId)),
      ),
    )
    .orderBy("games.kickoffAt")
    .execute();
}

/** Finished games whose current result has not been announced to their bettors yet (see results.ts). */
export function unannouncedResults(db: Db) {
  return db
    .selectFrom("games")
    .innerJoin("teams as home", "home.id", "games.homeTeamId")
    .innerJoin("teams as away", "away.id", "games.awayTeamId")
    .select(["games.id", "games.homeScore", "games.awayScore", "home.name as homeName", "away.name as awayName"])
    .where("games.isFinished", "=", 1)
    .where("games.homeScore", "is not", null)
    .where("games.awayScore", "is not", null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("resultPushes as r")
            .select("r.gameId")
            .whereRef("r.gameId", "=", "games.id")
            .whereRef("r.homeScore", "=", "games.homeScore")
            .whereRef("r.awayScore", "=", "games.awayScore"),
        ),
      ),
    )
    .execute();
}

/**
 * Records that a game's result is announced; the primary key is the guard, so of two instances racing exactly one
 * gets `claimed`. `previous` is the result announced before this one, if any (then the push is a correction).
 */
export async function claimResultPush(
  db: Db,
  game: { id: string; homeScore: number; awayScore: number },
  sentAt: string,
): Promise<{ claimed: boolean; previous: { homeScore: number; awayScore: number } | null }> {
  return db.transaction().execute(async (trx) => {
    const previous = await trx
      .selectFrom("resultPushes")
      .select(["homeScore", "awayScore"])
      .where("gameId", "=", game.id)
      .orderBy("sentAt", "desc")
      .executeTakeFirst();
    const inserted = await trx
      .insertInto("resultPushes")
      .values({ gameId: game.id, homeScore: game.homeScore, awayScore: game.awayScore, sentAt })
      .onConflict((oc) => oc.columns(["gameId", "homeScore", "awayScore"]).doNothing())
      .returning("gameId")
      .execute();
    return { claimed: inserted.length > 0, previous: previous ?? null };
  });
}

/** The bets on a game of players with at least one push subscription, with their picks and points. */
export function subscribedBettors(db: Db, gameId: string) {
  return db
    .selectFrom("bets as b")
    .select(["b.userId", "b.homeScore", "b.awayScore", "b.points"])
    .where("b.gameId", "=", gameId)
    .where((eb) => eb.exists(eb.selectFrom("pushSubscriptions as s").select("s.id").whereRef("s.userId", "=", "b.userId")))
    .execute();
}
