import { newId } from "@app/domain";
import { isUniqueViolation, nowIso } from "../../db/connection";
import type { AppDeps } from "../../deps";
import { bumpDataVersion } from "../../lib/data-version";
import { conflict, HttpError, notFound } from "../../lib/errors";
import { publishAfterCommit } from "../events/bus";
import { hashPassword, isCommonPassword } from "./passwords";
import { countUsers, type UserRow } from "./repo";

export interface NewUser {
  email: string;
  fullName: string;
  username: string;
  password: string;
  isAdmin: boolean;
}

/** Hashes a password chosen now; one of the most common passwords is refused (400 naming the field). */
export async function hashNewPassword(password: string, field: string): Promise<string> {
  if (await isCommonPassword(password)) {
    throw new HttpError(400, "passwordCommon", {}, [{ path: field, message: "passwordCommon" }]);
  }
  return hashPassword(password);
}

/** Inserts a user; 409 on a taken email. The very first account becomes admin whatever was asked. */
export async function createUser(deps: AppDeps, input: NewUser): Promise<UserRow> {
  const passwordHash = await hashNewPassword(input.password, "password");
  const now = nowIso();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      // The data-version row first: on PostgreSQL it is a row lock, so concurrent sign-ups count one after another and
      // only the first of six simultaneous first registrations becomes admin (counted before it, two did).
      await bumpDataVersion(trx);
      const isFirst = (await countUsers(trx)) === 0;
      return trx
        .insertInto("users")
        .values({
          id: newId(deps.now()),
          email: input.email.toLowerCase(),
          fullName: input.fullName,
          username: input.username,
          passwordHash,
          isAdmin: input.isAdmin || isFirst ? 1 : 0,
          createdAt: now,
          updatedAt: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("emailExists");
    throw error;
  }
}

/** Sets a new password and ends every existing session of that user. */
export async function setPassword(deps: AppDeps, userId: string, newPassword: string): Promise<UserRow> {
  const passwordHash = await hashNewPassword(newPassword, "newPassword");
  const updated = await deps.db
    .updateTable("users")
    .set((eb) => ({ passwordHash, tokenVersion: eb("tokenVersion", "+", 1), updatedAt: nowIso() }))
    .where("id", "=", userId)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw notFound("userNotFound");
  await publishAfterCommit(deps.db, { event: "sessionEnded", userId });
  return updated;
}
