/**
 * `npm run bench:hostile`: what the second probe's costliest anonymous requests do to everyone else. The production
 * server starts on a fresh database; `/api/health` is asked at a steady 50 requests a second for BENCH_SECONDS, once
 * on a quiet server and once while three anonymous connections send, back to back, the probe's bodies: a register
 * whose `fullName` is 200 KB of combining marks of two classes, which NFC reorders in time growing with the square of
 * their number (finding 1) and a 1 MiB JSON array to a route that does not exist
 * (finding 2). It prints the health route's latency both times and what the hostile requests got, and writes
 * bench/hostile-results.json. BENCH_SERVER_MAIN=<path to another build's server/dist/main.js> measures that build
 * instead (how the "before" figures in README "Performance" were taken).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { dropDatabase, freshDatabase, log, root, startServer, stopServer, waitForHealth } from "./harness";

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const PORT = Number(process.env.BENCH_PORT || 3391);
const RATE = 50;
const HOSTILE_CONNECTIONS = 3;
const base = `http://127.0.0.1:${PORT}`;

const HOSTILE = [
  {
    name: "register, 200 KB of combining marks",
    url: "/api/auth/register",
    body: JSON.stringify({ fullName: `e${"\u0301\u0316".repeat(50_000)}`, email: "probe@example.com", password: "secret123" }),
  },
  { name: "1 MiB array to /api/nope", url: "/api/nope", body: JSON.stringify(Array.from({ length: 150_000 }, (_, i) => i)) },
];

interface Latency {
  p50: number;
  p99: number;
  max: number;
  requests: number;
}

async function healthLatency(): Promise<Latency> {
  const result = await autocannon({ url: `${base}/api/health`, connections: 2, overallRate: RATE, duration: SECONDS });
  return { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max, requests: result.requests.total };
}

/** Sends the hostile bodies in turn on `connections` loops until `until` says stop; counts answers by status. */
function sendHostile(stop: { now: boolean }) {
  const statuses: Record<string, number> = {};
  const loop = async (offset: number) => {
    for (let i = offset; !stop.now; i++) {
      const hostile = HOSTILE[i % HOSTILE.length];
      try {
        const res = await fetch(`${base}${hostile.url}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: hostile.body,
        });
        await res.arrayBuffer();
        const key = `${hostile.name}: ${res.status}`;
        statuses[key] = (statuses[key] ?? 0) + 1;
      } catch {
        statuses[`${hostile.name}: connection closed`] = (statuses[`${hostile.name}: connection closed`] ?? 0) + 1;
      }
    }
  };
  const running = Promise.all(Array.from({ length: HOSTILE_CONNECTIONS }, (_, i) => loop(i)));
  return { statuses, running };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-hostile-"));
  const databaseUrl = await freshDatabase(dataDir);
  const server = startServer(PORT, dataDir, databaseUrl);
  try {
    await waitForHealth(base);
    log(`/api/health at ${RATE} req/s for ${SECONDS} s, quiet, then beside ${HOSTILE_CONNECTIONS} hostile connections`);
    const quiet = await healthLatency();
    const stop = { now: false };
    const hostile = sendHostile(stop);
    const underAttack = await healthLatency();
    stop.now = true;
    await hostile.running;
    const row = (name: string, l: Latency) =>
      `  ${name.padEnd(16)} p50 ${String(l.p50).padStart(5)} ms   p99 ${String(l.p99).padStart(5)} ms   max ${String(l.max).padStart(5)} ms   (${l.requests} requests)`;
    log(row("quiet", quiet));
    log(row("hostile bodies", underAttack));
    for (const [what, n] of Object.entries(hostile.statuses)) log(`  hostile: ${what} x ${n}`);
    const results = {
      at: new Date().toISOString(),
      server: process.env.BENCH_SERVER_MAIN ?? "this checkout",
      quiet,
      underAttack,
      hostile: hostile.statuses,
    };
    fs.writeFileSync(path.join(root, "bench/hostile-results.json"), `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    await stopServer(server);
    await dropDatabase(databaseUrl);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
