import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { makePrivateDir, touchPrivateFile } from "./private-files";
import type { Database } from "./schema";

export type DialectName = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The SQLite file, for online backups; undefined on PostgreSQL. */
  sqliteFile?: string;
  /**
   * SQLite only: a value that moves with every commit to the file, by this process or any other (see
   * withStatementCache). What was read while it stays the same is still true; PostgreSQL has no cheap equivalent.
   */
  changeEpoch?: () => string;
  close(): Promise<void>;
}

// pg returns int8 (counts, bigint columns) as strings; every value we store fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function isPostgresUrl(url: string): boolean {
  return url.startsWith("postgres://") || url.startsWith("postgresql://");
}

export function openDatabase(url: string, options: { poolSize?: number } = {}): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
    // An idle connection that PostgreSQL closes (restart, failover, pg_terminate_backend) makes the pool emit
    // "error"; with no listener that is an uncaught exception and the whole server dies. The pool has already
    // dropped that client, and the next query opens a fresh connection: nothing else to do.
    pool.on("error", () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    return { db, dialect: "postgres", close: () => db.destroy() };
  }
  const file = url.replace(/^sqlite:\/\//, "");
  if (file !== ":memory:") {
    makePrivateDir(path.dirname(file));
    touchPrivateFile(file);
  }
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const { database, changeEpoch } = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }), plugins });
  return { db, dialect: "sqlite", sqliteFile: file, changeEpoch, close: () => db.destroy() };
}

/**
 * Kysely prepares a statement for every query and better-sqlite3 compiles SQL on every prepare: reusing the
 * compiled statement per SQL text takes that off every request. Bounded, because IN lists of many lengths
 * make many texts. Safe because queries on the one connection run one at a time and none streams.
 *
 * It also keeps the change epoch: SQLite's `PRAGMA data_version` moves when another connection (another process, or
 * a second handle) commits, but not for this connection's own writes, so every statement that may write counts
 * here when it runs (a failed or rolled-back one too: an epoch that moves without a change only costs a re-read).
 */
function withStatementCache(sqlite: SqliteDatabase.Database, max = 1000) {
  const statements = new Map<string, SqliteStatement>();
  let writes = 0;
  const counting =
    <A extends unknown[], R>(call: (...args: A) => R) =>
    (...args: A): R => {
      writes++;
      return call(...args);
    };
  const counted = (statement: SqliteDatabase.Statement): SqliteStatement =>
    statement.readonly
      ? statement
      : {
          reader: statement.reader,
          all: counting((parameters: unknown[]) => statement.all(parameters)),
          run: counting((parameters: unknown[]) => statement.run(parameters)),
          iterate: counting((parameters: unknown[]) => statement.iterate(parameters)),
        };
  const dataVersion = sqlite.prepare("PRAGMA data_version").pluck();
  const database = {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= max) statements.clear();
        statement = counted(sqlite.prepare(sql));
        statements.set(sql, statement);
      }
      return statement;
    },
  };
  return { database, changeEpoch: () => `${dataVersion.get()}:${writes}` };
}

/** What Kysely's SQLite driver calls on a statement. */
interface SqliteStatement {
  readonly reader: boolean;
  all(parameters: unknown[]): unknown[];
  run(parameters: unknown[]): SqliteDatabase.RunResult;
  iterate(parameters: unknown[]): IterableIterator<unknown>;
}

/** A unique-constraint violation, on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === "23503" || code === "SQLITE_CONSTRAINT_FOREIGNKEY";
}

export const flag = (value: boolean): number => (value ? 1 : 0);
export const nowIso = () => new Date().toISOString();
