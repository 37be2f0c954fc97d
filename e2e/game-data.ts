/**
 * Test data for the games and bets specs, created through the API with the admin token, and `openScreen`:
 *
 *   const admin = await adminToken(request);
 *   const game = await createGame(request, admin, { daysAhead: 2, round: uniqueName("Round") });
 *   await placeBetViaApi(request, player.token, game._id, 2, 1);
 *   await setResult(request, admin, game._id, "2:1");
 *
 * Names are unique per call, so specs running side by side (and both language projects) never see each
 * other's games when they filter by their own round.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN, expect, type Lang, loginViaApi, type Translate } from "./fixtures";

export interface TeamRef {
  _id: string;
  name: string;
  logoUrl: string;
}

export interface GameData {
  _id: string;
  homeGroupId: TeamRef;
  awayGroupId: TeamRef;
  date: string;
  hour: string;
  round: string;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A name no other test uses: `Lions k3x9q`. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Math.random().toString(36).slice(2, 7)}`;
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await loginViaApi(request, ADMIN)).token;
}

export async function createTeam(request: APIRequestContext, token: string, name = uniqueName("Team")): Promise<TeamRef> {
  const response = await request.post("/api/groups", { headers: auth(token), data: { name } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { team: TeamRef }).team;
}

/**
 * The id of "Main", the competition a fresh server starts with. Specs share one server and some add competitions
 * (competitions.spec.ts, and every openfootball import creates one named after its file), so a game made through the
 * API names its competition: with several active ones the server would ask which (docs/rules.md "Competitions").
 */
export async function mainCompetition(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get("/api/competitions", { headers: auth(token) });
  expect(response.status(), await response.text()).toBe(200);
  const { competitions } = (await response.json()) as { competitions: { _id: string; name: string }[] };
  const main = competitions.find((competition) => competition.name === "Main");
  if (!main) throw new Error("no competition named Main");
  return main._id;
}

export interface GameOptions {
  /** Kickoff date relative to today (UTC, the e2e server's APP_TIMEZONE). */
  daysAhead: number;
  round: string;
  hour?: string;
  isBettingLocked?: boolean;
  /** Team names (new teams are created); random by default. */
  home?: string;
  away?: string;
  /** The game's competition; "Main" by default. */
  competitionId?: string;
}

/** Creates two new teams and a game between them. */
export async function createGame(request: APIRequestContext, token: string, options: GameOptions): Promise<GameData> {
  const home = await createTeam(request, token, options.home ?? uniqueName("Home"));
  const away = await createTeam(request, token, options.away ?? uniqueName("Away"));
  const response = await request.post("/api/games", {
    headers: auth(token),
    data: {
      homeGroupId: home._id,
      awayGroupId: away._id,
      date: new Date(Date.now() + options.daysAhead * 86_400_000).toISOString().slice(0, 10),
      hour: options.hour ?? "18:30",
      round: options.round,
      isBettingLocked: options.isBettingLocked ?? false,
      competitionId: options.competitionId ?? (await mainCompetition(request, token)),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { game: GameData }).game;
}

/** Locks betting on a game (as the admin would, or kickoff does). */
export async function lockGame(request: APIRequestContext, token: string, gameId: string): Promise<void> {
  const response = await request.put(`/api/games/${gameId}`, { headers: auth(token), data: { isBettingLocked: true } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Finishes a game with `result` ("h:a"), which scores every bet on it. */
export async function setResult(request: APIRequestContext, token: string, gameId: string, result: string): Promise<void> {
  const response = await request.put(`/api/games/${gameId}/result`, {
    headers: auth(token),
    data: { finalResult: result, isFinished: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function placeBetViaApi(
  request: APIRequestContext,
  token: string,
  gameId: string,
  homeScore: number,
  awayScore: number,
): Promise<void> {
  const response = await request.post("/api/bets", {
    headers: auth(token),
    data: { gameId, predictedResult: { homeScore, awayScore } },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * The kickoff as the app shows it: the spec's 'MMM D, YYYY HH:mm' in English, he-IL's own date pattern in Hebrew
 * (e.g. "1 במרץ 2025, 20:30").
 */
export function kickoffText(game: Pick<GameData, "date" | "hour">, lang: Lang): string {
  const [year, month, day] = game.date.split("-").map(Number);
  if (lang === "en") return `${MONTHS[month - 1]} ${day}, ${year} ${game.hour}`;
  const [hour, minute] = game.hour.split(":").map(Number);
  const kickoff = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const date = new Intl.DateTimeFormat("he-IL", { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" });
  return `${date.format(kickoff)}, ${game.hour}`;
}

/** A game id that does not exist (well-formed). */
export const UNKNOWN_GAME_ID = "0123456789abcdef01234567";

/**
 * Opens a screen and waits for its h1. A cold load (session check, lazy chunk, first data) gets more time than
 * the default expect timeout: the e2e machine is small and shared.
 */
export async function openScreen(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
}

/** The admin list's row of the game between these teams. */
export const gameRow = (page: Page, t: Translate, home: string, away: string) =>
  page
    .getByRole("region", { name: t("admin", "games.list.title") })
    .getByRole("row")
    .filter({ hasText: home })
    .filter({ hasText: away });
