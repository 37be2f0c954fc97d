/**
 * `npm run bench:cluster` (DATABASE_URL=postgres://...): the app past one process. Seeds the bench season in a fresh
 * PostgreSQL database, starts three production servers on it behind HAProxy from Debian's packages (round robin; the
 * bench starts it and stops when it is missing: `apt-get install haproxy`), and
 *
 * - loads three routes through the balancer with one server behind it, then two, then three, counting the CPU time
 *   each server process, PostgreSQL and HAProxy spend per request (what decides how throughput adds up on more cores);
 * - checks that what one server writes, the other serves at once: the shared cache (a leaderboard read on B after a
 *   result entered on A, its old ETag refused), the event stream (a stream on B hears the result entered on A) and
 *   the results feed, polled by one server at a time (the lease) however many run.
 *
 * Prints a table and writes bench/cluster.json. docs/scaling.md reads its figures.
 */
import type { ChildProcess } from "node:child_process";
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { loadConfig } from "../server/src/config";
import { isPostgresUrl } from "../server/src/db/connection";
import { openApp } from "../server/src/open";
import { dropDatabase, freshDatabase, log, login, root, rssMb, settle, startServer, stopServer, waitForHealth } from "./harness";
import { seedSeason } from "./seed";

const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = 50;
const PORT = Number(process.env.BENCH_PORT || 3390);
const FEED_INTERVAL_S = 1;
const balancer = `http://127.0.0.1:${PORT}`;
const serverPorts = [PORT + 1, PORT + 2, PORT + 3];
const serverBase = (i: number) => `http://127.0.0.1:${serverPorts[i]}`;

const clockTicks = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;

/** CPU seconds (user + system) a process has used, from /proc. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  // utime and stime are fields 14 and 15 of stat; this slice starts at field 3.
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
}

/** CPU seconds of every PostgreSQL process on this machine (the server and its backends). */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, "utf8").trim().startsWith("postgres")) total += cpuSeconds(Number(pid));
    } catch {
      // a process that ended meanwhile
    }
  }
  return total;
}

/** A local results feed (an openfootball match file with no matches) that counts how often it is asked. */
function startFeed(port: number) {
  const polls: number[] = [];
  const server = http
    .createServer((req, res) => {
      if (req.url !== "/feed.json") return res.writeHead(404).end();
      polls.push(Date.now());
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ name: "bench feed", matches: [] }));
    })
    .listen(port, "127.0.0.1");
  return { polls, close: () => new Promise((r) => server.close(r)) };
}

/** Debian's HAProxy, or a clear stop: the cluster is measured behind a real load balancer, not one written here. */
function haproxyBinary(): string {
  const found = ["/usr/sbin/haproxy", "/usr/bin/haproxy", "/usr/local/sbin/haproxy"].find((file) => fs.existsSync(file));
  if (!found) {
    console.error("bench:cluster needs HAProxy from Debian's packages: apt-get install haproxy");
    process.exit(2);
  }
  return found;
}

/**
 * HAProxy on `port`, round robin over the servers given to `route` (restarted with the new list between phases).
 * One thread, so that on a small machine the balancer takes a core's share, not every core; streams (the event
 * route) pass through as tunnels.
 */
function startBalancer(port: number, dir: string) {
  const binary = haproxyBinary();
  const configFile = path.join(dir, "haproxy.cfg");
  let proc: ChildProcess | undefined;
  const stop = async () => {
    if (!proc || proc.exitCode !== null) return;
    const exited = once(proc, "exit");
    proc.kill("SIGTERM");
    await exited;
  };
  return {
    route: async (targets: string[]) => {
      await stop();
      const servers = targets.map((target, i) => `  server app${i} ${new URL(target).host}`);
      const config = [
        "global",
        "  nbthread 1",
        "  maxconn 4096",
        "defaults",
        "  mode http",
        "  option http-keep-alive",
        "  timeout connect 5s",
        "  timeout client 60s",
        "  timeout server 60s",
        "  timeout tunnel 1h",
        "frontend app",
        `  bind 127.0.0.1:${port}`,
        "  default_backend servers",
        "backend servers",
        "  balance roundrobin",
        ...servers,
        "",
      ];
      fs.writeFileSync(configFile, config.join("\n"));
      proc = spawn(binary, ["-f", configFile, "-db"], { stdio: ["ignore", "ignore", "inherit"] });
      await waitForHealth(`http://127.0.0.1:${port}`);
    },
    pid: () => proc?.pid as number,
    close: stop,
  };
}

