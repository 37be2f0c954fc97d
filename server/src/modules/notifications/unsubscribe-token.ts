import { createSigner, createVerifier, TokenError } from "fast-jwt";

/**
 * The one-click unsubscribe link of reminder mails (docs/rules.md "Mail"): a JWT signed with the app's secret that
 * names its purpose. It has no `ver` or `exp`, so it is never a session (auth/tokens.ts needs both), and a session
 * token is never an unsubscribe token (it has no `pur`). It does not expire: an old mail's link still works.
 * Signed and verified by fast-jwt, the sessions' library: one JWT implementation in the server.
 */
const PURPOSE = "unsubscribe:email-reminders";
const ALGORITHM = "HS256";

export async function signUnsubscribeToken(secret: Uint8Array, userId: string): Promise<string> {
  const sign = createSigner({ key: Buffer.from(secret), algorithm: ALGORITHM, noTimestamp: true });
  return sign({ pur: PURPOSE, sub: userId });
}

/** The user the token was made for, or null for anything else (a session token included). */
export async function unsubscribeTokenOfUser(secret: Uint8Array, token: string): Promise<string | null> {
  const verify = createVerifier({ key: Buffer.from(secret), algorithms: [ALGORITHM], requiredClaims: ["sub"] });
  try {
    const payload = verify(token) as Record<string, unknown>;
    return payload.pur === PURPOSE && typeof payload.sub === "string" ? payload.sub : null;
  } catch (error) {
    if (error instanceof TokenError) return null;
    throw error;
  }
}
