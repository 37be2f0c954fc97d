import type { LeaderboardEntry } from "@app/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PAGE } from "../../lib/paging";
import { bet, createGame, createTeam, setResult } from "../../test/fixtures";
import { dbTargets, registerUser, startTestApp, type TestApp } from "../../test/harness";

const SUMMARY = "/api/users/leaderboard/summary";

/** Pages through the leaderboard the way the web does, `MAX_PAGE` rows at a time. */
async function everyPage(t: TestApp, token: string): Promise<LeaderboardEntry[][]> {
  const pages: LeaderboardEntry[][] = [];
  for (let offset = 0; ; offset += MAX_PAGE) {
    const res = await t.request({ method: "GET", url: `/api/users/leaderboard?limit=${MAX_PAGE}&offset=${offset}`, token });
    expect(res.status).toBe(200);
    pages.push(res.body);
    if (res.body.length < MAX_PAGE) return pages;
  }
}

const total = (entries: LeaderboardEntry[], pick: (entry: LeaderboardEntry) => number) =>
  entries.reduce((sum, entry) => sum + pick(entry), 0);

describe.each(dbTargets)("leaderboard summary on $name", (target) => {
  describe("with more players than one leaderboard page", () => {
    let t: TestApp;
    let admin: { token: string; id: string };
    let players: { token: string; id: string }[];
    let openGame: string;

    /**
     * The admin (who never bets: an organiser, in no table or count) and 104 players "Player 001".."Player 104"
     * (zero-padded, so name order is number order). Players 1-40 get both scored games exact (6 points), player 41
     * one outcome (1 point); everyone else has none, so the zero-point tail is ranked by name and players 101-104
     * land on the second page, where each places a bet that is still pending.
     */
    beforeAll(async () => {
      t = await startTestApp(target);
      admin = await registerUser(t, { fullName: "Admin" });
      players = [];
      for (let n = 1; n <= 104; n += 1) players.push(await registerUser(t, { fullName: `Player ${String(n).padStart(3, "0")}` }));
      const home = await createTeam(t, admin.token, "Summary Home");
      const away = await createTeam(t, admin.token, "Summary Away");
      const first = await createGame(t, admin.token, home, away, { round: "Round 1" });
      const second = await createGame(t, admin.token, away, home, { round: "Round 1" });
      openGame = await createGame(t, admin.token, home, away, { round: "Round 2" });
      for (const player of players.slice(0, 40)) {
        await bet(t, player.token, first, 2, 1);
        await bet(t, player.token, second, 0, 0);
      }
      await bet(t, players[40].token, first, 1, 0);
      await bet(t, players[40].token, second, 1, 2);
      for (const player of players.slice(100)) await bet(t, player.token, openGame, 1, 1);
      await setResult(t, admin.token, first, "2:1");
      await setResult(t, admin.token, second, "0:0");
    });
    afterAll(() => t.close());

    it("counts every ranked player, not the first page", async () => {
      const pages = await everyPage(t, players[0].token);
      expect(pages.map((page) => page.length)).toEqual([100, 4]);
      const everyone = pages.flat();
      const firstPage = pages[0];
      const secondPageIds = pages[1].map((entry) => entry._id);
      expect(secondPageIds).toEqual(players.slice(100).map((p) => p.id));
      expect(
        everyone.some((entry) => entry._id === admin.id),
        "the organiser is in no table",
      ).toBe(false);

      const res = await t.request({ method: "GET", url: SUMMARY, token: players[0].token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        totalPlayers: 104,
        totalBets: 86,
        highestScore: 6,
        correctPredictions: 81,
        exactScores: 80,
        averagePoints: 2.3,
      });
      // The same numbers as summing every page, and not what the first page alone adds up to.
      expect(res.body.totalPlayers).toBe(everyone.length);
      expect(res.body.totalBets).toBe(total(everyone, (e) => e.totalBets));
      expect(res.body.correctPredictions).toBe(total(everyone, (e) => e.correctPredictions));
      expect(res.body.exactScores).toBe(total(everyone, (e) => e.exactScores));
      expect(res.body.highestScore).toBe(everyone[0].totalPoints);
      expect(total(firstPage, (e) => e.totalBets)).toBe(82);
      expect(Math.round((total(firstPage, (e) => e.totalPoints) / firstPage.length) * 10) / 10).toBe(2.4);
    });

    it("follows new bets and results at once (a cached answer is not served stale)", async () => {
      const before = (await t.request({ method: "GET", url: SUMMARY, token: admin.token })).body;
      await bet(t, players[41].token, openGame, 3, 0);
      const afterBet = (await t.request({ method: "GET", url: SUMMARY, token: admin.token })).body;
      expect(afterBet).toEqual({ ...before, totalBets: before.totalBets + 1 });
      await setResult(t, admin.token, openGame, "3:0");
      const afterResult = (await t.request({ method: "GET", url: SUMMARY, token: admin.token })).body;
      // Player 42's exact 3:0 now leads nobody (6 points stay highest) but adds 3 points, one correct, one exact.
      expect(afterResult).toEqual({
        ...afterBet,
        correctPredictions: afterBet.correctPredictions + 1,
        exactScores: afterBet.exactScores + 1,
        averagePoints: Math.round((244 / 104) * 10) / 10,
      });
    });
  });

  it("is all zeros but the one player when nothing is scored yet", async () => {
    const t = await startTestApp(target);
    try {
      // The admin has no bet, so is an organiser and not counted; the player without a bet is.
      const admin = await registerUser(t, { fullName: "Admin" });
      await registerUser(t, { fullName: "Player A" });
      const res = await t.request({ method: "GET", url: SUMMARY, token: admin.token });
      expect(res.body).toEqual({
        totalPlayers: 1,
        totalBets: 0,
        highestScore: 0,
        correctPredictions: 0,
        exactScores: 0,
        averagePoints: 0,
      });
    } finally {
      await t.close();
    }
  });
});