interface LoadRow {
  route: string;
  servers: number;
  reqPerSec: number;
  p99: number;
  errors: number;
  /** Server CPU ms per request, summed over the server processes. */
  serverCpuMs: number;
  postgresCpuMs: number;
  /** HAProxy's process. */
  balancerCpuMs: number;
  /** This process: autocannon, the load generator. */
  benchCpuMs: number;
  rssMb: number[];
}

async function measure(
  servers: ChildProcess[],
  balancerPid: number,
  token: string,
  route: string,
  path: () => string,
): Promise<LoadRow> {
  const pids = servers.map((s) => s.pid as number);
  const before = pids.map(cpuSeconds);
  const balancerBefore = cpuSeconds(balancerPid);
  const pgBefore = postgresCpuSeconds();
  const ownBefore = process.cpuUsage();
  const result = await autocannon({
    url: balancer,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      { method: "GET", headers: { authorization: `Bearer ${token}` }, setupRequest: (req) => ({ ...req, path: path() }) },
    ],
  });
  const serverCpu = pids.reduce((sum, pid, i) => sum + cpuSeconds(pid) - before[i], 0);
  const pgCpu = postgresCpuSeconds() - pgBefore;
  const balancerCpu = cpuSeconds(balancerPid) - balancerBefore;
  const own = process.cpuUsage(ownBefore);
  const requests = result.requests.total || 1;
  const row: LoadRow = {
    route,
    servers: servers.length,
    reqPerSec: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    serverCpuMs: Math.round((serverCpu * 1000 * 100) / requests) / 100,
    postgresCpuMs: Math.round((pgCpu * 1000 * 100) / requests) / 100,
    balancerCpuMs: Math.round((balancerCpu * 1000 * 100) / requests) / 100,
    benchCpuMs: Math.round(((own.user + own.system) / 1000 / requests) * 100) / 100,
    rssMb: pids.map(rssMb),
  };
  log(
    `  ${route}, ${row.servers} server(s): ${row.reqPerSec} req/s, p99 ${row.p99} ms, server ${row.serverCpuMs} + PostgreSQL ${row.postgresCpuMs} CPU ms per request, HAProxy ${row.balancerCpuMs}${row.errors ? `, ${row.errors} errors` : ""}`,
  );
  return row;
}

/** Where each route's CPU goes with every server behind the balancer: the largest share is the next bottleneck. */
function bottlenecks(rows: LoadRow[]): string[] {
  const most = Math.max(...rows.map((r) => r.servers));
  return rows
    .filter((r) => r.servers === most)
    .map((r) => {
      const parts: [string, number][] = [
        ["the servers", r.serverCpuMs],
        ["PostgreSQL", r.postgresCpuMs],
        ["HAProxy", r.balancerCpuMs],
        ["the load generator", r.benchCpuMs],
      ];
      const total = parts.reduce((sum, [, ms]) => sum + ms, 0) || 1;
      const shares = parts.map(([name, ms]) => `${name} ${Math.round((ms / total) * 100)}%`).join(", ");
      return `- ${r.route}: ${Math.round(total * 100) / 100} CPU ms per request in all (${shares}).`;
    });
}

interface Checks {
  /** B's answer after A's write is A's and not the old one; B answers the old ETag in full, not 304. */
  cache: { fresh: boolean; oldEtagRefused: boolean };
  events: { heardOnOtherServer: boolean; ms: number };
  feed: { seconds: number; polls: number; expectedOnePoller: number };
}

