import type { Locator, Page } from "@playwright/test";
import { ADMIN, expect, loginViaApi, registerViaApi, signIn, test } from "./fixtures";
import { adminToken, createGame, createTeam, uniqueName } from "./game-data";

/**
 * Opens a dialog from the keyboard (focus + Enter), closes it with Escape, and checks the focus is back on the
 * button that opened it, so a keyboard user carries on where they were.
 */
async function escapeReturnsFocus(page: Page, opener: Locator) {
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/\S/);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test.describe("dialogs", () => {
  test("a player's dialogs close on Escape and give the focus back to their button", async ({ page, request, t }) => {
    await signIn(page, await registerViaApi(request));
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: t("dashboard", "title") })).toBeVisible();
    await escapeReturnsFocus(page, page.getByRole("button", { name: t("layout", "menu.open") }));
    await escapeReturnsFocus(page, page.getByRole("button", { name: t("notifications", "quickAction.enable") }));
  });

  test("an admin's dialogs close on Escape and give the focus back to their button", async ({ page, request, t }) => {
    test.slow(); // four admin screens
    const admin = await adminToken(request);
    const team = await createTeam(request, admin, uniqueName("Dialog FC"));
    const game = await createGame(request, admin, { daysAhead: 30, round: uniqueName("Dialogs") });
    const player = await registerViaApi(request, { fullName: uniqueName("Dialog Player") });
    await signIn(page, await loginViaApi(request, ADMIN));

    await page.goto("/admin/teams");
    await escapeReturnsFocus(page, page.getByRole("button", { name: t("admin", "teams.add") }));
    await escapeReturnsFocus(page, page.getByRole("button", { name: t("admin", "teams.editNamed", { name: team.name }) }));
    await escapeReturnsFocus(page, page.getByRole("button", { name: t("admin", "teams.deleteNamed", { name: team.name }) }));

    await page.goto("/admin/users");
    await escapeReturnsFocus(page, page.getByRole("button", { name: t("admin", "users.add") }));
    const name = player.fullName;
    await page.getByRole("searchbox", { name: t("admin", "users.search") }).fill(name);
    await escapeReturnsFocus(page, page.getByRole("button", { name: t("admin", "users.passwordNamed", { name }) }));
    await escapeReturnsFocus(page, page.getByRole("button", { name: t("admin", "users.deleteNamed", { name }) }));

    await page.goto("/admin/games");
    const match = { home: game.homeGroupId.name, away: game.awayGroupId.name };
    await page
      .getByRole("region", { name: t("admin", "games.list.title") })
      .getByLabel(t("admin", "games.list.roundFilter"))
      .selectOption({ label: t("admin", "games.list.allRounds") });
    await escapeReturnsFocus(page, page.getByRole("button", { name: t("admin", "games.list.deleteNamed", match) }));
  });
});
