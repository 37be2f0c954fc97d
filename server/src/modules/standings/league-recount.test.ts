import { betPoints, type LeaderboardEntry, newId } from "@app/domain";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGame, createTeam, dayFromToday } from "../../test/fixtures";
import { dbTargets, registerUser, startTestApp, type TestApp } from "../../test/harness";

type Person = Awaited<ReturnType<typeof registerUser>>;

const score = fc.nat(4);
const rulesArb = fc.tuple(fc.nat(10), fc.nat(10), fc.nat(10), fc.boolean()).map(([a, b, c, joker]) => {
  const [outcome, difference, exact] = [a, b, c].sort((x, y) => x - y);
  return { exact, difference, outcome, joker };
});
/** Per game: a result or none (not finished); per player and game: a pick or none, and a joker wish. */
const worldArb = (games: number, players: number) =>
  fc.record({
    results: fc.array(fc.option(fc.tuple(score, score), { nil: null }), { minLength: games, maxLength: games }),
    picks: fc.array(
      fc.array(fc.option(fc.tuple(score, score, fc.boolean()), { nil: null }), { minLength: games, maxLength: games }),
      { minLength: players, maxLength: players },
    ),
    rules: rulesArb,
  });

/**
 * docs/rules.md "A league's own rules": for random bets, jokers and results, a league's table under random valid rules
 * equals a recount in plain code with the domain's betPoints, bet by bet.
 */
describe.each(dbTargets)("a league table against a recount on $name", (target) => {
  let t: TestApp;
  let admin: Person;
  const players: Person[] = [];
  const games: { id: string; round: string }[] = [];
  let league: string;

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await registerUser(t, { fullName: "Admin" });
    const created = await t.request({ method: "POST", url: "/api/leagues", token: admin.token, payload: { name: "Recount" } });
    league = created.body.league._id;
    for (const name of ["Ada", "Bo", "Cy"]) {
      const person = await registerUser(t, { fullName: name });
      await t.request({
        method: "POST",
        url: "/api/leagues/join",
        token: person.token,
        payload: { inviteCode: created.body.league.inviteCode },
      });
      players.push(person);
    }
    const home = await createTeam(t, admin.token, "Recount Home");
    const away = await createTeam(t, admin.token, "Recount Away");
    for (let i = 0; i < 6; i++) {
      const round = i < 3 ? "Round 1" : "Round 2";
      games.push({ id: await createGame(t, admin.token, home, away, { date: dayFromToday(1 + i), round }), round });
    }
  });
  afterAll(() => t?.close());

  it("matches for every random world", async () => {
    await fc.assert(
      fc.asyncProperty(worldArb(games.length, players.length), async ({ results, picks, rules }) => {
        const db = t.deps.db;
        await db.deleteFrom("bets").execute();
        for (const [i, result] of results.entries()) {
          await db
            .updateTable("games")
            .set({ isFinished: result ? 1 : 0, homeScore: result?.[0] ?? null, awayScore: result?.[1] ?? null })
            .where("id", "=", games[i].id)
            .execute();
        }
        const expected = new Map<string, { total: number; joker: number; exact: number }>();
        for (const [p, row] of picks.entries()) {
          const used = new Set<string>();
          const sum = { total: 0, joker: 0, exact: 0 };
          for (const [g, pick] of row.entries()) {
            if (!pick) continue;
            // At most one joker per player and round, as POST /bets keeps it.
            const joker = pick[2] && !used.has(games[g].round);
            if (joker) used.add(games[g].round);
            const now = new Date().toISOString();
            await db
              .insertInto("bets")
              .values({
                id: newId(Date.now()),
                userId: players[p].id,
                gameId: games[g].id,
                homeScore: pick[0],
                awayScore: pick[1],
                joker: joker ? 1 : 0,
                createdAt: now,
                updatedAt: now,
              })
              .execute();
            const result = results[g];
            if (!result) continue;
            const final = { homeScore: result[0], awayScore: result[1] };
            const points = betPoints({ homeScore: pick[0], awayScore: pick[1] }, final, rules);
            sum.total += points;
            if (joker && rules.joker) {
              sum.total += points;
              sum.joker += points;
            }
            if (pick[0] === result[0] && pick[1] === result[1]) sum.exact += 1;
          }
          expected.set(players[p].id, sum);
        }
        // The recount brings stored points and totals in line with the games just written (and moves the version).
        expect((await t.request({ method: "POST", url: "/api/admin/recalculate", token: admin.token })).status).toBe(200);
        const set = await t.request({ method: "PUT", url: `/api/leagues/${league}/rules`, token: admin.token, payload: rules });
        expect(set.status, JSON.stringify(set.body)).toBe(200);
        const res = await t.request({ method: "GET", url: `/api/leagues/${league}/leaderboard`, token: admin.token });
        for (const row of res.body as LeaderboardEntry[]) {
          const want = expected.get(row._id) ?? { total: 0, joker: 0, exact: 0 };
          expect([row.fullName, row.totalPoints, row.jokerPoints, row.exactScores]).toEqual([
            row.fullName,
            want.total,
            want.joker,
            want.exact,
          ]);
        }
        const ranks = (res.body as LeaderboardEntry[]).map((r) => r.totalPoints);
        expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
      }),
      { numRuns: 25 },
    );
  });
});