const authed = (token: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra });

async function enterResult(admin: string, gameId: string, finalResult: string) {
  const res = await fetch(`${serverBase(0)}/api/games/${gameId}/result`, {
    method: "PUT",
    headers: authed(admin, { "content-type": "application/json" }),
    body: JSON.stringify({ finalResult, isFinished: true }),
  });
  if (!res.ok) throw new Error(`result on server A: ${res.status}`);
}

/** What A writes, B serves at once: its cached answers (the game's bets with their points) and its event streams. */
async function crossServerChecks(player: string, admin: string, gameId: string): Promise<Omit<Checks, "feed">> {
  const table = async (i: number, etag?: string) => {
    const res = await fetch(`${serverBase(i)}/api/bets/game/${gameId}/users?limit=100`, {
      headers: authed(player, etag ? { "if-none-match": etag } : {}),
    });
    if (res.status !== 200 && res.status !== 304) throw new Error(`game bets on server ${i ? "B" : "A"}: ${res.status}`);
    return res;
  };
  const before = await table(1);
  const oldEtag = before.headers.get("etag") ?? "";
  const oldBody = await before.text();

  const controller = new AbortController();
  let sentAt = 0;
  let heardAt = 0;
  const stream = await fetch(`${serverBase(1)}/api/events`, { headers: authed(player), signal: controller.signal });
  if (!stream.ok || !stream.body) throw new Error(`events on server B: ${stream.status}`);
  const heard = (async () => {
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      text += part.value;
      if (sentAt > 0 && text.includes("event: game")) {
        heardAt = performance.now();
        return;
      }
    }
  })().catch(() => undefined);
  await new Promise((r) => setTimeout(r, 200));

  sentAt = performance.now();
  await enterResult(admin, gameId, "7:0");
  const afterB = await table(1);
  const afterOnB = await afterB.text();
  const afterOnA = await (await table(0)).text();
  const revalidated = await table(1, oldEtag);
  log(`  B's ETag before ${oldEtag}, after ${afterB.headers.get("etag")}; the old one revalidated: ${revalidated.status}`);
  const deadline = Date.now() + 5000;
  while (heardAt === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  controller.abort();
  await heard;
  return {
    cache: { fresh: afterOnB === afterOnA && afterOnB !== oldBody, oldEtagRefused: revalidated.status === 200 },
    events: { heardOnOtherServer: heardAt > 0, ms: heardAt > 0 ? Math.round(heardAt - sentAt) : Number.NaN },
  };
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url || !isPostgresUrl(url)) {
    console.error("bench:cluster needs PostgreSQL: DATABASE_URL=postgres://user@host:5432/db npm run bench:cluster");
    process.exit(2);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "score-cluster-"));
  const databaseUrl = await freshDatabase(dataDir);
  const feed = startFeed(PORT + 9);
  const lb = startBalancer(PORT, dataDir);
  const servers: ChildProcess[] = [];
  try {
    log("Seeding a season on postgres...");
    const { deps, handle } = await openApp(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, APP_TIMEZONE: "UTC" }));
    const season = await seedSeason(deps, log);
    await handle.close();
    await settle(databaseUrl);

    // One data dir: both servers sign and verify tokens with its one app secret, as instances behind one domain must.
    const feedEnv = {
      RESULTS_FEED_URL: `http://127.0.0.1:${PORT + 9}/feed.json`,
      RESULTS_FEED_ALLOWLIST: "127.0.0.1",
      RESULTS_FEED_INTERVAL: String(FEED_INTERVAL_S),
    };
    for (const port of serverPorts) servers.push(startServer(port, dataDir, databaseUrl, feedEnv));
    await Promise.all(serverPorts.map((_, i) => waitForHealth(serverBase(i))));
    const feedFrom = Date.now();
    const firstPoll = feed.polls.length;
    const player = await login(serverBase(0), "player1@bench.test");
    const admin = await login(serverBase(0), "admin@bench.test");
    const page = () => Math.floor(Math.random() * 20) * 100;
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
    const routes: [string, () => string][] = [
      ["GET /api/users/leaderboard (page)", () => `/api/users/leaderboard?limit=100&offset=${page()}`],
      [
        "GET /api/bets/game/{id}/users (page, locked game)",
        () => `/api/bets/game/${pick(season.finishedGameIds)}/users?limit=100&offset=${page()}`,
      ],
      ["GET /api/games/upcoming?round=all", () => "/api/games/upcoming?round=all&closeOnly=false"],
    ];

    const rows: LoadRow[] = [];
    for (const count of [1, 2, 3]) {
      await lb.route(serverPorts.slice(0, count).map((_, i) => serverBase(i)));
      const behind = servers.slice(0, count);
      // Warm every server's JIT and caches before the measured runs.
      await autocannon({ url: `${balancer}/api/health`, connections: CONNECTIONS, duration: 3 });
      log(`Through the balancer, ${count} server(s) behind it:`);
      for (const [route, path] of routes) rows.push(await measure(behind, lb.pid(), player, route, path));
    }

    log("Checking what crosses servers...");
    await lb.route(serverPorts.map((_, i) => serverBase(i)));
    const crossing = await crossServerChecks(player, admin, season.finishedGameIds[0]);
    const seconds = Math.round((Date.now() - feedFrom) / 1000);
    const checks: Checks = {
      ...crossing,
      feed: { seconds, polls: feed.polls.length - firstPoll, expectedOnePoller: Math.floor(seconds / FEED_INTERVAL_S) },
    };
    log(JSON.stringify(checks));

    const versusOne = (row: LoadRow) => {
      const one = rows.find((r) => r.route === row.route && r.servers === 1);
      return one ? `${Math.round((row.reqPerSec / one.reqPerSec) * 100) / 100}x` : "";
    };
    const machine = `${os.cpus().length} x ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
    const lines = [
      `Cluster bench on postgres (${machine}); ${CONNECTIONS} connections, ${DURATION} s per route, through HAProxy (one thread)`,
      "| route | servers | req/s | vs one server | p99 ms | server CPU ms / req | PostgreSQL CPU ms / req | HAProxy CPU ms / req | load CPU ms / req | server RSS MB |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
      ...rows.map(
        (r) =>
          `| ${r.route} | ${r.servers} | ${r.reqPerSec} | ${versusOne(r)} | ${r.p99} | ${r.serverCpuMs} | ${r.postgresCpuMs} | ${r.balancerCpuMs} | ${r.benchCpuMs} | ${r.rssMb.join(" / ")} |`,
      ),
      "",
      ...bottlenecks(rows),
      `- Shared cache: B's page of the game's bets after a result entered on A is A's (${checks.cache.fresh ? "yes" : "NO"}); B answers the old ETag with a full 200 (${checks.cache.oldEtagRefused ? "yes" : "NO"}).`,
      `- Events: a stream on B heard the result entered on A (${checks.events.heardOnOtherServer ? `yes, ${checks.events.ms} ms` : "NO"}).`,
      `- Results feed: ${checks.feed.polls} polls in ${checks.feed.seconds} s at one every ${FEED_INTERVAL_S} s with ${servers.length} servers running (one poller would make about ${checks.feed.expectedOnePoller}).`,
    ];
    console.log(`\n${lines.join("\n")}\n`);
    fs.writeFileSync(
      path.join(root, "bench", "cluster.json"),
      `${JSON.stringify({ date: new Date().toISOString(), machine, connections: CONNECTIONS, durationSeconds: DURATION, rows, checks }, null, 2)}\n`,
    );
    const failed = !checks.cache.fresh || !checks.cache.oldEtagRefused || !checks.events.heardOnOtherServer;
    const twoPollers = checks.feed.polls > checks.feed.expectedOnePoller * 1.5 + 2;
    if (failed || twoPollers) process.exitCode = 1;
  } finally {
    for (const server of servers) await stopServer(server);
    await lb.close();
    await feed.close();
    await dropDatabase(databaseUrl);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
