import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bet, createGame, createTeam, dayFromToday, seedPeople } from "../../test/fixtures";
import { dbTargets, startTestApp, type TestApp } from "../../test/harness";

interface SeenBet {
  userId: string;
  predictedResult: { homeScore: number; awayScore: number } | null;
  hidden: boolean;
}

/** docs/rules.md "Fair play": every route that returns bets, for each kind of caller, before and after the lock. */
describe.each(dbTargets)("picks hidden until the lock on $name", (target) => {
  let t: TestApp;
  let admin: { token: string; id: string };
  let alice: { token: string; id: string };
  let bob: { token: string; id: string };
  let home: string;
  let away: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    const people = await seedPeople(t, 2);
    admin = people.admin;
    [alice, bob] = people.players;
    home = await createTeam(t, admin.token, "Home");
    away = await createTeam(t, admin.token, "Away");
  });
  afterAll(async () => t.close());

  /** Alice's bet on the game as `caller` reads it through every route that returns bets. */
  async function aliceBetEverywhere(gameId: string, caller: { token: string }): Promise<Record<string, SeenBet>> {
    const urls = [
      `/api/bets/game/${gameId}/users`,
      `/api/bets/game/${gameId}`,
      `/api/bets?gameId=${gameId}`,
      `/api/bets?userId=${alice.id}`,
    ];
    // Alice's profile lists her bets alone, so its rows do not name her.
    const profile = `/api/users/${alice.id}/bets`;
    const seen: Record<string, SeenBet> = {};
    for (const url of [...urls, profile]) {
      const res = await t.request({ method: "GET", url, token: caller.token });
      expect(res.status, url).toBe(200);
      const rows = (res.body.bets as (Omit<SeenBet, "userId"> & { userId?: string; gameId: string })[]).map((b) =>
        url === profile ? { ...b, userId: alice.id } : b,
      );
      const found = rows.find((b) => b.userId === alice.id && b.gameId === gameId);
      if (!found) throw new Error(`${url}: alice's bet missing`);
      seen[url] = { userId: alice.id, predictedResult: found.predictedResult, hidden: found.hidden };
    }
    return seen;
  }

  const hidden: SeenBet = { userId: "", predictedResult: null, hidden: true };
  const expectEverywhere = (seen: Record<string, SeenBet>, expected: Omit<SeenBet, "userId">) => {
    for (const [url, bet] of Object.entries(seen)) expect({ ...bet, userId: "" }, url).toEqual({ ...expected, userId: "" });
  };

  it("before the lock only the bettor sees the pick; another player and an admin see that there is one", async () => {
    const gameId = await createGame(t, admin.token, home, away);
    await bet(t, alice.token, gameId, 2, 1);
    await bet(t, bob.token, gameId, 0, 0);

    expectEverywhere(await aliceBetEverywhere(gameId, bob), hidden);
    expectEverywhere(await aliceBetEverywhere(gameId, admin), hidden);
    expectEverywhere(await aliceBetEverywhere(gameId, alice), { predictedResult: { homeScore: 2, awayScore: 1 }, hidden: false });

    // Counts stay: both bets are listed, each player's own pick visible to them only.
    const list = await t.request({ method: "GET", url: `/api/bets/game/${gameId}/users`, token: bob.token });
    expect(list.body.bets).toHaveLength(2);
    const own = list.body.bets.find((b: SeenBet) => b.userId === bob.id);
    expect(own).toMatchObject({ predictedResult: { homeScore: 0, awayScore: 0 }, hidden: false });
  });

  it("the admin's lock shows every pick to everyone", async () => {
    const gameId = await createGame(t, admin.token, home, away);
    await bet(t, alice.token, gameId, 3, 2);
    expectEverywhere(await aliceBetEverywhere(gameId, bob), hidden);

    const lock = await t.request({
      method: "PUT",
      url: `/api/games/${gameId}`,
      token: admin.token,
      payload: { isBettingLocked: true },
    });
    expect(lock.status).toBe(200);
    const shown = { predictedResult: { homeScore: 3, awayScore: 2 }, hidden: false };
    expectEverywhere(await aliceBetEverywhere(gameId, bob), shown);
    expectEverywhere(await aliceBetEverywhere(gameId, admin), shown);
  });

  it("kickoff shows every pick, with no write in between: a cached answer never outlives the lock", async () => {
    // Kickoff in two hours (the test app's APP_TIMEZONE is UTC).
    const kickoff = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const gameId = await createGame(t, admin.token, home, away, { date: kickoff.slice(0, 10), hour: kickoff.slice(11, 16) });
    await bet(t, alice.token, gameId, 1, 1);
    // Read twice (a second read would be served by a cache, if the hidden era were cached).
    for (let i = 0; i < 2; i++) expectEverywhere(await aliceBetEverywhere(gameId, bob), hidden);
    const etagBefore = (await t.request({ method: "GET", url: `/api/bets/game/${gameId}`, token: bob.token })).headers.etag;

    t.clock.offsetMs = 3 * 3_600_000; // kickoff has passed; nothing was written
    try {
      const shown = { predictedResult: { homeScore: 1, awayScore: 1 }, hidden: false };
      expectEverywhere(await aliceBetEverywhere(gameId, bob), shown);
      expectEverywhere(await aliceBetEverywhere(gameId, admin), shown);
      // A client holding the hidden-era answer's ETag (if it had one) gets the new answer, not a 304.
      const revalidated = await t.request({
        method: "GET",
        url: `/api/bets/game/${gameId}`,
        token: bob.token,
        headers: etagBefore ? { "if-none-match": String(etagBefore) } : {},
      });
      expect(revalidated.status).toBe(200);
      expect(revalidated.body.bets[0].predictedResult).toEqual({ homeScore: 1, awayScore: 1 });
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  // The second probe's finding 4: an admin locked a game, read every pick, unlocked it and bet knowing them.
  describe("picks once shown stay fair", () => {
    const update = (gameId: string, payload: Record<string, unknown>) =>
      t.request({ method: "PUT", url: `/api/games/${gameId}`, token: admin.token, payload });
    const betStatus = async (token: string, gameId: string) =>
      (
        await t.request({
          method: "POST",
          url: "/api/bets",
          token,
          payload: { gameId, predictedResult: { homeScore: 3, awayScore: 2 } },
        })
      ).status;

    it("a game locked with picks in it never reopens: unlocking keeps it locked and bets are refused", async () => {
      const gameId = await createGame(t, admin.token, home, away);
      await bet(t, alice.token, gameId, 3, 2);
      expect((await update(gameId, { isBettingLocked: true })).status).toBe(200);
      expectEverywhere(await aliceBetEverywhere(gameId, admin), {
        predictedResult: { homeScore: 3, awayScore: 2 },
        hidden: false,
      });

      const unlock = await update(gameId, { isBettingLocked: false });
      expect(unlock.status).toBe(200);
      expect(unlock.body.game.isBettingLocked).toBe(true);
      expect(await betStatus(admin.token, gameId)).toBe(409);
      expect(await betStatus(bob.token, gameId)).toBe(409);
      // The picks stay visible: nothing is hidden again that everyone has seen.
      expectEverywhere(await aliceBetEverywhere(gameId, bob), { predictedResult: { homeScore: 3, awayScore: 2 }, hidden: false });
    });

    it("a kickoff moved into the past and back keeps betting closed", async () => {
      const gameId = await createGame(t, admin.token, home, away);
      await bet(t, alice.token, gameId, 1, 0);
      const past = new Date(Date.now() - 3_600_000).toISOString();
      expect((await update(gameId, { date: past.slice(0, 10), hour: past.slice(11, 16) })).status).toBe(200);
      expectEverywhere(await aliceBetEverywhere(gameId, admin), {
        predictedResult: { homeScore: 1, awayScore: 0 },
        hidden: false,
      });

      const back = await update(gameId, { date: dayFromToday(3), hour: "20:00", isBettingLocked: false });
      expect(back.status).toBe(200);
      expect(back.body.game.isBettingLocked).toBe(true);
      expect(await betStatus(admin.token, gameId)).toBe(409);
    });

    it("a game nobody had picked yet may still be unlocked, or moved back to the future", async () => {
      const gameId = await createGame(t, admin.token, home, away);
      expect((await update(gameId, { isBettingLocked: true })).status).toBe(200);
      const unlock = await update(gameId, { isBettingLocked: false });
      expect(unlock.body.game.isBettingLocked).toBe(false);
      expect(await betStatus(bob.token, gameId)).toBe(201);
    });
  });
});
