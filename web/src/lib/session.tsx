/**
 * The logged-in user, for every screen:
 *
 *   const { user, loading, login, logout, updateUser } = useSession();
 *
 * A stored token means logged in (docs/rules.md "Users and sessions"). At start-up an expired token is dropped; otherwise
 * GET /api/auth/me loads the user; a 401 ends the session, and any other failure (no network, no server) keeps it and
 * opens with the last user and data this device kept (lib/offlineData.ts). That check is sent as soon as the app's code runs
 * (`sendSessionCheck`, from main.tsx), while the language's strings load, rather than after the first render: a
 * signed-in screen waits for it; usually index.html's early script has sent it even sooner (lib/early.ts). Any 401 on a call that carried the token
 * ends the session through lib/api.ts, which calls back here.
 */
import type { AuthResponse, PublicUser } from "@app/domain";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import toast from "react-hot-toast";
import { currentLanguage, useTranslation } from "../i18n";
import { ApiError, apiFetch, errorMessage, expireSession, onSessionExpired, type SessionEndNotice, sendApiRequest } from "./api";
import { resetCache } from "./cache";
import { takeEarlyRequest } from "./early";
import { clearOfflineData, readOfflineData, restoreOfflineQueries, saveOfflineUser } from "./offlineData";
import { clearSession, getToken, hasUnexpiredToken, isTokenExpired, replaceToken, saveSession, tokenSubject } from "./storage";

/** A failed login says why, for the form to show beside its fields. */
export type LoginResult = { ok: true } | { ok: false; message: string };

/** A failed registration says why, with the error, so the form can put it under the field it is about. */
export type RegisterResult = { ok: true } | { ok: false; message: string; error: unknown };

export interface SessionValue {
  user: PublicUser | null;
  /** True while the start-up check of a stored token runs. */
  loading: boolean;
  /**
   * The start-up check could not reach the server and this device kept no data of the token's user: the session is
   * kept (only a 401 ends one), but there is no user to show until the server answers.
   */
  unreachable: boolean;
  /** Why the last session ended on its own (a 401), until the next login: the login page repeats it. */
  endedNotice: SessionEndNotice | null;
  /** True once the user logged out themself, until the next login: the next login starts afresh, not where they left. */
  loggedOut: boolean;
  /** Logs in; toasts success or the failure (one failure toast at a time) and resolves with the outcome. */
  login(email: string, password: string, rememberMe: boolean): Promise<LoginResult>;
  /** Registers and logs in; toasts success or the failure (one failure toast at a time) and resolves with the outcome. */
  register(fullName: string, email: string, password: string): Promise<RegisterResult>;
  /** Clears the session and the query cache and toasts 'Logged out successfully'. */
  logout(): void;
  /** Starts the session the server answered with outside the login form (a password reset), and toasts `message`. */
  startSession(auth: AuthResponse, message: string): void;
  /** Stores a fresh token for this session (after a password change); rememberMe stays as it is. */
  setToken(token: string, expiresIn: number): void;
  /** Shows the user the server answered after a change of their own account (a new name), on every screen at once. */
  updateUser(user: PublicUser): void;
  /** Reloads the user from GET /api/auth/me (e.g. after points changed). */
  refreshUser(): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

/** The start-up check, sent early; the provider reads it once, like any call (a 401 then ends the session as usual). */
let sessionCheck: Promise<Response> | undefined;
/** The user the start-up check answered with, when that answer came before the first render. */
let checkedUser: PublicUser | undefined;

/**
 * Sends the start-up check; resolves once its answer is in (never rejects). main.tsx waits for it, within a limit,
 * before the first render, so a signed-in screen renders once with its user rather than once with a placeholder and
 * again with the user: each render and its layout is a long task of a phone's start-up (docs/rules.md "Delivery").
 */
export function sendSessionCheck(): Promise<void> {
  if (!hasUnexpiredToken()) return Promise.resolve();
  // index.html's early script has usually sent it already, as the page was parsed (lib/early.ts).
  const sent = takeEarlyRequest("/auth/me", getToken()) ?? sendApiRequest("/auth/me");
  sessionCheck = sent;
  // Only a user is taken from here; any other answer (a 401, no network) the provider reads from `sent` as before.
  return sent
    .then(async (response) => {
      if (!response.ok) return;
      const body = (await response.clone().json()) as { user?: PublicUser };
      if (body.user) checkedUser = body.user;
    })
    .catch(() => undefined);
}

// One id for every failed login: a new failure replaces the toast of the last one instead of stacking.
const LOGIN_FAILED_TOAST = "login-failed";
const REGISTER_FAILED_TOAST = "register-failed";

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession must be used inside <SessionProvider>");
  return value;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation(["auth", "common"]);
  const [user, setUser] = useState<PublicUser | null>(() => checkedUser ?? null);
  const [loading, setLoading] = useState(() => !checkedUser && hasUnexpiredToken());
  const [endedNotice, setEndedNotice] = useState<SessionEndNotice | null>(null);
  const [loggedOut, setLoggedOut] = useState(false);
  const [unreachable, setUnreachable] = useState(false);

