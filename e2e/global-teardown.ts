import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Removes the temporary data dir the config created for this run. */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && path.resolve(dir).startsWith(path.resolve(os.tmpdir()))) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
