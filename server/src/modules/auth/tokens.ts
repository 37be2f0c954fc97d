import { createHmac, timingSafeEqual } from "node:crypto";

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
  /** Issued for a remembered (30-day) session; a refreshed token keeps the same kind. */
  remember: boolean;
}

/*
 * HS256 JSON Web Tokens with node:crypto. Every authenticated request verifies one, and the
 * synchronous HMAC costs a few microseconds where WebCrypto's asynchronous one cost a thread-pool
 * round trip (measured in the benchmark's profile).
 */
const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");

const sign = (secret: Uint8Array, data: string) => createHmac("sha256", secret).update(data).digest();

export async function signToken(
  secret: Uint8Array,
  claims: TokenClaims,
  expiresInSeconds: number,
  nowMs: number,
): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  const payload = Buffer.from(
    JSON.stringify({ sub: claims.userId, ver: claims.tokenVersion, rem: claims.remember, iat, exp: iat + expiresInSeconds }),
  ).toString("base64url");
  const data = `${HEADER}.${payload}`;
  return `${data}.${sign(secret, data).toString("base64url")}`;
}

/** Returns the claims of a valid, unexpired token, or null for anything else. */
export async function verifyToken(secret: Uint8Array, token: string, nowMs: number): Promise<TokenClaims | null> {
  const parts = token.split(".");
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const expected = sign(secret, `${parts[0]}.${parts[1]}`);
  const given = Buffer.from(parts[2], "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload = JSON.parse(Buffer.from(parts[1], "base64url").toString("utf8")) as Record<string, unknown>;
    if (typeof payload.sub !== "string" || typeof payload.ver !== "number" || typeof payload.exp !== "number") return null;
    if (payload.exp * 1000 <= nowMs) return null;
    return { userId: payload.sub, tokenVersion: payload.ver, remember: payload.rem === true };
  } catch {
    return null;
  }
}