  useEffect(
    () =>
      onSessionExpired((notice) => {
        setUser(null);
        setEndedNotice(notice);
        clearOfflineData();
        resetCache();
      }),
    [],
  );

  useEffect(() => {
    const token = getToken();
    if (!token) return;
    if (isTokenExpired()) {
      expireSession(token);
      return;
    }
    const sent = sessionCheck;
    sessionCheck = undefined;
    if (checkedUser) {
      saveOfflineUser(checkedUser);
      checkedUser = undefined;
      return;
    }
    const controller = new AbortController();
    apiFetch<{ user: PublicUser }>("/auth/me", { signal: controller.signal, sent })
      .then(({ user }) => {
        saveOfflineUser(user);
        setUser(user);
      })
      .catch(async (error: unknown) => {
        if (controller.signal.aborted) return;
        // A 401 has already ended the session (and toasted). Any other failure (no network, no server) keeps it: the
        // app opens with the last user and data this device kept, under the offline notice.
        if (error instanceof ApiError && error.status === 401) {
          setUser(null);
          return;
        }
        const last = await readOfflineData(tokenSubject(token));
        if (controller.signal.aborted) return;
        if (last) restoreOfflineQueries(last);
        setUser(last?.user ?? null);
        setUnreachable(!last);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, []);

  // Back online: the session is checked again (a 401 then ends it) and the user refreshed.
  useEffect(() => {
    const recheck = () => {
      if (!getToken()) return;
      apiFetch<{ user: PublicUser }>("/auth/me")
        .then(({ user }) => {
          saveOfflineUser(user);
          setUser(user);
          setUnreachable(false);
        })
        .catch(() => undefined);
    };
    window.addEventListener("online", recheck);
    return () => window.removeEventListener("online", recheck);
  }, []);

  const login = useCallback(
    async (email: string, password: string, rememberMe: boolean) => {
      try {
        const auth = await apiFetch<AuthResponse>("/auth/login", { method: "POST", body: { email, password, rememberMe } });
        saveSession({ token: auth.token, expiresIn: auth.expiresIn, rememberMe });
        saveOfflineUser(auth.user);
        setUser(auth.user);
        setUnreachable(false);
        setEndedNotice(null);
        setLoggedOut(false);
        toast.dismiss(LOGIN_FAILED_TOAST);
        toast.success(t("auth:login.success"));
        return { ok: true } as const;
      } catch (error) {
        const message = error instanceof ApiError ? errorMessage(error, t("auth:login.failed")) : t("common:errors.unexpected");
        toast.error(message, { id: LOGIN_FAILED_TOAST });
        return { ok: false, message } as const;
      }
    },
    [t],
  );

  const register = useCallback(
    async (fullName: string, email: string, password: string) => {
      try {
        const auth = await apiFetch<AuthResponse>("/auth/register", { method: "POST", body: { fullName, email, password } });
        saveSession({ token: auth.token, expiresIn: auth.expiresIn, rememberMe: false });
        saveOfflineUser(auth.user);
        setUser(auth.user);
        setUnreachable(false);
        setEndedNotice(null);
        setLoggedOut(false);
        toast.dismiss(REGISTER_FAILED_TOAST);
        toast.success(t("auth:register.success"));
        // Mails go out in the account's language: a Hebrew visitor's new account is a Hebrew one.
        if (currentLanguage() !== auth.user.language) {
          apiFetch<{ user: PublicUser }>("/auth/me", { method: "PATCH", body: { language: currentLanguage() } })
            .then((answer) => setUser(answer.user))
            .catch(() => undefined);
        }
        return { ok: true } as const;
      } catch (error) {
        const message = errorMessage(error, t("auth:register.failed"));
        toast.error(message, { id: REGISTER_FAILED_TOAST });
        return { ok: false, message, error } as const;
      }
    },
    [t],
  );

  const logout = useCallback(() => {
    clearSession();
    clearOfflineData();
    setUser(null);
    setUnreachable(false);
    setEndedNotice(null);
    setLoggedOut(true);
    resetCache();
    toast.success(t("auth:logout.success"));
  }, [t]);

  const startSession = useCallback((auth: AuthResponse, message: string) => {
    saveSession({ token: auth.token, expiresIn: auth.expiresIn, rememberMe: false });
    setUser(auth.user);
    setEndedNotice(null);
    setLoggedOut(false);
    toast.success(message);
  }, []);

  const setToken = useCallback((token: string, expiresIn: number) => replaceToken(token, expiresIn), []);

  const updateUser = useCallback((next: PublicUser) => {
    saveOfflineUser(next);
    setUser(next);
  }, []);

  const refreshUser = useCallback(async () => {
    const { user } = await apiFetch<{ user: PublicUser }>("/auth/me");
    saveOfflineUser(user);
    setUser(user);
  }, []);

  const value = useMemo<SessionValue>(
    () => ({
      user,
      loading,
      unreachable,
      endedNotice,
      loggedOut,
      login,
      register,
      logout,
      startSession,
      setToken,
      updateUser,
      refreshUser,
    }),
    [
      user,
      loading,
      unreachable,
      endedNotice,
      loggedOut,
      login,
      register,
      logout,
      startSession,
      setToken,
      updateUser,
      refreshUser,
    ],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
