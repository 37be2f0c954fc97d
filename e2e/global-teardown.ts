import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { passwordsUsedBySpecs, secretsInLog } from "./support/log-secrets";

/**
 * After the whole run: the server's log of every flow the e2e tests drove must hold no secret (no token,
 * password hash, password, JWT secret or VAPID private key); then the run's temporary data dir goes.
 */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) return;
  try {
    const logFile = path.join(dir, "server.log");
    if (fs.existsSync(logFile)) {
      const log = fs.readFileSync(logFile, "utf8");
      const vapid = JSON.parse(fs.readFileSync(path.join(dir, "vapid-keys.json"), "utf8")) as { privateKey: string };
      const secrets = [
        ...passwordsUsedBySpecs(import.meta.dirname),
        fs.readFileSync(path.join(dir, "app-secret"), "utf8").trim(),
        vapid.privateKey,
      ];
      const found = secretsInLog(log, secrets);
      const lines = log.split("\n").filter(Boolean).length;
      if (found.length > 0) throw new Error(`The server log of the e2e run (${lines} lines) holds: ${found.join(", ")}`);
      console.log(`Server log of the e2e run: ${lines} lines, ${secrets.length} secrets and 3 patterns searched, none found.`);
    }
  } finally {
    if (path.resolve(dir).startsWith(path.resolve(os.tmpdir()))) fs.rmSync(dir, { recursive: true, force: true });
  }
}
