import path from "node:path";
import { describe, expect, it } from "vitest";
import { passwordsUsedBySpecs, secretsInLog } from "./log-secrets";

describe("the e2e log secrecy check", () => {
  const clean = '{"level":30,"msg":"request completed","req":{"method":"POST","url":"/api/auth/login"},"res":{"statusCode":200}}';

  it("passes a log of requests and responses", () => {
    expect(secretsInLog(clean, ["admin-e2e-pass"])).toEqual([]);
  });

  it("catches a signed token, a password hash and a given secret", () => {
    const token = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI2NjAwMDAwMDAwIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ";
    expect(secretsInLog(`${clean}\n{"msg":"${token}"}`, [])).toEqual(["token"]);
    expect(secretsInLog('{"hash":"$argon2id$v=19$m=19456,t=2,p=1$abc"}', [])).toEqual(["password hash"]);
    expect(secretsInLog('{"req":{"url":"/join/ACDEFGHJKM"}}', [])).toEqual(["invite code"]);
    expect(secretsInLog('{"req":{"url":"/join/[redacted]"}}', [])).toEqual([]);
    expect(secretsInLog('{"body":{"password":"admin-e2e-pass"}}', ["admin-e2e-pass"])).toEqual(['secret value "adm..."']);
    const link = '{"req":{"url":"/reset-password?token=Xq3v9_a-0LmN2pQrStUvWxYz0123456789abcdefghi"}}';
    expect(secretsInLog(link, [])).toEqual(["link token"]);
    expect(secretsInLog('{"req":{"url":"/reset-password?token=[redacted]"}}', [])).toEqual([]);
  });

  it("collects the passwords the specs use, not the field labels", () => {
    const passwords = passwordsUsedBySpecs(path.resolve(import.meta.dirname, ".."));
    expect(passwords).toContain("admin-e2e-pass");
    expect(passwords).toContain("secret-pass-1");
    expect(passwords).not.toContain("Password");
  });
});
