import { type AuthResponse, REMEMBER_ME_SECONDS, SESSION_SECONDS } from "@app/domain";
import { nowIso } from "../../db/connection";
import type { AppDeps } from "../../deps";
import { bumpDataVersion } from "../../lib/data-version";
import { badRequest, HttpError, unauthorized } from "../../lib/errors";
import { createUser, setPassword } from "../users/accounts";
import { hashPassword, verifyPassword } from "../users/passwords";
import { presentSelf } from "../users/present";
import { findUserByEmail, type UserRow } from "../users/repo";
import { signToken } from "./tokens";

export async function issue(deps: AppDeps, user: UserRow, remember: boolean): Promise<AuthResponse> {
  const expiresIn = remember ? REMEMBER_ME_SECONDS : SESSION_SECONDS;
  const token = await signToken(
    deps.jwtSecret,
    { userId: user.id, tokenVersion: user.tokenVersion, remember },
    expiresIn,
    deps.now(),
  );
  return { token, user: presentSelf(user), expiresIn };
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
