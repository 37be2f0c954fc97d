// One Lighthouse run against the demo server, shared by `npm run lighthouse` (bench/lighthouse.mjs) and
// bench/lighthouse-pages.mjs; apart from demo-server.mjs so that the benches without Lighthouse do not load it.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { chromium } from "./demo-server.mjs";

/**
 * One Lighthouse run (mobile profile, simulated throttling) of `base + pagePath` in a fresh headless Chromium profile;
 * resolves with its report. The page gets `items` in localStorage first (its language and, signed in, the session), set
 * on /robots.txt so that no script or stylesheet of the app is cached before the measured load.
 */
export async function lighthouseRun(base, pagePath, items, categories) {
  return (await lighthouseResult(base, pagePath, items, categories)).lhr;
}

/** lighthouseRun's run with everything Lighthouse gives back: the report (`lhr`) and the artifacts it was made from. */
export async function lighthouseResult(base, pagePath, items, categories) {
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
    const result = await lighthouse(`${base}${pagePath}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      // Keeps the language and session above; the profile is new, so nothing else is stored.
      disableStorageReset: true,
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${pagePath}`);
    return result;
  } finally {
    chrome.kill();
  }
}
