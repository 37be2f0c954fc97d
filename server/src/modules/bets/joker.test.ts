import type { LeaderboardEntry } from "@app/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGame, createTeam, dayFromToday, setResult } from "../../test/fixtures";
import { dbTargets, registerUser, startTestApp, type TestApp } from "../../test/harness";

type Person = Awaited<ReturnType<typeof registerUser>>;
type BetView = { _id: string; userId: string; gameId: string; joker: boolean | null; hidden: boolean };

/**
 * docs/rules.md "A league's own rules", the joker: Anna and Ben are in "Jokers" (Kicktipp 4-3-2 with jokers) and in
 * "Plain" (the seed's rules). "Round 1" has two games, "Round 2" one.
 */
describe.each(dbTargets)("the joker on $name", (target) => {
  let t: TestApp;
  let admin: Person;
  let anna: Person;
  let ben: Person;
  let g1: string;
  let g2: string;
  let g3: string;
  let jokers: string;
  let plain: string;

  const place = (who: Person, gameId: string, h: number, a: number, joker?: boolean) =>
    t.request({
      method: "POST",
      url: "/api/bets",
      token: who.token,
      payload: { gameId, predictedResult: { homeScore: h, awayScore: a }, ...(joker !== undefined && { joker }) },
    });
  const own = async (who: Person): Promise<Record<string, boolean | null>> => {
    const res = await t.request({ method: "GET", url: "/api/bets", token: who.token });
    return Object.fromEntries((res.body.bets as BetView[]).map((b) => [b.gameId, b.joker]));
  };
  const league = async (name: string, rules: object) => {
    const res = await t.request({ method: "POST", url: "/api/leagues", token: anna.token, payload: { name } });
    const id = res.body.league._id;
    await t.request({
      method: "POST",
      url: "/api/leagues/join",
      token: ben.token,
      payload: { inviteCode: res.body.league.inviteCode },
    });
    const set = await t.request({ method: "PUT", url: `/api/leagues/${id}/rules`, token: anna.token, payload: rules });
    expect(set.status).toBe(200);
    return id;
  };

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await registerUser(t, { fullName: "Admin" });
    anna = await registerUser(t, { fullName: "Anna" });
    ben = await registerUser(t, { fullName: "Ben" });
    const home = await createTeam(t, admin.token, "Joker Home");
    const away = await createTeam(t, admin.token, "Joker Away");
    g1 = await createGame(t, admin.token, home, away, { date: dayFromToday(2), round: "Round 1" });
    g2 = await createGame(t, admin.token, away, home, { date: dayFromToday(2), hour: "22:00", round: "Round 1" });
    g3 = await createGame(t, admin.token, home, away, { date: dayFromToday(3), round: "Round 2" });
    jokers = await league("Jokers", { exact: 4, difference: 3, outcome: 2, joker: true });
    plain = await league("Plain", { exact: 3, difference: 1, outcome: 1, joker: false });
  });
  afterAll(() => t?.close());

  it("is set with a bet, and a second joker in the round moves the first: never two", async () => {
    const first = await place(anna, g1, 2, 1, true);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.bet.joker).toBe(true);
    expect((await place(anna, g2, 1, 0, true)).body.bet.joker).toBe(true);
    expect(await own(anna)).toEqual({ [g1]: false, [g2]: true });
    // Betting again without naming the joker leaves it where it is; another round has a joker of its own.
    expect((await place(anna, g2, 2, 0)).body.bet.joker).toBe(true);
    expect((await place(anna, g3, 0, 0, true)).status).toBe(201);
    expect(await own(anna)).toEqual({ [g1]: false, [g2]: true, [g3]: true });
    // false takes it off; true puts it back.
    expect((await place(anna, g3, 0, 0, false)).body.bet.joker).toBe(false);
    expect((await place(anna, g3, 0, 0, true)).body.bet.joker).toBe(true);
    // A game list shows the caller's own joker.
    const games = await t.request({ method: "GET", url: "/api/games", token: anna.token });
    const mine = (games.body as { _id: string; userBet: { joker: boolean } | null }[]).find((g) => g._id === g2);
    expect(mine?.userBet?.joker).toBe(true);
  });

  it("stays hidden from others until its game locks, on every route that returns bets", async () => {
    expect((await place(ben, g2, 3, 0)).status).toBe(201);
    const views = [
      `/api/bets/game/${g2}`,
      `/api/bets/game/${g2}/users`,
      `/api/bets?gameId=${g2}`,
      `/api/bets?userId=${anna.id}`,
      `/api/users/${anna.id}/bets`,
    ];
    for (const url of views) {
      const res = await t.request({ method: "GET", url, token: ben.token });
      expect(res.status, url).toBe(200);
      const annas = (res.body.bets as BetView[]).filter((b) => b.userId === anna.id || !b.userId);
      expect(annas.length, url).toBeGreaterThan(0);
      for (const b of annas) expect([url, b.joker, b.hidden]).toEqual([url, null, true]);
      // Admins too.
      const asAdmin = await t.request({ method: "GET", url, token: admin.token });
      for (const b of asAdmin.body.bets as BetView[]) if (b.userId === anna.id || !b.userId) expect(b.joker).toBeNull();
    }
    const locked = await t.request({
      method: "PUT",
      url: `/api/games/${g2}`,
      token: admin.token,
      payload: { isBettingLocked: true },
    });
    expect(locked.status).toBe(200);
    const res = await t.request({ method: "GET", url: `/api/bets/game/${g2}`, token: ben.token });
    const shown = (res.body.bets as BetView[]).map((b) => [b.userId, b.joker]);
    expect(shown).toEqual([
      [anna.id, true],
      [ben.id, false],
    ]);
  });

  it("once its game has locked it stays: another game of the round or the locked game itself is a 409", async () => {
    const moved = await place(anna, g1, 2, 1, true);
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe("Your joker for this round is on a game that has already locked");
    expect((await place(ben, g2, 1, 1, true)).status).toBe(409);
    // A plain bet on another game of the round is still fine, and nothing moved.
    expect((await place(anna, g1, 3, 1)).status).toBe(200);
    expect(await own(anna)).toEqual({ [g1]: false, [g2]: true, [g3]: true });
  });

  it("doubles that bet's points only in leagues with jokers on; Everyone ignores it", async () => {
    // Anna's jokered 2:0 on 1:0 is a right outcome; Ben's 3:0 too.
    await setResult(t, admin.token, g2, "1:0");
    const row = async (id: string, who: Person) => {
      const res = await t.request({ method: "GET", url: `/api/leagues/${id}/leaderboard`, token: anna.token });
      const entry = (res.body as LeaderboardEntry[]).find((r) => r._id === who.id);
      return [entry?.totalPoints, entry?.jokerPoints];
    };
    expect(await row(jokers, anna)).toEqual([4, 2]);
    expect(await row(jokers, ben)).toEqual([2, 0]);
    expect(await row(plain, anna)).toEqual([1, 0]);
    const everyone = await t.request({ method: "GET", url: "/api/users/leaderboard", token: anna.token });
    expect((everyone.body as LeaderboardEntry[]).find((r) => r._id === anna.id)?.totalPoints).toBe(1);
    // The round's table doubles it too.
    const round = await t.request({ method: "GET", url: `/api/leagues/${jokers}/leaderboard?round=Round%201`, token: ben.token });
    expect((round.body as LeaderboardEntry[]).map((r) => [r.fullName, r.totalPoints, r.jokerPoints])).toEqual([
      ["Anna", 4, 2],
      ["Ben", 2, 0],
    ]);
  });
  it("is set, moved and taken off by PUT /bets/{id} with the same rules as POST", async () => {
    const home = await createTeam(t, admin.token, "Put Home");
    const away = await createTeam(t, admin.token, "Put Away");
    const p1 = await createGame(t, admin.token, home, away, { date: dayFromToday(4), round: "Round 5" });
    const p2 = await createGame(t, admin.token, away, home, { date: dayFromToday(4), hour: "22:00", round: "Round 5" });
    const b1 = (await place(anna, p1, 1, 0, true)).body.bet._id as string;
    const b2 = (await place(anna, p2, 2, 2)).body.bet._id as string;
    const put = (id: string, joker?: boolean, who: Person = anna) =>
      t.request({
        method: "PUT",
        url: `/api/bets/${id}`,
        token: who.token,
        payload: { predictedResult: { homeScore: 2, awayScore: 2 }, ...(joker !== undefined && { joker }) },
      });
    const moved = await put(b2, true);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.bet.joker).toBe(true);
    expect((await own(anna))[p1]).toBe(false);
    // Without joker it stays; false takes it off; someone else's bet is still a 403.
    expect((await put(b2)).body.bet.joker).toBe(true);
    expect((await put(b2, false)).body.bet.joker).toBe(false);
    expect((await put(b2, true, ben)).status).toBe(403);
    expect((await put(b2, "yes" as unknown as boolean)).status).toBe(400);
    // Once the joker's game has locked, moving it is a 409, as with POST.
    expect((await put(b1, true)).body.bet.joker).toBe(true);
    await t.request({ method: "PUT", url: `/api/games/${p1}`, token: admin.token, payload: { isBettingLocked: true } });
    const late = await put(b2, true);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("Your joker for this round is on a game that has already locked");
    expect(await own(anna)).toMatchObject({ [p1]: true, [p2]: false });
  });

  it("keeps one joker per round when the admin moves a game into another round: the round's own joker wins", async () => {
    const home = await createTeam(t, admin.token, "Move Home");
    const away = await createTeam(t, admin.token, "Move Away");
    const stay = await createGame(t, admin.token, home, away, { date: dayFromToday(5), round: "Round 6" });
    const mover = await createGame(t, admin.token, away, home, { date: dayFromToday(5), hour: "22:00", round: "Round 7" });
    // Ben has a joker in each round; Anna only on the game that moves.
    await place(ben, stay, 1, 0, true);
    await place(ben, mover, 0, 1, true);
    await place(anna, stay, 1, 1);
    await place(anna, mover, 2, 1, true);
    const move = await t.request({
      method: "PUT",
      url: `/api/games/${mover}`,
      token: admin.token,
      payload: { round: "Round 6" },
    });
    expect(move.status, JSON.stringify(move.body)).toBe(200);
    expect(await own(ben)).toMatchObject({ [stay]: true, [mover]: false });
    expect(await own(anna)).toMatchObject({ [stay]: false, [mover]: true });
    // From now on the round holds one joker each, and it still moves as usual.
    expect((await place(ben, mover, 0, 1, true)).body.bet.joker).toBe(true);
    expect(await own(ben)).toMatchObject({ [stay]: false, [mover]: true });
  });
});
