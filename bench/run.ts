/**
 * `npm run bench`: seeds a season-scale database, starts the production server as its own process,
 * loads every hot route with autocannon (50 connections, 10 s each) and prints one table, also
 * written to bench/results.json. DATABASE_URL=postgres://... runs the same bench on PostgreSQL.
 */
import type { ChildProcess } from "node:child_process";
import { setMaxListeners } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { loadConfig } from "../server/src/config";
import { isPostgresUrl } from "../server/src/db/connection";
import { signToken } from "../server/src/modules/auth/tokens";
import { openApp } from "../server/src/open";
import {
  dropDatabase,
  freshDatabase,
  log,
  login as loginAt,
  root,
  rssMb,
  settle,
  startServer,
  stopServer,
  waitForHealth,
} from "./harness";
import { pacedLatency } from "./paced";
import { seedSeason } from "./seed";

const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = 50;
const PORT = Number(process.env.BENCH_PORT || 3390);
/** Open event streams for the live-update bench: 5 per player (the per-user cap) over 1,000 players. */
const EVENT_CLIENTS = Number(process.env.BENCH_EVENT_CLIENTS || 5000);
const STREAMS_PER_PLAYER = 5;
const base = `http://127.0.0.1:${PORT}`;
const login = (email: string) => loginAt(base, email);

interface Row {
  route: string;
  kind: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** p99 when offered half the saturated rate at a fixed arrival rate: latency, not queueing. */
  halfRateP99: number;
  ratio: number;
  rssMb: number;
  /** Bytes received per answer (headers and body, as sent: compressed where the request asked for it). */
  kbPerAnswer: number;
  errors: number;
}

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];

async function load(
  server: ChildProcess,
  token: string,
  route: string,
  kind: string,
  path: () => string,
  options: { method?: "GET" | "POST"; body?: () => string; headers?: Record<string, string> } = {},
): Promise<Omit<Row, "ratio">> {
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid as number));
  }, 250);
  const request = {
    method: options.method ?? "GET",
    // An empty token sends none: the anonymous health check, the floor of what the session costs.
    headers: { ...(token && { authorization: `Bearer ${token}` }), "content-type": "application/json", ...options.headers },
    setupRequest: (req: autocannon.Request) => ({ ...req, path: path(), ...(options.body && { body: options.body() }) }),
  } as const;
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration: DURATION, requests: [request] });
  const reqPerSec = Math.round(result.requests.average);
  // Half of what the route served, offered at a fixed arrival rate: at saturation p99 measures the queue, here the route.
  const halfRate = await pacedLatency(base, Math.max(1, Math.round(reqPerSec / 2)), Math.max(3, DURATION / 2), {
    method: request.method,
    path,
    headers: request.headers,
    body: options.body,
  });
  clearInterval(sampler);
  const errors = result.errors + result.timeouts + result.non2xx + halfRate.errors;
  return {
    route,
    kind,
    reqPerSec,
    p50: result.latency.p50,
    p99: result.latency.p99,
    halfRateP99: halfRate.p99,
    rssMb: peak,
    kbPerAnswer: Math.round(result.throughput.total / Math.max(1, result.requests.total) / 102.4) / 10,
    errors,
  };
}

/**
 * An admin's tournament import: an openfootball match file of 1,000 games between 50 teams the database does not know
 * yet (created by the import), over 50 rounds, sent once; the time is the request's, answer included.
 */
