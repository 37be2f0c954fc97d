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

  it("imports teams all or nothing", async () => {
    const ok = await t.request({
      method: "POST",
      url: "/api/groups/import",
      token: admin,
      payload: { teams: [{ name: "Import One" }, { name: "הפועל באר שבע", logoUrl: "", description: "דרום" }] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.imported).toBe(2);
    const before = (await t.request({ method: "GET", url: "/api/groups", token: admin })).body.length;
    const bad = await t.request({
      method: "POST",
      url: "/api/groups/import",
      token: admin,
      payload: { teams: [{ name: "Fresh Team" }, { name: "import one" }] },
    });
    expect(bad.status).toBe(409);
    expect(bad.body.errors).toEqual([{ path: "teams.1.name", message: "A team with this name already exists" }]);
    const after = (await t.request({ method: "GET", url: "/api/groups", token: admin })).body.length;
    expect(after).toBe(before);
  });
});
