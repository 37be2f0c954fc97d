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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins });
  return { db, dialect: "sqlite", sqliteFile: file, close: () => db.destroy() };
}

/**
 * Kysely prepares a statement for every query and better-sqlite3 compiles SQL on every prepare: reusing the
 * compiled statement per SQL text takes that off every request. Bounded, because IN lists of many lengths
 * make many texts. Safe because queries on the one connection run one at a time and none streams.
 */
function withStatementCache(sqlite: SqliteDatabase.Database, max = 1000) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= max) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
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
