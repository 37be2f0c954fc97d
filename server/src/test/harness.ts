import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { FastifyInstance, InjectOptions } from "fastify";
import pg from "pg";
import { expect } from "vitest";
import { buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import type { DatabaseHandle } from "../db/connection";
import type { AppDeps } from "../deps";
import { openApp } from "../open";

export interface DbTarget {
  name: "sqlite" | "postgres";
}

/** The integration suite runs once per database: SQLite always, PostgreSQL when TEST_DATABASE_URL is set (CI sets it). */
export const dbTargets: DbTarget[] = [
  { name: "sqlite" },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "postgres" as const }] : []),
];

/** A fresh, empty database of the target's kind; `drop` removes it. */
export async function freshDatabaseUrl(target: DbTarget): Promise<{ url: string; drop: () => Promise<void>; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "betting-test-"));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (target.name === "sqlite") {
    return { url: `sqlite://${path.join(dataDir, "test.sqlite")}`, dataDir, drop: async () => removeDir() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      removeDir();
    },
  };
}

let webDist: string | undefined;

/**
 * A tiny built web app (index.html, sw.js, one hashed asset), so every test app serves the SPA and its
 * catch-all route as production does, whether or not `web/dist` has been built in this checkout.
 */
export function fixtureWebDist(): string {
  if (webDist) return webDist;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "web-dist-"));
  fs.mkdirSync(path.join(dir, "assets"));
  const files: Record<string, string> = {
    "index.html": '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head></html>',
    // Large enough to be worth compressing, like a real chunk.
    "assets/app.js": `console.log(${JSON.stringify("x".repeat(4096))})`,
    "sw.js": "self.addEventListener('push', () => {})",
  };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    // What the web build writes beside every file (web/vite.config.ts).
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
  }
  // The real public files, so the tests check what ships.
  for (const name of ["robots.txt", "manifest.webmanifest", "manifest.he.webmanifest"]) {
    fs.copyFileSync(path.join(import.meta.dirname, "../../../web/public", name), path.join(dir, name));
  }
  process.once("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
  webDist = dir;
  return dir;
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  handle: DatabaseHandle;
  config: Config;
  /** Moves the server's clock; `clock.offsetMs` is added to the real time. */
  clock: { offsetMs: number };
  // biome-ignore lint/suspicious/noExplicitAny: tests assert response bodies field by field, whatever their route
  request(options: InjectOptions & { token?: string }): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  close(): Promise<void>;
}

export async function startTestApp(target: DbTarget, env: Record<string, string> = {}): Promise<TestApp> {
  const { url, drop, dataDir } = await freshDatabaseUrl(target);
  return startTestAppOn(url, dataDir, drop, env);
}

/** An app on an existing database: a second instance on the same URL behaves like a second server process. */
export async function startTestAppOn(
  url: string,
  dataDir: string,
  drop: () => Promise<void>,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    AUTH_RATE_LIMIT: "1000",
    APP_TIMEZONE: "UTC",
    WEB_DIST: fixtureWebDist(),
    ...env,
  });
  const clock = { offsetMs: 0 };
  const { deps, handle } = await openApp(config, () => Date.now() + clock.offsetMs);
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    handle,
    config,
    clock,
    async request({ token, headers, ...options }) {
      const response = await app.inject({
        ...options,
        headers: { ...(token && { authorization: `Bearer ${token}` }), ...headers },
      });
      const text = response.body;
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: keep the text
      }
      return { status: response.statusCode, body, headers: response.headers };
    },
    async close() {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

let userCounter = 0;

/** Registers a user through the API and returns its token and id. The first one of a database is the admin. */
export async function registerUser(t: TestApp, overrides: { fullName?: string; email?: string; password?: string } = {}) {
  userCounter += 1;
  const body = {
    fullName: overrides.fullName ?? `Player ${userCounter}`,
    email: overrides.email ?? `player${userCounter}-${randomBytes(3).toString("hex")}@example.com`,
    password: overrides.password ?? "secret123",
  };
  const res = await t.request({ method: "POST", url: "/api/auth/register", payload: body });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    token: res.body.token as string,
    id: res.body.user._id as string,
    fullName: body.fullName,
    email: body.email,
    password: body.password,
  };
}

/**
 * Two app instances on one fresh database, standing for two server processes (each with its own caches and
 * connections); `close` closes both and drops the database.
 */
export async function startTwoTestApps(target: DbTarget) {
  const a = await startTestApp(target);
  const b = await startTestAppOn(a.config.databaseUrl, a.config.dataDir, async () => {});
  return {
    a,
    b,
    close: async () => {
      await b.close();
      await a.close();
    },
  };
}

/** Reads one URL through two instances on one database: both must answer 200 with the same body. */
export async function readOnBoth(a: TestApp, b: TestApp, url: string, token: string) {
  const [fromA, fromB] = await Promise.all([a.request({ method: "GET", url, token }), b.request({ method: "GET", url, token })]);
  expect(fromA.status).toBe(200);
  expect(fromB.body).toEqual(fromA.body);
  return fromA.body;
}
