import { ADMIN, expect, loginViaApi, registerViaApi, signIn, test } from "./fixtures";
import { createGame, placeBetViaApi, setResult, uniqueName } from "./game-data";

/**
 * Names are user input: a player or team called `<script>…` or carrying RTL override characters must
 * show as plain text on every screen, and no script may run. A script that ran would set window.__pwned
 * or open a dialog; either fails the test.
 */
const SCRIPT_NAME = `<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">`;
const RTL_NAME = "\u202Egnp.exe\u202C Mallory";

test("names with <script> and RTL overrides render as text on every screen", async ({ page, request }) => {
  test.slow();
  const admin = (await loginViaApi(request, ADMIN)).token;
  const player = await registerViaApi(request, { fullName: `${SCRIPT_NAME} ${uniqueName("x")}` });
  const other = await registerViaApi(request, { fullName: `${RTL_NAME} ${uniqueName("y")}` });
  const round = uniqueName("Round");
  const open = await createGame(request, admin, {
    daysAhead: 1,
    round,
    home: `${SCRIPT_NAME} FC ${round}`,
    away: `${RTL_NAME} United ${round}`,
  });
  const done = await createGame(request, admin, {
    daysAhead: 2,
    round,
    home: `${uniqueName("<b>bold</b>")}`,
    away: uniqueName("Away"),
  });
  await placeBetViaApi(request, player.token, open._id, 1, 0);
  await placeBetViaApi(request, other.token, open._id, 2, 2);
  await placeBetViaApi(request, player.token, done._id, 3, 1);
  await setResult(request, admin, done._id, "3:1");

  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const adminSession = await loginViaApi(request, ADMIN);
  await signIn(page, adminSession);
  const screens = [
    "/dashboard",
    "/upcoming-games",
    "/completed-games",
    `/games/${open._id}/bet`,
    `/games/${open._id}/bets`,
    "/leaderboard",
    `/user/${player.user._id}`,
    `/user/${other.user._id}`,
    "/admin/dashboard",
    "/admin/users",
    "/admin/teams",
    "/admin/games",
  ];
  for (const path of screens) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const pwned = await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned);
    expect(pwned, path).toBeUndefined();
    expect(await page.locator("main script, main img[src='x']").count(), path).toBe(0);
  }
  // The raw markup is visible as text where the name is shown.
  await page.goto(`/games/${open._id}/bets`);
  await expect(page.getByText("<script>window.__pwned=1</script>", { exact: false }).first()).toBeVisible();
  await page.goto("/admin/teams");
  await expect(page.getByText(`${SCRIPT_NAME} FC ${round}`, { exact: false }).first()).toBeVisible();
  expect(dialogs).toEqual([]);
});
