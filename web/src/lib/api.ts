/**
 * The one HTTP client of the app. Every call goes to /api with JSON, the stored bearer token and the
 * interface language (the server translates its messages by Accept-Language).
 *
 *   const { games } = await apiFetch<{ games: Game[] }>("/games/upcoming?round=current");
 *   await apiFetch("/bets", { method: "POST", body: { gameId, predictedResult } });
 *
 * Failures throw ApiError; show `errorMessage(error, t("...failedDefault"))` to the user.
 * A 401 on a call that carried a token ends the session once (docs/rules.md "Users and sessions"), however many calls
 * fail together.
 */
import toast from "react-hot-toast";
import i18n from "../i18n";
import { dropEarlyRequests, takeEarlyRequest } from "./early";
import { clearSession, getStoredLanguage, getToken, isRemembered } from "./storage";

export interface ApiFieldError {
  path: string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  /** The server's translated `message`, when it sent one. */
  readonly serverMessage: string | undefined;
  /** Per-field validation errors (400), `path` like "email" or "games.3.date". */
  readonly errors: ApiFieldError[];

  constructor(status: number, message: string, serverMessage?: string, errors: ApiFieldError[] = []) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.serverMessage = serverMessage;
    this.errors = errors;
  }
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** The request of this call, already sent with `sendApiRequest` (the start-up session check): read, not sent again. */
  sent?: Promise<Response>;
}

export const API_BASE = "/api";

/** Why a session ended: the key (namespace common) of the message toasted for it. */
export type SessionEndNotice = "errors.sessionExpired" | "errors.extendedSessionExpired";

type Listener = (notice: SessionEndNotice) => void;
const sessionEndListeners = new Set<Listener>();

/**
 * Called when a 401 ended the session, with the message it toasted; the session provider clears the user and the
 * cache, and the login page repeats the message.
 */
export function onSessionExpired(listener: Listener): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/**
 * Ends the session that `carriedToken` belonged to: clears the stored session, toasts the session-expired message
 * (docs/rules.md "Users and sessions") and tells the listeners. Does nothing if that session is already gone (or replaced
 * by a newer login), so a burst of failing calls toasts exactly once.
 */
export function expireSession(carriedToken: string): void {
  if (getToken() !== carriedToken) return;
  const remembered = isRemembered();
  clearSession();
  dropEarlyRequests();
  const notice: SessionEndNotice = remembered ? "errors.extendedSessionExpired" : "errors.sessionExpired";
  toast.error(i18n.t(notice, { ns: "common" }), { id: "session-expired" });
  for (const listener of sessionEndListeners) listener(notice);
}

/**
 * Sends a call with the stored token and the language, and hands back the answer unread. Before the strings are in (the
 * start-up session check) the language is the stored one.
 */
export function sendApiRequest(path: string, options: Omit<ApiOptions, "sent"> = {}): Promise<Response> {
  const token = getToken();
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": i18n.language || getStoredLanguage(),
  };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(`${API_BASE}${path}`, {
    method: options.method ?? "GET",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
}

/**
 * A read index.html's early script already sent for this token (lib/early.ts), else a new request. An early request
 * that could not connect is sent again: the network may be back by the time the app asks.
 */
function earlyOrSent(path: string, token: string | null, options: ApiOptions): Promise<Response> {
  const early = (options.method ?? "GET") === "GET" && options.body === undefined ? takeEarlyRequest(path, token) : undefined;
  return early ? early.catch(() => sendApiRequest(path, options)) : sendApiRequest(path, options);
}

export async function apiFetch<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const token = getToken();
  let response: Response;
  try {
    response = await (options.sent ?? earlyOrSent(path, token, options));
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, i18n.t("errors.network", { ns: "common" }));
  }

  const data: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (response.ok) return data as T;

  if (response.status === 401 && token) expireSession(token);
  const body = (data ?? {}) as { message?: unknown; errors?: unknown };
  const serverMessage = typeof body.message === "string" && body.message ? body.message : undefined;
  const errors = Array.isArray(body.errors) ? (body.errors as ApiFieldError[]) : [];
  throw new ApiError(response.status, serverMessage ?? i18n.t("errors.unexpected", { ns: "common" }), serverMessage, errors);
}

/** The text to show for a failed call: the server's message, else the screen's default ('Failed to ...'). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
