import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bet, createGame, createTeam, dayFromToday, seedPeople, setResult } from "../../test/fixtures";
import { dbTargets, startTestApp, type TestApp } from "../../test/harness";

describe.each(dbTargets)("games API on $name", (target) => {
  let t: TestApp;
  let admin: string;
  let player: string;
  let teamA: string;
  let teamB: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    const people = await seedPeople(t, 1);
    admin = people.admin.token;
    player = people.players[0].token;
    teamA = await createTeam(t, admin, "Hapoel", { logoUrl: "/logos/h.png" });
    teamB = await createTeam(t, admin, "Maccabi");
  });
  afterAll(async () => t.close());

  it("creates a game with populated teams, status and the caller's bet", async () => {
    const id = await createGame(t, admin, teamA, teamB, { date: dayFromToday(3), hour: "19:45", round: "Round 7" });
    await bet(t, player, id, 2, 0);
    const res = await t.request({ method: "GET", url: `/api/games/${id}`, token: player });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: id,
      homeGroupId: { _id: teamA, name: "Hapoel", logoUrl: "/logos/h.png" },
      awayGroupId: { _id: teamB, name: "Maccabi", logoUrl: "" },
      date: dayFromToday(3),
      hour: "19:45",
      round: "Round 7",
      isBettingLocked: false,
      isFinished: false,
      finalResult: "",
      status: "upcoming",
      liveScore: null,
      userBet: { predictedResult: { homeScore: 2, awayScore: 0 }, points: 0, isCalculated: false },
    });
    expect(res.body.kickoffAt).toBe(`${dayFromToday(3)}T19:45:00.000Z`);
    const forAdmin = await t.request({ method: "GET", url: `/api/games/${id}`, token: admin });
    expect(forAdmin.body.userBet).toBeNull();
  });

  it("validates games with the documented messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ homeGroupId: teamA, awayGroupId: teamA, date: dayFromToday(1), hour: "10:00" }, "Home and away teams must be different"],
      [
        { homeGroupId: teamA, awayGroupId: teamB, date: dayFromToday(1), hour: "10:00", isFinished: true },
        "Both home and away scores are required for finished games",
      ],
      [{ homeGroupId: teamA, awayGroupId: teamB, date: "2026-02-30", hour: "10:00" }, "Date must be a valid date (YYYY-MM-DD)"],
      [{ homeGroupId: teamA, awayGroupId: teamB, date: dayFromToday(1), hour: "25:00" }, "Time must be HH:MM (24-hour)"],
      [
        { homeGroupId: teamA, awayGroupId: teamB, date: dayFromToday(1), hour: "10:00", finalResult: "2-1" },
        "Final result must look like 2:1",
      ],
      [{ awayGroupId: teamB, date: dayFromToday(1), hour: "10:00" }, "Home team is required"],
    ];
    for (const [payload, message] of cases) {
      const res = await t.request({ method: "POST", url: "/api/games", token: admin, payload });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const unknownTeam = await t.request({
      method: "POST",
      url: "/api/games",
      token: admin,
      payload: { homeGroupId: "0123456789abcdef01234567", awayGroupId: teamB, date: dayFromToday(1), hour: "10:00" },
    });
    expect(unknownTeam.status).toBe(400);
    expect(unknownTeam.body.message).toBe("Team not found");
  });

  it("lists finished games newest first and upcoming ones by round and 5-day window", async () => {
    const t2 = await startTestApp(target);
    try {
      const { admin: a, players } = await seedPeople(t2, 1);
      const h = await createTeam(t2, a.token, "H");
      const w = await createTeam(t2, a.token, "W");
      const old = await createGame(t2, a.token, h, w, {
        date: dayFromToday(-10),
        round: "Round 1",
        isFinished: true,
        finalResult: "1:0",
      });
      const older = await createGame(t2, a.token, h, w, {
        date: dayFromToday(-17),
        round: "Round 1",
        isFinished: true,
        finalResult: "0:0",
      });
      const soon1 = await createGame(t2, a.token, h, w, { date: dayFromToday(1), round: "Round 2" });
      const soon2 = await createGame(t2, a.token, w, h, { date: dayFromToday(4), round: "Round 2" });
      const later = await createGame(t2, a.token, h, w, { date: dayFromToday(12), round: "Round 10" });
      const token = players[0].token;

      const finished = await t2.request({ method: "GET", url: "/api/games/finished", token });
      expect(finished.body.map((g: { _id: string }) => g._id)).toEqual([old, older]);
      const page = await t2.request({ method: "GET", url: "/api/games/finished?limit=1&offset=1", token });
      expect(page.body.map((g: { _id: string }) => g._id)).toEqual([older]);

      const rounds = await t2.request({ method: "GET", url: "/api/games/rounds", token });
      expect(rounds.body).toEqual({
        rounds: ["Round 1", "Round 2", "Round 10"],
        currentRound: "Round 2",
        today: dayFromToday(0),
        timeZone: "UTC",
      });

      const current = await t2.request({ method: "GET", url: "/api/games/upcoming", token });
      expect(current.body.map((g: { _id: string }) => g._id)).toEqual([soon1, soon2]);
      const all = await t2.request({ method: "GET", url: "/api/games/upcoming?round=all&closeOnly=false", token });
      expect(all.body.map((g: { _id: string }) => g._id)).toEqual([soon1, soon2, later]);
      const allClose = await t2.request({ method: "GET", url: "/api/games/upcoming?round=all&closeOnly=true", token });
      expect(allClose.body.map((g: { _id: string }) => g._id)).toEqual([soon1, soon2]);
      const round10 = await t2.request({ method: "GET", url: "/api/games/upcoming?round=Round%2010&closeOnly=false", token });
      expect(round10.body.map((g: { _id: string }) => g._id)).toEqual([later]);
      const upcomingFlag = await t2.request({ method: "GET", url: "/api/games?upcoming=true", token });
      expect(upcomingFlag.body).toHaveLength(3);
      const finishedFlag = await t2.request({ method: "GET", url: "/api/games?finished=true", token });
      expect(finishedFlag.body).toHaveLength(2);
      const bad = await t2.request({ method: "GET", url: "/api/games?limit=1000", token });
      expect(bad.status).toBe(400);
    } finally {
      await t2.close();
    }
  });

  it("reports a game locked from kickoff on and live while not finished", async () => {
    const id = await createGame(t, admin, teamA, teamB, { date: dayFromToday(0), hour: "00:00" });
    const res = await t.request({ method: "GET", url: `/api/games/${id}`, token: player });
    expect(res.body.isBettingLocked).toBe(true);
    expect(res.body.status).toBe("live");
  });

  it("updates fields and answers 404 for unknown games", async () => {
    const id = await createGame(t, admin, teamA, teamB);
    const res = await t.request({
      method: "PUT",
      url: `/api/games/${id}`,
      token: admin,
      payload: { round: "Semi-final", isBettingLocked: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.game).toMatchObject({ round: "Semi-final", isBettingLocked: true, status: "live", hour: "20:00" });
    const missing = await t.request({ method: "GET", url: "/api/games/0123456789abcdef01234567", token: player });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Game not found");
    const malformed = await t.request({ method: "GET", url: "/api/games/not-an-id", token: player });
    expect(malformed.status).toBe(400);
  });

  const importGames = (games: Record<string, unknown>[]) =>
    t.request({ method: "POST", url: "/api/games/import", token: admin, payload: { games } });
  const gameCount = async () => (await t.request({ method: "GET", url: "/api/games", token: admin })).body.length;

  it("writes nothing when any row is invalid or names an unknown team (400, per-row errors), else every row", async () => {
    const before = await gameCount();
    const rows = Array.from({ length: 50 }, (_, i) => ({
      homeGroupId: teamA,
      awayGroupId: teamB,
      date: dayFromToday(20 + i),
      hour: "18:00",
      round: "Imported",
    }));
    rows[37] = { ...rows[37], awayGroupId: teamA };
    const bad = await importGames(rows);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: "games.37.awayGroupId", message: "Home and away teams must be different" }]);
    const unknownTeam = await importGames([rows[0], { ...rows[1], homeGroupId: "0123456789abcdef01234567" }]);
    expect(unknownTeam.status).toBe(400);
    expect(unknownTeam.body.errors).toEqual([{ path: "games.1.homeGroupId", message: "Team not found" }]);
    const malformed = await importGames([rows[0], { ...rows[1], date: "2026-02-30" }]);
    expect(malformed.status).toBe(400);
    expect(await gameCount()).toBe(before);
    rows[37] = { ...rows[37], awayGroupId: teamB };
    const ok = await importGames(rows);
    expect(ok.body).toEqual({ imported: 50, skipped: 0 });
    expect(await gameCount()).toBe(before + 50);
  });

  it("imports the same games twice: nothing the second time, and that is not an error", async () => {
    const rows = [
      { homeGroupId: teamA, awayGroupId: teamB, date: dayFromToday(90), hour: "18:00", round: "Twice" },
      { homeGroupId: teamB, awayGroupId: teamA, date: dayFromToday(90), hour: "20:00", round: "Twice" },
    ];
    expect((await importGames(rows)).body).toEqual({ imported: 2, skipped: 0 });
    const before = await gameCount();
    const again = await importGames(rows);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ imported: 0, skipped: 2 });
    expect(await gameCount()).toBe(before);
  });

  it("imports only the games not already present (same home, away and date), nor repeated in the body", async () => {
    const date = dayFromToday(95);
    const present = await createGame(t, admin, teamA, teamB, { date, hour: "12:00", round: "Mix" });
    const before = await gameCount();
    const res = await importGames([
      { homeGroupId: teamA, awayGroupId: teamB, date, hour: "21:00", round: "Mix" }, // present (another hour)
      { homeGroupId: teamB, awayGroupId: teamA, date, hour: "21:00", round: "Mix" }, // new: home and away swapped
      { homeGroupId: teamA, awayGroupId: teamB, date: dayFromToday(96), hour: "21:00", round: "Mix" }, // new: another day
      { homeGroupId: teamB, awayGroupId: teamA, date, hour: "22:00", round: "Mix" }, // repeats row 2
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 2, skipped: 2 });
    expect(await gameCount()).toBe(before + 2);
    const mix = (await t.request({ method: "GET", url: "/api/games", token: admin })).body.filter(
      (game: { round: string }) => game.round === "Mix",
    );
    expect(
      mix.map((game: { _id: string; homeGroupId: { _id: string }; date: string; hour: string }) => [
        game._id === present,
        game.homeGroupId._id,
        game.date,
        game.hour,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [true, teamA, date, "12:00"],
        [false, teamB, date, "21:00"],
        [false, teamA, dayFromToday(96), "21:00"],
      ]),
    );
    expect(mix).toHaveLength(3);
  });

  it("lets concurrent imports of the same games add each game once, with no 409 or 500", async () => {
    for (let run = 0; run < 5; run++) {
      const rows = [0, 1, 2].map((i) => ({
        homeGroupId: teamA,
        awayGroupId: teamB,
        date: dayFromToday(100 + i),
        hour: "18:00",
        round: `Race ${run}`,
      }));
      const answers = await Promise.all(Array.from({ length: 4 }, () => importGames(rows)));
      for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      // The first run adds the three games; the later ones find them (other rounds, same teams and dates) present.
      expect(answers.map((answer) => answer.body.imported).sort()).toEqual(run === 0 ? [0, 0, 0, 3] : [0, 0, 0, 0]);
      const onThoseDays = (await t.request({ method: "GET", url: "/api/games", token: admin })).body.filter(
        (game: { date: string }) => rows.some((row) => row.date === game.date),
      );
      expect(onThoseDays).toHaveLength(3);
    }
  });

  it("refuses game writes to players (403) and anonymous callers (401)", async () => {
    const id = await createGame(t, admin, teamA, teamB);
    const writes = [
      { method: "POST" as const, url: "/api/games", payload: {} },
      { method: "PUT" as const, url: `/api/games/${id}`, payload: { round: "x" } },
      { method: "PUT" as const, url: `/api/games/${id}/result`, payload: { finalResult: "1:0", isFinished: true } },
      { method: "DELETE" as const, url: `/api/games/${id}` },
      { method: "POST" as const, url: "/api/games/import", payload: { games: [] } },
    ];
    for (const write of writes) {
      expect((await t.request({ ...write, token: player })).status, write.url).toBe(403);
      expect((await t.request(write)).status, write.url).toBe(401);
    }
    const game = await t.request({ method: "GET", url: `/api/games/${id}`, token: player });
    expect(game.body.isFinished).toBe(false);
    await setResult(t, admin, id, "1:1");
  });
});

describe("today for the 'within 5 days' filters", () => {
  it("is the date in APP_TIMEZONE, not the server's or the viewer's", async () => {
    // Kiritimati is UTC+14 and Niue UTC-11: at most moments of a day they are on different dates.
    for (const zone of ["Pacific/Kiritimati", "Pacific/Niue"]) {
      const t = await startTestApp({ name: "sqlite" }, { APP_TIMEZONE: zone });
      try {
        const { token } = await seedPeople(t, 0).then((people) => people.admin);
        const before = new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date());
        const today = (await t.request({ method: "GET", url: "/api/games/rounds", token })).body.today;
        const after = new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date());
        expect([before, after]).toContain(today);
      } finally {
        await t.close();
      }
    }
  });
});
