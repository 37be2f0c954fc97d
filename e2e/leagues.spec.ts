import type { Page } from "@playwright/test";
import {
  ADMIN,
  checkA11y,
  expect,
  expectWholeName,
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
import { createLeagueViaApi, joinLeagueViaApi, otherPlayer } from "./league-data";

/** A league's table on its page: the rows of its members (docs/rules.md "Leagues"). */
function tableRows(page: Page, t: Translate) {
  return page.getByRole("region", { name: t("leagues", "league.table") }).getByRole("listitem");
}

/** The confirmation dialog with this title (new link, leave, delete). */
function confirmDialog(page: Page, title: string) {
  return page.getByRole("dialog", { name: title });
}

/**
 * Leagues with invite links (docs/rules.md "Leagues"): a player creates a league and copies its link, a friend opens it
 * signed out, registers and lands in the league, and the owner removes them again.
 */
test.describe("leagues", () => {
  test.slow(); // two browser contexts, a registration and a11y checks on four screens

  // Issue 27 item 3: a friend who opened the link saw only "Welcome back / Log in".
  test("the invite link's page names the league and who invited, with registering as prominent as logging in", async ({
    page,
    browser,
    request,
    t,
    lang,
  }) => {
    const owner = await registerViaApi(request, { fullName: `Dana Levi ${uniqueName("")}` });
    const name = uniqueName("Friday Five-a-side");
    const league = await createLeagueViaApi(request, owner, name);

    await page.goto(`/join/${league.inviteCode}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText(t("leagues", "invite.kicker"))).toBeVisible();
    await expectWholeName(page.getByRole("main"), owner.fullName);
    await expect(page.getByRole("main")).toContainText(t("leagues", "invite.by_one", { count: 1 }));
    const register = page.getByRole("link", { name: t("leagues", "invite.register") });
    const login = page.getByRole("link", { name: t("leagues", "invite.login") });
    const [registerBox, loginBox] = [await register.boundingBox(), await login.boundingBox()];
    expect(registerBox && loginBox && Math.abs(registerBox.height - loginBox.height) < 1).toBe(true);
    expect(registerBox && loginBox && Math.abs(registerBox.width - loginBox.width) < 1).toBe(true);
    await checkA11y(page);
    await shot(page, "league-invitation");

    // Logging in from the invitation comes back to the link, which joins the league.
    const friend = await registerViaApi(request, { fullName: uniqueName("Friend") });
    await login.click();
    await page.getByLabel(t("auth", "login.email"), { exact: true }).fill(friend.email);
    await page.getByLabel(t("auth", "login.password"), { exact: true }).fill(friend.password);
    await page.getByRole("button", { name: t("auth", "login.submit"), exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(/\/leagues\/[0-9a-f]{24}$/);

    // An old or unknown code says so, and still offers both ways in.
    const stranger = await otherPlayer(browser, lang);
    await stranger.page.goto("/join/ACDEFGHJKM");
    await expect(stranger.page.getByRole("heading", { level: 1, name: t("leagues", "invite.gone") })).toBeVisible();
    await expect(stranger.page.getByRole("link", { name: t("leagues", "invite.register") })).toBeVisible();
    await stranger.context.close();
  });

  // Issue 27 item 11: "the Champion badge appears ... in a league created a minute ago" (everyone shares rank 1 at 0).
  test("a league nobody has scored in yet crowns no champion", async ({ page, request, t }) => {
    const owner = await registerViaApi(request, { fullName: uniqueName("Noa") });
    const friend = await registerViaApi(request, { fullName: uniqueName("Omer") });
    const league = await createLeagueViaApi(request, owner, uniqueName("Brand new"));
    await joinLeagueViaApi(request, friend, league.inviteCode);
    await signIn(page, owner);
    await page.goto(`/leagues/${league._id}`);
    await expect(tableRows(page, t)).toHaveCount(2);
    await expect(tableRows(page, t).getByText(t("leaderboard", "you"), { exact: true })).toHaveCount(1);
    await expect(page.getByText(t("leaderboard", "champion"), { exact: true })).toHaveCount(0);
  });

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
    // From here A's page stays as it is: anything new on it comes by the event stream, not a navigation.
    const ownerNavigations: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) ownerNavigations.push(frame.url());
    });

    // B, in another browser, is signed out: the link leads through login to registration and into the league.
    const context = await browser.newContext();
    await context.addInitScript((language) => window.localStorage.setItem("bettingApp_language", language), lang);
    const friend = await context.newPage();
    await friend.goto(link);
    await expect(friend.getByRole("heading", { level: 1, name: league })).toBeVisible();
    await friend.getByRole("link", { name: t("leagues", "invite.register") }).click();
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

    // A's league page, open all along, shows B by itself (the live `league` event): no reload.
    await expect(tableRows(page, t)).toHaveCount(2);
    const members = page.getByTestId("league-members");
    await expect(members.getByRole("listitem")).toHaveCount(2);
    expect(ownerNavigations).toEqual([]);

    // A removes B, after confirming.
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

  test("B joins by typing A's code in lower case on the leagues page; A makes a new link, after which the old link finds no league and the new one lets C in", async ({
    page,
    browser,
    request,
    t,
    lang,
  }) => {
    const owner = await registerViaApi(request, { fullName: uniqueName("Ada") });
    const league = await createLeagueViaApi(request, owner, uniqueName("Pub"));
    const oldCode = league.inviteCode;

    // B types the code by hand: an empty field is explained, and case and surrounding spaces do not matter.
    const ben = await registerViaApi(request, { fullName: uniqueName("Ben") });
    const b = await otherPlayer(browser, lang, ben);
    await openScreen(b.page, "/leagues", t("leagues", "title"));
    await expect(b.page.getByText(t("leagues", "empty"))).toBeVisible();
    const joinButton = b.page.getByRole("button", { name: t("leagues", "join.submit"), exact: true });
    await joinButton.click();
    await expect(b.page.getByText(t("validation", "inviteCodeRequired"))).toBeVisible();
    await b.page.getByLabel(t("leagues", "join.code"), { exact: true }).fill(`  ${oldCode.toLowerCase()}  `);
    await joinButton.click();
    await expect(b.page).toHaveURL(new RegExp(`/leagues/${league._id}$`));
    await expect(toast(b.page, t("leagues", "join.welcome", { name: league.name }))).toBeVisible();
    await expect(b.page.getByRole("heading", { level: 1, name: league.name })).toBeVisible();
    for (const name of [owner.fullName, ben.fullName]) {
      await expect(tableRows(b.page, t).filter({ has: b.page.getByRole("link", { name, exact: true }) })).toBeVisible();
    }
    await expect(tableRows(b.page, t)).toHaveCount(2);
    // Back on the leagues page, the league is B's now.
    await b.page.getByRole("link", { name: t("leagues", "league.back"), exact: true }).click();
    await expect(b.page.getByTestId("my-leagues").getByRole("link", { name: league.name })).toBeVisible();
    await b.context.close();

    // A replaces the link, after confirming: the invite card shows a new one.
    await signIn(page, owner);
    await openScreen(page, `/leagues/${league._id}`, league.name);
    await expect(tableRows(page, t)).toHaveCount(2);
    const inviteLink = page.getByTestId("invite-link");
    const oldLink = await inviteLink.inputValue();
    expect(oldLink).toMatch(new RegExp(`/join/${oldCode}$`));
    await page.getByRole("button", { name: t("leagues", "league.newLink.action") }).click();
    const dialog = confirmDialog(page, t("leagues", "league.newLink.title"));
    await expect(dialog).toContainText(t("leagues", "league.newLink.confirm"));
    await checkA11y(page);
    await dialog.getByRole("button", { name: t("leagues", "league.newLink.action") }).click();
    await expect(toast(page, t("leagues", "league.newLink.done"))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(inviteLink).not.toHaveValue(oldLink);
    const newLink = await inviteLink.inputValue();
    expect(newLink).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/join\/[A-Z0-9]{10}$/);
    // Members stay in the league.
    await expect(tableRows(page, t)).toHaveCount(2);

    // C, signed in, follows the old link: no such league. The new link lets C in.
    const cara = await registerViaApi(request, { fullName: uniqueName("Cara") });
    const c = await otherPlayer(browser, lang, cara);
    await c.page.goto(oldLink);
    await expect(toast(c.page, t("validation", "leagueNotFound"))).toBeVisible();
    const main = c.page.getByRole("main");
    await expect(main.getByText(t("leagues", "join.failed"))).toBeVisible();
    await expect(main.getByRole("link", { name: t("leagues", "join.back") })).toBeVisible();
    await checkA11y(c.page);
    await shot(c.page, "league-join-failed");
    await c.page.goto(newLink);
    await expect(c.page).toHaveURL(new RegExp(`/leagues/${league._id}$`));
    await expect(toast(c.page, t("leagues", "join.welcome", { name: league.name }))).toBeVisible();
    await expect(c.page.getByRole("heading", { level: 1, name: league.name })).toBeVisible();
    await expect(
      tableRows(c.page, t).filter({ has: c.page.getByRole("link", { name: cara.fullName, exact: true }) }),
    ).toBeVisible();
    await expect(tableRows(c.page, t)).toHaveCount(3);
    await c.context.close();
  });

  test("B, who has an account, opens A's link signed out, logs in, lands in the league and leaves it after confirming; A deletes the league after confirming", async ({
    page,
    browser,
    request,
    t,
    lang,
  }) => {
    const owner = await registerViaApi(request, { fullName: uniqueName("Ada") });
    const league = await createLeagueViaApi(request, owner, uniqueName("Club"));
    const ben = await registerViaApi(request, { fullName: uniqueName("Ben") });

    // B follows the link signed out: the invitation's "Log in" (not the registration) leads into the league.
    const b = await otherPlayer(browser, lang);
    await b.page.goto(`/join/${league.inviteCode}`);
    await b.page.getByRole("link", { name: t("leagues", "invite.login") }).click();
    await expect(b.page).toHaveURL(/\/login$/);
    await b.page.getByLabel(t("auth", "login.email"), { exact: true }).fill(ben.email);
    await b.page.getByLabel(t("auth", "login.password"), { exact: true }).fill(ben.password);
    await b.page.getByRole("button", { name: t("auth", "login.submit"), exact: true }).click();
    await expect(b.page).toHaveURL(new RegExp(`/leagues/${league._id}$`));
    await expect(toast(b.page, t("leagues", "join.welcome", { name: league.name }))).toBeVisible();
    await expect(b.page.getByRole("heading", { level: 1, name: league.name })).toBeVisible();
    for (const name of [owner.fullName, ben.fullName]) {
      await expect(tableRows(b.page, t).filter({ has: b.page.getByRole("link", { name, exact: true }) })).toBeVisible();
    }
    await expect(tableRows(b.page, t)).toHaveCount(2);

    // B leaves, after confirming: back on the leagues page with no league, and the league's page is closed to B.
    await b.page.getByRole("button", { name: t("leagues", "league.leave.action") }).click();
    const leave = confirmDialog(b.page, t("leagues", "league.leave.title"));
    await expect(leave).toContainText(t("leagues", "league.leave.confirm", { league: league.name }));
    await checkA11y(b.page);
    await leave.getByRole("button", { name: t("leagues", "league.leave.action") }).click();
    await expect(toast(b.page, t("leagues", "league.leave.done", { league: league.name }))).toBeVisible();
    await expect(b.page).toHaveURL(/\/leagues$/);
    await expect(b.page.getByText(t("leagues", "empty"))).toBeVisible();
    await b.page.goto(`/leagues/${league._id}`);
    await expect(b.page.getByRole("main").getByText(t("validation", "leagueNotFound"))).toBeVisible();
    await expect(b.page.getByRole("heading", { level: 1, name: league.name })).toHaveCount(0);

    // A finds the league in the list, alone in it again, and deletes it after confirming.
    await signIn(page, owner);
    await openScreen(page, "/leagues", t("leagues", "title"));
    await page.getByTestId("my-leagues").getByRole("link", { name: league.name }).click();
    await expect(page.getByRole("heading", { level: 1, name: league.name })).toBeVisible();
    await expect(tableRows(page, t)).toHaveCount(1);
    await expect(page.getByRole("button", { name: t("leagues", "league.leave.action") })).toHaveCount(0);
    await page.getByRole("button", { name: t("leagues", "league.delete.action") }).click();
    const remove = confirmDialog(page, t("leagues", "league.delete.title"));
    await expect(remove).toContainText(t("leagues", "league.delete.confirm", { league: league.name }));
    await checkA11y(page);
    await remove.getByRole("button", { name: t("leagues", "league.delete.action") }).click();
    await expect(toast(page, t("validation", "leagueDeleted"))).toBeVisible();
    await expect(page).toHaveURL(/\/leagues$/);
    await expect(page.getByText(t("leagues", "empty"))).toBeVisible();
    await expect(page.getByText(league.name, { exact: true })).toHaveCount(0);

    // Its link leads nowhere now.
    await b.page.goto(`/join/${league.inviteCode}`);
    await expect(toast(b.page, t("validation", "leagueNotFound"))).toBeVisible();
    await expect(b.page.getByRole("main").getByText(t("leagues", "join.failed"))).toBeVisible();
    await b.context.close();
  });
});
