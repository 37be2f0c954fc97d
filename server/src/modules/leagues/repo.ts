import { displayName, type Invitation, type League, type LeagueMember } from "@app/domain";
import type { Db } from "../../lib/transaction";

/** A league as it is shown, with its member count counted by the database. */
function selectLeagues(db: Db) {
  return db.selectFrom("leagues as l").select((eb) => [
    "l.id",
    "l.name",
    "l.inviteCode",
    "l.ownerId",
    "l.competitionId",
    "l.ruleExact",
    "l.ruleDifference",
    "l.ruleOutcome",
    "l.ruleJoker",
    eb
      .selectFrom("leagueMembers as c")
      .whereRef("c.leagueId", "=", "l.id")
      .select((sub) => sub.fn.countAll<number | string>().as("n"))
      .as("memberCount"),
  ]);
}

type LeagueRow = {
  id: string;
  name: string;
  inviteCode: string;
  ownerId: string;
  competitionId: string | null;
  ruleExact: number;
  ruleDifference: number;
  ruleOutcome: number;
  ruleJoker: number;
  memberCount: number | string | null;
};

export const presentLeague = (row: LeagueRow): League => ({
  _id: row.id,
  name: row.name,
  inviteCode: row.inviteCode,
  ownerId: row.ownerId,
  memberCount: Number(row.memberCount ?? 0),
  competitionId: row.competitionId,
  rules: { exact: row.ruleExact, difference: row.ruleDifference, outcome: row.ruleOutcome, joker: row.ruleJoker === 1 },
});

export async function findLeague(db: Db, id: string): Promise<League | undefined> {
  const row = await selectLeagues(db).where("l.id", "=", id).executeTakeFirst();
  return row && presentLeague(row);
}

export async function findLeagueIdByCode(db: Db, inviteCode: string): Promise<string | undefined> {
  const row = await db.selectFrom("leagues").select("id").where("inviteCode", "=", inviteCode).executeTakeFirst();
  return row?.id;
}

/** An invite code's league and its owner's display name, for the invitation page (docs/rules.md "Leagues"). */
export async function findInvitation(db: Db, inviteCode: string): Promise<Invitation | undefined> {
  const row = await selectLeagues(db)
    .innerJoin("users as u", "u.id", "l.ownerId")
    .select(["u.fullName", "u.username"])
    .where("l.inviteCode", "=", inviteCode)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    league: { name: row.name, memberCount: Number(row.memberCount ?? 0) },
    inviter: { name: displayName(row) },
  };
}

/** The leagues a user is a member of (owned ones included), by name. */
export async function leaguesOf(db: Db, userId: string): Promise<League[]> {
  const rows = await selectLeagues(db)
    .innerJoin("leagueMembers as m", "m.leagueId", "l.id")
    .where("m.userId", "=", userId)
    .orderBy("l.name")
    .orderBy("l.id")
    .execute();
  return rows.map(presentLeague);
}

export async function isMember(db: Db, leagueId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("leagueMembers")
    .select("userId")
    .where("leagueId", "=", leagueId)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Members, longest-standing first: the order in which ownership would pass on. */
export async function listMembers(db: Db, leagueId: string): Promise<LeagueMember[]> {
  const rows = await db
    .selectFrom("leagueMembers as m")
    .innerJoin("users as u", "u.id", "m.userId")
    .select(["u.id", "u.fullName", "u.username", "m.joinedAt"])
    .where("m.leagueId", "=", leagueId)
    .orderBy("m.joinedAt")
    .orderBy("m.userId")
    .execute();
  return rows.map((r) => ({ _id: r.id, fullName: r.fullName, username: r.username, joinedAt: r.joinedAt }));
}

export async function memberIds(db: Db, leagueId: string): Promise<Set<string>> {
  const rows = await db.selectFrom("leagueMembers").select("userId").where("leagueId", "=", leagueId).execute();
  return new Set(rows.map((r) => r.userId));
}

export async function countMembers(db: Db, leagueId: string): Promise<number> {
  const row = await db
    .selectFrom("leagueMembers")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("leagueId", "=", leagueId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countOwned(db: Db, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom("leagues")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("ownerId", "=", ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function userExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom("users").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
}
