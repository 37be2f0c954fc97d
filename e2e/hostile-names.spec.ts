import { messages } from "@app/domain";
import {
  ADMIN,
  expect,
  expectNoHorizontalScroll,
  loginViaApi,
  registerViaApi,
  signIn,
  test,
  uniqueEmail,
  WITHOUT_SERVICE_WORKER,
  withoutLiveUpdates,
} from "./fixtures";
import { createGame, placeBetViaApi, setResult, uniqueName } from "./game-data";

// This spec intercepts or watches API calls (see WITHOUT_SERVICE_WORKER).
test.use(WITHOUT_SERVICE_WORKER);

/**
 * Names are user input: a player or team called `<script>…` must show as plain text on every screen, and no
 * script may run (a script that ran would set window.__pwned or open a dialog; either fails the test).
 * Names carrying direction overrides or invisible characters are refused by the server and by the form.
 */
const SCRIPT = "<script>window.__pwned=1</script>";
const IMG = `<img src=x onerror="window.__pwned=2">`;
const RTL_NAME = "\u202Egnp.exe\u202C Mallory";

test("a name with a direction override is refused by the register form and by the server", async ({ page, request, t }) => {
  const refused = await request.post("/api/auth/register", {
    data: { fullName: RTL_NAME, email: uniqueEmail("rtl"), password: "secret-pass-1" },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe(messages.en.nameHiddenCharacters);

  await page.goto("/register");
  await page.getByLabel(t("auth", "register.fullName"), { exact: true }).fill(RTL_NAME);
  await page.getByLabel(t("auth", "register.email"), { exact: true }).fill(uniqueEmail("rtl"));
  await page.getByLabel(t("auth", "register.password"), { exact: true }).fill("secret-pass-1");
  await page.getByLabel(t("auth", "register.confirmPassword"), { exact: true }).fill("secret-pass-1");
  await page.getByRole("button", { name: t("auth", "register.submit"), exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: t("validation", "nameHiddenCharacters") })).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test("names with <script> and <img onerror> render as text on every screen", async ({ page, request }) => {
  test.slow();
  const admin = (await loginViaApi(request, ADMIN)).token;
  const player = await registerViaApi(request, { fullName: `${SCRIPT} ${uniqueName("x")}` });
  const other = await registerViaApi(request, { fullName: `${IMG} ${uniqueName("y")}` });
  const round = uniqueName("R");
  const open = await createGame(request, admin, {
    daysAhead: 1,
    round,
    home: `${SCRIPT} ${round}`,
    away: `${IMG} ${round}`,
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
  // The live-update stream (GET /api/events) never ends, so the network would never be idle: these screens render
  // without it (it carries no names).
  await withoutLiveUpdates(page);
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
    // A name that is one long token (the markup has no spaces) wraps: a phone's page never scrolls sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoHorizontalScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  // The raw markup is visible as text where the name is shown.
  await page.goto(`/games/${open._id}/bets`);
  await expect(page.getByText(SCRIPT, { exact: false }).first()).toBeVisible();
  await page.goto("/admin/teams");
  await expect(page.getByText(`${IMG} ${round}`, { exact: false }).first()).toBeVisible();
  expect(dialogs).toEqual([]);
});
