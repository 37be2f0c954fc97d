/**
 * Leagues for the league specs: one made through the API, and another player's browser beside the test's own.
 *
 *   const league = await createLeagueViaApi(request, owner, uniqueName("Office"));
 *   const friend = await otherPlayer(browser, lang, friendSession); ... await friend.context.close();
 */
import type { APIRequestContext, Browser } from "@playwright/test";
import { expect, type Lang, type Session, signIn } from "./fixtures";

/** Creates a league through the API, as its owner would with the form. */
export async function createLeagueViaApi(request: APIRequestContext, owner: Pick<Session, "token">, name: string) {
  const response = await request.post("/api/leagues", { headers: { authorization: `Bearer ${owner.token}` }, data: { name } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { league: { _id: string; name: string; inviteCode: string } }).league;
}

/**
 * Another player's browser, in the test's language: signed in with `session`, or signed out without one. Close its
 * context at the end.
 */
export async function otherPlayer(browser: Browser, lang: Lang, session?: Pick<Session, "token" | "expiresIn">) {
  const context = await browser.newContext();
  await context.addInitScript((language) => window.localStorage.setItem("bettingApp_language", language), lang);
  const page = await context.newPage();
  if (session) await signIn(page, session);
  return { context, page };
}

/** A player joins a league with its code, as the invite link would. */
export async function joinLeagueViaApi(request: APIRequestContext, player: Pick<Session, "token">, inviteCode: string) {
  const response = await request.post("/api/leagues/join", {
    headers: { authorization: `Bearer ${player.token}` },
    data: { inviteCode },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}
