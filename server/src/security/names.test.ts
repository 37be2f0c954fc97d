import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTeam, seedPeople } from "../test/fixtures";
import { dbTargets, startTestApp, type TestApp } from "../test/harness";

/**
 * Every route that takes a name refuses direction controls and invisible characters, and stores names
 * trimmed and in NFC, on both databases (docs/rules.md "Names"); team logos may not point at another host.
 */
describe.each(dbTargets)("names and logos on $name", (target) => {
  let t: TestApp;
  let admin: { token: string; id: string };
  let teamId: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    ({ admin } = await seedPeople(t, 0));
    teamId = await createTeam(t, admin.token, "Names FC");
  });
  afterAll(() => t.close());

  const HIDDEN = "\u202Egnp.exe\u202C Mallory";
  const counts = async () => (await t.request({ method: "GET", url: "/api/users/admin/stats", token: admin.token })).body;

  it("refuses a hidden character in every name with its message, in en and he, writing nothing", async () => {
    const before = await counts();
    const calls = [
      { method: "POST", url: "/api/auth/register", payload: { fullName: HIDDEN, email: "m1@example.com", password: "Kx9#mPq2" } },
      {
        method: "POST",
        url: "/api/users/admin",
        payload: { username: "ad\u200Bmin", email: "m2@example.com", password: "Kx9#mPq2" },
      },
      { method: "PUT", url: `/api/users/${admin.id}`, payload: { username: "Ad\u2066min", email: "m3@example.com" } },
      { method: "PATCH", url: "/api/auth/me", payload: { fullName: "Ad\u200Dmin" } },
      { method: "POST", url: "/api/groups", payload: { name: `Team ${HIDDEN}` } },
      { method: "PUT", url: `/api/groups/${teamId}`, payload: { name: "Names\u200FFC" } },
      { method: "POST", url: "/api/groups/import", payload: { teams: [{ name: "Fine Team" }, { name: "Bad\uFEFFTeam" }] } },
      { method: "POST", url: "/api/leagues", payload: { name: `League ${HIDDEN}` } },
    ] as const;
    for (const call of calls) {
      for (const [lang, message] of [
        ["en", "Names cannot contain invisible or text-direction characters"],
        ["he", "שם לא יכול להכיל תווים בלתי נראים או תווי כיווניות"],
      ] as const) {
        const res = await t.request({ ...call, token: admin.token, headers: { "accept-language": lang } });
        expect(res.status, `${call.method} ${call.url}`).toBe(400);
        expect(res.body.message, `${call.method} ${call.url}`).toBe(message);
      }
    }
    expect(await counts()).toEqual(before);
    const teams = (await t.request({ method: "GET", url: "/api/groups", token: admin.token })).body;
    expect(teams.map((team: { name: string }) => team.name)).toEqual(["Names FC"]);
  });

  it("refuses the second probe's blank-looking and invisible names over the wire, and keeps niqqud, accents and emoji", async () => {
    // Written as JSON escapes, so the lone surrogates reach the server as they would from a hostile client.
    const hostile = [
      "\\u3164",
      "Dana\\u2800",
      "a\\u2064b",
      "a\\u180Eb",
      "Da\\u00ADna",
      "Dana\\uDB40\\uDC41",
      "a\\u2028b",
      "a\\u2029b",
      "a\\u034Fb",
      "a\\u206Ab",
      "a\\uFFF9b",
      "Dana\\uD800",
      `Z${"\\u0301".repeat(48)}`,
    ];
    const before = await counts();
    for (const [i, name] of hostile.entries()) {
      const res = await t.request({
        method: "POST",
        url: "/api/auth/register",
        headers: { "content-type": "application/json" },
        payload: `{"fullName":"${name}","email":"blank${i}@example.com","password":"Kx9#mPq2"}`,
      });
      expect(res.status, name).toBe(400);
      expect(res.body.message, name).toBe("Names cannot contain invisible or text-direction characters");
    }
    expect(await counts()).toEqual(before);
    for (const [i, name] of ["שָׁלוֹם כַּהֵן", "Zoë Ångström", "❤️ Ronaldo 7️⃣"].entries()) {
      const res = await t.request({
        method: "POST",
        url: "/api/auth/register",
        payload: { fullName: name, email: `fine${i}@example.com`, password: "Kx9#mPq2" },
      });
      expect(res.status, name).toBe(201);
      expect(res.body.user.fullName).toBe(name);
    }
  });

  it("refuses a name over 50 characters and stores names trimmed, in NFC, emoji and Hebrew intact", async () => {
    const long = await t.request({
      method: "POST",
      url: "/api/auth/register",
      payload: { fullName: "x".repeat(51), email: "long@example.com", password: "Kx9#mPq2" },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("Names can be at most 50 characters");

    const decomposed = await t.request({
      method: "POST",
      url: "/api/auth/register",
      payload: { fullName: "  Jose\u0301 👨‍👩‍👧  ", email: "jose@example.com", password: "Kx9#mPq2" },
    });
    expect(decomposed.status).toBe(201);
    expect(decomposed.body.user.fullName).toBe("José 👨‍👩‍👧");
    const hebrew = await t.request({ method: "POST", url: "/api/groups", token: admin.token, payload: { name: " מכבי חיפה " } });
    expect(hebrew.status).toBe(201);
    expect(hebrew.body.team.name).toBe("מכבי חיפה");
  });

  it("refuses a logo path that a browser reads as another host", async () => {
    for (const logoUrl of ["//evil.com/logo.png", "/\\evil.com/logo.png"]) {
      const res = await t.request({
        method: "POST",
        url: "/api/groups",
        token: admin.token,
        payload: { name: `Logo ${logoUrl.length}`, logoUrl },
      });
      expect(res.status, logoUrl).toBe(400);
      const edit = await t.request({
        method: "PUT",
        url: `/api/groups/${teamId}`,
        token: admin.token,
        payload: { name: "Names FC", logoUrl },
      });
      expect(edit.status, logoUrl).toBe(400);
    }
    const team = (await t.request({ method: "GET", url: "/api/groups", token: admin.token })).body.find(
      (row: { _id: string }) => row._id === teamId,
    );
    expect(team.logoUrl).toBe("");
  });
});
