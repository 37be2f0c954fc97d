/**
 * End-to-end tests: the built app (server/dist/main.js serving web/dist) on a fresh SQLite data dir,
 * driven by Debian's Chromium in two projects, `en` and `he` (every spec runs in both languages).
 * Run with `npm run test:e2e` (builds first) or `npx playwright test -c e2e/playwright.config.ts` after a build.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import type { TestOptions } from "./fixtures";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.E2E_PORT || 3210);
export const baseURL = `http://127.0.0.1:${port}`;
/** The local results feed (support/results-feed.mjs), polled every second by the server. */
const feedPort = port + 1000;

// The config is evaluated by the runner and again by each worker; workers inherit the runner's env,
// so all of them agree on the one fresh data dir (removed again by global-teardown.ts).
process.env.E2E_DATA_DIR ||= fs.mkdtempSync(path.join(os.tmpdir(), "score-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;
/** Where specs drop their results feed files (support/results-feed.mjs merges them). */
const feedDir = path.join(dataDir, "feed");
/** The local mail server (support/mailbox.mjs): SMTP here, its /health on the next port; mails land in <dataDir>/mail. */
const smtpPort = port + 2000;

export default defineConfig<TestOptions>({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  // Per port, so runs on different E2E_PORTs in one checkout never wipe each other's artifacts.
  outputDir: path.join(root, "test-results", `e2e-${port}`),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Generous for a busy 2-core CI machine; a healthy run finishes each test in a few seconds.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI
    ? [["list"], ["junit", { outputFile: path.join(root, "test-results", `e2e-${port}-junit.xml`) }]]
    : "list",
  globalTeardown: "./global-teardown.ts",
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    reducedMotion: "reduce",
    // Recording a trace of every test costs about a sixth of a run's CPU; E2E_TRACE=1 keeps failures' traces.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    // Debian's Chromium with no network of its own (no downloads, no updates); bench/lighthouse.mjs uses the same.
    launchOptions: JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "chromium.json"), "utf8")),
  },
  projects: [
    { name: "en", use: { lang: "en" } },
    { name: "he", use: { lang: "he" } },
  ],
  webServer: [
    {
      command: `node e2e/support/results-feed.mjs ${feedPort} "${feedDir}"`,
      cwd: root,
      url: `http://127.0.0.1:${feedPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `node e2e/support/mailbox.mjs ${smtpPort} "${path.join(dataDir, "mail")}"`,
      cwd: root,
      url: `http://127.0.0.1:${smtpPort + 1}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // Every line the server logs goes to a file that global-teardown.ts searches for secrets.
      command: `node server/dist/main.js > "${path.join(dataDir, "server.log")}" 2>&1`,
      cwd: root,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        // Always SQLite here, even when TEST_DATABASE_URL / DATABASE_URL point at PostgreSQL.
        DATABASE_URL: `sqlite://${path.join(dataDir, "betting.sqlite")}`,
        APP_TIMEZONE: "UTC",
        AUTH_RATE_LIMIT: "10000",
        LOG_LEVEL: "info",
        ADMIN_EMAIL: "admin@e2e.test",
        ADMIN_PASSWORD: "admin-e2e-pass",
        // Push tests subscribe browsers to a local push service on loopback.
        PUSH_ENDPOINT_ALLOWLIST: "127.0.0.1",
        SCHEDULER_INTERVAL_MS: "1000",
        // Results by feed (fixtures-import.spec.ts): the feed holds only that spec's teams, so it touches no other game.
        RESULTS_FEED_URL: `http://127.0.0.1:${feedPort}/feed.json`,
        RESULTS_FEED_ALLOWLIST: "127.0.0.1",
        RESULTS_FEED_INTERVAL: "1",
        // Password resets and e-mail reminders (password-reset.spec.ts) go to the local mail server; links point here.
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        PUBLIC_URL: baseURL,
        MAIL_FROM: "Score Predictor <tips@e2e.test>",
        ...(process.env.WEB_DIST && { WEB_DIST: process.env.WEB_DIST }),
      },
    },
  ],
});
