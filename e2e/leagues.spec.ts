import type { Page } from "@playwright/test";
import {
  ADMIN,
  checkA11y,
  expect,
  loginViaApi,
  openMenu,
  registerViaApi,
  shot,
  signIn,
  type Translate,
  test,
  toast,
  uniqueEmail,
} from "./fixtures";
import { openScreen, uniqueName } from "./game-data";

/** A league's table on its page: the rows of its members (docs/rules.md "Leagues"). */
function tableRows(page: Page, t: Translate) {
  return page.getByRole("region", { name: t("leagues", "league.table") }).getByRole("listitem");
}

/**
 * Leagues with invite links (docs/rules.md "Leagues"): a player creates a league and copies its link, a friend opens it
 * signed out, registers and lands in the league, and the owner removes them again.
 */
test.describe("leagues", () => {
  test.slow(); // two browser contexts, a registration and a11y checks on four screens

  test("A creates a league and copies its link; B opens it signed out, registers, lands in it and sees both on its table; A removes B", async ({
    page,
    browser,
    request,
    t,
    lang,
  }) => {
    const owner = await registerViaApi(request, { fullName: uniqueName("Ada") });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(page, owner);
    await page.goto("/dashboard");
    const menu = await openMenu(page, t);
    await menu.getByRole("link", { name: t("layout", "nav.leagues") }).click();
    await expect(page.getByRole("heading", { level: 1, name: t("leagues", "title") })).toBeVisible();
    await expect(page.getByText(t("leagues", "empty"))).toBeVisible();
    await checkA11y(page);
    await shot(page, "leagues");

    // A name the rules refuse is explained under the field, in the page's language.
    const nameField = page.getByLabel(t("leagues", "create.name"), { exact: true });
    await page.getByRole("button", { name: t("leagues", "create.submit") }).click();
    await expect(page.getByText(t("validation", "leagueNameRequired"))).toBeVisible();

    const league = uniqueName("Office");
    await nameField.fill(league);
    await page.getByRole("button", { name: t("leagues", "create.submit") }).click();
    await expect(page.getByRole("heading", { level: 1, name: league })).toBeVisible();
    await expect(tableRows(page, t)).toHaveCount(1);

    await page.getByRole("button", { name: t("leagues", "league.invite.copy") }).click();
    await expect(toast(page, t("leagues", "league.invite.copied"))).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/join\/[A-Z0-9]{10}$/);
    await expect(page.getByTestId("invite-link")).toHaveValue(link);
    await checkA11y(page);
    await shot(page, "league-owner");

    // B, in another browser, is signed out: the link leads through login to registration and into the league.
    const context = await browser.newContext();
    await context.addInitScript((language) => window.localStorage.setItem("bettingApp_language", language), lang);
    const friend = await context.newPage();
    await friend.goto(link);
    await expect(friend).toHaveURL(/\/login$/);
    await friend.getByRole("link", { name: t("auth", "login.registerLink") }).click();
    const friendName = uniqueName("Ben");
    await friend.getByLabel(t("auth", "register.fullName"), { exact: true }).fill(friendName);
    await friend.getByLabel(t("auth", "register.email"), { exact: true }).fill(uniqueEmail("league"));
    await friend.getByLabel(t("auth", "register.password"), { exact: true }).fill("secret-pass-1");
    await friend.getByLabel(t("auth", "register.confirmPassword"), { exact: true }).fill("secret-pass-1");
    await friend.getByRole("button", { name: t("auth", "register.submit"), exact: true }).click();

    await expect(friend).toHaveURL(/\/leagues\/[0-9a-f]{24}$/);
    await expect(toast(friend, t("leagues", "join.welcome", { name: league }))).toBeVisible();
    await expect(friend.getByRole("heading", { level: 1, name: league })).toBeVisible();
    for (const name of [owner.fullName, friendName]) {
      await expect(tableRows(friend, t).filter({ has: friend.getByRole("link", { name, exact: true }) })).toBeVisible();
    }
    await expect(tableRows(friend, t)).toHaveCount(2);
    // A member shares the link too, but only the owner manages the league.
    await expect(friend.getByTestId("invite-link")).toHaveValue(link);
    await expect(friend.getByRole("button", { name: t("leagues", "league.newLink.action") })).toHaveCount(0);
    await expect(friend.getByRole("button", { name: t("leagues", "league.delete.action") })).toHaveCount(0);
    await checkA11y(friend);
    await shot(friend, "league-member");

    // The leaderboard's league selector: Everyone first, then B's league, whose table holds the two of them.
    await friend.goto("/leaderboard");
    const selector = friend.getByLabel(t("leaderboard", "view.league"), { exact: true });
    await expect(selector.locator("option").first()).toHaveText(t("leaderboard", "view.everyone"));
    await selector.selectOption({ label: league });
    await expect(friend).toHaveURL(/[?&]league=[0-9a-f]{24}/);
    const ranking = friend.getByRole("region", { name: t("leaderboard", "ranking") }).getByRole("listitem");
    await expect(ranking).toHaveCount(2);
    await checkA11y(friend);

    // A removes B, after confirming (the page opened again: nothing tells A's screen that B joined).
    await openScreen(page, new URL(page.url()).pathname, league);
    await expect(tableRows(page, t)).toHaveCount(2);
    const members = page.getByTestId("league-members");
    await members.getByRole("button", { name: t("leagues", "league.remove.named", { name: friendName }) }).click();
    const dialog = page.getByRole("dialog", { name: t("leagues", "league.remove.title") });
    await expect(dialog).toContainText(t("leagues", "league.remove.confirm", { name: friendName, league }));
    await checkA11y(page);
    await dialog.getByRole("button", { name: t("leagues", "league.remove.action") }).click();
    await expect(toast(page, t("validation", "leagueMemberRemoved"))).toBeVisible();
    await expect(members.getByRole("listitem")).toHaveCount(1);
    await expect(tableRows(page, t)).toHaveCount(1);

    // B is out: the league is no longer theirs to see.
    await friend.goto("/leagues");
    await expect(friend.getByText(t("leagues", "empty"))).toBeVisible();
    await context.close();
  });

  test("an admin finds a user's leagues on the users screen and deletes an abusive one, after confirming", async ({
    page,
    request,
    t,
  }) => {
    const player = await registerViaApi(request, { fullName: uniqueName("Troll") });
    const abusive = uniqueName("Rude league");
    const created = await request.post("/api/leagues", {
      headers: { authorization: `Bearer ${player.token}` },
      data: { name: abusive },
    });
    expect(created.status()).toBe(201);

    await signIn(page, await loginViaApi(request, ADMIN));
    await openScreen(page, "/admin/users", t("admin", "users.title"));
    await page.getByLabel(t("admin", "users.search"), { exact: true }).fill(player.email);
    await page.getByRole("button", { name: t("admin", "users.leagues.named", { name: player.fullName }) }).click();
    const dialog = page.getByRole("dialog", { name: t("admin", "users.leagues.title", { name: player.fullName }) });
    await expect(dialog.getByText(abusive, { exact: true })).toBeVisible();
    await checkA11y(page);
    await shot(page, "admin-user-leagues");

    await dialog.getByRole("button", { name: t("admin", "users.leagues.deleteNamed", { name: abusive }) }).click();
    const confirm = page.getByRole("dialog", { name: t("admin", "users.leagues.deleteTitle") });
    await confirm.getByRole("button", { name: t("common", "actions.delete") }).click();
    await expect(toast(page, t("validation", "leagueDeleted"))).toBeVisible();
    await expect(dialog.getByText(t("admin", "users.leagues.none"))).toBeVisible();
    const mine = await request.get("/api/leagues", { headers: { authorization: `Bearer ${player.token}` } });
    expect((await mine.json()).leagues).toEqual([]);
  });
});
