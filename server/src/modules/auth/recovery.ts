import { createHash, randomBytes } from "node:crypto";
import { nowIso } from "../../db/connection";
import type { AppDeps } from "../../deps";
import { badRequest, HttpError } from "../../lib/errors";
import { type Composer, mailEnabled } from "../mail/deliver";
import { composeMail, type MailContent, mailLanguage, mailTranslator } from "../mail/layout";
import { enqueueMail } from "../mail/outbox";
import { hashNewPassword } from "../users/accounts";
import { findUserByEmail, findUserById } from "../users/repo";
import { issue } from "./service";

/** docs/rules.md "Mail": a reset link lives 60 minutes and works once. */
export const RESET_LINK_MS = 60 * 60_000;
export const PASSWORD_RESET_MAIL = "passwordReset";

/** A link's token: 32 random bytes. Only its SHA-256 is stored, so a read of the database opens no account. */
const newResetToken = () => randomBytes(32).toString("base64url");
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * `POST /auth/forgot-password`: queues a reset mail when the address has an account, and nothing otherwise. The caller
 * answers the same either way, and neither path waits for SMTP: the mail is composed and sent by a delivery pass.
 */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  if (!mailEnabled(deps.config)) throw new HttpError(409, "passwordResetUnavailable");
  const user = await findUserByEmail(deps.db, email);
  if (user) await enqueueMail(deps.db, { kind: PASSWORD_RESET_MAIL, userId: user.id }, deps.now());
}

/**
 * Composes the reset mail as it is sent: a fresh token whose hash replaces every older link of the account (a newer
 * link voids older ones), bound to the account's current token version (a password change voids it).
 */
export const composeResetMail: Composer = async (deps, row) => {
  const user = await findUserById(deps.db, row.userId);
  if (!user) return null;
  const token = newResetToken();
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("passwordResets").where("userId", "=", user.id).execute();
    await trx
      .insertInto("passwordResets")
      .values({
        tokenHash: hashOf(token),
        userId: user.id,
        tokenVersion: user.tokenVersion,
        expiresAt: now + RESET_LINK_MS,
        createdAt: new Date(now).toISOString(),
      })
      .execute();
  });
  const language = mailLanguage(user.language);
  const t = mailTranslator(language);
  const content: MailContent = {
    language,
    subject: t("resetMailSubject"),
    greeting: t("mailGreeting", { name: user.fullName || user.username }),
    intro: [t("resetMailIntro")],
    action: { label: t("resetMailAction"), url: `${deps.config.publicUrl}/reset-password?token=${token}` },
    notes: [t("resetMailExpiry"), t("resetMailIgnore")],
    signature: t("mailSignature"),
  };
  return composeMail(user.email, content);
};

/**
 * `POST /auth/reset-password`: the link's account gets the new password (registration's rules), every session and
 * every other link of it ends (the token version moves on), and the caller is signed in. The link is spent in the
 * same transaction, so of two concurrent uses exactly one succeeds.
 */
export async function resetPassword(deps: AppDeps, input: { token: string; newPassword: string }) {
  // First, so a refused password (a common one) leaves the link usable for a better one.
  const passwordHash = await hashNewPassword(input.newPassword, "newPassword");
  const tokenHash = hashOf(input.token);
  const user = await deps.db.transaction().execute(async (trx) => {
    const link = await trx.selectFrom("passwordResets").selectAll().where("tokenHash", "=", tokenHash).executeTakeFirst();
    if (!link) throw badRequest("resetLinkInvalid");
    const spent = await trx.deleteFrom("passwordResets").where("tokenHash", "=", tokenHash).executeTakeFirst();
    if (Number(spent.numDeletedRows) !== 1 || link.expiresAt <= deps.now()) throw badRequest("resetLinkInvalid");
    const updated = await trx
      .updateTable("users")
      .set((eb) => ({ passwordHash, tokenVersion: eb("tokenVersion", "+", 1), updatedAt: nowIso() }))
      .where("id", "=", link.userId)
      .where("tokenVersion", "=", link.tokenVersion)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw badRequest("resetLinkInvalid");
    await trx.deleteFrom("passwordResets").where("userId", "=", updated.id).execute();
    return updated;
  });
  return issue(deps, user, false);
}
