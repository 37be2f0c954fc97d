import { INVITE_ALPHABET, MAX_LEAGUE_MEMBERS, MAX_OWNED_LEAGUES, newId } from "@app/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bet, createGame, createTeam, seedPeople, setResult } from "../../test/fixtures";
import { dbTargets, registerUser, startTestApp, type TestApp } from "../../test/harness";
import { insertUsersBulk } from "../users/repo";
import { JOIN_RATE_LIMIT } from "./routes";
import { newInviteCode } from "./service";

describe("invite codes", () => {
  it("are 10 characters of an alphabet without look-alikes, and 20,000 of them never repeat", () => {
    expect(INVITE_ALPHABET).not.toMatch(/[0O1IL5S2ZB]/);
    const codes = Array.from({ length: 20_000 }, newInviteCode);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${INVITE_ALPHABET}]{10}$`));
    expect(new Set(codes).size).toBe(codes.length);
    // Every character of the alphabet is used, at roughly its share: nothing skews the draw.
    const counts = new Map<string, number>();
    for (const char of codes.join("")) counts.set(char, (counts.get(char) ?? 0) + 1);
    const share = (codes.length * 10) / INVITE_ALPHABET.length;
    for (const char of INVITE_ALPHABET) expect(Math.abs((counts.get(char) ?? 0) - share) / share).toBeLessThan(0.1);
  });
});

type Person = Awaited<ReturnType<typeof registerUser>>;

describe.each(dbTargets)("leagues on $name", (target) => {
  let t: TestApp;
  let admin: Person;
  let a: Person;
  let b: Person;
  let c: Person;
  let home: string;
  let away: string;

  beforeAll(async () => {
    t = await startTestApp(target);
    const people = await seedPeople(t, 3);
    admin = people.admin;
    [a, b, c] = people.players;
    home = await createTeam(t, admin.token, "Home FC");
    away = await createTeam(t, admin.token, "Away FC");
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async (who: Person, name: string) => {
    const res = await t.request({ method: "POST", url: "/api/leagues", token: who.token, payload: { name } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.league as { _id: string; name: string; inviteCode: string; ownerId: string; memberCount: number };
  };
  const join = (who: Person, inviteCode: string, language = "en") =>
    t.request({
      method: "POST",
      url: "/api/leagues/join",
      token: who.token,
      payload: { inviteCode },
      headers: { "accept-language": language },
    });
  const get = (who: Person, url: string) => t.request({ method: "GET", url, token: who.token });
  const table = async (who: Person, id: string, query = "") => {
    const res = await get(who, `/api/leagues/${id}/leaderboard${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { _id: string; rank: number; totalPoints: number; livePoints?: number; rankChange?: number }[];
  };
  const names = (rows: { _id: string }[]) => rows.map((r) => r._id);

  it("lives a whole life: create, share, join, a table ranked among members, leave, delete", async () => {
    const league = await create(a, "  Office  ");
    expect(league).toMatchObject({ name: "Office", ownerId: a.id, memberCount: 1 });
    expect(league.inviteCode).toMatch(new RegExp(`^[${INVITE_ALPHABET}]{10}$`));

    expect(names(await table(a, league._id))).toEqual([a.id]);
    // Typed by hand: case and spaces do not matter.
    const joined = await join(b, ` ${league.inviteCode.toLowerCase()} `);
    expect(joined.status).toBe(200);
    expect(joined.body.league).toMatchObject({ _id: league._id, memberCount: 2 });
    expect((await get(b, "/api/leagues")).body.leagues.map((l: { _id: string }) => l._id)).toContain(league._id);

    // C, outside the league, scores the most: first overall, absent from the league's table.
    const game = await createGame(t, admin.token, home, away, { round: "Round 1" });
    expect((await bet(t, a.token, game, 2, 1)).status).toBe(201);
    expect((await bet(t, b.token, game, 1, 0)).status).toBe(201);
    expect((await bet(t, c.token, game, 2, 1)).status).toBe(201);
    await setResult(t, admin.token, game, "2:1");
    const overall = (await get(a, "/api/users/leaderboard")).body as { _id: string; rank: number }[];
    const rows = await table(a, league._id);
    expect(rows.map((r) => [r._id, r.rank, r.totalPoints])).toEqual([
      [a.id, 1, 3],
      [b.id, 2, 1],
    ]);
    // Under the default rules, the same rows as the overall table, only ranked among the members, with no joker or
    // bonus points (docs/rules.md "A league's own rules").
    for (const row of rows) {
      expect({ ...overall.find((o) => o._id === row._id), rank: row.rank, jokerPoints: 0, bonusPoints: 0 }).toEqual(row);
    }
    expect(overall.find((o) => o._id === a.id)?.rank).toBe(1);
    expect(names(await table(b, league._id, "?round=Round%201&limit=1&offset=1"))).toEqual([b.id]);
    const live = await table(b, league._id, "?live=true");
    expect(live.map((r) => [r.rank, r.livePoints, r.rankChange])).toEqual([
      [1, 0, 0],
      [2, 0, 0],
    ]);

    const details = await get(b, `/api/leagues/${league._id}`);
    expect(details.status).toBe(200);
    expect(details.body.members.map((m: { _id: string }) => m._id)).toEqual([a.id, b.id]);

    const left = await t.request({ method: "DELETE", url: `/api/leagues/${league._id}/members/${b.id}`, token: b.token });
    expect(left.status).toBe(200);
    expect((await get(b, `/api/leagues/${league._id}`)).status).toBe(404);
    expect(names(await table(a, league._id))).toEqual([a.id]);

    const deleted = await t.request({ method: "DELETE", url: `/api/leagues/${league._id}`, token: a.token });
    expect(deleted.status).toBe(200);
    expect((await get(a, `/api/leagues/${league._id}`)).status).toBe(404);
    expect((await join(c, league.inviteCode)).status).toBe(404);
  });

  it("answers a non-member 404 exactly as for a league that does not exist, on every league route", async () => {
    const league = await create(a, "Family");
    expect((await join(b, league.inviteCode)).status).toBe(200);
    const unknown = newId();
    for (const [method, path] of [
      ["GET", ""],
      ["GET", "/leaderboard"],
      ["POST", "/invite"],
      ["DELETE", `/members/${b.id}`],
      ["DELETE", ""],
    ] as const) {
      const mine = await t.request({ method, url: `/api/leagues/${league._id}${path}`, token: c.token });
      const none = await t.request({ method, url: `/api/leagues/${unknown}${path}`, token: c.token });
      expect([mine.status, mine.body], `${method} ${path}`).toEqual([404, { message: "League not found" }]);
      expect(none.body).toEqual(mine.body);
    }
    expect((await get(c, "/api/leagues")).body.leagues.map((l: { _id: string }) => l._id)).not.toContain(league._id);
  });

  it("lets a member read and leave, but only the owner reset the link or remove others; an admin reads and deletes", async () => {
    const league = await create(a, "School");
    expect((await join(b, league.inviteCode)).status).toBe(200);
    expect((await join(c, league.inviteCode)).status).toBe(200);
    const url = `/api/leagues/${league._id}`;
    const as = (who: Person, method: "POST" | "DELETE", path: string) =>
      t.request({ method, url: `${url}${path}`, token: who.token, headers: { "accept-language": "he" } });

    // A member
    expect((await get(b, url)).status).toBe(200);
    expect((await as(b, "POST", "/invite")).status).toBe(403);
    const removeOther = await as(b, "DELETE", `/members/${c.id}`);
    expect([removeOther.status, removeOther.body.message]).toEqual([403, "רק מנהל הליגה יכול לעשות זאת"]);
    expect((await as(b, "DELETE", "")).status).toBe(403);
    // The owner
    const ownerLeaves = await as(a, "DELETE", `/members/${a.id}`);
    expect([ownerLeaves.status, ownerLeaves.body.message]).toEqual([409, "מנהל הליגה יכול לעזוב רק על ידי מחיקתה"]);
    expect((await as(a, "DELETE", `/members/${admin.id}`)).status).toBe(404);
    expect((await as(a, "DELETE", `/members/${c.id}`)).status).toBe(200);
    expect((await get(c, url)).status).toBe(404);
    // An admin who is not a member: moderation, not management
    expect((await get(admin, url)).body.league.memberCount).toBe(2);
    expect(names(await table(admin, league._id))).toEqual(expect.arrayContaining([a.id, b.id]));
    expect((await as(admin, "POST", "/invite")).status).toBe(403);
    expect((await as(admin, "DELETE", `/members/${b.id}`)).status).toBe(403);
    const mod = await get(admin, `/api/users/${b.id}/leagues`);
    expect(mod.body.leagues.map((l: { _id: string }) => l._id)).toContain(league._id);
    expect((await get(a, `/api/users/${b.id}/leagues`)).status).toBe(403);
    expect((await as(admin, "DELETE", "")).status).toBe(200);
    expect((await get(a, url)).status).toBe(404);
    expect((await get(admin, `/api/users/${b.id}/leagues`)).body.leagues.map((l: { _id: string }) => l._id)).not.toContain(
      league._id,
    );
  });

  it("stops an old invite code the moment the owner asks for a new one", async () => {
    const league = await create(a, "Reset");
    const reset = await t.request({ method: "POST", url: `/api/leagues/${league._id}/invite`, token: a.token });
    expect(reset.status).toBe(200);
    expect(reset.body.league.inviteCode).not.toBe(league.inviteCode);
    const old = await join(b, league.inviteCode, "he");
    expect([old.status, old.body.message]).toEqual([404, "הליגה לא נמצאה"]);
    expect((await join(b, reset.body.league.inviteCode)).status).toBe(200);
  });

  it("tells anyone with an invite code the league's name, size and owner, and nothing for an unknown or old code", async () => {
    const league = await create(a, "Invitation FC");
    const ask = (inviteCode: string) => t.request({ method: "POST", url: "/api/leagues/invitation", payload: { inviteCode } });
    const answer = await ask(` ${league.inviteCode.toLowerCase()} `);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ league: { name: "Invitation FC", memberCount: 1 }, inviter: { name: a.fullName } });
    expect((await ask("ACDEFGHJKM")).status).toBe(404);
    const renewed = await t.request({ method: "POST", url: `/api/leagues/${league._id}/invite`, token: a.token });
    expect(renewed.status).toBe(200);
    expect((await ask(league.inviteCode)).status).toBe(404);
  });

  it("changes nothing when a member joins twice", async () => {
    const league = await create(a, "Twice");
    expect((await join(b, league.inviteCode)).body.league.memberCount).toBe(2);
    const again = await join(b, league.inviteCode);
    expect([again.status, again.body.league.memberCount]).toEqual([200, 2]);
    expect((await get(a, `/api/leagues/${league._id}`)).body.members).toHaveLength(2);
  });

  it("refuses bad names and codes with a message, never a 500", async () => {
    for (const name of ["", "   ", "x".repeat(51), "Evil\u202Ename"]) {
      const res = await t.request({ method: "POST", url: "/api/leagues", token: a.token, payload: { name } });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
    expect((await join(a, "")).status).toBe(400);
    expect((await join(a, "x".repeat(65))).status).toBe(400);
    expect((await t.request({ method: "GET", url: "/api/leagues/not-an-id", token: a.token })).status).toBe(400);
  });

  it(`lets a player own ${MAX_OWNED_LEAGUES} leagues and answers the next one 409`, async () => {
    const owner = await registerUser(t);
    for (let i = 0; i < MAX_OWNED_LEAGUES; i++) await create(owner, `League ${i}`);
    const res = await t.request({
      method: "POST",
      url: "/api/leagues",
      token: owner.token,
      payload: { name: "One too many" },
      headers: { "accept-language": "he" },
    });
    expect([res.status, res.body.message]).toEqual([409, `כבר יש לך ${MAX_OWNED_LEAGUES} ליגות, המספר המרבי לשחקן אחד`]);
    expect((await get(owner, "/api/leagues")).body.leagues).toHaveLength(MAX_OWNED_LEAGUES);
  });

  it(`holds ${MAX_LEAGUE_MEMBERS} members and answers the next joiner 409`, async () => {
    const league = await create(a, "Stadium");
    // 998 more members written straight to the database: registering them one by one would take minutes.
    const now = new Date().toISOString();
    const crowd = Array.from({ length: MAX_LEAGUE_MEMBERS - 2 }, (_, i) => ({
      id: newId(),
      email: `crowd${i}-${league._id}@example.com`,
      fullName: `Crowd ${i}`,
      passwordHash: "x",
      createdAt: now,
    }));
    await insertUsersBulk(t.deps.db, crowd);
    for (let i = 0; i < crowd.length; i += 500) {
      await t.deps.db
        .insertInto("leagueMembers")
        .values(crowd.slice(i, i + 500).map((u) => ({ leagueId: league._id, userId: u.id, joinedAt: now })))
        .execute();
    }
    expect((await join(b, league.inviteCode)).body.league.memberCount).toBe(MAX_LEAGUE_MEMBERS);
    const full = await join(c, league.inviteCode);
    expect([full.status, full.body.message]).toEqual([
      409,
      `This league already has ${MAX_LEAGUE_MEMBERS} members, the most a league can hold`,
    ]);
    expect((await get(c, `/api/leagues/${league._id}`)).status).toBe(404);
    expect(await table(a, league._id, "?limit=100&offset=900")).toHaveLength(100);
  });

  it(`rate-limits joining per user: the attempt after ${JOIN_RATE_LIMIT} in a minute is 429, others still join`, async () => {
    const guesser = await registerUser(t);
    const statuses = [];
    for (let i = 0; i <= JOIN_RATE_LIMIT; i++) statuses.push((await join(guesser, `GUESS${i}AAAA`)).status);
    expect(statuses).toEqual([...Array(JOIN_RATE_LIMIT).fill(404), 429]);
    const league = await create(a, "Open door");
    const refused = await join(guesser, league.inviteCode);
    expect([refused.status, refused.body.message]).toEqual([429, "Too many attempts. Please try again in a minute."]);
    expect((await join(await registerUser(t), league.inviteCode)).status).toBe(200);
  });

  it("passes a deleted owner's league to its longest-standing member, deletes one left empty, and forgets the user everywhere", async () => {
    const owner = await registerUser(t, { fullName: "Leaving Owner" });
    const first = await registerUser(t);
    const second = await registerUser(t);
    const shared = await create(owner, "Passed on");
    const alone = await create(owner, "Only me");
    expect((await join(first, shared.inviteCode)).status).toBe(200);
    expect((await join(second, shared.inviteCode)).status).toBe(200);
    const elsewhere = await create(a, "Owner was a member");
    expect((await join(owner, elsewhere.inviteCode)).status).toBe(200);

    const res = await t.request({ method: "DELETE", url: `/api/users/${owner.id}`, token: admin.token });
    expect(res.status).toBe(200);

    const passed = await get(first, `/api/leagues/${shared._id}`);
    expect(passed.body.league).toMatchObject({ ownerId: first.id, memberCount: 2 });
    expect(passed.body.members.map((m: { _id: string }) => m._id)).toEqual([first.id, second.id]);
    expect(names(await table(second, shared._id)).sort()).toEqual([first.id, second.id].sort());
    expect((await t.request({ method: "POST", url: `/api/leagues/${shared._id}/invite`, token: first.token })).status).toBe(200);
    expect((await get(admin, `/api/leagues/${alone._id}`)).status).toBe(404);
    expect((await get(a, `/api/leagues/${elsewhere._id}`)).body.league.memberCount).toBe(1);
    expect(names(await table(a, elsewhere._id))).toEqual([a.id]);
    const rows = await t.deps.db.selectFrom("leagueMembers").select("leagueId").where("userId", "=", owner.id).execute();
    const owned = await t.deps.db.selectFrom("leagues").select("id").where("ownerId", "=", owner.id).execute();
    expect([rows, owned]).toEqual([[], []]);
  });
});
