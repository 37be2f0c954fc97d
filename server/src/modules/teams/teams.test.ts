import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGame, createTeam, seedPeople } from "../../test/fixtures";
import { dbTargets, startTestApp, type TestApp } from "../../test/harness";

describe.each(dbTargets)("teams API on $name", (target) => {
  let t: TestApp;
  let admin: string;
  let player: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    const people = await seedPeople(t, 1);
    admin = people.admin.token;
    player = people.players[0].token;
  });
  afterAll(async () => t.close());

  it("creates, lists (by name), updates and deletes a team", async () => {
    const id = await createTeam(t, admin, "Zeta United", { logoUrl: "/logos/zeta.png", description: "Since 1900" });
    await createTeam(t, admin, "Alpha FC");
    const list = await t.request({ method: "GET", url: "/api/groups", token: player });
    expect(list.status).toBe(200);
    const names = list.body.map((team: { name: string }) => team.name);
    expect(names.indexOf("Alpha FC")).toBeLessThan(names.indexOf("Zeta United"));
    expect(list.body.find((team: { _id: string }) => team._id === id)).toEqual({
      _id: id,
      name: "Zeta United",
      logoUrl: "/logos/zeta.png",
      description: "Since 1900",
    });
    const updated = await t.request({
      method: "PUT",
      url: `/api/groups/${id}`,
      token: admin,
      payload: { name: "Zeta City", logoUrl: "https://example.com/z.png", description: "" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.team.name).toBe("Zeta City");
    const deleted = await t.request({ method: "DELETE", url: `/api/groups/${id}`, token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe("Team deleted successfully!");
    const after = await t.request({ method: "GET", url: "/api/groups", token: player });
    expect(after.body.some((team: { _id: string }) => team._id === id)).toBe(false);
  });

  it("refuses blank names, bad logo URLs and duplicate names (case-insensitive)", async () => {
    const blank = await t.request({ method: "POST", url: "/api/groups", token: admin, payload: { name: "   " } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("Team name is required");
    const badUrl = await t.request({
      method: "POST",
      url: "/api/groups",
      token: admin,
      payload: { name: "Logo FC", logoUrl: "javascript:alert(1)" },
    });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.message).toBe("Logo URL must be a valid URL");
    await createTeam(t, admin, "Maccabi Haifa");
    const dup = await t.request({ method: "POST", url: "/api/groups", token: admin, payload: { name: "maccabi HAIFA" } });
    expect(dup.status).toBe(409);
  });

  it("refuses to delete a team that games use (409 with the count) and loses nothing", async () => {
    const home = await createTeam(t, admin, "Home Side");
    const away = await createTeam(t, admin, "Away Side");
    await createGame(t, admin, home, away);
    await createGame(t, admin, away, home);
    const res = await t.request({ method: "DELETE", url: `/api/groups/${home}`, token: admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This team is used by 2 game(s) and cannot be deleted");
    const games = await t.request({ method: "GET", url: "/api/games", token: player });
    expect(games.body.filter((g: { homeGroupId: { _id: string } }) => g.homeGroupId._id === home)).toHaveLength(1);
  });

  it("lets only admins write teams", async () => {
    const asPlayer = await t.request({ method: "POST", url: "/api/groups", token: player, payload: { name: "Nope" } });
    expect(asPlayer.status).toBe(403);
    const anonymous = await t.request({ method: "GET", url: "/api/groups" });
    expect(anonymous.status).toBe(401);
  });

  const teamNames = async () =>
    (await t.request({ method: "GET", url: "/api/groups", token: admin })).body.map((team: { name: string }) => team.name);
  const importTeams = (teams: { name: string; logoUrl?: string; description?: string }[]) =>
    t.request({ method: "POST", url: "/api/groups/import", token: admin, payload: { teams } });

  it("imports new teams; the same teams again import nothing, and that is not an error", async () => {
    const teams = [{ name: "Import One" }, { name: "הפועל באר שבע", logoUrl: "", description: "דרום" }];
    const first = await importTeams(teams);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ imported: 2, skipped: 0 });
    const before = await teamNames();
    expect(before).toEqual(expect.arrayContaining(["Import One", "הפועל באר שבע"]));
    const again = await importTeams(teams);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ imported: 0, skipped: 2 });
    expect(await teamNames()).toEqual(before);
  });

  it("imports only the rows not already present: existing names (any case, NFC) and names repeated in the body are skipped", async () => {
    await createTeam(t, admin, "Café Present");
    const res = await importTeams([
      { name: "Mix New A" },
      { name: "cafe\u0301 PRESENT" }, // the existing team, decomposed and in other case
      { name: "Mix New B", description: "second" },
      { name: "MIX NEW A", description: "a repeat of row 1" },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 2, skipped: 2 });
    const names = await teamNames();
    expect(names.filter((name: string) => name.toLowerCase().startsWith("mix new"))).toEqual(["Mix New A", "Mix New B"]);
    expect(names.filter((name: string) => name.normalize("NFC").toLowerCase() === "café present")).toEqual(["Café Present"]);
    const list = (await t.request({ method: "GET", url: "/api/groups", token: admin })).body;
    expect(list.find((team: { name: string }) => team.name === "Mix New A").description).toBe("");
  });

  it("lets concurrent imports of the same teams add each team once, with no 409 or 500", async () => {
    for (let run = 0; run < 5; run++) {
      const teams = [{ name: `Race ${run} One` }, { name: `Race ${run} Two` }, { name: `Race ${run} Three` }];
      const answers = await Promise.all(Array.from({ length: 4 }, () => importTeams(teams)));
      for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answers.map((answer) => answer.body.imported).sort()).toEqual([0, 0, 0, 3]);
      expect(answers.every((answer) => answer.body.imported + answer.body.skipped === 3)).toBe(true);
      expect((await teamNames()).filter((name: string) => name.startsWith(`Race ${run} `))).toHaveLength(3);
    }
  });

  it("writes nothing when any row of the body is invalid (400), new rows included", async () => {
    const before = await teamNames();
    const bad = await importTeams([{ name: "Would Be New" }, { name: "Bad Logo", logoUrl: "javascript:alert(1)" }]);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: "teams.1.logoUrl", message: "Logo URL must be a valid URL" }]);
    const blank = await importTeams([{ name: "Would Be New" }, { name: "   " }]);
    expect(blank.status).toBe(400);
    const empty = await importTeams([]);
    expect(empty.status).toBe(400);
    expect(await teamNames()).toEqual(before);
  });
});
