import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { signToken } from "../auth/tokens";
import { signUnsubscribeToken, unsubscribeTokenOfUser } from "./unsubscribe-token";

const secret = new TextEncoder().encode("an-unsubscribe-test-secret-of-32-chars!!");
const other = new TextEncoder().encode("another-secret-of-at-least-32-characters");

describe("unsubscribe tokens", () => {
  it("names the user it was made for", async () => {
    expect(await unsubscribeTokenOfUser(secret, await signUnsubscribeToken(secret, "user-1"))).toBe("user-1");
  });

  it("refuses a token signed with another secret, a session token, an unsigned one and junk", async () => {
    expect(await unsubscribeTokenOfUser(other, await signUnsubscribeToken(secret, "user-1"))).toBeNull();
    const session = await signToken(secret, { userId: "user-1", tokenVersion: 0, remember: false }, 3600, Date.now());
    expect(await unsubscribeTokenOfUser(secret, session)).toBeNull();
    const unsigned = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(
      '{"sub":"user-1","pur":"unsubscribe:email-reminders"}',
    ).toString("base64url")}.`;
    expect(await unsubscribeTokenOfUser(secret, unsigned)).toBeNull();
    expect(await unsubscribeTokenOfUser(secret, "not-a-token")).toBeNull();
  });

  it("still takes a link mailed by the release that signed with jose", async () => {
    const key = await crypto.subtle.importKey("raw", secret, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    const mailed = await new SignJWT({ pur: "unsubscribe:email-reminders" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject("user-7")
      .sign(key);
    expect(await unsubscribeTokenOfUser(secret, mailed)).toBe("user-7");
  });
});
