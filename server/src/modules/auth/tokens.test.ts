import { describe, expect, it } from "vitest";
import { signToken, verifyToken } from "./tokens";

const secret = new TextEncoder().encode("a-test-secret-of-enough-length-for-hs256");
const now = Date.UTC(2026, 10, 25, 12);
const claims = { userId: "0123456789abcdef01234567", tokenVersion: 3, remember: true };
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("session tokens", () => {
  it("verifies its own token and returns the claims until expiry", async () => {
    const token = await signToken(secret, claims, 60, now);
    expect(await verifyToken(secret, token, now + 59_000)).toEqual(claims);
    expect(await verifyToken(secret, token, now + 60_000)).toBeNull();
  });

  it("refuses another key, a changed payload, alg none and a token without expiry", async () => {
    const token = await signToken(secret, claims, 60, now);
    expect(await verifyToken(new TextEncoder().encode("another-secret-another-secret-x"), token, now)).toBeNull();
    const [header, , signature] = token.split(".");
    const promoted = b64({ sub: claims.userId, ver: 99, rem: true, iat: now / 1000, exp: now / 1000 + 60 });
    expect(await verifyToken(secret, `${header}.${promoted}.${signature}`, now)).toBeNull();
    const none = `${b64({ alg: "none", typ: "JWT" })}.${promoted}.`;
    expect(await verifyToken(secret, none, now)).toBeNull();
    expect(await verifyToken(secret, "not a token", now)).toBeNull();
  });

  it("accepts only the canonical encoding of the signature", async () => {
    const token = await signToken(secret, claims, 60, now);
    const [header, payload, signature] = token.split(".");
    // The last character of 43 carries 4 spare bits: the next letter of the alphabet decodes to the same bytes.
    const last = signature.at(-1) as string;
    const sibling = ALPHABET[ALPHABET.indexOf(last) + 1];
    const variant = `${signature.slice(0, -1)}${sibling}`;
    expect(Buffer.from(variant, "base64url")).toEqual(Buffer.from(signature, "base64url"));
    expect(await verifyToken(secret, `${header}.${payload}.${variant}`, now)).toBeNull();
    expect(await verifyToken(secret, `${header}.${payload}.${signature}=`, now)).toBeNull();
    const standard = signature.replaceAll("-", "+").replaceAll("_", "/");
    if (standard !== signature) expect(await verifyToken(secret, `${header}.${payload}.${standard}`, now)).toBeNull();
    expect(await verifyToken(secret, token, now)).toEqual(claims);
  });
});
