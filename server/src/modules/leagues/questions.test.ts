import type { BonusQuestion, LeaderboardEntry } from "@app/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTeam } from "../../test/fixtures";
import { dbTargets, registerUser, startTestApp, type TestApp } from "../../test/harness";

type Person = Awaited<ReturnType<typeof registerUser>>;
const HOUR = 3_600_000;

/** docs/rules.md "A league's own rules", bonus questions: Olga owns the league, Max and Mia are members, Out is not. */
describe.each(dbTargets)("bonus questions on $name", (target) => {
  let t: TestApp;
  let admin: Person;
  let olga: Person;
  let max: Person;
  let mia: Person;
  let out: Person;
  let league: string;
  let team: string;
  let other: string;

  const base = () => `/api/leagues/${league}/questions`;
  const ask = (payload: object, who = olga) => t.request({ method: "POST", url: base(), token: who.token, payload });
  const answer = (qid: string, value: unknown, who: Person) =>
    t.request({ method: "PUT", url: `${base()}/${qid}/answer`, token: who.token, payload: { answer: value } });
  const resolve = (qid: string, value: unknown, who = olga) =>
    t.request({ method: "PUT", url: `${base()}/${qid}/resolve`, token: who.token, payload: { answer: value } });
  const list = async (who: Person): Promise<BonusQuestion[]> => {
    const res = await t.request({ method: "GET", url: base(), token: who.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.questions;
  };
  const bonus = async () => {
    const res = await t.request({ method: "GET", url: `/api/leagues/${league}/leaderboard`, token: max.token });
    return Object.fromEntries((res.body as LeaderboardEntry[]).map((r) => [r.fullName, [r.totalPoints, r.bonusPoints]]));
  };
  const closesIn = (ms: number) => new Date(Date.now() + t.clock.offsetMs + ms).toISOString();

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await registerUser(t, { fullName: "Admin" });
    olga = await registerUser(t, { fullName: "Olga" });
    max = await registerUser(t, { fullName: "Max" });
    mia = await registerUser(t, { fullName: "Mia" });
    out = await registerUser(t, { fullName: "Out" });
    const created = await t.request({ method: "POST", url: "/api/leagues", token: olga.token, payload: { name: "Quiz" } });
    league = created.body.league._id;
    for (const who of [max, mia]) {
      await t.request({
        method: "POST",
        url: "/api/leagues/join",
        token: who.token,
        payload: { inviteCode: created.body.league.inviteCode },
      });
    }
    team = await createTeam(t, admin.token, "Champions FC");
    other = await createTeam(t, admin.token, "Runners FC");
  });
  afterAll(() => t?.close());

  it("live a whole life: asked, answered in secret, closed, resolved, resolved again, deleted", async () => {
    const asked = await ask({ text: "Who wins the cup?", kind: "team", points: 10, closesAt: closesIn(HOUR) });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const qid = asked.body.question._id;
    expect(asked.body.question).toMatchObject({
      text: "Who wins the cup?",
      kind: "team",
      points: 10,
      closed: false,
      result: null,
    });

    expect((await answer(qid, team, max)).status).toBe(200);
    expect((await answer(qid, other, mia)).status).toBe(200);
    const changed = await answer(qid, team, mia);
    expect(changed.body.question.myAnswer).toEqual({ answer: team, points: 0 });
    // Before the deadline each member sees only their own answer; the owner too.
    for (const who of [max, olga]) {
      const [q] = await list(who);
      expect(q.answers).toBeNull();
      expect(q.myAnswer?.answer ?? null).toBe(who === max ? team : null);
    }
    const early = await resolve(qid, team);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("A question is resolved only after its deadline");

    t.clock.offsetMs += 2 * HOUR;
    const late = await answer(qid, other, max);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("This question no longer takes answers");
    const [closed] = await list(max);
    expect(closed.closed).toBe(true);
    expect(closed.answers?.map((a) => [a.fullName, a.answer])).toEqual([
      ["Max", team],
      ["Mia", team],
    ]);
    expect(await bonus()).toMatchObject({ Max: [0, 0], Mia: [0, 0] });

    expect((await resolve(qid, team)).status).toBe(200);
    expect(await bonus()).toMatchObject({ Max: [10, 10], Mia: [10, 10], Olga: [0, 0] });
    // Resolving again with another answer moves the points.
    expect((await answer(qid, team, olga)).status).toBe(409);
    const again = await resolve(qid, other);
    expect(again.body.question.result).toBe(other);
    expect(await bonus()).toMatchObject({ Max: [0, 0], Mia: [0, 0] });
    await resolve(qid, team);
    expect((await list(mia))[0].myAnswer).toEqual({ answer: team, points: 10 });
    // A round's table leaves bonus points out.
    const round = await t.request({ method: "GET", url: `/api/leagues/${league}/leaderboard?round=Round%201`, token: max.token });
    expect((round.body as LeaderboardEntry[]).every((r) => r.bonusPoints === 0)).toBe(true);

    const deleted = await t.request({ method: "DELETE", url: `${base()}/${qid}`, token: olga.token });
    expect(deleted.status).toBe(200);
    expect(await bonus()).toMatchObject({ Max: [0, 0], Mia: [0, 0] });
    expect(await list(max)).toEqual([]);
  });

  it("matches a number exactly and text trimmed and in any case", async () => {
    const goals = (await ask({ text: "Goals in the final?", kind: "number", points: 3, closesAt: closesIn(HOUR) })).body.question
      ._id;
    const scorer = (await ask({ text: "Top scorer?", kind: "text", points: 5, closesAt: closesIn(HOUR) })).body.question._id;
    await answer(goals, 3, max);
    await answer(goals, 4, mia);
    await answer(scorer, "  kylian MBAPPE ", max);
    await answer(scorer, "Messi", mia);
    t.clock.offsetMs += 2 * HOUR;
    await resolve(goals, 3);
    await resolve(scorer, "Kylian Mbappé".normalize("NFD").replace(/\p{M}/gu, ""));
    expect(await bonus()).toMatchObject({ Max: [8, 8], Mia: [0, 0] });
  });

  it("refuses an answer of the wrong kind (400) and bad questions, with a message, changing nothing", async () => {
    const qid = (await ask({ text: "How many?", kind: "number", points: 2, closesAt: closesIn(HOUR) })).body.question._id;
    const wrong = await answer(qid, "three", max);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("This answer does not fit the question");
    const teamQ = (await ask({ text: "Which team?", kind: "team", points: 2, closesAt: closesIn(HOUR) })).body.question._id;
    expect((await answer(teamQ, 3, max)).status).toBe(400);
    expect((await answer(teamQ, "65a1b2c3d4e5f60718290000", max)).status).toBe(400);
    for (const [payload, message] of [
      [{ text: "", kind: "text", points: 2, closesAt: closesIn(HOUR) }, "Question text is required"],
      [
        { text: "Q", kind: "colour", points: 2, closesAt: closesIn(HOUR) },
        "A question is answered with a team, a number or text",
      ],
      [{ text: "Q", kind: "text", points: 21, closesAt: closesIn(HOUR) }, "Points must be a whole number from 1 to 20"],
      [{ text: "Q", kind: "text", points: 2, closesAt: "soon" }, "Enter a valid deadline"],
    ] as const) {
      const res = await ask(payload);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const [q] = (await list(max)).filter((x) => x._id === qid);
    expect(q.myAnswer).toBeNull();
  });

  it("only the owner asks, resolves and deletes (members 403); outsiders get 404 on every question route", async () => {
    const qid = (await ask({ text: "Owner only?", kind: "text", points: 1, closesAt: closesIn(-HOUR) })).body.question._id;
    expect((await ask({ text: "Me?", kind: "text", points: 1, closesAt: closesIn(HOUR) }, max)).status).toBe(403);
    expect((await resolve(qid, "x", max)).status).toBe(403);
    expect((await t.request({ method: "DELETE", url: `${base()}/${qid}`, token: max.token })).status).toBe(403);
    expect((await t.request({ method: "GET", url: base(), token: out.token })).status).toBe(404);
    expect((await answer(qid, "x", out)).status).toBe(404);
    expect((await resolve(qid, "x", out)).status).toBe(404);
    expect((await ask({ text: "Me?", kind: "text", points: 1, closesAt: closesIn(HOUR) }, out)).status).toBe(404);
  });
});
