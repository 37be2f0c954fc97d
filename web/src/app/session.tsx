/**
 * The logged-in user, for every screen:
 *
 *   const { user, loading, login, register, logout, setToken, refreshUser } = useSession();
 *
 * A stored token means logged in (docs/rules.md "Users and sessions"). At start-up an expired token is dropped; otherwise
 * GET /api/auth/me loads the user, and a failure drops the token. Any 401 on a call that carried the token
 * ends the session through lib/api.ts, which calls back here.
 */
import type { AuthResponse, PublicUser } from "@app/domain";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { ApiError, apiFetch, errorMessage, expireSession, onSessionExpired } from "../lib/api";
import { resetCache } from "../lib/cache";
import { clearSession, getToken, isTokenExpired, replaceToken, saveSession } from "../lib/storage";

export interface SessionValue {
  user: PublicUser | null;
  /** True while the start-up check of a stored token runs. */
  loading: boolean;
  /** Logs in; toasts success or the failure itself. Resolves true on success. */
  login(email: string, password: string, rememberMe: boolean): Promise<boolean>;
  /** Registers and logs in; toasts success or the failure itself. Resolves true on success. */
  register(fullName: string, email: string, password: string): Promise<boolean>;
  /** Clears the session and the query cache and toasts 'Logged out successfully'. */
  logout(): void;
  /** Stores a fresh token for this session (after a password change); rememberMe stays as it is. */
  setToken(token: string, expiresIn: number): void;
  /** Reloads the user from GET /api/auth/me (e.g. after points changed). */
  refreshUser(): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession must be used inside <SessionProvider>");
  return value;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation(["auth", "common"]);
  const [user, setUser] = useState<PublicUser | null>(null);
  const [loading, setLoading] = useState(() => Boolean(getToken()) && !isTokenExpired());

  useEffect(
    () =>
      onSessionExpired(() => {
        setUser(null);
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
    const controller = new AbortController();
    apiFetch<{ user: PublicUser }>("/auth/me", { signal: controller.signal })
      .then(({ user }) => setUser(user))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A 401 has already cleared the session (and toasted); any other failure still drops the token.
        if (!(error instanceof ApiError && error.status === 401)) clearSession();
        setUser(null);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, []);

  const login = useCallback(
    async (email: string, password: string, rememberMe: boolean) => {
      try {
        const auth = await apiFetch<AuthResponse>("/auth/login", { method: "POST", body: { email, password, rememberMe } });
        saveSession({ token: auth.token, expiresIn: auth.expiresIn, rememberMe });
        setUser(auth.user);
        toast.success(t("auth:login.success"));
        return true;
      } catch (error) {
        toast.error(error instanceof ApiError ? errorMessage(error, t("auth:login.failed")) : t("common:errors.unexpected"));
        return false;
      }
    },
    [t],
  );

  const register = useCallback(
    async (fullName: string, email: string, password: string) => {
      try {
        const auth = await apiFetch<AuthResponse>("/auth/register", { method: "POST", body: { fullName, email, password } });
        saveSession({ token: auth.token, expiresIn: auth.expiresIn, rememberMe: false });
        setUser(auth.user);
        toast.success(t("auth:register.success"));
        return true;
      } catch (error) {
        toast.error(errorMessage(error, t("auth:register.failed")));
        return false;
      }
    },
    [t],
  );

  const logout = useCallback(() => {
    clearSession();
    setUser(null);
    resetCache();
    toast.success(t("auth:logout.success"));
  }, [t]);

  const setToken = useCallback((token: string, expiresIn: number) => replaceToken(token, expiresIn), []);

  const refreshUser = useCallback(async () => {
    const { user } = await apiFetch<{ user: PublicUser }>("/auth/me");
    setUser(user);
  }, []);

  const value = useMemo<SessionValue>(
    () => ({ user, loading, login, register, logout, setToken, refreshUser }),
    [user, loading, login, register, logout, setToken, refreshUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
