// `npm run lighthouse`: Lighthouse (mobile profile, simulated throttling) on /login, /dashboard and /leaderboard of a
// fresh demo season served by the built server, with Debian's Chromium and nothing fetched from the network.
// Writes bench/lighthouse.md (the table README shows) and prints it. Targets: docs/rules.md "Delivery".
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";

const root = path.resolve(import.meta.dirname, "..");
// The e2e runs' Chromium and flags (no network of its own), headless here since Lighthouse launches it directly.
const chromium = JSON.parse(fs.readFileSync(path.join(root, "e2e/chromium.json"), "utf8"));
const CHROME_FLAGS = ["--headless", ...chromium.args];
const PAGES = [
  { path: "/login", signedIn: false },
  { path: "/dashboard", signedIn: true },
  { path: "/leaderboard", signedIn: true },
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const DEMO_PLAYER = { email: "player1@demo.local", password: "demo1234" };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, child) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the demo server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the demo server did not answer /api/health within 2 minutes");
}

/** A demo player's session, stored the way the app stores one after a login (web/src/lib/storage.ts). */
async function demoSession(base) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...DEMO_PLAYER, rememberMe: false }),
  });
  if (!res.ok) throw new Error(`demo login failed: ${res.status} ${await res.text()}`);
  const { token, expiresIn } = await res.json();
  return { token, tokenExpiration: String(Date.now() + expiresIn * 1000), bettingApp_language: "en" };
}

/**
 * One Lighthouse run in a fresh Chromium profile. A signed-in page gets the session in localStorage first, set on
 * /robots.txt so that no script or stylesheet of the app is cached before the measured load.
 */
async function audit(base, page, session) {
  const chrome = await chromeLauncher.launch({ chromePath: chromium.executablePath, chromeFlags: CHROME_FLAGS });
  try {
    if (page.signedIn) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const tab = await browser.newPage();
      await tab.goto(`${base}/robots.txt`);
      await tab.evaluate((items) => {
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
      }, session);
      await tab.close();
      await browser.disconnect();
    }
    const result = await lighthouse(`${base}${page.path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      // Keeps the session above; the profile is new, so nothing else is stored.
      disableStorageReset: page.signedIn,
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${page.path}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** The audits that cost a category points, weighted ones first: the profile of what is left. */
function shortfalls(lhr) {
  const lines = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    for (const ref of category.auditRefs) {
      const result = lhr.audits[ref.id];
      if (ref.weight === 0 || result.score === null || result.score >= 1) continue;
      const value = result.displayValue ? ` (${result.displayValue})` : "";
      lines.push(`${category.title}: ${result.title}${value}, score ${Math.round(result.score * 100)}`);
    }
  }
  return lines;
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "score-lighthouse-"));
const server = spawn(process.execPath, [path.join(root, "server/dist/demo.js")], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", DATABASE_URL: "" },
  stdio: ["ignore", "ignore", "inherit"],
});
const rows = [];
const notes = [];
let failed = false;
try {
  await waitForHealth(base, server);
  const session = await demoSession(base);
  for (const page of PAGES) {
    const load = os.loadavg()[0].toFixed(2);
    const lhr = await audit(base, page, session);
    // LIGHTHOUSE_KEEP=<dir> keeps each page's whole report (long tasks, script boot-up) for a closer look.
    if (process.env.LIGHTHOUSE_KEEP) {
      fs.mkdirSync(process.env.LIGHTHOUSE_KEEP, { recursive: true });
      fs.writeFileSync(path.join(process.env.LIGHTHOUSE_KEEP, `${page.path.slice(1)}.json`), JSON.stringify(lhr));
    }
    const scores = CATEGORIES.map((id) => Math.round((lhr.categories[id].score ?? 0) * 100));
    const metric = (id) => lhr.audits[id].displayValue ?? "";
    rows.push([
      page.path,
      ...scores,
      metric("first-contentful-paint"),
      metric("largest-contentful-paint"),
      metric("total-blocking-time"),
      metric("cumulative-layout-shift"),
      load,
    ]);
    CATEGORIES.forEach((id, i) => {
      if (scores[i] < TARGETS[id]) failed = true;
    });
    for (const line of shortfalls(lhr)) notes.push(`- ${page.path}: ${line}`);
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once("exit", resolve)));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const table = [
  "| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | load avg |",
  "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ...rows.map((row) => `| ${row.join(" | ")} |`),
].join("\n");
const report = [
  `# Lighthouse ${JSON.parse(fs.readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8")).version}`,
  "",
  `Mobile profile, simulated throttling, Chromium ${(await chromeVersion()) ?? ""} headless, ${new Date().toISOString().slice(0, 16)}Z,`,
  `${os.cpus().length} CPU cores (load average: 1-minute, when each page started). Targets: performance >= 95, the rest 100.`,
  "",
  table,
  "",
  notes.length ? "What costs points:\n" : "Every audit passed.",
  ...notes,
  "",
].join("\n");
fs.writeFileSync(path.join(root, "bench/lighthouse.md"), report);
console.log(report);
if (failed) process.exitCode = 1;

async function chromeVersion() {
  return new Promise((resolve) => {
    const child = spawn(chromium.executablePath, ["--version"], { stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.on("close", () => resolve(/[\d.]+/.exec(out)?.[0]));
    child.on("error", () => resolve(undefined));
  });
}
