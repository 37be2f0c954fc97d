import {
  ADMIN,
  checkA11y,
  expect,
  loginViaApi,
  openMenu,
  registerViaApi,
  seedStorage,
  shot,
  signIn,
  test,
  toast,
  translate,
  watchDrawing,
} from "./fixtures";
import { uniqueName } from "./game-data";

test.describe("route guards", () => {
  test("anonymous visitors are sent to /login", async ({ page, t, lang }) => {
    for (const path of ["/dashboard", "/settings", "/upcoming-games", "/games/abc/bet", "/admin/users", "/"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
    await expect(page.getByRole("heading", { level: 1, name: t("auth", "login.title") })).toBeVisible();
    await expect(page.getByRole("button", { name: t("layout", "menu.open") })).toHaveCount(0);

    // Anonymous visitors can switch the language from the header.
    const other = lang === "he" ? "en" : "he";
    await page.getByRole("button", { name: t("common", `language.${other}`) }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", other === "he" ? "rtl" : "ltr");
    await expect(page.getByRole("heading", { level: 1, name: translate(other, "auth", "login.title") })).toBeVisible();
  });

  test("logged-in players skip login and cannot open admin screens", async ({ page, request, t }) => {
    const player = await registerViaApi(request);
    await signIn(page, player);

    await page.goto("/");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: t("dashboard", "title") })).toBeVisible();
    await expect(page.getByText(t("common", "loading"))).toHaveCount(0);

    for (const path of ["/login", "/register", "/admin/users", "/admin/dashboard"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/dashboard$/);
    }

    // Every player screen opens (their content belongs to the feature specs).
    for (const path of ["/upcoming-games", "/completed-games", "/leaderboard", `/user/${player.user._id}`, "/settings"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
    }
    await expect(page.getByText(t("common", "loading"))).toHaveCount(0);
  });

  test("unknown routes show a translated not-found page", async ({ page, t }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { level: 1, name: t("common", "notFound.title") })).toBeVisible();
    await checkA11y(page);
    await page.getByRole("link", { name: t("common", "notFound.home") }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a tampered token ends on /login with the session-expired toast (top right, below the header)", async ({ page, t }) => {
    await seedStorage(page, { token: "not.a.valid-token", tokenExpiration: String(Date.now() + 3_600_000) });
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
    const text = t("common", "errors.sessionExpired");
    // Read the toast's right edge in the page as soon as it shows (it lives 4 s): top-right in both languages.
    const seen = await page
      .waitForFunction((wanted) => {
        const nodes = [...document.querySelectorAll("[data-rht-toaster] [role=status]")].filter(
          (el) => el.textContent === wanted,
        );
        const box = nodes[0]?.getBoundingClientRect();
        const header = document.querySelector("header")?.getBoundingClientRect();
        return box && box.width > 0 && header
          ? { right: box.right, top: box.top, headerBottom: header.bottom, count: nodes.length }
          : null;
      }, text)
      .then((handle) => handle.jsonValue());
    expect(seen?.right, "toast sits at the right edge").toBeGreaterThan(1280 - 120);
    // Not over the header, whose logo is top-right in Hebrew.
    expect(seen?.top, "toast sits below the header").toBeGreaterThanOrEqual(seen?.headerBottom ?? Number.POSITIVE_INFINITY);
    expect(seen?.count, "one session-expired toast").toBe(1);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });

  test("an expired remembered session says so", async ({ page, t }) => {
    await seedStorage(page, { token: "not.a.valid-token", rememberMe: "true", tokenExpiration: String(Date.now() + 3_600_000) });
    await page.goto("/settings");
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, t("common", "errors.extendedSessionExpired"))).toBeVisible();
  });

  test("a token past its stored expiry counts as logged out", async ({ page, request, t }) => {
    const player = await registerViaApi(request);
    await seedStorage(page, { token: player.token, tokenExpiration: String(Date.now() - 1000) });
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, t("common", "errors.sessionExpired"))).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });
});

