import { registerUser, type TestApp } from "./harness";

/** YYYY-MM-DD `days` from today (UTC, the tests' APP_TIMEZONE). */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A fresh test app's first account is its admin; this makes it, plus `players` players. */
export async function seedPeople(t: TestApp, players = 2) {
  const admin = await registerUser(t, { fullName: "Admin" });
  const list = [];
  for (let i = 0; i < players; i++) list.push(await registerUser(t, { fullName: `Player ${String.fromCharCode(65 + i)}` }));
  return { admin, players: list };
}

export async function createTeam(
  t: TestApp,
  token: string,
  name: string,
  extra: { logoUrl?: string; description?: string } = {},
) {
  const res = await t.request({ method: "POST", url: "/api/groups", token, payload: { name, ...extra } });
  if (res.status !== 201) throw new Error(`team: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.team._id as string;
}

export interface GameOptions {
  date?: string;
  hour?: string;
  round?: string;
  isBettingLocked?: boolean;
  isFinished?: boolean;
  finalResult?: string;
  competitionId?: string;
}

export async function createGame(t: TestApp, token: string, home: string, away: string, options: GameOptions = {}) {
  const res = await t.request({
    method: "POST",
    url: "/api/games",
    token,
    payload: { homeGroupId: home, awayGroupId: away, date: dayFromToday(2), hour: "20:00", round: "Round 1", ...options },
  });
  if (res.status !== 201) throw new Error(`game: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.game._id as string;
}

export async function bet(t: TestApp, token: string, gameId: string, homeScore: number, awayScore: number) {
  return t.request({ method: "POST", url: "/api/bets", token, payload: { gameId, predictedResult: { homeScore, awayScore } } });
}

export async function setResult(t: TestApp, token: string, gameId: string, finalResult: string, isFinished = true) {
  const res = await t.request({ method: "PUT", url: `/api/games/${gameId}/result`, token, payload: { finalResult, isFinished } });
  if (res.status !== 200) throw new Error(`result: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.game;
}
