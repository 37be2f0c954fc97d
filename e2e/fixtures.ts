/**
 * Shared e2e fixtures and helpers. Every spec imports `test` and `expect` from here:
 *
 *   import { expect, registerViaApi, shot, signIn, test } from "./fixtures";
 *   test("...", async ({ page, request, t, lang }) => {
 *     const player = await registerViaApi(request);
 *     await signIn(page, player);
 *     await page.goto("/settings");
 *     await expect(page.getByRole("heading", { name: t("settings", "title") })).toBeVisible();
 *     await checkA11y(page);
 *     await shot(page, "settings");
 *   });
 *
 * `lang` comes from the project (`en` / `he`); `t(ns, key, params)` reads the web app's own locale files
 * (and the domain's messages for ns "validation"), so assertions use the real strings of that language.
 */
import fs from "node:fs";
import path from "node:path";
import { messages } from "@app/domain/messages";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, test as base, expect, type Locator, type Page } from "@playwright/test";

export { expect };

export type Lang = "en" | "he";
export type Translate = (ns: string, key: string, params?: Record<string, string | number>) => string;

export interface TestOptions {
  /** Interface language of the project; stored as bettingApp_language before any page script runs. */
  lang: Lang;
}

export interface TestFixtures {
  /** Translation in the project's language: t("auth", "login.success"), t("validation", "passwordMin"). */
  t: Translate;
}

const LOCALES = path.resolve(import.meta.dirname, "../web/src/i18n/locales");
const cache = new Map<string, unknown>();

function readNamespace(lang: Lang, ns: string): unknown {
  const file = path.join(LOCALES, lang, `${ns}.json`);
  if (!cache.has(file)) cache.set(file, JSON.parse(fs.readFileSync(file, "utf8")));
  return cache.get(file);
}

