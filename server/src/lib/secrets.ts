import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { makePrivateDir } from "../db/private-files";

/**
 * Reads a secret from DATA_DIR, generating and saving it on first use (mode 0600), so restarts keep
 * sessions valid without any set-up. Processes that share a database should share DATA_DIR or set env.
 */
export function persistedSecret(
  dataDir: string,
  name: string,
  generate: () => string = () => randomBytes(48).toString("base64url"),
): string {
  const file = path.join(dataDir, name);
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    makePrivateDir(dataDir);
    const value = generate();
    // Write aside, then link into place: the link either creates the complete file or fails because
    // another process linked its own first, so nobody ever reads a half-written secret.
    const temp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    fs.writeFileSync(temp, value, { mode: 0o600 });
    try {
      fs.linkSync(temp, file);
      return value;
    } catch {
      return fs.readFileSync(file, "utf8").trim();
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }
}
