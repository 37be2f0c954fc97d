import { randomInt } from "node:crypto";
import {
  INVITE_ALPHABET,
  INVITE_CODE_LENGTH,
  type League,
  type LeagueDetails,
  MAX_LEAGUE_MEMBERS,
  MAX_OWNED_LEAGUES,
  newId,
  type ScoringRules,
} from "@app/domain";
import { isUniqueViolation, nowIso } from "../../db/connection";
import type { AppDeps } from "../../deps";
import { bumpDataVersion } from "../../lib/data-version";
import { conflict, forbidden, HttpError, notFound } from "../../lib/errors";
import type { Db } from "../../lib/transaction";
import { publishAfterCommit } from "../events/bus";
import { countMembers, countOwned, findLeague, findLeagueIdByCode, isMember, leaguesOf, listMembers, userExists } from "./repo";

/** Who is asking: the signed-in caller's id and admin flag. */
interface Viewer {
  id: string;
  isAdmin: number;
}

/** How the caller stands to a league (docs/rules.md "Leagues"); anyone else is told it does not exist. */
type Standing = "owner" | "member" | "moderator";

/** A code from the CSPRNG over the unambiguous alphabet (domain/leagues.ts says why it cannot be guessed). */
export function newInviteCode(): string {
  let code = "";
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return code;
}

/**
 * Runs a write that stores a fresh invite code again with another code if the code was taken: a collision is
 * astronomically rare, but the unique index, not luck, keeps two leagues from sharing a link.
 */
