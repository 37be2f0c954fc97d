import fs from "node:fs";

/**
 * DATA_DIR holds the database, the signing secret and the VAPID private key: only the server's own user
 * may read them (SECURITY.md "Files"). A folder the server creates is 0700, a file it creates 0600;
 * SQLite gives its `-wal` and `-shm` files the mode of the database file, so those follow.
 */
export function makePrivateDir(dir: string): void {
  const created = fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  // mkdir's mode passes through the umask; say it again so a permissive umask cannot widen it.
  if (created) fs.chmodSync(dir, 0o700);
}

/** Creates an empty 0600 file if none is there (a file already there keeps its mode and content). */
export function touchPrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, "a", 0o600));
}
