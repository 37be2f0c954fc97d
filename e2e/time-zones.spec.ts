import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { request as apiRequest } from "@playwright/test";
import { ADMIN, expect, loginViaApi, registerViaApi, signIn, test } from "./fixtures";
import { createGame, openScreen, uniqueName } from "./game-data";

/**
 * A league kept in Asia/Jerusalem, watched from New York (docs/rules.md "Delivery"): kickoffs show on the viewer's own
 * clock with the zone's short name, and the admin's form says which zone it takes. The shared e2e server keeps UTC, so
 * this spec starts a server of its own with that APP_TIMEZONE.
 */
const LEAGUE_ZONE = "Asia/Jerusalem";
const VIEWER_ZONE = "America/New_York";
const root = path.resolve(import.meta.dirname, "..");

async function startLeagueServer(port: number): Promise<{ server: ChildProcess; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "score-e2e-zone-"));
  const server = spawn(process.execPath, [path.join(root, "server/dist/main.js")], {
    cwd: root,
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite://${path.join(dataDir, "betting.sqlite")}`,
      APP_TIMEZONE: LEAGUE_ZONE,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "error",
    },
  });
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status ?? 0, { timeout: 30_000 })
    .toBe(200);
  return { server, dataDir };
}

/** How a clock in `timeZone` reads `instant` (HH:mm), and that zone's short name in `locale`. */
function clockIn(instant: Date, timeZone: string, locale: string) {
  const time = new Intl.DateTimeFormat("en-US", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    instant,
  );
  const zone = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  return { time, zone };
}

test("a viewer in New York sees a kickoff entered in Jerusalem on their own clock, with the zone's name", async ({
  browser,
  t,
  lang,
}, testInfo) => {
  test.slow(); // a server of its own
  // Clear of the run's own servers: the results feed at +1000, the mailbox at +2000 and +2001 (playwright.config.ts).
  const port = Number(process.env.E2E_PORT || 3210) + 3000 + testInfo.parallelIndex;
  const baseURL = `http://127.0.0.1:${port}`;
  const { server, dataDir } = await startLeagueServer(port);
  const api = await apiRequest.newContext({ baseURL });
  try {
    const admin = await loginViaApi(api, ADMIN);
    const round = uniqueName("Zone round");
    const game = await createGame(api, admin.token, { daysAhead: 3, round, hour: "20:30" });
    const stored = await api.get(`/api/games/${game._id}`, { headers: { Authorization: `Bearer ${admin.token}` } });
    const { kickoffAt } = (await stored.json()) as { kickoffAt: string };
    const kickoff = new Date(kickoffAt);
    // The server took 20:30 as Jerusalem's wall clock.
    expect(clockIn(kickoff, LEAGUE_ZONE, "en-US").time).toBe("20:30");

    // The admin's form says which zone its times are in.
    const adminContext = await browser.newContext({ baseURL, timezoneId: VIEWER_ZONE });
    await adminContext.addInitScript((language) => window.localStorage.setItem("bettingApp_language", language), lang);
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, admin);
    await openScreen(adminPage, "/admin/games", t("admin", "games.title"));
    const form = adminPage.getByRole("region", { name: t("admin", "games.form.addTitle") });
    await expect(form.getByText(t("admin", "games.form.timeZoneHint", { zone: LEAGUE_ZONE }))).toBeVisible();
    await adminContext.close();

    // A player in New York: the card reads their clock and names its zone, not Jerusalem's 20:30.
    const player = await registerViaApi(api);
    const context = await browser.newContext({ baseURL, timezoneId: VIEWER_ZONE });
    await context.addInitScript((language) => window.localStorage.setItem("bettingApp_language", language), lang);
    const page = await context.newPage();
    await signIn(page, player);
    await openScreen(page, `/upcoming-games?round=${encodeURIComponent(round)}`, t("games", "upcoming.title"));
    const card = page.getByRole("article", {
      name: t("games", "card.matchup", { home: game.homeGroupId.name, away: game.awayGroupId.name }),
    });
    const newYork = clockIn(kickoff, VIEWER_ZONE, lang === "he" ? "he-IL" : "en-US");
    expect(newYork.time).not.toBe("20:30");
    await expect(card).toContainText(newYork.time);
    await expect(card).toContainText(newYork.zone ?? VIEWER_ZONE);
    await expect(card).not.toContainText("20:30");
    await context.close();
  } finally {
    await api.dispose();
    server.kill("SIGTERM");
    await new Promise((resolve) => (server.exitCode === null ? server.once("exit", resolve) : resolve(null)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
