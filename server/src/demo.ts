/**
 * `npm run demo`: a fresh demo database with a believable season, then the app on PORT.
 * Everything goes through the app's own services, so the demo shows exactly what users would see.
 */
import fs from "node:fs";
import path from "node:path";
import { dateInZone, hourInZone, newId } from "@app/domain";
import { configOrExit } from "./config";
import { isPostgresUrl } from "./db/connection";
import type { AppDeps } from "./deps";
import { insertBetsBulk } from "./modules/bets/repo";
import { createGame, setResult } from "./modules/games/service";
import { createTeam } from "./modules/teams/service";
import { createUser } from "./modules/users/accounts";
import { openApp } from "./open";
import { startServer } from "./server";

const TEAMS = [
  ["Lions", "lions"],
  ["Eagles", "eagles"],
  ["Sharks", "sharks"],
  ["Wolves", "wolves"],
  ["Tigers", "tigers"],
  ["Falcons", "falcons"],
  ["Bears", "bears"],
  ["Rovers", "rovers"],
  ["United", "united"],
  ["City", "city"],
  ["Athletic", "athletic"],
  ["Dynamo", "dynamo"],
  ["Rangers", "rangers"],
  ["Hotspur", "hotspur"],
  ["Villa", "villa"],
  ["Albion", "albion"],
  ["מכבי", "maccabi"],
  ["הפועל", "hapoel"],
] as const;

const PLAYERS = [
  "Noa Cohen",
  "Yossi Levi",
  "Dana Mizrahi",
  "Avi Peretz",
  "Maya Friedman",
  "Omer Shapiro",
  "תמר כץ",
  "איתן ביטון",
  "Shira Azulay",
  "Lior Ben-David",
  "Roni Golan",
  "Gal Dahan",
];

export const DEMO_PASSWORD = "demo1234";

/** A small deterministic generator, so every demo season looks the same. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

export async function seedDemo(deps: AppDeps) {
  const rand = random(42);
  const goals = () => Math.floor(rand() * rand() * 5);
  const tz = deps.config.timezone;
  const now = deps.now();

  const admin = await createUser(deps, {
    email: "admin@demo.local",
    password: DEMO_PASSWORD,
    fullName: "Demo Admin",
    username: "Demo Admin",
    isAdmin: true,
  });
  const players = [];
  for (const [i, name] of PLAYERS.entries()) {
    players.push(
      await createUser(deps, {
        email: `player${i + 1}@demo.local`,
        password: DEMO_PASSWORD,
        fullName: name,
        username: name,
        isAdmin: false,
      }),
    );
  }
  const teams = [];
  for (const [name, slug] of TEAMS) {
    teams.push(await createTeam(deps, { name, logoUrl: `/logos/${slug}.svg`, description: `${name} football club` }));
  }

  // Rounds a week apart: four played, the current one around today (one game live), two ahead.
  const roundOffsets = [-28, -21, -14, -7, 1, 8, 15];
  const finishedGames: { id: string; result: string }[] = [];
  const bettable: { id: string; kickoff: number }[] = [];
  for (const [r, dayOffset] of roundOffsets.entries()) {
    const order = [...teams].sort(() => rand() - 0.5);
    for (let g = 0; g < order.length / 2; g++) {
      let kickoff = now + (dayOffset + (g % 3)) * 86_400_000;
      if (r === 4 && g === 0) kickoff = now - 40 * 60_000;
      const hour = r === 4 && g === 0 ? hourInZone(kickoff, tz) : ["16:00", "18:30", "21:00"][g % 3];
      const game = await createGame(deps, admin.id, {
        homeGroupId: order[2 * g]._id,
        awayGroupId: order[2 * g + 1]._id,
        date: dateInZone(kickoff, tz),
        hour,
        round: `Round ${r + 1}`,
        isBettingLocked: false,
        isFinished: false,
        finalResult: "",
      });
      if (dayOffset < 0) finishedGames.push({ id: game._id, result: `${goals()}:${goals()}` });
      if (dayOffset < 0 || (r === 4 && g < 5)) bettable.push({ id: game._id, kickoff });
    }
  }

  const bets: Parameters<typeof insertBetsBulk>[1] = [];
  for (const player of players) {
    for (const game of bettable) {
      if (rand() < 0.15) continue;
      const placedAt = new Date(Math.min(game.kickoff - 3_600_000, now - 60_000) - Math.floor(rand() * 3 * 86_400_000));
      bets.push({
        id: newId(placedAt.getTime()),
        userId: player.id,
        gameId: game.id,
        homeScore: goals(),
        awayScore: goals(),
        createdAt: placedAt.toISOString(),
      });
    }
  }
  await deps.db.transaction().execute((trx) => insertBetsBulk(trx, bets));
  for (const game of finishedGames) await setResult(deps, admin.id, game.id, { finalResult: game.result, isFinished: true });

  return { admin: "admin@demo.local", players: players.map((p) => p.email) };
}

const config = configOrExit({ ...process.env, DATA_DIR: process.env.DATA_DIR || "./data/demo" });
if (isPostgresUrl(config.databaseUrl)) {
  console.error("The demo makes its own SQLite database; unset DATABASE_URL.");
  process.exit(1);
}
// A fresh demo database every time.
for (const suffix of ["", "-wal", "-shm"])
  fs.rmSync(`${config.databaseUrl.replace(/^sqlite:\/\//, "")}${suffix}`, { force: true });
const { deps, handle } = await openApp(config);
const logins = await seedDemo(deps);
await startServer({ ...config, logLevel: process.env.LOG_LEVEL || "warn" }, deps, handle);
console.log(`
Demo running on http://localhost:${config.port}  (data in ${path.resolve(config.dataDir)})
  admin:   ${logins.admin} / ${DEMO_PASSWORD}
  players: ${logins.players.join(", ")} / ${DEMO_PASSWORD}
`);
