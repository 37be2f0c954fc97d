import { createSigner, createVerifier, TokenError } from "fast-jwt";

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
  /** Issued for a remembered (30-day) session; a refreshed token keeps the same kind. */
  remember: boolean;
}

const ALGORITHM = "HS256";

type Verify = (token: string) => Record<string, unknown>;

/*
 * HS256 JSON Web Tokens, signed and verified by fast-jwt (the library @fastify/jwt uses), not by hand. It verifies
 * with node:crypto's HMAC synchronously, where WebCrypto went through the thread pool and a promise on every request,
 * and it keeps the last verified tokens (an LRU of 1,000): a player's next request costs a map lookup. Expiry is
 * checked here against the caller's clock on every call, cached or not (the tests move the clock).
 */
const verifiers = new WeakMap<Uint8Array, Verify>();
function verifierOf(secret: Uint8Array): Verify {
  let verify = verifiers.get(secret);
  if (!verify) {
    verify = createVerifier({
      key: Buffer.from(secret),
      algorithms: [ALGORITHM],
      requiredClaims: ["sub", "exp"],
      ignoreExpiration: true,
      cache: true,
    }) as Verify;
    verifiers.set(secret, verify);
  }
  return verify;
}

export async function signToken(
  secret: Uint8Array,
  claims: TokenClaims,
  expiresInSeconds: number,
  nowMs: number,
): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  const sign = createSigner({ key: Buffer.from(secret), algorithm: ALGORITHM, noTimestamp: true });
  return sign({ sub: claims.userId, ver: claims.tokenVersion, rem: claims.remember, iat, exp: iat + expiresInSeconds });
}

// An HS256 signature is 32 bytes: exactly 43 base64url characters, the last one carrying 2 bits and 4 zero bits.
// Decoders ignore those spare bits (and accept padding), so several spellings decode to one signature; only the
// canonical one is accepted, so a token has exactly one valid form.
const CANONICAL_SIGNATURE = /^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/;

/** Returns the claims of a valid, unexpired token, or null for anything else. */
export async function verifyToken(secret: Uint8Array, token: string, nowMs: number): Promise<TokenClaims | null> {
  return verifyTokenNow(secret, token, nowMs);
}

/** verifyToken without a promise: what the auth guard calls on every request. */
export function verifyTokenNow(secret: Uint8Array, token: string, nowMs: number): TokenClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3 || !CANONICAL_SIGNATURE.test(parts[2])) return null;
  let payload: Record<string, unknown>;
  try {
    payload = verifierOf(secret)(token);
  } catch (error) {
    if (error instanceof TokenError) return null;
    throw error;
  }
  if (typeof payload.exp !== "number" || payload.exp * 1000 <= nowMs) return null;
  if (typeof payload.sub !== "string" || typeof payload.ver !== "number") return null;
  return { userId: payload.sub, tokenVersion: payload.ver, remember: payload.rem === true };
}
