import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { firstAnswers as dashboardAnswers } from "../features/dashboard/firstAnswers";
import { firstAnswers as leaderboardAnswers } from "../features/leaderboard/firstAnswers";

/** early.js as the build puts it in index.html, with no chunks or fonts to preload. */
const source = fs
  .readFileSync(path.join(import.meta.dirname, "early.js"), "utf8")
  .replace("__EARLY_CHUNKS__", "{}")
  .replace("__EARLY_FONTS__", "{}")
  .replace("__EARLY_WORKER__", "null");

/** Runs the early script at `address` with a stored session and language; gives back the calls it sent (without /api) and the page's language and direction it set. */
function runAt(address: string, language = "en"): { calls: string[]; page: { lang?: string; dir?: string } } {
  const url = new URL(address, "http://app.test");
  const items = new Map([
    ["token", "a.b.c"],
    ["tokenExpiration", String(Date.now() + 60_000)],
    ["bettingApp_language", language],
  ]);
  const calls: string[] = [];
  const fakeFetch = (call: string) => {
    calls.push(call.replace(/^\/api/, ""));
    return Promise.resolve(new Response("{}"));
  };
  const page: { lang?: string; dir?: string } = {};
  const fakeDocument = { documentElement: page, createElement: () => ({}), head: { appendChild: () => undefined } };
  const run = new Function("localStorage", "location", "document", "navigator", "fetch", "window", source);
  run({ getItem: (key: string) => items.get(key) ?? null }, url, fakeDocument, {}, fakeFetch, {});
  return { calls, page };
}

const callsAt = (address: string) => runAt(address).calls;

describe("index.html's early script", () => {
  it("asks, signed in, for exactly the calls each first screen fills its cache with, besides the session check", () => {
    expect(callsAt("/dashboard")).toEqual(["/auth/me", ...dashboardAnswers().map((answer) => answer.path)]);
    expect(callsAt("/")).toEqual(["/auth/me", ...dashboardAnswers().map((answer) => answer.path)]);
    expect(callsAt("/leaderboard")).toEqual(["/auth/me", ...leaderboardAnswers().map((answer) => answer.path)]);
  });

  it("asks only for the session check where the screen's first answers are not the plain address's", () => {
    expect(callsAt("/leaderboard?round=Matchday%203")).toEqual(["/auth/me"]);
    expect(callsAt("/upcoming-games")).toEqual(["/auth/me"]);
  });

  it("lays the page out in its language's direction before the frame paints", () => {
    expect(runAt("/dashboard", "he").page).toEqual({ lang: "he", dir: "rtl" });
    expect(runAt("/dashboard", "en").page).toEqual({ lang: "en", dir: "ltr" });
  });
});