test.describe("side menu and language", () => {
  test("the language toggle switches lang/dir at once and survives a reload", async ({ page, request, t, lang }) => {
    const player = await registerViaApi(request);
    await signIn(page, player);
    await page.goto("/dashboard");
    const html = page.locator("html");
    await expect(html).toHaveAttribute("lang", lang);
    await expect(html).toHaveAttribute("dir", lang === "he" ? "rtl" : "ltr");

    const other = lang === "he" ? "en" : "he";
    const menu = await openMenu(page, t);
    await menu.getByRole("button", { name: t("common", `language.${other}`) }).click();
    await expect(html).toHaveAttribute("lang", other);
    await expect(html).toHaveAttribute("dir", other === "he" ? "rtl" : "ltr");

    await page.reload();
    await expect(html).toHaveAttribute("lang", other);
    await expect(html).toHaveAttribute("dir", other === "he" ? "rtl" : "ltr");

    // And back again, from the menu in the other language.
    await page.getByRole("button", { name: translate(other, "layout", "menu.open") }).click();
    await page
      .getByTestId("side-menu")
      .getByRole("button", { name: t("common", `language.${lang}`) })
      .click();
    await expect(html).toHaveAttribute("lang", lang);
  });

  test("every icon is drawn with its shapes, once, and keeps them through a language switch", async ({
    page,
    request,
    t,
    lang,
  }) => {
    // web/src/components/ui/lucideIcon.ts copies each icon's shapes in when the element is attached; Preact must keep
    // them (they are not its children) through every later render.
    const player = await registerViaApi(request);
    await signIn(page, player);
    await page.goto("/dashboard");
    await expect(page.getByRole("link", { name: t("dashboard", "quickActions.viewLeaderboard") })).toBeVisible();
    // Every part drawn (web/src/lib/revealQueue.ts).
    await expect(page.locator("main")).not.toHaveAttribute("aria-busy", "true");
    const shapes = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("svg.lucide")].map(
          (svg) => `${svg.getAttribute("class")?.split(" ")[1]} ${svg.childElementCount}`,
        ),
      );
    const before = await shapes();
    expect(before.length).toBeGreaterThan(15);
    expect(before.filter((icon) => icon.endsWith(" 0"))).toEqual([]);
    // lucide's layout-dashboard is four rectangles.
    expect(before).toContain("lucide-layout-dashboard 4");

    const other = lang === "he" ? "en" : "he";
    const menu = await openMenu(page, t);
    await menu.getByRole("button", { name: t("common", `language.${other}`) }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", other);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("side-menu")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: translate(other, "dashboard", "title") })).toBeVisible();
    expect((await shapes()).sort()).toEqual([...before].sort());
  });

  test("the dashboard and the leaderboard draw their header once, then their parts in the page's order, moving nothing", async ({
    page,
    request,
    t,
  }) => {
    // Both pages draw their parts one task at a time after their first paint (web/src/components/ui/Reveal.tsx). A part
    // drawn out of order pushes down what is on screen (a layout shift); a step that gave Preact another tree built the
    // header again (its largest text painted twice, the second time late). dashboard.spec.ts checks the order of cards.
    const player = await registerViaApi(request);
    await signIn(page, player);
    const drawing = await watchDrawing(page);

    const pages = [
      // The recent results are the dashboard's last part.
      { path: "/dashboard", ns: "dashboard", last: page.getByRole("heading", { name: t("dashboard", "recent.title") }) },
      // The totals are the leaderboard's last part; a table nobody is in yet has no parts.
      {
        path: "/leaderboard",
        ns: "leaderboard",
        last: page.getByRole("region", { name: t("leaderboard", "summary.title") }).or(page.getByText(t("leaderboard", "empty"))),
      },
    ];
    for (const { path, ns, last } of pages) {
      await page.goto(path);
      await expect(last).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: t(ns, "title") })).toBeVisible();
      const seen = await drawing.drawn();
      expect(seen.titlesAdded).toBe(1);
      expect(seen.partsAdded).toEqual(seen.partsOnScreen);
      expect(seen.shifts).toEqual([]);
    }
  });

  test("the menu opens from the right in English and from the left in Hebrew", async ({ page, request, t, lang }) => {
    const player = await registerViaApi(request, { fullName: "Menu Side" });
    await signIn(page, player);
    await page.goto("/dashboard");
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      // While the modal menu is open the rest of the page is aria-hidden, so find the trigger by its label attribute.
      const trigger = page.locator(`header button[aria-label="${t("layout", "menu.open")}"]`);
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      const panel = page.getByRole("dialog", { name: t("layout", "menu.title") });
      await expect(panel).toBeVisible();
      await expect
        .poll(async () => {
          const box = await panel.boundingBox();
          if (!box) return "hidden";
          if (Math.abs(box.x + box.width - width) < 2) return "right";
          if (Math.abs(box.x) < 2) return "left";
          return `x=${box.x}`;
        })
        .toBe(lang === "he" ? "left" : "right");
      if (width === 1280) await checkA11y(page);
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
    }
  });

  test("the menu closes on overlay click and on route change, and marks the active entry", async ({ page, request, t, lang }) => {
    const player = await registerViaApi(request, { fullName: "Menu Closer" });
    await signIn(page, player, { rememberMe: true });
    await page.goto("/dashboard");

    const menu = await openMenu(page, t);
    await expect(menu.getByText(t("layout", "extendedSession"))).toBeVisible();
    await expect(menu.getByRole("link", { name: t("layout", "nav.dashboard"), exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    for (const key of ["dashboard", "upcomingGames", "completedGames", "leaderboard", "settings"]) {
      await expect(menu.getByRole("link", { name: t("layout", `nav.${key}`), exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: t("layout", "nav.adminUsers"), exact: true })).toHaveCount(0);
    await shot(page, "menu-open");

    // Overlay click on the side away from the panel.
    await page.mouse.click(lang === "he" ? 1260 : 20, 400);
    await expect(menu).toBeHidden();

    await openMenu(page, t);
    await page
      .getByTestId("side-menu")
      .getByRole("link", { name: t("layout", "nav.leaderboard"), exact: true })
      .click();
    await expect(page).toHaveURL(/\/leaderboard$/);
    await expect(page.getByTestId("side-menu")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: t("leaderboard", "title") })).toBeVisible();
  });

  // Issue 27 item 8: the season chart was reachable only through one's own leaderboard row, and "MY LEAGUE" sat next to
  // "Leagues".
  test("the menu has 'My profile', opening the player's own profile, under a section not named like a league", async ({
    page,
    request,
    t,
  }) => {
    const player = await registerViaApi(request, { fullName: uniqueName("Mo Profile") });
    await signIn(page, player);
    await page.goto("/dashboard");
    const menu = await openMenu(page, t);
    const nav = menu.getByRole("navigation", { name: t("layout", "menu.navigation") });
    await expect(nav.getByText(t("layout", "menu.player"), { exact: true })).toBeVisible();
    await expect(nav).not.toContainText(/my league|הליגה שלי/i);
    await checkA11y(page);
    await shot(page, "menu-profile");
    await nav.getByRole("link", { name: t("layout", "nav.profile"), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/user/${player.user._id}$`));
    await expect(page.getByRole("heading", { level: 2, name: player.fullName })).toBeVisible();
  });

  test("admins see the admin entries and reach admin screens", async ({ page, request, t }) => {
    const admin = await loginViaApi(request, ADMIN);
    await signIn(page, admin);
    await page.goto("/dashboard");
    const menu = await openMenu(page, t);
    await expect(menu.getByText(t("layout", "adminBadge"), { exact: true })).toBeVisible();
    const screens: Array<[string, string]> = [
      ["adminDashboard", "/admin/dashboard"],
      ["adminUsers", "/admin/users"],
      ["adminTeams", "/admin/teams"],
      ["adminGames", "/admin/games"],
      ["adminNotifications", "/admin/notifications"],
    ];
    for (const [entry, path] of screens) {
      await expect(menu.getByRole("link", { name: t("layout", `nav.${entry}`), exact: true })).toHaveAttribute("href", path);
    }
    await menu.getByRole("link", { name: t("layout", "nav.adminUsers"), exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    for (const [, path] of screens) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
    }
  });
});
