import { errors, jwtVerify, SignJWT } from "jose";

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
  /** Issued for a remembered (30-day) session; a refreshed token keeps the same kind. */
  remember: boolean;
}

const ALGORITHM = "HS256";

/*
 * HS256 JSON Web Tokens, signed and verified by jose (a maintained JOSE implementation), not by hand.
 * The key is imported into WebCrypto once per secret: importing costs more than the HMAC itself.
 */
const keys = new WeakMap<Uint8Array, Promise<CryptoKey>>();
function keyOf(secret: Uint8Array): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new Uint8Array(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

export async function signToken(
  secret: Uint8Array,
  claims: TokenClaims,
  expiresInSeconds: number,
  nowMs: number,
): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ ver: claims.tokenVersion, rem: claims.remember })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + expiresInSeconds)
    .sign(await keyOf(secret));
}

// An HS256 signature is 32 bytes: exactly 43 base64url characters, the last one carrying 2 bits and 4 zero bits.
// Decoders ignore those spare bits (and accept padding), so several spellings decode to one signature; only the
// canonical one is accepted, so a token has exactly one valid form.
const CANONICAL_SIGNATURE = /^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/;

/** Returns the claims of a valid, unexpired token, or null for anything else. */
export async function verifyToken(secret: Uint8Array, token: string, nowMs: number): Promise<TokenClaims | null> {
  const parts = token.split(".");
  if (parts.length !== 3 || !CANONICAL_SIGNATURE.test(parts[2])) return null;
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      algorithms: [ALGORITHM],
      currentDate: new Date(nowMs),
      requiredClaims: ["sub", "exp"],
    });
    if (typeof payload.sub !== "string" || typeof payload.ver !== "number") return null;
    return { userId: payload.sub, tokenVersion: payload.ver, remember: payload.rem === true };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
