import type { PublicUser } from "@app/domain";
import type { UserRow } from "./repo";

/** The one place a user row becomes JSON: never the hash, and the email only when `withEmail`. */
export function presentUser(
  row: Omit<UserRow, "passwordHash" | "tokenVersion"> & { passwordHash?: string },
  withEmail: boolean,
): PublicUser {
  return {
    _id: row.id,
    fullName: row.fullName,
    username: row.username,
    ...(withEmail && { email: row.email }),
    isAdmin: row.isAdmin === 1,
    totalPoints: row.totalPoints,
    totalBets: row.totalBets,
    createdAt: row.createdAt,
  };
}

/** The caller's own user (`/auth/me`, login, register): also the language of their mails and their e-mail reminders. */
export function presentSelf(row: Omit<UserRow, "passwordHash" | "tokenVersion"> & { passwordHash?: string }): PublicUser {
  return {
    ...presentUser(row, true),
    language: row.language === "he" ? "he" : "en",
    emailReminders: row.emailReminders === 1,
  };
}