async function withFreshCode<T>(write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(newInviteCode());
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/** The caller's standing in a league; a non-member who is no admin gets 404, so a league's existence is not revealed. */
export async function standingIn(db: Db, leagueId: string, viewer: Viewer): Promise<{ league: League; standing: Standing }> {
  const league = await findLeague(db, leagueId);
  if (league) {
    if (league.ownerId === viewer.id) return { league, standing: "owner" };
    if (await isMember(db, leagueId, viewer.id)) return { league, standing: "member" };
    if (viewer.isAdmin === 1) return { league, standing: "moderator" };
  }
  throw notFound("leagueNotFound");
}

/** The league as it is after a write; gone meanwhile (deleted by its owner or an admin), it is a 404 like any other. */
async function reload(db: Db, leagueId: string): Promise<League> {
  const league = await findLeague(db, leagueId);
  if (!league) throw notFound("leagueNotFound");
  return league;
}

/** Whether the caller may read the league's table: a point query for members, existence for admins; 404 otherwise. */
export async function assertCanRead(db: Db, leagueId: string, viewer: Viewer): Promise<void> {
  if (await isMember(db, leagueId, viewer.id)) return;
  if (viewer.isAdmin === 1 && (await findLeague(db, leagueId))) return;
  throw notFound("leagueNotFound");
}

/** A competition a league is to follow must exist: a body field naming none is a 400 (docs/rules.md "Competitions"). */
async function assertCompetitionExists(db: Db, competitionId: string | null | undefined): Promise<void> {
  if (competitionId === null || competitionId === undefined) return;
  const found = await db.selectFrom("competitions").select("id").where("id", "=", competitionId).executeTakeFirst();
  if (!found) throw new HttpError(400, "competitionNotFound", {}, [{ path: "competitionId", message: "competitionNotFound" }]);
}

/** 20 owned leagues at most; the data-version bump comes first so that concurrent creations queue behind it. */
export async function createLeague(
  deps: AppDeps,
  owner: Viewer,
  input: { name: string; competitionId?: string },
): Promise<League> {
  const { name } = input;
  const id = await withFreshCode((inviteCode) =>
    deps.db.transaction().execute(async (trx) => {
      await bumpDataVersion(trx);
      if ((await countOwned(trx, owner.id)) >= MAX_OWNED_LEAGUES) throw conflict("tooManyLeagues", { max: MAX_OWNED_LEAGUES });
      await assertCompetitionExists(trx, input.competitionId);
      const now = nowIso();
      const leagueId = newId(deps.now());
      await trx
        .insertInto("leagues")
        .values({
          id: leagueId,
          name,
          inviteCode,
          ownerId: owner.id,
          competitionId: input.competitionId ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      await trx.insertInto("leagueMembers").values({ leagueId, userId: owner.id, joinedAt: now }).execute();
      return leagueId;
    }),
  );
  return reload(deps.db, id);
}

export const myLeagues = (deps: AppDeps, userId: string) => leaguesOf(deps.db, userId);

/** GET /users/{id}/leagues (admins): 404 for an unknown user, like every route under /users/{id}. */
export async function leaguesOfUser(deps: AppDeps, userId: string): Promise<League[]> {
  if (!(await userExists(deps.db, userId))) throw notFound("userNotFound");
  return leaguesOf(deps.db, userId);
}

export async function leagueDetails(deps: AppDeps, viewer: Viewer, leagueId: string): Promise<LeagueDetails> {
  const { league } = await standingIn(deps.db, leagueId, viewer);
  return { league, members: await listMembers(deps.db, leagueId) };
}

/**
 * Joins by invite code; joining a league one is in already changes nothing. Membership and the member limit are
 * checked after the data-version bump, which queues concurrent joiners: a league never passes 1,000 members and a
 * double click joins once.
 */
export async function joinLeague(deps: AppDeps, user: Viewer, inviteCode: string): Promise<League> {
  const leagueId = await deps.db.transaction().execute(async (trx) => {
    const id = await findLeagueIdByCode(trx, inviteCode);
    if (!id) throw notFound("leagueNotFound");
    await bumpDataVersion(trx);
    if (await isMember(trx, id, user.id)) return id;
    if ((await countMembers(trx, id)) >= MAX_LEAGUE_MEMBERS) throw conflict("leagueFull", { max: MAX_LEAGUE_MEMBERS });
    await trx.insertInto("leagueMembers").values({ leagueId: id, userId: user.id, joinedAt: nowIso() }).execute();
    await publishAfterCommit(trx, { event: "league" });
    return id;
  });
  return reload(deps.db, leagueId);
}

/** A new invite code (owner only): the old link stops working at once. */
export async function resetInviteCode(deps: AppDeps, viewer: Viewer, leagueId: string): Promise<League> {
  const { standing } = await standingIn(deps.db, leagueId, viewer);
  if (standing !== "owner") throw forbidden("leagueOwnerOnly");
  await withFreshCode((inviteCode) =>
    deps.db.updateTable("leagues").set({ inviteCode, updatedAt: nowIso() }).where("id", "=", leagueId).execute(),
  );
  return reload(deps.db, leagueId);
}

/**
 * PUT /leagues/{id} (owner): the competition the league's table counts, or null for every competition. Members get
 * 403, anyone else 404 as on every league route.
 */
export async function setLeagueCompetition(
  deps: AppDeps,
  viewer: Viewer,
  leagueId: string,
  competitionId: string | null,
): Promise<League> {
  await deps.db.transaction().execute(async (trx) => {
    // First, as in every write: the league's table is cached per data version, so the bump makes it follow at once.
    await bumpDataVersion(trx);
    const { standing } = await standingIn(trx, leagueId, viewer);
    if (standing !== "owner") throw forbidden("leagueOwnerOnly");
    await assertCompetitionExists(trx, competitionId);
    await trx.updateTable("leagues").set({ competitionId, updatedAt: nowIso() }).where("id", "=", leagueId).execute();
    await publishAfterCommit(trx, { event: "league" });
  });
  return reload(deps.db, leagueId);
}

/**
 * PUT /leagues/{id}/rules (owner; docs/rules.md "A league's own rules"): its table is scored from the bets' categories
 * by these rules on every read, so the data-version bump alone rescores it at once; nothing stored on bets changes.
 */
export async function setLeagueRules(deps: AppDeps, viewer: Viewer, leagueId: string, rules: ScoringRules): Promise<League> {
  await deps.db.transaction().execute(async (trx) => {
    await bumpDataVersion(trx);
    const { standing } = await standingIn(trx, leagueId, viewer);
    if (standing !== "owner") throw forbidden("leagueOwnerOnly");
    await trx
      .updateTable("leagues")
      .set({
        ruleExact: rules.exact,
        ruleDifference: rules.difference,
        ruleOutcome: rules.outcome,
        ruleJoker: rules.joker ? 1 : 0,
        updatedAt: nowIso(),
      })
      .where("id", "=", leagueId)
      .execute();
    await publishAfterCommit(trx, { event: "league" });
  });
  return reload(deps.db, leagueId);
}

/** The owner removes a member, or a member leaves; the owner leaves only by deleting the league (409). */
export async function removeMember(deps: AppDeps, viewer: Viewer, leagueId: string, userId: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await bumpDataVersion(trx);
    const { league, standing } = await standingIn(trx, leagueId, viewer);
    const leaving = userId === viewer.id;
    if (!leaving && standing !== "owner") throw forbidden("leagueOwnerOnly");
    if (userId === league.ownerId) throw conflict("leagueOwnerLeaves");
    const removed = await trx
      .deleteFrom("leagueMembers")
      .where("leagueId", "=", leagueId)
      .where("userId", "=", userId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw notFound("userNotFound");
    await publishAfterCommit(trx, { event: "league" });
  });
}

/** The owner deletes their league; an admin deletes any (moderation). Members go with it. */
export async function deleteLeague(deps: AppDeps, viewer: Viewer, leagueId: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await bumpDataVersion(trx);
    const { standing } = await standingIn(trx, leagueId, viewer);
    if (standing === "member") throw forbidden("leagueOwnerOnly");
    await trx.deleteFrom("leagueMembers").where("leagueId", "=", leagueId).execute();
    await trx.deleteFrom("leagues").where("id", "=", leagueId).execute();
    await publishAfterCommit(trx, { event: "league" });
  });
}

/**
 * Part of deleting a user (users/service.ts deleteUser, in its transaction): each league they own passes to its
 * longest-standing other member, or is deleted when nobody else is in it; then their memberships go.
 */
export async function releaseLeaguesOf(trx: Db, userId: string): Promise<void> {
  const owned = await trx.selectFrom("leagues").select("id").where("ownerId", "=", userId).execute();
  for (const { id } of owned) {
    const heir = await trx
      .selectFrom("leagueMembers")
      .select("userId")
      .where("leagueId", "=", id)
      .where("userId", "<>", userId)
      .orderBy("joinedAt")
      .orderBy("userId")
      .executeTakeFirst();
    if (heir) {
      await trx.updateTable("leagues").set({ ownerId: heir.userId, updatedAt: nowIso() }).where("id", "=", id).execute();
    } else {
      await trx.deleteFrom("leagueMembers").where("leagueId", "=", id).execute();
      await trx.deleteFrom("leagues").where("id", "=", id).execute();
    }
  }
  const left = await trx.deleteFrom("leagueMembers").where("userId", "=", userId).executeTakeFirst();
  if (owned.length > 0 || Number(left.numDeletedRows) > 0) await publishAfterCommit(trx, { event: "league" });
}
