import type { Browser, Page } from "@playwright/test";
import {
  type Account,
  ADMIN,
  checkA11y,
  expect,
  expectNoHorizontalScroll,
  type Lang,
  loginViaApi,
  registerViaApi,
  signIn,
  type Translate,
  test,
  toast,
} from "./fixtures";
import { createGame, openScreen, placeBetViaApi, setResult, uniqueName } from "./game-data";

/**
 * Several competitions at once (docs/rules.md "Competitions"): an admin adds a competition and imports an openfootball
 * file into it; a player switches competitions on the games screen and the leaderboard and sees each one's games and
 * points; once the admin finishes it, its final table shows its winner.
 */

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A page of its own for the player, in the project's language, signed in. */
async function playerPage(browser: Browser, lang: Lang, player: Account): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" });
  await context.addInitScript(
    ({ language, token, expiration }) => {
      try {
        if (!window.localStorage.getItem("token")) {
          window.localStorage.setItem("bettingApp_language", language);
          window.localStorage.setItem("token", token);
          window.localStorage.setItem("tokenExpiration", expiration);
        }
      } catch {
        // about:blank has no storage
      }
    },
    { language: lang, token: player.token, expiration: String(Date.now() + player.expiresIn * 1000) },
  );
  return context.newPage();
}

const picker = (page: Page) => page.getByTestId("competition-picker");

/** The player's row of the ranking and the points it shows. */
function pointsOf(page: Page, t: Translate, name: string) {
  return page
    .getByRole("region", { name: t("leaderboard", "ranking") })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name, exact: true }) })
    .locator("p", { hasText: t("leaderboard", "pointsShort") });
}

