import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Config } from "./config";

/**
 * Pretty, coloured log lines for a person at a terminal; JSON lines (one object per line) for everything
 * else: files, pipes, log collectors, and any production run.
 */
export function usePrettyLogs(isTTY: boolean | undefined, nodeEnv: string | undefined): boolean {
  return isTTY === true && nodeEnv !== "production";
}

/**
 * The pino `transport` option for the server's logger: pino-pretty (in pino's worker thread) when
 * usePrettyLogs says so, else undefined (pino's own JSON on stdout).
 */
export function logTransport(isTTY = process.stdout.isTTY, nodeEnv = process.env.NODE_ENV) {
  if (!usePrettyLogs(isTTY, nodeEnv)) return undefined;
  return {
    target: "pino-pretty",
    options: { colorize: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" },
  };
}

/** Where the data lives, for people: the SQLite file, or PostgreSQL's host and database (never the password). */
export function describeDatabase(databaseUrl: string): string {
  if (databaseUrl.startsWith("sqlite://")) {
    const file = databaseUrl.slice("sqlite://".length);
    return file === ":memory:" ? "SQLite in memory" : `SQLite at ${path.resolve(file)}`;
  }
  try {
    const url = new URL(databaseUrl);
    const host = url.hostname ? `${url.hostname}${url.port ? `:${url.port}` : ""}` : "local socket";
    const database = decodeURIComponent(url.pathname.replace(/^\//, ""));
    return `PostgreSQL at ${host}${database ? `/${database}` : ""}`;
  } catch {
    return "PostgreSQL";
  }
}

/** The address people open: a wildcard listen address is shown as localhost; the port is the bound one. */
export function publicUrl(host: string, port: number): string {
  const shownHost = host === "0.0.0.0" || host === "::" || host === "" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${shownHost}:${port}`;
}

/** The one line the server prints once it listens. */
export function startLine(
  config: Pick<Config, "host" | "port" | "databaseUrl" | "timezone">,
  address?: AddressInfo | string | null,
) {
  const port = address && typeof address === "object" ? address.port : config.port;
  return `Score Predictor listening on ${publicUrl(config.host, port)} (${describeDatabase(config.databaseUrl)}, time zone ${config.timezone})`;
}
