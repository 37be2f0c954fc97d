import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { KEEP_ALIVE_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from "../app";
import { dbTargets, freshDatabaseUrl } from "../test/harness";
import { bundleServer, type ServerBundle, type ServerProcess, startServerProcess, stopProcess } from "../test/processes";
import { SHUTDOWN_GRACE_MS } from "./drain";

/**
 * A real server process told to stop (SIGTERM, as a deploy or `docker stop` does) while a client is in the middle of a
 * request: the request is answered, and the process exits soon after, not after the connection's keep-alive (72 s) or
 * never. Found by the offline e2e, whose stopped server lived on for minutes while the browser held a connection.
 */
let bundle: ServerBundle;
beforeAll(async () => {
  bundle = await bundleServer();
}, 60_000);
afterAll(() => bundle?.remove());

/** A raw connection with a request whose body has only begun to arrive, and what comes back on it. */
async function halfSentLogin(server: ServerProcess) {
  const body = JSON.stringify({ email: "nobody@example.com", password: "not-the-password" });
  const socket = net.connect(Number(new URL(server.url).port), "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  let received = "";
  let ended = false;
  socket.on("data", (chunk) => {
    received += chunk.toString();
  });
  socket.on("close", () => {
    ended = true;
  });
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
  );
  return {
    finish: () => socket.write(body.slice(5)),
    received: () => received,
    ended: () => ended,
    destroy: () => socket.destroy(),
  };
}

/** Resolves once the server has logged the start of the login request (Fastify's "incoming request", before the body). */
async function loggedLoginStart(server: ServerProcess) {
  const isLoginStart = (line: string) => line.includes('"msg":"incoming request"') && line.includes('"url":"/api/auth/login"');
  await vi.waitFor(() => expect(server.output.join("").split("\n").some(isLoginStart)).toBe(true), { timeout: 10_000 });
}

function exitOf(server: ServerProcess) {
  const exit = { code: undefined as number | null | undefined };
  server.child.once("exit", (code) => {
    exit.code = code;
  });
  return exit;
}

describe.each(dbTargets)("a server stopping on $name while a request is in flight", (target) => {
  const servers: ServerProcess[] = [];
  const drops: (() => Promise<void>)[] = [];

  beforeAll(() => {
    expect(SHUTDOWN_GRACE_MS * 4).toBeLessThan(Math.min(KEEP_ALIVE_TIMEOUT_MS, REQUEST_TIMEOUT_MS));
  });

  async function start() {
    const fresh = await freshDatabaseUrl(target);
    drops.push(fresh.drop);
    // info: the log line of each request's start tells the test that the server has taken the request in.
    const server = await startServerProcess(bundle, { DATA_DIR: fresh.dataDir, DATABASE_URL: fresh.url, LOG_LEVEL: "info" });
    servers.push(server);
    return server;
  }

  afterAll(async () => {
    await Promise.all(servers.map((server) => stopProcess(server.child)));
    for (const drop of drops) await drop();
  });

  /**
   * A server told to stop while a login's body is half sent. Only once the server has read the request's start: until
   * then the request is a new one, refused with 503 (seen on a loaded CI machine), and its connection idle.
   */
  async function stopDuringLogin() {
    const running = await start();
    const client = await halfSentLogin(running);
    const exit = exitOf(running);
    await loggedLoginStart(running);
    running.child.kill("SIGTERM");
    return { client, exit };
  }

  it("answers the request, closes its connection and exits, without waiting out the keep-alive", async () => {
    const { client, exit } = await stopDuringLogin();
    await new Promise((resolve) => setTimeout(resolve, 300));
    client.finish();

    await vi.waitFor(() => expect(client.received()).toMatch(/^HTTP\/1\.1 401 /), { timeout: 5000 });
    expect(client.received()).toMatch(/\r\nconnection: close\r\n/i);
    expect(client.received()).toContain("Invalid email or password");
    await vi.waitFor(() => expect(client.ended()).toBe(true), { timeout: 5000 });
    await vi.waitFor(() => expect(exit.code).toBe(0), { timeout: 5000 });
  });

  it("closes a request that never finishes once the grace has passed, and exits cleanly", async () => {
    const { client, exit } = await stopDuringLogin();

    // Well before the request deadline (30 s) and the keep-alive (72 s): only the grace can have closed it.
    await vi.waitFor(() => expect(exit.code).toBe(0), { timeout: SHUTDOWN_GRACE_MS * 3 });
    expect(client.ended()).toBe(true);
    client.destroy();
  }, 30_000);
});
