// The built server on a fresh demo season (a temporary data dir, a free port), for the benches that drive a browser
// against it (bench/size.mjs, bench/lighthouse.mjs), and the session a demo player gets from logging in.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import puppeteer from "puppeteer-core";

export const root = path.resolve(import.meta.dirname, "..");
/** The e2e runs' Chromium and flags (no network of its own). */
export const chromium = JSON.parse(fs.readFileSync(path.join(root, "e2e/chromium.json"), "utf8"));
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

/** A demo player's session, as the localStorage items the app stores after a login (web/src/lib/storage.ts). */
async function demoSession(base, language) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...DEMO_PLAYER, rememberMe: false }),
  });
  if (!res.ok) throw new Error(`demo login failed: ${res.status} ${await res.text()}`);
  const { token, expiresIn } = await res.json();
  return { token, tokenExpiration: String(Date.now() + expiresIn * 1000), bettingApp_language: language };
}

/**
 * Starts server/dist/demo.js, with `env` added to this process's (WEB_DIST: another build of the web app); resolves
 * once it answers, with its base URL, a way to sign the demo player in (the localStorage items for a language) and
 * `stop`, which ends the server and removes its data.
 */
export async function startDemoServer(env = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "score-demo-bench-"));
  const server = spawn(process.execPath, [path.join(root, "server/dist/demo.js")], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, session: (language) => demoSession(base, language), stop };
}

/**
 * One first load of `path` in a fresh Chromium at a phone's size, without throttling, with `items` in localStorage
 * beforehand (a session, a language); resolves with the trace's events of the page's main thread (Chromium's own
 * pages, such as the omnibox popup, parse HTML in renderers of their own) and when the page's HTML began to be parsed.
 */
export async function traceFirstLoad(base, path, items, categories) {
  const browser = await puppeteer.launch({ executablePath: chromium.executablePath, args: chromium.args, headless: true });
  try {
    const tab = await browser.newPage();
    await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    await tab.goto(`${base}/robots.txt`);
    await tab.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, items);
    await tab.tracing.start({ categories });
    // networkidle2: the signed-in page's event stream never goes idle.
    await tab.goto(`${base}${path}`, { waitUntil: "networkidle2" }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const events = JSON.parse(Buffer.from(await tab.tracing.stop()).toString()).traceEvents;
    const page = events.find((e) => e.name === "ParseHTML" && String(e.args?.beginData?.url).startsWith(base));
    return {
      main: events.filter((e) => e.pid === page.pid && e.tid === page.tid),
      start: page.ts,
    };
  } finally {
    await browser.close();
  }
}
