/**
 * What `npm run bench` (run.ts) and `npm run bench:cluster` (cluster.ts) share: a fresh database for a run, the
 * production server started as its own process, and the calls a client makes before it loads a route.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { isPostgresUrl } from "../server/src/db/connection";
import { BENCH_PASSWORD } from "./seed";

// Bundled into bench/dist/, two levels below the repository root.
export const root = path.resolve(import.meta.dirname, "../..");
export const log = (line: string) => console.log(line);

/** A new PostgreSQL database beside DATABASE_URL's (dropped again by dropDatabase), or a SQLite file in `dataDir`. */
export async function freshDatabase(dataDir: string): Promise<string> {
  const url = process.env.DATABASE_URL;
  if (!url || !isPostgresUrl(url)) return `sqlite://${path.join(dataDir, "bench.sqlite")}`;
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.toString();
}

export async function dropDatabase(url: string) {
  if (!isPostgresUrl(url)) return;
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

/**
 * After a bulk load PostgreSQL's autovacuum would otherwise run during the measurements, and index-only
 * scans need the visibility map: vacuum and analyse once, as a settled production database would be.
 */
export async function settle(url: string) {
  const started = Date.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("vacuum analyze");
  await client.end();
  log(`  vacuum analyze: ${Date.now() - started} ms`);
}

export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * server/dist/main.js as production runs it, on 127.0.0.1:`port`; `env` adds to or overrides the bench's settings.
 * BENCH_SERVER_MAIN names another build's main.js (an older commit's, to measure before and after a change).
 */
export function startServer(port: number, dataDir: string, databaseUrl: string, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [process.env.BENCH_SERVER_MAIN || path.join(root, "server/dist/main.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      APP_TIMEZONE: "UTC",
      LOG_LEVEL: "error",
      AUTH_RATE_LIMIT: "100000",
      SCHEDULER_INTERVAL_MS: "3600000",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

export async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
}

export async function waitForHealth(base: string) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no server answered at ${base}`);
}

/** A bench account's token (every seeded account has BENCH_PASSWORD). */
export async function login(base: string, email: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const body = (await res.json()) as { token: string };
  return body.token;
}
