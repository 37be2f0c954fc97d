import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bet, createGame, createTeam, seedPeople } from "../../test/fixtures";
import { dbTargets, readOnBoth, startTwoTestApps, type TestApp } from "../../test/harness";

const DAY = 86_400_000;

/**
 * Every game list takes the shared part of its games (teams, kickoff, result, state) from a catalog
 * cached per data version and per kickoff, and merges the caller's own bets. Two app instances on one
 * database stand for two server processes: after any write through one, both show it at once, and a
 * game locks at kickoff with no write at all.
 */
describe.each(dbTargets)("game catalog on $name", (target) => {
  let a: TestApp;
  let b: TestApp;
  let closeBoth: () => Promise<void>;
  let admin: { token: string; id: string };
  let player: { token: string; id: string };
  let homeId: string;
  let awayId: string;
  let gameId: string;

  beforeAll(async () => {
    ({ a, b, close: closeBoth } = await startTwoTestApps(target));
    const people = await seedPeople(a, 1);
    admin = people.admin;
    const { email, password, id } = people.players[0];
    // A 30-day session, so moving the clock past kickoff does not end it.
    const login = await a.request({ method: "POST", url: "/api/auth/login", payload: { email, password, rememberMe: true } });
    player = { id, token: login.body.token };
    homeId = await createTeam(a, admin.token, "Catalog Home");
    awayId = await createTeam(a, admin.token, "Catalog Away");
    gameId = await createGame(a, admin.token, homeId, awayId, { round: "Round 1" });
  });
  afterAll(() => closeBoth());

  const playerRoutes = () => [
    "/api/games",
    "/api/games/upcoming?round=all&closeOnly=false",
    "/api/games/finished",
    `/api/games/${gameId}`,
    `/api/users/${player.id}/bets`,
    "/api/games/catalog",
  ];

  const readBoth = (url: string) => readOnBoth(a, b, url, player.token);

  async function primeAll() {
    for (const url of playerRoutes()) await readBoth(url);
  }

  it("shows the player's own new bet in every list at once", async () => {
    await primeAll();
    expect((await readBoth(`/api/games/${gameId}`)).userBet).toBeNull();
    expect((await bet(b, player.token, gameId, 2, 1)).status).toBe(201);
    expect((await readBoth(`/api/games/${gameId}`)).userBet.predictedResult).toEqual({ homeScore: 2, awayScore: 1 });
    const upcoming = await readBoth("/api/games/upcoming?round=all&closeOnly=false");
    expect(upcoming.find((g: { _id: string }) => g._id === gameId).userBet.predictedResult).toEqual({
      homeScore: 2,
      awayScore: 1,
    });
    const mine = await readBoth(`/api/users/${player.id}/bets`);
    expect(mine.bets.map((x: { gameId: string }) => x.gameId)).toEqual([gameId]);
  });

  it("keeps the catalog's ETag through a bet, which leaves every game as it was", async () => {
    const first = await a.request({ method: "GET", url: "/api/games/catalog", token: player.token });
    const etag = first.headers.etag as string;
    expect(first.body.games.map((g: { _id: string }) => g._id)).toEqual([gameId]);
    expect((await bet(a, player.token, gameId, 0, 0)).status).toBeLessThan(300);
    // Asked through the other process, as a browser holding the first answer asks again.
    const revalidate = () =>
      b.request({ method: "GET", url: "/api/games/catalog", token: player.token, headers: { "if-none-match": etag } });
    expect((await revalidate()).status).toBe(304);
    await a.request({ method: "PUT", url: `/api/games/${gameId}`, token: admin.token, payload: { round: "Round 2" } });
    const moved = await revalidate();
    expect(moved.status).toBe(200);
    expect(moved.body.games[0].round).toBe("Round 2");
    await a.request({ method: "PUT", url: `/api/games/${gameId}`, token: admin.token, payload: { round: "Round 1" } });
    expect((await bet(a, player.token, gameId, 2, 1)).status).toBe(200);
  });

  it("shows a team rename in the games that carry the team", async () => {
    await primeAll();
    await b.request({ method: "PUT", url: `/api/groups/${homeId}`, token: admin.token, payload: { name: "Renamed Home" } });
    expect((await readBoth(`/api/games/${gameId}`)).homeGroupId.name).toBe("Renamed Home");
    const upcoming = await readBoth("/api/games/upcoming?round=all&closeOnly=false");
    expect(upcoming[0].homeGroupId.name).toBe("Renamed Home");
    expect((await readBoth("/api/games/catalog")).games[0].homeGroupId.name).toBe("Renamed Home");
  });

  it("shows a game edit in the round filter", async () => {
    await primeAll();
    await a.request({ method: "PUT", url: `/api/games/${gameId}`, token: admin.token, payload: { round: "Final" } });
    expect((await readBoth("/api/games/upcoming?round=Final&closeOnly=false")).map((g: { _id: string }) => g._id)).toEqual([
      gameId,
    ]);
    expect(await readBoth("/api/games/upcoming?round=Round%201&closeOnly=false")).toEqual([]);
  });

  it("locks a game at kickoff with no write, on every process", async () => {
    await primeAll();
    expect(await readBoth(`/api/games/${gameId}`)).toMatchObject({ isBettingLocked: false, status: "upcoming" });
    a.clock.offsetMs = 3 * DAY;
    b.clock.offsetMs = 3 * DAY;
    try {
      expect(await readBoth(`/api/games/${gameId}`)).toMatchObject({ isBettingLocked: true, status: "live" });
      const upcoming = await readBoth("/api/games/upcoming?round=all&closeOnly=false");
      expect(upcoming[0]).toMatchObject({ _id: gameId, isBettingLocked: true, status: "live" });
      expect((await readBoth("/api/games/catalog")).games[0]).toMatchObject({
        _id: gameId,
        isBettingLocked: true,
        status: "live",
      });
    } finally {
      a.clock.offsetMs = 0;
      b.clock.offsetMs = 0;
    }
    // Back before kickoff (a clock set back), the game is open again.
    expect(await readBoth(`/api/games/${gameId}`)).toMatchObject({ isBettingLocked: false, status: "upcoming" });
  });

  it("moves a scored game from upcoming to finished with its result and the player's points", async () => {
    await primeAll();
    await b.request({
      method: "PUT",
      url: `/api/games/${gameId}/result`,
      token: admin.token,
      payload: { finalResult: "2:1", isFinished: true },
    });
    expect(await readBoth("/api/games/upcoming?round=all&closeOnly=false")).toEqual([]);
    const [finished] = await readBoth("/api/games/finished");
    expect(finished).toMatchObject({ _id: gameId, finalResult: "2:1", status: "finished", userBet: { points: 3 } });
    const mine = await readBoth(`/api/users/${player.id}/bets`);
    expect(mine.bets[0]).toMatchObject({ gameId, points: 3, isCalculated: true });
    const { games } = await readBoth("/api/games/catalog");
    expect(games[0]).toMatchObject({ _id: gameId, finalResult: "2:1", isFinished: true, status: "finished" });
    expect(games[0]).not.toHaveProperty("userBet");
  });

  it("drops a deleted game from every list and from the player's bets", async () => {
    await primeAll();
    expect((await a.request({ method: "DELETE", url: `/api/games/${gameId}`, token: admin.token })).status).toBe(200);
    expect(await readBoth("/api/games")).toEqual([]);
    expect(await readBoth("/api/games/finished")).toEqual([]);
    expect((await readBoth(`/api/users/${player.id}/bets`)).bets).toEqual([]);
    expect((await readBoth("/api/games/catalog")).games).toEqual([]);
    expect((await b.request({ method: "GET", url: `/api/games/${gameId}`, token: player.token })).status).toBe(404);
  });
});
