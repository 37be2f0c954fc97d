/**
 * Where logging in leads (docs/rules.md "Screens"): back to the page the auth guard sent the visitor away from.
 *
 *   <Navigate to="/login" replace state={returnState(location)} />        // the guard
 *   <Navigate to={returnPath(location.state)} replace />                   // once logged in
 */
export const HOME_PATH = "/dashboard";

export interface ReturnState {
  from: string;
}

/** The router state the guard hands to /login: the full app path asked for. */
export function returnState(location: { pathname: string; search: string; hash: string }): ReturnState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

// A base that no real address has: a `from` that resolves to any other origin was not a path of this app.
const BASE = "https://app.invalid";
const GUEST_PATHS = new Set(["/login", "/register"]);

/**
 * The path to return to after login: only a path of this app ("/leaderboard?x#y"). Anything a browser would read as
 * another host ("//evil.example", "/\\evil.example", a full URL, a tab inside "//"), a guest page, or no state at
 * all gives the dashboard.
 */
export function returnPath(state: unknown): string {
  const from = (state as Partial<ReturnState> | null | undefined)?.from;
  if (typeof from !== "string" || !from.startsWith("/")) return HOME_PATH;
  let url: URL;
  try {
    url = new URL(from, BASE);
  } catch {
    return HOME_PATH;
  }
  if (url.origin !== BASE || GUEST_PATHS.has(url.pathname)) return HOME_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}
