import type { LeaderboardEntry } from "@app/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bet, createGame, createTeam, dayFromToday, setResult } from "../../test/fixtures";
import { dbTargets, registerUser, startTestApp, type TestApp } from "../../test/harness";

type Person = Awaited<ReturnType<typeof registerUser>>;

const CLASSIC = { exact: 3, difference: 1, outcome: 1, joker: false };
const KICKTIPP = { exact: 4, difference: 3, outcome: 2, joker: false };

/**
 * docs/rules.md "A league's own rules": one member per scoring case, each with a single bet: "Exact" 2:1 on 2:1,
 * "Difference" 3:2 on 2:1, "Draws" 0:0 on 1:1, "Outcome" 3:0 on 2:1, "Wrong" 0:0 on 2:1. The owner ("Owner") has no bet.
 */
describe.each(dbTargets)("a league's rules on $name", (target) => {
  let t: TestApp;
  let admin: Person;
  let owner: Person;
  let outsider: Person;
  let league: string;
  let inviteCode: string;
  const members: Record<string, Person> = {};
  let live: string;

  const table = async (query = "", token = owner.token): Promise<LeaderboardEntry[]> => {
    const res = await t.request({ method: "GET", url: `/api/leagues/${league}/leaderboard${query}`, token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const points = (rows: LeaderboardEntry[]) => Object.fromEntries(rows.map((r) => [r.fullName, r.totalPoints]));
  const setRules = (rules: object, token = owner.token) =>
    t.request({ method: "PUT", url: `/api/leagues/${league}/rules`, token, payload: rules });

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await registerUser(t, { fullName: "Admin" });
    owner = await registerUser(t, { fullName: "Owner" });
    outsider = await registerUser(t, { fullName: "Outsider" });
    const created = await t.request({ method: "POST", url: "/api/leagues", token: owner.token, payload: { name: "Office" } });
    league = created.body.league._id;
    inviteCode = created.body.league.inviteCode;
    const home = await createTeam(t, admin.token, "Rules Home");
    const away = await createTeam(t, admin.token, "Rules Away");
    const g21 = await createGame(t, admin.token, home, away, { date: dayFromToday(1), round: "Round 1" });
    const g11 = await createGame(t, admin.token, away, home, { date: dayFromToday(1), hour: "22:00", round: "Round 1" });
    live = await createGame(t, admin.token, home, away, { date: dayFromToday(2), round: "Round 2" });
    const cases: [string, string, number, number][] = [
      ["Exact", g21, 2, 1],
      ["Difference", g21, 3, 2],
      ["Draws", g11, 0, 0],
      ["Outcome", g21, 3, 0],
      ["Wrong", g21, 0, 0],
    ];
    for (const [name, game, h, a] of cases) {
      const person = await registerUser(t, { fullName: name });
      members[name] = person;
      const joined = await t.request({ method: "POST", url: "/api/leagues/join", token: person.token, payload: { inviteCode } });
      expect(joined.status).toBe(200);
      expect((await bet(t, person.token, game, h, a)).status).toBe(201);
    }
    await setResult(t, admin.token, g21, "2:1");
    await setResult(t, admin.token, g11, "1:1");
  });
  afterAll(() => t?.close());

  it("a new league has the seed's rules, and its table scores them: 3 exact, 1 for a difference, a draw or an outcome", async () => {
    const res = await t.request({ method: "GET", url: `/api/leagues/${league}`, token: members.Wrong.token });
    expect(res.body.league.rules).toEqual(CLASSIC);
    expect(points(await table())).toEqual({ Exact: 3, Difference: 1, Draws: 1, Outcome: 1, Wrong: 0, Owner: 0 });
    const rows = await table();
    expect(rows.every((r) => r.jokerPoints === 0 && r.bonusPoints === 0)).toBe(true);
  });

  it("a change of rules rescores the table at once, and Everyone keeps the seed's scoring", async () => {
    const res = await setRules(KICKTIPP);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.league.rules).toEqual(KICKTIPP);
    const rows = await table();
    expect(points(rows)).toEqual({ Exact: 4, Difference: 3, Draws: 3, Outcome: 2, Wrong: 0, Owner: 0 });
    expect(rows.map((r) => [r.fullName, r.rank, r.correctPredictions, r.exactScores])).toEqual([
      ["Exact", 1, 1, 1],
      ["Difference", 2, 1, 0],
      ["Draws", 2, 1, 0],
      ["Outcome", 4, 1, 0],
      ["Owner", 5, 0, 0],
      ["Wrong", 5, 0, 0],
    ]);
    expect(rows.find((r) => r.fullName === "Exact")?.accuracy).toBe(100);
    const everyone = await t.request({ method: "GET", url: "/api/users/leaderboard", token: owner.token });
    expect(points(everyone.body)).toMatchObject({ Exact: 3, Difference: 1, Draws: 1, Outcome: 1, Wrong: 0 });
    const own = await t.request({ method: "GET", url: "/api/users/me/stats", token: members.Difference.token });
    expect(own.body.totalPoints).toBe(1);
  });

  it("custom rules: the round table, paging and another change all follow", async () => {
    expect((await setRules({ exact: 10, difference: 5, outcome: 0, joker: true })).status).toBe(200);
    expect(points(await table("?round=Round%201"))).toEqual({
      Exact: 10,
      Difference: 5,
      Draws: 5,
      Outcome: 0,
      Wrong: 0,
      Owner: 0,
    });
    expect((await table("?round=Round%202")).every((r) => r.totalPoints === 0)).toBe(true);
    expect((await table("?round=Nowhere")).every((r) => r.totalPoints === 0)).toBe(true);
    const page = await table("?limit=2&offset=1");
    expect(page.map((r) => [r.fullName, r.totalPoints])).toEqual([
      ["Difference", 5],
      ["Draws", 5],
    ]);
  });

  it("live points use the league's scoring", async () => {
    expect((await setRules(KICKTIPP)).status).toBe(200);
    expect((await bet(t, members.Wrong.token, live, 1, 0)).status).toBe(201);
    expect((await bet(t, members.Outcome.token, live, 3, 1)).status).toBe(201);
    const locked = await t.request({
      method: "PUT",
      url: `/api/games/${live}`,
      token: admin.token,
      payload: { isBettingLocked: true },
    });
    expect(locked.status).toBe(200);
    const scored = await t.request({
      method: "PUT",
      url: `/api/games/${live}/live`,
      token: admin.token,
      payload: { liveScore: "2:1" },
    });
    expect(scored.status).toBe(200);
    const rows = await table("?live=true");
    // Wrong's 1:0 on 2:1 is a right difference (3 under Kicktipp); Outcome's 3:1 a right outcome (2).
    expect(rows.map((r) => [r.fullName, r.totalPoints, r.livePoints])).toEqual([
      ["Exact", 4, 0],
      ["Outcome", 2, 2],
      ["Difference", 3, 0],
      ["Draws", 3, 0],
      ["Wrong", 0, 3],
      ["Owner", 0, 0],
    ]);
    const everyone = await t.request({ method: "GET", url: "/api/users/leaderboard?live=true", token: owner.token });
    const wrong = (everyone.body as LeaderboardEntry[]).find((r) => r.fullName === "Wrong");
    expect(wrong?.livePoints).toBe(1);
  });

  it("refuses rules out of range or out of order with the rule that failed, and changes nothing", async () => {
    const before = (await t.request({ method: "GET", url: `/api/leagues/${league}`, token: owner.token })).body.league.rules;
    const cases: [object, string, string][] = [
      [{ ...KICKTIPP, exact: 11 }, "exact", "Points must be whole numbers from 0 to 10"],
      [{ ...KICKTIPP, outcome: -1 }, "outcome", "Points must be whole numbers from 0 to 10"],
      [{ ...KICKTIPP, difference: 2.5 }, "difference", "Points must be whole numbers from 0 to 10"],
      [{ ...KICKTIPP, difference: 5 }, "difference", "The right difference cannot earn more than the exact score"],
      [{ ...KICKTIPP, outcome: 4 }, "outcome", "The right outcome cannot earn more than the right difference"],
    ];
    for (const [rules, path, message] of cases) {
      const res = await setRules(rules);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors[0].path).toBe(path);
    }
    const hebrew = await t.request({
      method: "PUT",
      url: `/api/leagues/${league}/rules`,
      token: owner.token,
      headers: { "accept-language": "he" },
      payload: { ...KICKTIPP, exact: 11 },
    });
    expect(hebrew.body.message).toBe("הנקודות חייבות להיות מספרים שלמים בין 0 ל-10");
    expect((await setRules({ exact: 3 })).status).toBe(400);
    const after = (await t.request({ method: "GET", url: `/api/leagues/${league}`, token: owner.token })).body.league.rules;
    expect(after).toEqual(before);
  });

  it("a member setting rules gets 403, an outsider 404, an admin who is no member 403 as for other owner routes", async () => {
    expect((await setRules(CLASSIC, members.Exact.token)).status).toBe(403);
    expect((await setRules(CLASSIC, outsider.token)).status).toBe(404);
    expect((await setRules(CLASSIC, admin.token)).status).toBe(403);
  });
});
