import { messages } from "@app/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bet, createGame, createTeam, dayFromToday, seedPeople, setResult } from "../../test/fixtures";
import { dbTargets, readOnBoth, startTwoTestApps, type TestApp } from "../../test/harness";

/**
 * PUT /games/{id}/live (docs/rules.md "Games: live score"): the admin's running score of a live game (locked, not
 * finished), shown to every player at once, gone when the game finishes or is unlocked again. Two app instances on
 * one database stand for two server processes, so "at once" includes the other process's cached lists.
 */
describe.each(dbTargets)("live scores on $name", (target) => {
  let a: TestApp;
  let b: TestApp;
  let closeBoth: () => Promise<void>;
  let admin: string;
  let player: { token: string; id: string };
  let home: string;
  let away: string;

  beforeAll(async () => {
    ({ a, b, close: closeBoth } = await startTwoTestApps(target));
    const people = await seedPeople(a, 1);
    admin = people.admin.token;
    player = people.players[0];
    home = await createTeam(a, admin, "Live Home");
    away = await createTeam(a, admin, "Live Away");
  });
  afterAll(() => closeBoth());

  const newGame = (options: Parameters<typeof createGame>[4] = {}) =>
    createGame(a, admin, home, away, { date: dayFromToday(2), round: "Live", ...options });
  /** As the admin unless another token is given; `null` calls without a session. */
  const putLive = (app: TestApp, id: string, payload: object, token: string | null = admin, language = "en") =>
    app.request({
      method: "PUT",
      url: `/api/games/${id}/live`,
      token: token ?? undefined,
      payload,
      headers: { "accept-language": language },
    });
  const readBoth = (url: string) => readOnBoth(a, b, url, player.token);
  const liveScoreIn = (list: { _id: string; liveScore: string | null }[], id: string) =>
    list.find((game) => game._id === id)?.liveScore;

  /** What a player's lists say about the game's live score, read through both instances (cached or not). */
  async function seenByPlayer(id: string) {
    const [single, all, upcoming, catalog] = await Promise.all([
      readBoth(`/api/games/${id}`),
      readBoth("/api/games"),
      readBoth("/api/games/upcoming?round=all&closeOnly=false"),
      readBoth("/api/games/catalog"),
    ]);
    return {
      single: single.liveScore,
      all: liveScoreIn(all, id),
      upcoming: liveScoreIn(upcoming, id),
      catalog: liveScoreIn(catalog.games, id),
    };
  }
  const everywhere = (liveScore: string | null) => ({
    single: liveScore,
    all: liveScore,
    upcoming: liveScore,
    catalog: liveScore,
  });

  it("sets and clears the running score of a locked game, and every player's lists show it at once", async () => {
    const id = await newGame();
    expect((await bet(a, player.token, id, 1, 0)).status).toBe(201);
    await a.request({ method: "PUT", url: `/api/games/${id}`, token: admin, payload: { isBettingLocked: true } });
    // Primed: every list is cached on both instances before the live score arrives through one of them.
    expect(await seenByPlayer(id)).toEqual(everywhere(null));

    const set = await putLive(b, id, { liveScore: "1:0" });
    expect(set.status).toBe(200);
    expect(set.body.game).toMatchObject({ _id: id, liveScore: "1:0", status: "live", isFinished: false, finalResult: "" });
    expect(await seenByPlayer(id)).toEqual(everywhere("1:0"));

    expect((await putLive(a, id, { liveScore: " 2:1 " })).body.game.liveScore).toBe("2:1");
    expect(await seenByPlayer(id)).toEqual(everywhere("2:1"));

    const cleared = await putLive(b, id, { liveScore: "" });
    expect(cleared.status).toBe(200);
    expect(cleared.body.game.liveScore).toBeNull();
    expect(await seenByPlayer(id)).toEqual(everywhere(null));
  });

  it("takes a live score for a game past kickoff, locked by the clock alone", async () => {
    const id = await newGame({ date: dayFromToday(-1) });
    const res = await putLive(a, id, { liveScore: "0:0" });
    expect(res.status).toBe(200);
    expect(res.body.game).toMatchObject({ isBettingLocked: true, status: "live", liveScore: "0:0" });
  });

  it("refuses a game that is not live with 409 and says why, changing nothing", async () => {
    const open = await newGame();
    const openRes = await putLive(a, open, { liveScore: "1:0" });
    expect(openRes.status).toBe(409);
    expect(openRes.body.message).toBe(messages.en.liveScoreNotLocked);
    expect((await putLive(a, open, { liveScore: "1:0" }, admin, "he")).body.message).toBe(messages.he.liveScoreNotLocked);
    expect(await seenByPlayer(open)).toMatchObject({ single: null, all: null, upcoming: null });

    const finished = await newGame({ isBettingLocked: true, isFinished: true, finalResult: "2:2" });
    for (const liveScore of ["1:0", ""]) {
      const res = await putLive(a, finished, { liveScore });
      expect(res.status, liveScore).toBe(409);
      expect(res.body.message).toBe(messages.en.liveScoreFinished);
    }
    expect((await readBoth(`/api/games/${finished}`)).liveScore).toBeNull();
  });

  it("refuses a malformed score with 400 and its message, keeping the score it had", async () => {
    const id = await newGame({ isBettingLocked: true });
    expect((await putLive(a, id, { liveScore: "1:1" })).status).toBe(200);
    const malformed: object[] = [{ liveScore: "3-1" }, { liveScore: "100:1" }, { liveScore: "a:b" }, { liveScore: "1:" }, {}];
    malformed.push({ liveScore: 3 }, { liveScore: null }, { liveScore: "-1:0" });
    for (const payload of malformed) {
      const res = await putLive(a, id, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.message, JSON.stringify(payload)).toBe(messages.en.liveScoreInvalid);
    }
    expect((await putLive(a, id, { liveScore: "1:0:0" }, admin, "he")).body.message).toBe(messages.he.liveScoreInvalid);
    expect((await readBoth(`/api/games/${id}`)).liveScore).toBe("1:1");
  });

  it("answers 404 for an unknown game, 403 for a player and 401 without a session", async () => {
    const id = await newGame({ isBettingLocked: true });
    const missing = await putLive(a, "0123456789abcdef01234567", { liveScore: "1:0" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(messages.en.gameNotFound);
    expect((await putLive(a, id, { liveScore: "1:0" }, player.token)).status).toBe(403);
    expect((await putLive(a, id, { liveScore: "1:0" }, null)).status).toBe(401);
    expect((await readBoth(`/api/games/${id}`)).liveScore).toBeNull();
  });

  it("clears the live score when the result is entered, and scores the bet on the final result", async () => {
    const id = await newGame();
    expect((await bet(a, player.token, id, 1, 1)).status).toBe(201);
    await a.request({ method: "PUT", url: `/api/games/${id}`, token: admin, payload: { isBettingLocked: true } });
    expect((await putLive(a, id, { liveScore: "1:1" })).status).toBe(200);
    expect(await seenByPlayer(id)).toMatchObject({ single: "1:1", all: "1:1" });

    const finished = await setResult(b, admin, id, "2:1");
    expect(finished).toMatchObject({ liveScore: null, finalResult: "2:1", status: "finished" });
    const seen = await readBoth(`/api/games/${id}`);
    expect(seen).toMatchObject({ liveScore: null, finalResult: "2:1", userBet: { points: 0, isCalculated: true } });
    expect(liveScoreIn(await readBoth("/api/games/finished"), id)).toBeNull();

    // Reopening the finished game does not bring the old running score back.
    await a.request({ method: "PUT", url: `/api/games/${id}`, token: admin, payload: { isFinished: false, finalResult: "" } });
    expect((await readBoth(`/api/games/${id}`)).liveScore).toBeNull();
  });

  it("clears the live score when the admin unlocks the game before its kickoff", async () => {
    const id = await newGame({ isBettingLocked: true });
    expect((await putLive(a, id, { liveScore: "3:0" })).status).toBe(200);
    const unlocked = await a.request({
      method: "PUT",
      url: `/api/games/${id}`,
      token: admin,
      payload: { isBettingLocked: false },
    });
    expect(unlocked.body.game).toMatchObject({ status: "upcoming", liveScore: null });
    await a.request({ method: "PUT", url: `/api/games/${id}`, token: admin, payload: { isBettingLocked: true } });
    expect((await readBoth(`/api/games/${id}`)).liveScore).toBeNull();
  });

  it("keeps the live score through an edit that leaves the game live", async () => {
    const id = await newGame({ isBettingLocked: true });
    expect((await putLive(a, id, { liveScore: "0:1" })).status).toBe(200);
    const edited = await a.request({ method: "PUT", url: `/api/games/${id}`, token: admin, payload: { round: "Live 2" } });
    expect(edited.body.game).toMatchObject({ round: "Live 2", status: "live", liveScore: "0:1" });
  });
});
