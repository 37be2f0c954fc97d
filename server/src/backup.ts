/**
 * `npm run backup [file]`: a consistent online copy of the SQLite database, taken with SQLite's
 * backup API while the app keeps running. `npm run restore <file>`: puts a copy back (stop the app first).
 * PostgreSQL deployments use pg_dump / pg_restore instead (see README).
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { configOrExit } from "./config";
import { isPostgresUrl } from "./db/connection";
import { makePrivateDir, touchPrivateFile } from "./db/private-files";

const [command, fileArg] = process.argv.slice(2);
const config = configOrExit();
if (isPostgresUrl(config.databaseUrl)) {
  console.error("DATABASE_URL points at PostgreSQL: use pg_dump / pg_restore (see README).");
  process.exit(2);
}
const live = config.databaseUrl.replace(/^sqlite:\/\//, "");

if (command === "backup") {
  const target = path.resolve(
    fileArg ?? path.join(config.dataDir, "backups", `betting-${new Date().toISOString().replace(/[:.]/g, "-")}.sqlite`),
  );
  makePrivateDir(path.dirname(target));
  touchPrivateFile(target);
  const db = new Database(live, { fileMustExist: true });
  await db.backup(target);
  db.close();
  console.log(`Backed up ${live} to ${target}`);
} else if (command === "restore" && fileArg) {
  const source = new Database(path.resolve(fileArg), { readonly: true, fileMustExist: true });
  const check = source.pragma("integrity_check", { simple: true });
  if (check !== "ok") {
    console.error(`${fileArg} failed SQLite's integrity check: ${String(check)}`);
    process.exit(1);
  }
  makePrivateDir(path.dirname(live));
  for (const suffix of ["-wal", "-shm"]) fs.rmSync(`${live}${suffix}`, { force: true });
  touchPrivateFile(live);
  await source.backup(live);
  source.close();
  console.log(`Restored ${fileArg} to ${live}`);
} else {
  console.error("usage: npm run backup [file] | npm run restore <file>");
  process.exit(2);
}
