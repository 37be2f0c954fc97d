/**
 * What the server offers signed-out visitors (GET /api/auth/options): a password reset by e-mail only when it can
 * send mail (docs/rules.md "Mail"). Asked once per page load and shared by every screen that needs it.
 */
import { apiFetch } from "./api";

export interface AuthOptions {
  passwordReset: boolean;
}

let options: Promise<AuthOptions> | undefined;

export function authOptions(): Promise<AuthOptions> {
  options ??= apiFetch<AuthOptions>("/auth/options").catch((error: unknown) => {
    // Not cached: the next screen asks again (a server that was briefly away).
    options = undefined;
    throw error;
  });
  return options;
}
