import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayFromToday } from "../test/fixtures";
import { freshDatabaseUrl } from "../test/harness";
import { bundleServer, call, type ServerBundle, type ServerProcess, startServerProcess, stopProcess } from "../test/processes";

/**
 * Runs a full flow against a real server logging at debug level and searches every line it wrote for
 * secrets: passwords, tokens, password hashes, the JWT secret and the VAPID private key.
 */
describe("logs keep secrets out", () => {
  let bundle: ServerBundle;
  let db: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  let server: ServerProcess;

  beforeAll(async () => {
    bundle = await bundleServer();
    db = await freshDatabaseUrl({ name: "sqlite" });
    server = await startServerProcess(bundle, {
      DATA_DIR: db.dataDir,
      DATABASE_URL: db.url,
      LOG_LEVEL: "debug",
      PUSH_ENDPOINT_ALLOWLIST: "127.0.0.1",
    });
  });
  afterAll(async () => {
    await stopProcess(server.child);
    await db.drop();
    bundle.remove();
  });

  it("never writes a password, token, hash or key", async () => {
    const secrets: string[] = ["admin-Secret-1", "player-Secret-2", "changed-Secret-3", "reset-Secret-4", "wrong-Secret-5"];
    const admin = await call(server, "POST", "/auth/register", undefined, {
      fullName: "Log Admin",
      email: "admin@logs.test",
      password: secrets[0],
    });
    const player = await call(server, "POST", "/auth/register", undefined, {
      fullName: "Log Player",
      email: "player@logs.test",
      password: secrets[1],
    });
    const tokens: string[] = [admin.body.token, player.body.token];
    const login = await call(server, "POST", "/auth/login", undefined, {
      email: "player@logs.test",
      password: secrets[1],
      rememberMe: true,
    });
    tokens.push(login.body.token);
    await call(server, "POST", "/auth/login", undefined, { email: "player@logs.test", password: secrets[4] });
    const changed = await call(server, "PUT", "/auth/change-password", login.body.token, {
      currentPassword: secrets[1],
      newPassword: secrets[2],
    });
    tokens.push(changed.body.token);
    await call(server, "PUT", `/auth/admin/change-user-password/${player.body.user._id}`, admin.body.token, {
      newPassword: secrets[3],
    });
    await call(server, "GET", "/auth/me", "tampered.token.value");
    const home = (await call(server, "POST", "/groups", admin.body.token, { name: "Log Home" })).body.team._id;
    const away = (await call(server, "POST", "/groups", admin.body.token, { name: "Log Away" })).body.team._id;
    const game = (
      await call(server, "POST", "/games", admin.body.token, {
        homeGroupId: home,
        awayGroupId: away,
        date: dayFromToday(2),
        hour: "20:00",
      })
    ).body.game._id;
    const again = await call(server, "POST", "/auth/login", undefined, { email: "player@logs.test", password: secrets[3] });
    tokens.push(again.body.token);
    await call(server, "POST", "/bets", again.body.token, { gameId: game, predictedResult: { homeScore: 1, awayScore: 0 } });
    await call(server, "POST", "/notifications/subscribe", again.body.token, {
      subscription: { endpoint: "http://127.0.0.1:9/push/x", keys: { p256dh: "BPublicKeyMaterial", auth: "authSecretValue" } },
    });
    await call(server, "PUT", `/games/${game}/result`, admin.body.token, { finalResult: "1:0", isFinished: true });
    // An invite code is a capability: the link a friend opens, and the join that follows, must not leave it in a log.
    const league = await call(server, "POST", "/leagues", admin.body.token, { name: "Log League" });
    const inviteCode = league.body.league.inviteCode as string;
    expect((await fetch(`${server.url}/join/${inviteCode}`)).status).toBeLessThan(500);
    expect((await fetch(`${server.url}/reset-password?token=${inviteCode}x`)).status).toBeLessThan(500);
    expect((await call(server, "POST", "/leagues/join", again.body.token, { inviteCode })).status).toBe(200);
    await stopProcess(server.child);

    const log = server.output.join("");
    expect(log.length).toBeGreaterThan(1000);
    expect(log).toContain("/api/auth/login");
    expect(log).toContain("/join/[redacted]");
    expect(log).toContain("/reset-password?token=[redacted]");
    const hashes = (await import("better-sqlite3")).default;
    const sqlite = new hashes(db.url.replace(/^sqlite:\/\//, ""), { readonly: true });
    const passwordHashes = (sqlite.prepare("select password_hash as h from users").all() as { h: string }[]).map((r) => r.h);
    sqlite.close();
    const appSecret = fs.readFileSync(path.join(db.dataDir, "app-secret"), "utf8").trim();
    const vapid = JSON.parse(fs.readFileSync(path.join(db.dataDir, "vapid-keys.json"), "utf8")) as { privateKey: string };
    const forbidden = [
      ...secrets,
      ...tokens,
      ...passwordHashes,
      appSecret,
      vapid.privateKey,
      "$argon2id",
      "authSecretValue",
      "tampered.token.value",
      inviteCode,
    ];
    for (const secret of forbidden) expect(log.includes(secret), `log contains ${secret.slice(0, 12)}...`).toBe(false);
  });
});
