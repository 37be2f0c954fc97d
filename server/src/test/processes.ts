import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";

/**
 * Real server processes for tests that need them (several processes on one database, SIGKILL
 * mid-load, backups under load, log capture): the bundled main.ts, like production, without needing
 * a prior `npm run build`.
 */
const serverDir = path.resolve(import.meta.dirname, "../..");
const repoRoot = path.resolve(serverDir, "..");

export interface ServerBundle {
  mainFile: string;
  /** The `npm run backup` / `npm run restore` script, bundled alongside. */
  backupFile: string;
  dir: string;
  remove(): void;
}

export async function bundleServer(): Promise<ServerBundle> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "betting-bundle-"));
  const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, "package.json"), "utf8")) as {
    dependencies?: Record<string, string>;
  };
  await build({
    absWorkingDir: serverDir,
    entryPoints: ["src/main.ts", "src/backup.ts"],
    outdir: dir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: Object.keys(pkg.dependencies ?? {}).filter((name) => name !== "@app/domain"),
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: "warning",
  });
  // The bundle imports its npm dependencies by name: let it find the workspace's.
  fs.symlinkSync(path.join(repoRoot, "node_modules"), path.join(dir, "node_modules"), "dir");
  return {
    mainFile: path.join(dir, "main.mjs"),
    backupFile: path.join(dir, "backup.mjs"),
    dir,
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote to stdout and stderr. */
  output: string[];
}

/** Starts the bundled server on a free port with the given environment and waits for /api/health. */
export async function startServerProcess(bundle: ServerBundle, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ["DATABASE_URL", "VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "APP_SECRET", "ADMIN_EMAIL", "ADMIN_PASSWORD"]) {
    delete inherited[name];
  }
  const child = spawn(process.execPath, [bundle.mainFile], {
    env: {
      ...inherited,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      AUTH_RATE_LIMIT: "100000",
      APP_TIMEZONE: "UTC",
      LOG_LEVEL: "warn",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const server = { child, url: `http://127.0.0.1:${port}`, output: [] as string[] };
  child.stdout?.on("data", (chunk: Buffer) => server.output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => server.output.push(chunk.toString()));
  await waitForHealth(server);
  return server;
}

export async function waitForHealth(server: ServerProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited with ${server.child.exitCode}:\n${server.output.join("")}`);
    }
    try {
      const res = await fetch(`${server.url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy:\n${server.output.join("")}`);
}

/** SIGTERM (graceful), then SIGKILL after 5 s; resolves when the process has exited. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  process.kill(child.pid, "SIGTERM");
  const timer = setTimeout(() => {
    if (child.exitCode === null && child.pid !== undefined) process.kill(child.pid, "SIGKILL");
  }, 5000);
  await exited;
  clearTimeout(timer);
}

/** Kills the process at once, as a crash or power cut would. */
export async function killProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  process.kill(child.pid, "SIGKILL");
  await exited;
}

/** A JSON call against a server process. */
export async function call(server: ServerProcess, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${server.url}/api${url}`, {
    method,
    headers: {
      ...(body !== undefined && { "content-type": "application/json" }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests assert response bodies field by field, whatever their route
  let json: any = text;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: json };
}
