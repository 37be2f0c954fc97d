// `npm run size`: the JavaScript a real browser fetches for the login route (signed out) and the dashboard (signed in
// as a demo player), counted as it travels: Chromium (the e2e runs' binary) loads each page from the built server on a
// fresh demo season, asking for gzip only, and every script fetched until the network is idle is summed (its gzip
// transfer, headers excluded). With --check it fails above the budgets (docs/rules.md "Delivery") or when the login
// route fetches Chart.js, or when a script lacks V8's compile hint on its first line (web/vite.config.ts `compileHints`).
// SIZE_LANGUAGE=he measures the Hebrew pages.
import puppeteer from "puppeteer-core";
import { chromium, startDemoServer } from "./demo-server.mjs";

const BUDGETS_KB = { "/login": 90, "/dashboard": 150 };
const PAGES = [
  { path: "/login", signedIn: false },
  { path: "/dashboard", signedIn: true },
];
const language = process.env.SIZE_LANGUAGE === "he" ? "he" : "en";
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Every script one page load fetches until the network is quiet: URL, gzip bytes received, which are Chart.js and
 * which lack the compile hint.
 */
async function scriptsOf(browser, base, page, session) {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    // The stored language (and, signed in, the session) are set on a file of no script, so nothing is cached first.
    await tab.goto(`${base}/robots.txt`);
    await tab.evaluate(
      (items) => {
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
      },
      page.signedIn ? session : { bettingApp_language: language },
    );
    const cdp = await tab.createCDPSession();
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    // The budget is in gzip bytes: the server would send brotli (smaller) to a browser that takes it.
    await cdp.send("Network.setExtraHTTPHeaders", { headers: { "Accept-Encoding": "gzip" } });
    const scripts = new Map();
    cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
      if (type === "Script" || /\.m?js(\?|$)/.test(response.url)) {
        scripts.set(requestId, { url: response.url, encoding: response.headers["content-encoding"] ?? "none", bytes: 0 });
      }
    });
    cdp.on("Network.dataReceived", ({ requestId, encodedDataLength }) => {
      const script = scripts.get(requestId);
      if (script) script.bytes += encodedDataLength;
    });
    // The dashboard keeps its live-updates stream open: idle means at most that one connection for half a second.
    await tab.goto(`${base}${page.path}`, { waitUntil: "networkidle2", timeout: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const chart = [];
    const unhinted = [];
    for (const script of scripts.values()) {
      const text = await (await fetch(script.url)).text();
      if (text.includes("chartjs")) chart.push(script.url);
      if (!text.startsWith("//# allFunctionsCalledOnLoad\n")) unhinted.push(script.url);
    }
    return { scripts: [...scripts.values()], chart, unhinted };
  } finally {
    await context.close();
  }
}

const demo = await startDemoServer();
const browser = await puppeteer.launch({ executablePath: chromium.executablePath, args: chromium.args, headless: true });
const failures = [];
try {
  const session = await demo.session(language);
  console.log(`Browser-counted JavaScript (${language}), gzip bytes received, headers excluded:\n`);
  console.log("| page | scripts | JS gzip KB | budget KB |\n|---|---:|---:|---:|");
  const details = [];
  for (const page of PAGES) {
    const { scripts, chart, unhinted } = await scriptsOf(browser, demo.base, page, session);
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    console.log(
      `| ${page.path}${page.signedIn ? " (signed in)" : ""} | ${scripts.length} | ${kb(total)} | ${BUDGETS_KB[page.path]} |`,
    );
    details.push(`\n${page.path}:`, ...scripts.map((s) => `  ${kb(s.bytes)} KB ${s.encoding} ${new URL(s.url).pathname}`));
    const unzipped = scripts.filter((script) => script.encoding !== "gzip" && script.bytes > 0);
    if (unzipped.length > 0) failures.push(`${page.path}: scripts not sent gzipped: ${unzipped.map((s) => s.url).join(", ")}`);
    if (kb(total) > BUDGETS_KB[page.path]) {
      failures.push(`${page.path} loads ${kb(total)} KB of gzip JavaScript; the budget is ${BUDGETS_KB[page.path]} KB.`);
    }
    // The season chart's library loads with the profile's chart only: Chart.js's own "chartjs" markers (its canvas
    // class names) must not be in anything the login route fetches.
    if (page.path === "/login" && chart.length > 0) failures.push(`/login loads Chart.js (${chart.join(", ")}).`);
    // Without it each function is compiled on the main thread when first called: 110-150 ms of the dashboard's load.
    if (unhinted.length > 0) failures.push(`${page.path}: scripts without the compile hint: ${unhinted.join(", ")}`);
  }
  if (process.argv.includes("--list")) console.log(details.join("\n"));
} finally {
  await browser.close();
  await demo.stop();
}
if (process.argv.includes("--check")) {
  for (const failure of failures) console.error(`FAIL: ${failure}`);
  if (failures.length > 0) process.exitCode = 1;
  else
    console.log("size check passed: every page within its budget, /login without Chart.js, every script with the compile hint");
}
