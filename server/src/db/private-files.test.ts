import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { vapidDetails } from "../modules/notifications/vapid";
import { registerUser, startTestAppOn, type TestApp } from "../test/harness";

const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe("files in DATA_DIR", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "betting-modes-"));
  // A folder the server has to create, two levels deep, as a fresh install's ./data would be.
  const dataDir = path.join(root, "fresh", "data");
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("creates the folder 0700 and the database (with -wal and -shm), secret and VAPID keys 0600, whatever the umask", async () => {
    const previous = process.umask(0o000);
    try {
      const db = path.join(dataDir, "betting.sqlite");
      t = await startTestAppOn(`sqlite://${db}`, dataDir, async () => {});
      vapidDetails(t.config);
      await registerUser(t);

      expect(mode(dataDir).toString(8)).toBe("700");
      const files = ["betting.sqlite", "betting.sqlite-wal", "betting.sqlite-shm", "app-secret", "vapid-keys.json"];
      expect(Object.fromEntries(files.map((name) => [name, mode(path.join(dataDir, name)).toString(8)]))).toEqual(
        Object.fromEntries(files.map((name) => [name, "600"])),
      );
    } finally {
      process.umask(previous);
    }
  });
});