async function importTournament(admin: string): Promise<number> {
  const teams = Array.from({ length: 50 }, (_, i) => `Import Team ${String(i + 1).padStart(2, "0")}`);
  const matches = Array.from({ length: 1000 }, (_, i) => {
    const round = Math.floor(i / 20);
    const day = new Date(Date.UTC(2031, 0, 1 + round)).toISOString().slice(0, 10);
    // Teams 1-20 at home against 20 of teams 21-50, a different 20 each round: nobody plays twice a day.
    const slot = i % 20;
    return {
      round: `Import ${round + 1}`,
      date: day,
      time: "18:00",
      team1: teams[slot],
      team2: teams[20 + ((slot + round) % 30)],
    };
  });
  const started = performance.now();
  const res = await fetch(`${base}/api/games/import/openfootball?dryRun=false`, {
    method: "POST",
    headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
    body: JSON.stringify({ name: "bench tournament", matches }),
  });
  const ms = Math.round(performance.now() - started);
  const body = (await res.json()) as { gamesCreated?: number; teamsCreated?: number };
  if (!res.ok || body.gamesCreated !== 1000 || body.teamsCreated !== 50) {
    throw new Error(`tournament import: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
  return ms;
}

interface EventsRow {
  clients: number;
  connectMs: number;
  p50: number;
  p99: number;
  max: number;
  missed: number;
  rssIdleMb: number;
  rssPeakMb: number;
}

/**
 * Opens EVENT_CLIENTS event streams the way the web app does (fetch, Authorization header), enters one result as
 * the admin and times, per stream, how long after the request the `game` event arrived.
 */
async function eventFanOut(server: ChildProcess, tokens: string[], admin: string, gameId: string): Promise<EventsRow> {
  let rssPeakMb = 0;
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, rssMb(server.pid as number));
  }, 100);
  const controller = new AbortController();
  // One signal ends every stream at the end: it has a listener per stream, not a leak.
  setMaxListeners(tokens.length + 10, controller.signal);
  let sentAt = 0;
  const arrivals: number[] = [];
  const opened = Date.now();
  const connected = tokens.map(
    (token) =>
      new Promise<void>((ready, fail) => {
        fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal })
          .then(async (res) => {
            if (!res.ok || !res.body) throw new Error(`events: ${res.status}`);
            const decoder = new TextDecoder();
            let text = "";
            let seen = false;
            const reader = res.body.getReader();
            for (let part = await reader.read(); !part.done; part = await reader.read()) {
              text += decoder.decode(part.value, { stream: true });
              if (text.includes(": connected")) ready();
              if (!seen && sentAt > 0 && text.includes("event: game")) {
                seen = true;
                arrivals.push(performance.now() - sentAt);
              }
              if (text.length > 4096) text = text.slice(-1024);
            }
          })
          .catch((err: unknown) => {
            if (!controller.signal.aborted) fail(err);
          });
      }),
  );
  await Promise.all(connected);
  const connectMs = Date.now() - opened;
  await new Promise((r) => setTimeout(r, 1000));
  const rssIdleMb = rssMb(server.pid as number);
  sentAt = performance.now();
  const res = await fetch(`${base}/api/games/${gameId}/result`, {
    method: "PUT",
    headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
    body: JSON.stringify({ finalResult: "4:4", isFinished: true }),
  });
  if (!res.ok) throw new Error(`result failed: ${res.status}`);
  const deadline = Date.now() + 10_000;
  while (arrivals.length < tokens.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  controller.abort();
  clearInterval(sampler);
  const sorted = [...arrivals].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN);
  return {
    clients: tokens.length,
    connectMs,
    p50: at(0.5),
    p99: at(0.99),
    max: Math.round(sorted.at(-1) ?? Number.NaN),
    missed: tokens.length - arrivals.length,
    rssIdleMb,
    rssPeakMb,
  };
}

async function main() {
  // BENCH_DATA_DIR keeps a seeded SQLite season between runs (for profiling); by default every run seeds afresh.
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), "score-bench-"));
  const reuse = kept !== undefined && fs.existsSync(path.join(dataDir, "season.json"));
  const databaseUrl = reuse ? `sqlite://${path.join(dataDir, "bench.sqlite")}` : await freshDatabase(dataDir);
  const dialect = isPostgresUrl(databaseUrl) ? "postgres" : "sqlite";
  let season: Awaited<ReturnType<typeof seedSeason>> & { streamTokens?: string[] };
  if (reuse) {
    season = JSON.parse(fs.readFileSync(path.join(dataDir, "season.json"), "utf8"));
  } else {
    log(`Seeding a season on ${dialect}...`);
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, APP_TIMEZONE: "UTC" });
    const { deps, handle } = await openApp(config);
    season = await seedSeason(deps, log);
    // Tokens as the server would issue them at login (one login each would spend minutes hashing passwords).
    const streamPlayers = season.playerIds.slice(0, Math.ceil(EVENT_CLIENTS / STREAMS_PER_PLAYER));
    season.streamTokens = await Promise.all(
      streamPlayers.map((userId) => signToken(deps.jwtSecret, { userId, tokenVersion: 0, remember: false }, 86_400, Date.now())),
    );
    await handle.close();
    if (dialect === "postgres") await settle(databaseUrl);
    if (kept && dialect === "sqlite") fs.writeFileSync(path.join(dataDir, "season.json"), JSON.stringify(season));
  }

  // A kept season stays as seeded: every run writes (bets, results, an import) to a copy of it.
  const workDir = kept && dialect === "sqlite" ? fs.mkdtempSync(path.join(os.tmpdir(), "score-bench-run-")) : dataDir;
  if (workDir !== dataDir) fs.cpSync(dataDir, workDir, { recursive: true });
  const workUrl = workDir === dataDir ? databaseUrl : `sqlite://${path.join(workDir, "bench.sqlite")}`;
  const server = startServer(PORT, workDir, workUrl);
  try {
    await waitForHealth(base);
    const player = await login("player1@bench.test");
    const admin = await login("admin@bench.test");
    const { openGameIds, finishedGameIds, playerIds, leagueIds, companyLeagueId } = season;
    const page = () => Math.floor(Math.random() * 20) * 100;

    const rows: Omit<Row, "ratio">[] = [];
    const run = async (...args: Parameters<typeof load> extends [ChildProcess, string, ...infer R] ? R : never) => {
      const row = await load(server, player, ...args);
      log(`  ${row.route}: ${row.reqPerSec} req/s, p99 ${row.p99} ms${row.errors ? `, ${row.errors} errors` : ""}`);
      rows.push(row);
    };
    // A cold server (before the JIT has compiled the request path) would set a low ceiling and flatter every ratio.
    await autocannon({ url: `${base}/api/health`, connections: CONNECTIONS, duration: 3 });
    log("Loading routes...");
    await run("GET /api/health", "ceiling", () => "/api/health");
    const anonymous = await load(server, "", "GET /api/health (anonymous)", "ceiling", () => "/api/health");
    log(`  ${anonymous.route}: ${anonymous.reqPerSec} req/s, p99 ${anonymous.p99} ms`);
    rows.push(anonymous);
    await run("GET /api/users/leaderboard (page)", "shared", () => `/api/users/leaderboard?limit=100&offset=${page()}`);
    // A competition's table (docs/rules.md "Competitions"): every seeded game is in "Main", so it sums every bet, from
    // the standings module's per-competition totals, kept per data version like the round tables.
    const competitions = await fetch(`${base}/api/competitions`, { headers: { authorization: `Bearer ${player}` } });
    const competitionId = ((await competitions.json()) as { competitions: { _id: string }[] }).competitions[0]._id;
    await run(
      "GET /api/users/leaderboard?competition= (page)",
      "shared",
      () => `/api/users/leaderboard?competition=${competitionId}&limit=100&offset=${page()}`,
    );
    // The bench player's own league (player 1 is in the first): membership checked, then the shared cache.
    await run("GET /api/leagues/{id}/leaderboard (page)", "shared", () => `/api/leagues/${leagueIds[0]}/leaderboard?limit=100`);
    // 1,000 members under Kicktipp 4-3-2 with jokers: the league's own scoring from the standings module, per version.
    await run(
      "GET /api/leagues/{id}/leaderboard (1,000 members, own rules, page)",
      "shared",
      () => `/api/leagues/${companyLeagueId}/leaderboard?limit=100&offset=${Math.floor(Math.random() * 10) * 100}`,
    );
    await run(
      "GET /api/bets/game/{id}/users (page, locked game)",
      "shared",
      () => `/api/bets/game/${pick(finishedGameIds)}/users?limit=100&offset=${page()}`,
    );
    // Before the lock a game's bets depend on who asks (only their own pick shows), so they are not shared.
    await run(
      "GET /api/bets/game/{id}/users (page, before the lock)",
      "per-player",
      () => `/api/bets/game/${pick(openGameIds)}/users?limit=100&offset=${page()}`,
    );
    await run("GET /api/games/rounds", "shared", () => "/api/games/rounds");
    // 380 games (about 200 KB of JSON): browsers ask for it compressed, and it is cached compressed.
    await run("GET /api/games/catalog (brotli)", "shared", () => "/api/games/catalog", { headers: { "accept-encoding": "br" } });
    await run("GET /api/users/{id}/stats", "shared", () => `/api/users/${pick(playerIds)}/stats`);
    await run("GET /api/games/upcoming?round=all", "per-player", () => "/api/games/upcoming?round=all&closeOnly=false");
    await run(
      "GET /api/games/finished (page)",
      "per-player",
      () => `/api/games/finished?limit=100&offset=${Math.floor(Math.random() * 3) * 100}`,
    );
    await run(
      "GET /api/users/{id}/bets (page)",
      "per-player",
      () => `/api/users/${pick(playerIds)}/bets?limit=100&offset=${Math.floor(Math.random() * 3) * 100}`,
    );
    await run("POST /api/bets", "write", () => "/api/bets", {
      method: "POST",
      body: () =>
        JSON.stringify({
          gameId: pick(openGameIds),
          predictedResult: { homeScore: Math.floor(Math.random() * 5), awayScore: Math.floor(Math.random() * 5) },
        }),
    });

    const timings: number[] = [];
    for (let i = 0; i < 20; i++) {
      const gameId = finishedGameIds[i];
      const started = performance.now();
      const res = await fetch(`${base}/api/games/${gameId}/result`, {
        method: "PUT",
        headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
        body: JSON.stringify({ finalResult: `${i % 4}:${(i + 1) % 3}`, isFinished: true }),
      });
      if (!res.ok) throw new Error(`rescore failed: ${res.status}`);
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    const rescoreMs = Math.round(((timings[9] + timings[10]) / 2) * 10) / 10;

    const importMs = await importTournament(admin);
    log(`  1,000-game tournament file imported in ${importMs} ms`);

    log(`Opening ${EVENT_CLIENTS} event streams...`);
    const streamTokens = (season.streamTokens ?? []).flatMap((token) => Array(STREAMS_PER_PLAYER).fill(token) as string[]);
    const events = await eventFanOut(server, streamTokens.slice(0, EVENT_CLIENTS), admin, finishedGameIds[30]);
    // The RSS target is the server's after the whole bench: every route, the writes and the streams, which have closed.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const rssEndMb = rssMb(server.pid as number);

    const ceiling = rows[0].reqPerSec;
    const table: Row[] = rows.map((r) => ({ ...r, ratio: Math.round((r.reqPerSec / ceiling) * 1000) / 10 }));
    const machine = `${os.cpus().length} x ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
    // Issue targets: p99 at half rate within 10 ms on SQLite, 20 ms on PostgreSQL.
    const latencyTarget = dialect === "sqlite" ? 10 : 20;
    const header = `| route | kind | req/s | p50 ms | p99 ms | p99 ms at half rate (<= ${latencyTarget}) | % of health | KB per answer | server RSS MB |`;
    const lines = [
      `Bench on ${dialect} (${machine}); ${CONNECTIONS} connections, ${DURATION} s per route; seeded in ${Math.round(season.seedMs / 1000)} s`,
      header,
      "|---|---|---:|---:|---:|---:|---:|---:|---:|",
      ...table.map(
        (r) =>
          `| ${r.route} | ${r.kind} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${r.halfRateP99}${r.halfRateP99 <= latencyTarget ? "" : " (missed)"} | ${r.ratio}% | ${r.kbPerAnswer} | ${r.rssMb} |`,
      ),
      `| PUT /api/games/{id}/result (rescoring 2,000 bets, median of 20; target <= 50) | write | | ${rescoreMs} | | | | | |`,
      "",
      `The session's cost: an authenticated /api/health answers ${Math.round((ceiling / anonymous.reqPerSec) * 1000) / 10}% of the anonymous one (target >= 70%).`,
      `| POST /api/games/import/openfootball (1,000 games, 50 new teams, one request) | write | | ${importMs} | | | | | |`,
      "",
      "| event clients | connect all (ms) | result event p50 ms | p99 ms | max ms | missed | server RSS idle / peak MB |",
      "|---:|---:|---:|---:|---:|---:|---:|",
      `| ${events.clients} | ${events.connectMs} | ${events.p50} | ${events.p99} | ${events.max} | ${events.missed} | ${events.rssIdleMb} / ${events.rssPeakMb} |`,
      "",
      `Server RSS after the whole bench: ${rssEndMb} MB (target <= 300).`,
    ];
    console.log(`\n${lines.join("\n")}\n`);
    const resultsFile = path.join(root, "bench", "results.json");
    const previous = fs.existsSync(resultsFile) ? JSON.parse(fs.readFileSync(resultsFile, "utf8")) : {};
    previous[dialect] = {
      date: new Date().toISOString(),
      machine,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      seedMs: season.seedMs,
      rescoreMs,
      importMs,
      rssEndMb,
      routes: table,
      events,
    };
    fs.writeFileSync(resultsFile, `${JSON.stringify(previous, null, 2)}\n`);
  } finally {
    await stopServer(server);
    if (workDir !== dataDir) fs.rmSync(workDir, { recursive: true, force: true });
    if (!kept) {
      await dropDatabase(databaseUrl);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

await main();