/** The translated string, as the app shows it. Throws for a missing key so typos fail loudly. */
export function translate(lang: Lang, ns: string, key: string, params: Record<string, string | number> = {}): string {
  let value: unknown;
  if (ns === "validation") {
    value = (messages[lang] as Record<string, string>)[key];
  } else {
    value = key
      .split(".")
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], readNamespace(lang, ns));
  }
  if (typeof value !== "string") throw new Error(`No translation ${lang}:${ns}:${key}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ""));
}

export const test = base.extend<TestOptions & TestFixtures>({
  lang: ["en", { option: true }],
  page: async ({ page, lang }, use) => {
    // Only when unset, so a language switched inside a test survives reloads.
    await page.addInitScript((language) => {
      try {
        if (!window.localStorage.getItem("bettingApp_language")) window.localStorage.setItem("bettingApp_language", language);
      } catch {
        // about:blank has no storage
      }
    }, lang);
    await use(page);
    // A test's route handler that is still answering when the test ends (a live refetch passing through
    // `route.fetch()`) would fail on the closed page and fail the test after its assertions had passed.
    await page.unrouteAll({ behavior: "ignoreErrors" });
  },
  t: async ({ lang }, use) => {
    await use((ns, key, params) => translate(lang, ns, key, params));
  },
});

// ---------------------------------------------------------------------------------------------- API helpers

export interface PublicUser {
  _id: string;
  fullName: string;
  username: string;
  email?: string;
  isAdmin: boolean;
  totalPoints: number;
  totalBets: number;
}

export interface Session {
  token: string;
  expiresIn: number;
  user: PublicUser;
}

export interface Account extends Session {
  fullName: string;
  email: string;
  password: string;
}

export const ADMIN = { email: "admin@e2e.test", password: "admin-e2e-pass" } as const;

let counter = 0;
/** A unique e-mail address for this test run (safe across workers and projects). */
export function uniqueEmail(prefix = "player"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;
}

/** Registers a new player through the API. */
export async function registerViaApi(
  request: APIRequestContext,
  options: { fullName?: string; email?: string; password?: string } = {},
): Promise<Account> {
  const fullName = options.fullName ?? `Player ${Math.random().toString(36).slice(2, 7)}`;
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? "secret-pass-1";
  const response = await request.post("/api/auth/register", { data: { fullName, email, password } });
  expect(response.status(), await response.text()).toBe(201);
  return { ...((await response.json()) as Session), fullName, email, password };
}

/** Logs in through the API; fails the test unless it succeeds. */
export async function loginViaApi(
  request: APIRequestContext,
  credentials: { email: string; password: string },
  rememberMe = false,
): Promise<Session> {
  const response = await request.post("/api/auth/login", { data: { ...credentials, rememberMe } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Session;
}

/** The HTTP status of a login attempt (200 on success, 401 for wrong credentials). */
export async function loginStatus(request: APIRequestContext, credentials: { email: string; password: string }): Promise<number> {
  const response = await request.post("/api/auth/login", { data: { ...credentials, rememberMe: false } });
  return response.status();
}

/**
 * Starts the page logged in: puts token, tokenExpiration (and rememberMe) into localStorage before the first
 * page script of the first navigation. Later reloads keep whatever the app stored (logout sticks).
 */
export async function signIn(page: Page, session: Pick<Session, "token" | "expiresIn">, options: { rememberMe?: boolean } = {}) {
  await page.addInitScript(
    ({ token, expiration, rememberMe }) => {
      try {
        if (window.sessionStorage.getItem("e2e-signed-in")) return;
        window.sessionStorage.setItem("e2e-signed-in", "1");
        window.localStorage.setItem("token", token);
        window.localStorage.setItem("tokenExpiration", expiration);
        if (rememberMe) window.localStorage.setItem("rememberMe", "true");
      } catch {
        // about:blank has no storage
      }
    },
    { token: session.token, expiration: String(Date.now() + session.expiresIn * 1000), rememberMe: options.rememberMe ?? false },
  );
}

/**
 * For specs that intercept or watch the app's API calls (`page.route`, `page.on("request")`, `waitForResponse`): once
 * the service worker controls a page, Chromium sends the page's fetches through it, and Playwright's page-level
 * routing and events no longer see them (a save meant to fail reached the server when the worker took over mid-test).
 * Such a spec says `test.use(WITHOUT_SERVICE_WORKER)`; the worker's own behaviour is tested in offline.spec.ts,
 * install.spec.ts and the push specs, which keep it.
 */
export const WITHOUT_SERVICE_WORKER = { serviceWorkers: "block" } as const;

/**
 * Shuts the server's event stream (GET /api/events): other tests' bets and results would reload the screen's data by
 * themselves, while a test of a retry button needs that button to be the only way back.
 */
export async function withoutLiveUpdates(page: Page) {
  await page.route("**/api/events", (route) => route.abort());
}

/** Writes raw values into localStorage before the first page script (for tampered or expired sessions). */
export async function seedStorage(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    try {
      if (window.sessionStorage.getItem("e2e-seeded")) return;
      window.sessionStorage.setItem("e2e-seeded", "1");
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    } catch {
      // about:blank has no storage
    }
  }, values);
}

// --------------------------------------------------------------------------------------------- page helpers

/** The page must not scroll sideways (checked at the current width). */
export async function expectNoHorizontalScroll(page: Page) {
  const { overflow, culprits } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The elements sticking out (innermost first), so a failure names what to fix.
    const outside = [...document.querySelectorAll("body *")].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 1 && (box.right > width + 0.5 || box.left < -0.5) && !el.closest(".sr-only");
    });
    return {
      overflow: document.documentElement.scrollWidth - width,
      culprits: outside
        .filter((el) => !outside.some((other) => other !== el && el.contains(other)))
        .slice(0, 5)
        .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute("class") ?? ""}">${el.textContent?.slice(0, 60)}`),
    };
  });
  expect(overflow, `horizontal overflow at ${page.viewportSize()?.width}px:\n${culprits.join("\n")}`).toBeLessThanOrEqual(0);
}

/**
 * Each matched element (a button, a tile label) keeps its text whole: no word is split across lines and, with
 * `oneLine`, the whole text sits on one line. Lines are told apart by the tops of the text's client rects.
 */
export async function expectUnbrokenText(elements: Locator, { oneLine = false } = {}) {
  const broken = await elements.evaluateAll(
    (nodes, oneLine) =>
      nodes.flatMap((node) => {
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
        const problems: string[] = [];
        const lines = new Set<number>();
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          for (const match of (text.textContent ?? "").matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(text, match.index);
            range.setEnd(text, match.index + match[0].length);
            const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (tops.size > 1) problems.push(`"${match[0]}" split over ${tops.size} lines`);
            for (const top of tops) lines.add(top);
          }
        }
        if (oneLine && lines.size > 1) problems.push(`"${node.textContent}" on ${lines.size} lines`);
        return problems;
      }),
    oneLine,
  );
  expect(broken, broken.join("\n")).toEqual([]);
}

/**
 * A name shown whole and in its own direction (docs/rules.md "Names"): no box between it and `within` cuts it
 * (an ellipsis, a clamp), and the name sits in a direction isolate (`<bdi>` or `dir="auto"`), so an English name in
 * Hebrew keeps its first letters first.
 */
