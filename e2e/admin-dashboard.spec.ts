import type { Page } from "@playwright/test";
import {
  ADMIN,
  expect as baseExpect,
  checkA11y,
  loginViaApi,
  registerViaApi,
  shot,
  signIn,
  type Translate,
  test,
} from "./fixtures";
import { createGame, placeBetViaApi, uniqueName } from "./game-data";

// The machine running the suite may be busy: screens get a little longer than the default 5 s to settle.
const expect = baseExpect.configure({ timeout: 10_000 });

const TILES = ["totalUsers", "totalGames", "totalBets", "activeGames"] as const;

async function openDashboard(page: Page, t: Translate, path = "/admin/dashboard") {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: t("admin", "dashboard.title") })).toBeVisible({ timeout: 20_000 });
}

test.describe("admin dashboard", () => {
  test.slow();

  test("tiles show the league numbers and the shortcuts lead to the admin screens", async ({ page, request, t }) => {
    const admin = await loginViaApi(request, ADMIN);
    await signIn(page, admin);
    await openDashboard(page, t);

    const tiles = page.getByRole("list", { name: t("admin", "dashboard.statsLabel") });
    // Other tests add users and games meanwhile: read the API and the screen until they agree.
    await expect(async () => {
      await page.reload();
      const response = await request.get("/api/users/admin/stats", { headers: { Authorization: `Bearer ${admin.token}` } });
      const stats = (await response.json()) as Record<(typeof TILES)[number], number>;
      for (const key of TILES) {
        const tile = tiles.getByRole("listitem").filter({ hasText: t("admin", `dashboard.${key}`) });
        await expect(tile.getByText(String(stats[key]), { exact: true })).toBeVisible({ timeout: 2_000 });
      }
    }).toPass({ timeout: 60_000 });

    await expect(page.getByRole("heading", { name: t("admin", "dashboard.activity.title") })).toBeVisible();
    await expect(page.getByRole("heading", { name: t("admin", "dashboard.quickActions") })).toBeVisible();
    await checkA11y(page);
    await shot(page, "admin-dashboard");

    const shortcuts = page.getByRole("navigation", { name: t("admin", "dashboard.shortcuts") });
    const links: Array<[string, string]> = [
      ["users.title", "/admin/users"],
      ["games.title", "/admin/games"],
      ["teams.title", "/admin/teams"],
      ["notifications.title", "/admin/notifications"],
    ];
    for (const [key, href] of links) {
      await expect(shortcuts.getByRole("link", { name: t("admin", key) })).toHaveAttribute("href", href);
    }
    await shortcuts.getByRole("link", { name: t("admin", "users.title") }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);

    await page.goBack();
    await page.getByRole("link", { name: t("admin", "dashboard.addTeam") }).click();
    await expect(page).toHaveURL(/\/admin\/teams$/);
    await expect(page.getByRole("dialog", { name: t("admin", "teams.addTitle") })).toBeVisible();
  });

  test("the round status follows a player's bets", async ({ page, request, t, lang }) => {
    const admin = await loginViaApi(request, ADMIN);
    const round = uniqueName(`Status ${lang}`);
    const first = await createGame(request, admin.token, { daysAhead: 3, round });
    const second = await createGame(request, admin.token, { daysAhead: 4, round });
    const player = await registerViaApi(request, { fullName: uniqueName(`Bettor ${lang}`) });
    await signIn(page, admin);
    await openDashboard(page, t);

    await page.getByLabel(t("admin", "dashboard.round.select"), { exact: true }).selectOption(round);
    await expect(page).toHaveURL(/[?&]round=/);
    const card = page.getByRole("region", { name: t("admin", "dashboard.round.title") });
    await expect(card.getByRole("definition").first()).toHaveText("2");
    const row = card.getByRole("listitem").filter({ hasText: player.fullName });
    const progress = row.getByRole("progressbar");
    await expect(row).toContainText(`#${player.user._id.slice(-6)}`);
    await expect(row).toContainText(t("admin", "dashboard.round.progress", { bets: 0, games: 2 }));
    await expect(row).toContainText(t("admin", "dashboard.round.none"));
    await expect(progress).toHaveAttribute("aria-valuenow", "0");
    await checkA11y(page);
    await shot(page, "admin-dashboard-round");

    await placeBetViaApi(request, player.token, first._id, 2, 1);
    await page.reload();
    await expect(row).toContainText(t("admin", "dashboard.round.progress", { bets: 1, games: 2 }));
    await expect(row).toContainText(t("admin", "dashboard.round.partial"));
    await expect(progress).toHaveAttribute("aria-valuenow", "50");

    await placeBetViaApi(request, player.token, second._id, 0, 0);
    await page.reload();
    await expect(row).toContainText(t("admin", "dashboard.round.progress", { bets: 2, games: 2 }));
    await expect(row).toContainText(t("admin", "dashboard.round.complete"));
    await expect(progress).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByLabel(t("admin", "dashboard.round.select"), { exact: true })).toHaveValue(round);
  });
});
