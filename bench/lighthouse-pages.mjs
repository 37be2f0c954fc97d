// `node bench/lighthouse-pages.mjs /login:en /dashboard:he ...` (after `npm run build`): Lighthouse's performance
// category on the pages asked for, RUNS times each (default 3), one line per run with the metrics and the long tasks
// (at Lighthouse's 4x, by script). For trying a change quickly; `npm run lighthouse` is the bench of record (README).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { chromium, startDemoServer } from "./demo-server.mjs";

const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));
const pairs = process.argv.slice(2).map((spec) => {
  const [path, language] = spec.split(":");
  if (!path?.startsWith("/") || !["en", "he"].includes(language)) throw new Error(`expected /path:en or /path:he, got ${spec}`);
  return { path, language };
});

/** One run in a fresh profile; the language (and, off /login, a demo player's session) stored first, as bench/lighthouse.mjs does. */
async function run(base, path, items) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromium.executablePath,
    chromeFlags: ["--headless", ...chromium.args],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const tab = await browser.newPage();
    await tab.goto(`${base}/robots.txt`);
    await tab.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, items);
    await tab.close();
    await browser.disconnect();
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      disableStorageReset: true,
    });
    return result?.lhr;
  } finally {
    chrome.kill();
  }
}

const demo = await startDemoServer();
try {
  for (const { path, language } of pairs) {
    const items = path === "/login" ? { bettingApp_language: language } : await demo.session(language);
    console.log(`${path} ${language}`);
    for (let i = 0; i < RUNS; i++) {
      const lhr = await run(demo.base, path, items);
      if (!lhr || lhr.runtimeError) {
        console.log(`  no score (${lhr?.runtimeError?.code ?? "no report"})`);
        continue;
      }
      const metric = (id) => lhr.audits[id].displayValue;
      const tasks = (lhr.audits["long-tasks"].details?.items ?? [])
        .map((task) => `${Math.round(task.duration)} ${String(task.url).split("/").pop()}`)
        .join(", ");
      console.log(
        `  ${Math.round((lhr.categories.performance.score ?? 0) * 100)}: FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}, CPU index ${Math.round(lhr.environment.benchmarkIndex)}`,
      );
      console.log(`    long tasks (ms at 4x): ${tasks}`);
    }
  }
} finally {
  await demo.stop();
}
