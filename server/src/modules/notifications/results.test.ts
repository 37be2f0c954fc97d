import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bet, createGame, createTeam, seedPeople, setResult } from "../../test/fixtures";
import { dbTargets, startTestApp, type TestApp } from "../../test/harness";
import { TestPushService, type TestSubscription } from "../../test/push-service";

/** docs/rules.md "Push": a result goes by push to the players who bet on the game, once per game and result. */
describe.each(dbTargets)("results push on $name", (target) => {
  let t: TestApp;
  let push: TestPushService;
  let admin: { token: string; id: string };
  let exact: { token: string; id: string };
  let wrong: { token: string; id: string };
  let silent: { token: string; id: string };
  let home: string;
  let away: string;

  const subscribe = async (user: { token: string }): Promise<TestSubscription> => {
    const sub = push.subscription();
    const res = await t.request({
      method: "POST",
      url: "/api/notifications/subscribe",
      token: user.token,
      payload: { subscription: { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }, deviceInfo: {} },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return sub;
  };
  const pass = async () => {
    const res = await t.request({ method: "POST", url: "/api/notifications/admin/trigger-scheduler", token: admin.token });
    expect(res.status).toBe(200);
    return res.body.resultPushesSent as number;
  };

  beforeAll(async () => {
    push = await TestPushService.start();
    t = await startTestApp(target, { PUSH_ENDPOINT_ALLOWLIST: "127.0.0.1" });
    const people = await seedPeople(t, 3);
    admin = people.admin;
    [exact, wrong, silent] = people.players;
    const key = await t.request({ method: "GET", url: "/api/notifications/vapid-public-key", token: admin.token });
    push.expectedVapidKey = key.body.publicKey;
    home = await createTeam(t, admin.token, "Lions");
    away = await createTeam(t, admin.token, "Eagles");
  });
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  it("tells each subscribed bettor the result with their points, once; re-entering it sends nothing; a correction says so", async () => {
    const gameId = await createGame(t, admin.token, home, away);
    const exactSub = await subscribe(exact);
    const wrongSub = await subscribe(wrong);
    await subscribe(admin); // subscribed, but no bet on this game: told nothing
    await bet(t, exact.token, gameId, 2, 1);
    await bet(t, wrong.token, gameId, 0, 3);
    await bet(t, silent.token, gameId, 2, 1); // a bet, but push is off: told nothing

    expect(await pass()).toBe(0); // no result yet
    await setResult(t, admin.token, gameId, "2:1");
    expect(await pass()).toBe(2);
    expect(push.errors).toEqual([]);
    expect(push.messagesFor(exactSub.id)).toEqual([
      expect.objectContaining({
        title: "Results are in",
        body: "Lions 2:1 Eagles. Your pick 2:1: 3 point(s).",
        data: { url: `/games/${gameId}/bets`, notificationId: null },
      }),
    ]);
    expect(push.messagesFor(wrongSub.id)).toEqual([
      expect.objectContaining({ body: "Lions 2:1 Eagles. Your pick 0:3: 0 point(s)." }),
    ]);

    // The same result again (another pass, or the admin saving it again) sends nothing.
    expect(await pass()).toBe(0);
    await setResult(t, admin.token, gameId, "2:1");
    expect(await pass()).toBe(0);
    expect(push.messagesFor(exactSub.id)).toHaveLength(1);

    await setResult(t, admin.token, gameId, "0:3");
    expect(await pass()).toBe(2);
    expect(push.messagesFor(wrongSub.id).at(-1)).toEqual(
      expect.objectContaining({ title: "Result corrected", body: "Lions 0:3 Eagles (not 2:1). Your pick 0:3: 3 point(s)." }),
    );
    expect(push.messagesFor(exactSub.id).at(-1)?.body).toBe("Lions 0:3 Eagles (not 2:1). Your pick 2:1: 0 point(s).");
  });

  it("two passes at once (two instances) announce a result once", async () => {
    const gameId = await createGame(t, admin.token, home, away);
    const sub = await subscribe(exact);
    await bet(t, exact.token, gameId, 1, 1);
    await setResult(t, admin.token, gameId, "1:1");
    const sent = await Promise.all([pass(), pass(), pass()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(push.messagesFor(sub.id).filter((m) => m.body.includes("1:1 Eagles"))).toHaveLength(1);
  });
});
