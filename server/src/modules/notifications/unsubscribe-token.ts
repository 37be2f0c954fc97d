import { errors, jwtVerify, SignJWT } from "jose";

/**
 * The one-click unsubscribe link of reminder mails (docs/rules.md "Mail"): a JWT signed with the app's secret that
 * names its purpose. It has no `ver` or `exp`, so it is never a session (auth/tokens.ts needs both), and a session
 * token is never an unsubscribe token (it has no `pur`). It does not expire: an old mail's link still works.
 */
const PURPOSE = "unsubscribe:email-reminders";
const ALGORITHM = "HS256";

const key = (secret: Uint8Array) =>
  crypto.subtle.importKey("raw", new Uint8Array(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);

export async function signUnsubscribeToken(secret: Uint8Array, userId: string): Promise<string> {
  return new SignJWT({ pur: PURPOSE })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(userId)
    .sign(await key(secret));
}

/** The user the token was made for, or null for anything else (a session token included). */
export async function unsubscribeTokenOfUser(secret: Uint8Array, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), { algorithms: [ALGORITHM], requiredClaims: ["sub"] });
    return payload.pur === PURPOSE && typeof payload.sub === "string" ? payload.sub : null;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
