import { type AuthResponse, newId, REMEMBER_ME_SECONDS, SESSION_SECONDS } from "@app/domain";
import { isUniqueViolation, nowIso } from "../../db/connection";
import type { AppDeps } from "../../deps";
import { bumpDataVersion } from "../../lib/data-version";
import { badRequest, conflict, HttpError, notFound, unauthorized } from "../../lib/errors";
import { presentUser } from "../users/present";
import { countUsers, findUserByEmail, type UserRow } from "../users/repo";
import { hashPassword, isCommonPassword, verifyPassword } from "./passwords";
import { signToken } from "./tokens";

async function issue(deps: AppDeps, user: UserRow, remember: boolean): Promise<AuthResponse> {
  const expiresIn = remember ? REMEMBER_ME_SECONDS : SESSION_SECONDS;
  const token = await signToken(
    deps.jwtSecret,
    { userId: user.id, tokenVersion: user.tokenVersion, remember },
    expiresIn,
    deps.now(),
  );
  return { token, user: presentUser(user, true), expiresIn };
}

export interface NewUser {
  email: string;
  fullName: string;
  username: string;
  password: string;
  isAdmin: boolean;
}

/** Hashes a password chosen now; one of the most common passwords is refused (400 naming the field). */
async function hashNewPassword(password: string, field: string): Promise<string> {
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
      const isFirst = (await countUsers(trx)) === 0;
      await bumpDataVersion(trx);
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

export async function register(deps: AppDeps, input: { fullName: string; email: string; password: string }) {
  const user = await createUser(deps, { ...input, username: input.fullName, isAdmin: false });
  return issue(deps, user, false);
}

export async function login(deps: AppDeps, input: { email: string; password: string; rememberMe: boolean }) {
  const user = await findUserByEmail(deps.db, input.email);
  // Verify against a real hash even for unknown emails so timing does not reveal which emails exist.
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !ok) throw unauthorized("invalidCredentials");
  return issue(deps, user, input.rememberMe);
}

let dummy: Promise<string> | undefined;
const dummyHash = () => {
  dummy ??= hashPassword("not-a-real-password");
  return dummy;
};

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
  return updated;
}

export async function changeOwnPassword(
  deps: AppDeps,
  user: UserRow,
  input: { currentPassword: string; newPassword: string },
  rememberMe: boolean,
) {
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw badRequest("currentPasswordIncorrect");
  const updated = await setPassword(deps, user.id, input.newPassword);
  const { token, expiresIn } = await issue(deps, updated, rememberMe);
  return { token, expiresIn };
}

export type ConfiguredAdmin = "none" | "created" | "present" | "promoted" | "refused";

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD: make sure that admin exists. An existing account with that email is promoted only
 * when ADMIN_PASSWORD is its password: otherwise whoever registered the address first (a squatter) would become
 * admin at the next start. A refusal promotes nobody and is reported for the start-up log.
 */
export async function ensureConfiguredAdmin(deps: AppDeps): Promise<ConfiguredAdmin> {
  const { adminEmail, adminPassword } = deps.config;
  if (!adminEmail || !adminPassword) return "none";
  const existing = await findUserByEmail(deps.db, adminEmail);
  if (existing) {
    if (existing.isAdmin === 1) return "present";
    if (!(await verifyPassword(existing.passwordHash, adminPassword))) return "refused";
    await deps.db.updateTable("users").set({ isAdmin: 1, updatedAt: nowIso() }).where("id", "=", existing.id).execute();
    await bumpDataVersion(deps.db);
    return "promoted";
  }
  const name = adminEmail.split("@")[0] || "admin";
  try {
    await createUser(deps, { email: adminEmail, password: adminPassword, fullName: name, username: name, isAdmin: true });
  } catch (error) {
    if (error instanceof HttpError && error.messageKey === "passwordCommon") {
      throw new Error("ADMIN_PASSWORD is one of the 10,000 most common passwords: choose another");
    }
    // Another instance created it at the same moment.
    if (!(await findUserByEmail(deps.db, adminEmail))) throw error;
  }
  return "created";
}