export async function expectWholeName(within: Locator, name: string) {
  const element = within.getByText(name, { exact: true }).first();
  await expect(element).toBeVisible();
  const problems = await element.evaluate(
    (node, stop) => {
      const found: string[] = [];
      const isolate = node.closest("bdi, [dir='auto']");
      if (!isolate || !getComputedStyle(isolate).unicodeBidi.includes("isolate")) found.push("no direction isolate");
      for (let el: Element | null = node; el && el !== stop; el = el.parentElement) {
        const style = getComputedStyle(el);
        const clips = style.overflowX !== "visible" || style.textOverflow === "ellipsis" || style.webkitLineClamp !== "none";
        if (clips && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)) {
          found.push(`cut by <${el.tagName.toLowerCase()} class="${el.getAttribute("class") ?? ""}">`);
        }
      }
      return found;
    },
    await within.elementHandle(),
  );
  expect(problems, `${name}: ${problems.join(", ")}`).toEqual([]);
}

/**
 * Checks the current screen at 375 px wide has no horizontal scroll, then restores the viewport. With
 * E2E_SCREENSHOTS=1 it also saves it at 1280 and 375 px into e2e/screenshots/<project>/<name>-<width>.png
 * (gitignored) for a look at the design; full-page captures are the costliest step of a run, so only on request.
 */
export async function shot(page: Page, name: string) {
  const project = test.info().project.name;
  const save = Boolean(process.env.E2E_SCREENSHOTS);
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of save ? [1280, 375] : [375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (width === 375) await expectNoHorizontalScroll(page);
    if (!save) continue;
    await page.screenshot({
      path: path.join(import.meta.dirname, "screenshots", project, `${name}-${width}.png`),
      fullPage: true,
      animations: "disabled",
    });
  }
  await page.setViewportSize(original);
}

/** Runs axe (WCAG 2.1 A/AA) on the current screen and fails on any serious or critical violation. */
export async function checkA11y(page: Page) {
  // axe measures contrast mid-fade when a toast fades in or out while it runs, so a finding is checked again
  // once the animations have finished; a real violation is still there on the third look.
  let problems: string[] = [];
  for (let look = 0; look < 3; look++) {
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
    );
    // Legacy mode runs axe inside the page; the default opens a second page per check to merge frames, and the
    // app has no frames.
    const results = await new AxeBuilder({ page })
      .setLegacyMode()
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    problems = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`);
    if (problems.length === 0) return;
    await page.waitForTimeout(500);
  }
  expect(problems, problems.join("\n")).toEqual([]);
}

/** The toast with this text (react-hot-toast renders role="status"). */
export function toast(page: Page, text: string) {
  return page.locator("[data-rht-toaster]").getByText(text, { exact: true });
}

/** The number under a stat tile's label (dashboard, profile). */
export function statTile(page: Page, label: string) {
  return page
    .locator("dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd")
    .first();
}

/** Opens the side menu with the header button and returns the panel. */
export async function openMenu(page: Page, t: Translate) {
  await page.getByRole("button", { name: t("layout", "menu.open") }).click();
  const menu = page.getByTestId("side-menu");
  await expect(menu).toBeVisible();
  return menu;
}

/** What `watchDrawing` saw of a page's load. */
export interface Drawing {
  /** Page titles (h1) added to the page, over the whole load. */
  titlesAdded: number;
  /** Section and card headings in <main> (h2; h3 in a list item) in the order they were added. */
  partsAdded: string[];
  /** Each layout shift, with what moved. */
  shifts: string[];
}

/**
 * A screen's parts, by their headings: its sections' and its cards'. Not every h3: a card that fills in when its own
 * answer arrives (the round winners) may add its headings after the parts below it.
 */
const PARTS = "h2, li h3";

/**
 * Watches the next page loads from their first script: the headings added and every layout shift. `drawn()` waits
 * until the page area has drawn all its parts (it is `aria-busy` until then, web/src/lib/revealQueue.ts) and returns
 * what was seen, with the headings now on screen in the page's order.
 */
export async function watchDrawing(page: Page) {
  await page.addInitScript((PARTS) => {
    const seen: Drawing = { titlesAdded: 0, partsAdded: [], shifts: [] };
    (window as unknown as { __drawing: Drawing }).__drawing = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          seen.titlesAdded += node.matches("h1") ? 1 : node.querySelectorAll("h1").length;
          if (!node.closest("main")) continue;
          for (const heading of [...(node.matches(PARTS) ? [node] : []), ...node.querySelectorAll(PARTS)])
            seen.partsAdded.push(heading.textContent ?? "");
        }
    }).observe(document, { childList: true, subtree: true });
    type Shift = PerformanceEntry & { value: number; sources: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const moved = entry.sources.map((source) => (source.node as Element | null)?.outerHTML?.slice(0, 60));
        seen.shifts.push(`${entry.value}: ${moved.join(", ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  }, PARTS);
  return {
    drawn: async () => {
      await expect(page.locator("main")).not.toHaveAttribute("aria-busy", "true");
      const seen = await page.evaluate(() => (window as unknown as { __drawing: Drawing }).__drawing);
      return { ...seen, partsOnScreen: await page.locator("main").locator(PARTS).allTextContents() };
    },
  };
}
