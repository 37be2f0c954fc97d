/**
 * Every localStorage key the app uses (docs/rules.md "Users and sessions"). Nothing else touches
 * localStorage directly, and every access survives a browser that blocks storage.
 */
export const STORAGE_KEYS = {
  token: "token",
  /** "true" for a remembered (30-day) session, absent otherwise. */
  rememberMe: "rememberMe",
  /** Expiry in ms since the epoch, as a string: String(Date.now() + expiresIn * 1000). */
  tokenExpiration: "tokenExpiration",
  language: "bettingApp_language",
  /** "light" or "dark" once the user picks one in the menu; absent: the system's theme. */
  theme: "bettingApp_theme",
  /** The competition the screens show (docs/rules.md "Competitions"); absent: all competitions. */
  competition: "bettingApp_competition",
} as const;

export type Language = "en" | "he";
export const DEFAULT_LANGUAGE: Language = "en";

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage full or blocked: the app keeps working for this page view.
  }
}

export function getToken(): string | null {
  return read(STORAGE_KEYS.token);
}

export function isRemembered(): boolean {
  return read(STORAGE_KEYS.rememberMe) === "true";
}

export function getTokenExpiration(): number | null {
  const value = Number(read(STORAGE_KEYS.tokenExpiration));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** A token whose stored expiry has passed counts as no session. A token without an expiry is checked by the server. */
export function isTokenExpired(now = Date.now()): boolean {
  const expiration = getTokenExpiration();
  return expiration !== null && expiration <= now;
}

/**
 * The user a token was issued to (its JWT subject), read without checking the signature: only to tell whose last data
 * this device kept (lib/offlineData.ts). The server checks every token.
 */
export function tokenSubject(token: string | null): string | null {
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === "string" && sub ? sub : null;
  } catch {
    return null;
  }
}

/** A stored token that has not expired: the app starts signed in (the server still has the last word). */
export function hasUnexpiredToken(): boolean {
  return Boolean(getToken()) && !isTokenExpired();
}

/** Stores a new session after login or registration. */
export function saveSession(session: { token: string; expiresIn: number; rememberMe: boolean }): void {
  write(STORAGE_KEYS.token, session.token);
  write(STORAGE_KEYS.tokenExpiration, String(Date.now() + session.expiresIn * 1000));
  write(STORAGE_KEYS.rememberMe, session.rememberMe ? "true" : null);
}

/** Replaces the token of the current session (after a password change); rememberMe stays as it is. */
export function replaceToken(token: string, expiresIn: number): void {
  write(STORAGE_KEYS.token, token);
  write(STORAGE_KEYS.tokenExpiration, String(Date.now() + expiresIn * 1000));
}

export function clearSession(): void {
  write(STORAGE_KEYS.token, null);
  write(STORAGE_KEYS.rememberMe, null);
  write(STORAGE_KEYS.tokenExpiration, null);
}

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "he";
}

export function getStoredLanguage(): Language {
  const value = read(STORAGE_KEYS.language);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): void {
  write(STORAGE_KEYS.language, language);
}

export type Theme = "light" | "dark";

export function getStoredTheme(): Theme | null {
  const value = read(STORAGE_KEYS.theme);
  return value === "light" || value === "dark" ? value : null;
}

export function storeTheme(theme: Theme): void {
  write(STORAGE_KEYS.theme, theme);
}

export function getStoredCompetition(): string {
  return read(STORAGE_KEYS.competition) ?? "";
}

/** "" (all competitions) clears it. */
export function storeCompetition(competitionId: string): void {
  write(STORAGE_KEYS.competition, competitionId || null);
}