test.describe("competitions", () => {
  test("an admin adds a competition and imports into it, a player switches between competitions, a finished one shows its winners", async ({
    page,
    browser,
    request,
    t,
    lang,
  }) => {
    test.slow();
    const admin = await loginViaApi(request, ADMIN);
    const tag = uniqueName(lang);
    const cupName = `Cup ${tag}`;
    const mainGame = await createGame(request, admin.token, { daysAhead: 3, round: `Main ${tag}` });

    // The admin adds the competition...
    await signIn(page, admin);
    await openScreen(page, "/admin/games", t("admin", "games.title"));
    const card = page.getByRole("region", { name: t("competitions", "admin.title") });
    await card.getByLabel(t("competitions", "admin.newName")).fill(cupName);
    await card.getByRole("button", { name: t("competitions", "admin.create") }).click();
    await expect(toast(page, t("competitions", "admin.created"))).toBeVisible();
    const cupRow = card.getByTestId("competition-row").filter({ hasText: cupName });
    await expect(cupRow).toContainText(t("competitions", "admin.active"));

    // ...and imports a file in the rounds shape (teams as objects) into it, chosen on the import card.
    const [home, away] = [`Cup Home ${tag}`, `Cup Away ${tag}`];
    const file = {
      name: `Fixtures ${tag}`,
      rounds: [
        {
          name: `Cup Round ${tag}`,
          matches: [
            { date: day(2), time: "18:00", team1: { name: home, code: "CHO" }, team2: { name: away, code: "CAW" } },
            { date: day(4), time: "20:00", team1: { name: away, code: "CAW" }, team2: { name: home, code: "CHO" } },
          ],
        },
      ],
    };
    const fixtures = page.getByRole("region", { name: t("fixtures", "import.title") });
    await fixtures.getByTestId("fixtures-competition").selectOption({ label: cupName });
    await fixtures
      .locator('input[type="file"]')
      .setInputFiles({ name: "cup.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(file)) });
    const preview = fixtures.getByRole("region", { name: t("fixtures", "import.previewTitle") });
    await preview.getByRole("button", { name: t("fixtures", "import.confirm") }).click();
    await expect(toast(page, t("fixtures", "import.done", { teams: 2, games: 2, results: 0 }))).toBeVisible();
    await expect(cupRow).toContainText(t("competitions", "admin.games_other", { count: 2 }));
    await checkA11y(page);

    // The player bets in both competitions: Main's game ends 2:1 (exact, 3 points), the cup's first 2:0 (1 point).
    const auth = { headers: { Authorization: `Bearer ${admin.token}` } };
    const competitions = (await (await request.get("/api/competitions", auth)).json()).competitions as {
      _id: string;
      name: string;
    }[];
    const cupId = competitions.find((c) => c.name === cupName)?._id ?? "";
    const cupGames = (await (await request.get(`/api/games?competition=${cupId}`, auth)).json()) as { _id: string }[];
    expect(cupGames).toHaveLength(2);
    const player = await registerViaApi(request, { fullName: `Fan ${tag}` });
    await placeBetViaApi(request, player.token, mainGame._id, 2, 1);
    await placeBetViaApi(request, player.token, cupGames[0]._id, 1, 0);
    await setResult(request, admin.token, mainGame._id, "2:1");
    await setResult(request, admin.token, cupGames[0]._id, "2:0");

    const fan = await playerPage(browser, lang, player);
    // Games screen: every competition at first, each card naming its own; then one competition at a time.
    await openScreen(fan, "/upcoming-games?round=all&closeOnly=false", t("games", "upcoming.title"));
    const cupCard = fan.getByRole("article", { name: t("games", "card.matchup", { home: away, away: home }) });
    await expect(cupCard.getByTestId("card-competition")).toHaveText(cupName);
    await picker(fan).selectOption({ label: cupName });
    await expect(fan).toHaveURL(new RegExp(`competition=${cupId}`));
    await expect(fan.getByRole("article")).toHaveCount(1);
    await expect(cupCard).toBeVisible();
    await expect(cupCard.getByTestId("card-competition")).toHaveCount(0);
    await picker(fan).selectOption({ label: "Main" });
    await expect(cupCard).toHaveCount(0);
    await expectNoHorizontalScroll(fan);

    // Leaderboard: the choice is remembered (Main), then the cup; each shows its own points.
    await openScreen(fan, "/leaderboard", t("leaderboard", "title"));
    await expect(picker(fan)).toHaveValue(competitions.find((c) => c.name === "Main")?._id ?? "");
    await expect(pointsOf(fan, t, player.fullName)).toContainText("3");
    await picker(fan).selectOption({ label: cupName });
    await expect(pointsOf(fan, t, player.fullName)).toContainText("1");
    await expect(pointsOf(fan, t, player.fullName)).not.toContainText("3");
    await picker(fan).selectOption({ value: "" });
    await expect(pointsOf(fan, t, player.fullName)).toContainText("4");

    // The admin finishes the cup; its final table names its winner.
    await cupRow.getByRole("button", { name: t("competitions", "admin.finishLabel", { name: cupName }) }).click();
    await expect(toast(page, t("competitions", "admin.finishedDone"))).toBeVisible();
    await expect(cupRow).toContainText(t("competitions", "admin.finishedStatus"));
    await fan.goto(`/leaderboard?competition=${cupId}`);
    const final = fan.getByRole("region", { name: t("competitions", "final.winners", { name: cupName }) });
    await expect(final).toBeVisible();
    await expect(final.getByRole("link", { name: player.fullName, exact: true })).toBeVisible();
    await expect(final).toContainText(t("competitions", "final.notice", { name: cupName }));
    await checkA11y(fan);

    // The same screens at 375 px: the picker fits, nothing scrolls sideways.
    await fan.setViewportSize({ width: 375, height: 812 });
    await expect(picker(fan)).toBeVisible();
    await expect(final).toBeVisible();
    await expectNoHorizontalScroll(fan);
    await openScreen(fan, `/upcoming-games?competition=${cupId}&round=all&closeOnly=false`, t("games", "upcoming.title"));
    await expect(picker(fan)).toHaveValue(cupId);
    await expectNoHorizontalScroll(fan);
    await checkA11y(fan);
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(cupRow).toBeVisible();
    await expectNoHorizontalScroll(page);
    await fan.context().close();
  });
});
