/**
 * The app's router: the browser's history, the route table (<Routes>, <Route>, <Outlet>), links and the hooks the
 * screens read, with the names and behaviour of react-router's declarative API, which the app used before. That
 * library was 44 KB of minified script (16 KB gzip) in every first load, login included, and ranked and matched its
 * whole table on each render; the app uses none of what the rest of it is for (loaders, actions, data routers).
 * Matching is in ./match.ts.
 */
import {
  type AnchorHTMLAttributes,
  createContext,
  forwardRef,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from "react";
import { type Branch, branchesOf, pickBranch, type RouteConfig } from "./match";

export { matchPath } from "./match";

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that led here carried (`state` of a link or of navigate), kept across a reload. */
  state: unknown;
  key: string;
}

/** How the current entry was reached: a link or navigate (PUSH, REPLACE), or Back, Forward and the first load (POP). */
export type NavigationType = "POP" | "PUSH" | "REPLACE";

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

interface HistoryEntry {
  usr?: unknown;
  key?: string;
}

function readLocation(): Location {
  const entry = (window.history.state ?? {}) as HistoryEntry;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? "default" };
}

interface RouterState {
  location: Location;
  type: NavigationType;
}

/** The router's state, kept here so that a navigation before <BrowserRouter> subscribes (a guard's first render) is seen. */
let current: RouterState | null = null;
const listeners = new Set<() => void>();

const snapshot = (): RouterState => {
  current ??= { location: readLocation(), type: "POP" };
  return current;
};

function moved(type: NavigationType) {
  current = { location: readLocation(), type };
  for (const listener of listeners) listener();
}

const onPopState = () => moved("POP");

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("popstate", onPopState);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("popstate", onPopState);
  };
}

/** Goes to `to` (an app path) or `delta` entries through the history (-1: Back). */
export function navigate(to: string | number, options: NavigateOptions = {}): void {
  if (typeof to === "number") {
    window.history.go(to);
    return;
  }
  const entry: HistoryEntry = { usr: options.state, key: Math.random().toString(36).slice(2, 10) };
  if (options.replace) window.history.replaceState(entry, "", to);
  else window.history.pushState(entry, "", to);
  moved(options.replace ? "REPLACE" : "PUSH");
}

const RouterContext = createContext<RouterState | null>(null);

/** The router of the whole app: the address bar's location, followed through links, navigate, Back and Forward. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(subscribe, snapshot);
  return <RouterContext.Provider value={state}>{children}</RouterContext.Provider>;
}

function useRouterState(): RouterState {
  const state = useContext(RouterContext);
  if (!state) throw new Error("the router's hooks and links work inside <BrowserRouter> only");
  return state;
}

export const useLocation = (): Location => useRouterState().location;
export const useNavigationType = (): NavigationType => useRouterState().type;
/** navigate, for the screens that take it from a hook; the same function on every render. */
export const useNavigate = (): typeof navigate => navigate;

type SearchParamsInit = URLSearchParams | Record<string, string> | string;

/** The address's query, and a setter that navigates to the same path with another (the hash is dropped). */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void,
] {
  const { search, pathname } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => {
    const query = new URLSearchParams(
      typeof next === "function" ? next(new URLSearchParams(window.location.search)) : next,
    ).toString();
    navigate(`${pathname}${query ? `?${query}` : ""}`, options);
  };
  return [params, setParams];
}

/** A route of the table; <Routes> reads its props and never renders it. */
export function Route(_props: { path?: string; index?: boolean; element?: ReactNode; children?: ReactNode }): null {
  return null;
}

function routesOf(children: ReactNode): RouteConfig<ReactNode>[] {
  const list = (Array.isArray(children) ? children.flat(Number.POSITIVE_INFINITY) : [children]) as unknown[];
  return list.flatMap((child) => {
    const route = child as ReactElement<Parameters<typeof Route>[0]> | null | boolean;
    if (!route || typeof route !== "object" || route.type !== Route) return [];
    const { path, index, element, children: nested } = route.props;
    return [{ path, index, element, children: routesOf(nested) }];
  });
}

interface Matched {
  /** The matched chain below this level, each rendered by the <Outlet> of the one above. */
  rest: RouteConfig<ReactNode>[];
  params: Record<string, string>;
}

const OutletContext = createContext<Matched>({ rest: [], params: {} });

function renderLevel({ rest, params }: Matched): ReactNode {
  const [route, ...below] = rest;
  if (!route) return null;
  return <OutletContext.Provider value={{ rest: below, params }}>{route.element ?? <Outlet />}</OutletContext.Provider>;
}

/** The route table: renders the chain of routes the address matches, outermost first (nothing when none does). */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const branches: Branch<ReactNode>[] = useMemo(() => branchesOf(routesOf(children)), [children]);
  const match = useMemo(() => pickBranch(branches, pathname), [branches, pathname]);
  return match ? renderLevel({ rest: match.routes, params: match.params }) : null;
}

/** Where a layout route shows the route matched below it. */
export function Outlet() {
  return renderLevel(useContext(OutletContext));
}

/** The matched address's parameters (`:gameId`). */
export const useParams = (): Record<string, string | undefined> => useContext(OutletContext).params;

/** Navigates once rendered (a guard's redirect). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  useEffect(() => {
    navigate(to, { replace, state });
  }, [to, replace, state]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  replace?: boolean;
  state?: unknown;
}

/** A plain click follows the link inside the app; one with a modifier key, another button or a target is the browser's. */
function handleClick(event: MouseEvent<HTMLAnchorElement>, to: string, options: NavigateOptions, target?: string) {
  if (event.defaultPrevented || event.button !== 0 || (target && target !== "_self")) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  // A link to the page already shown replaces its entry: Back leaves the page rather than staying on it.
  navigate(to, { replace: options.replace ?? current === to, state: options.state });
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, onClick, target, ...rest },
  ref,
) {
  return (
    <a
      {...rest}
      ref={ref}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        handleClick(event, to, { replace, state }, target);
      }}
    />
  );
});

type ActiveRender<T> = T | ((state: { isActive: boolean }) => T);

export interface NavLinkProps extends Omit<LinkProps, "className" | "children"> {
  className?: ActiveRender<string | undefined>;
  children?: ActiveRender<ReactNode>;
}

/** A link that knows when its page (or one below it) is the one shown, and says so (`aria-current="page"`). */
export function NavLink({ className, children, ...rest }: NavLinkProps) {
  const here = useLocation().pathname.toLowerCase();
  const to = rest.to.split(/[?#]/)[0]?.toLowerCase() ?? "";
  const isActive = here === to || (to !== "/" && here.startsWith(`${to}/`));
  return (
    <Link
      {...rest}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
    >
      {typeof children === "function" ? children({ isActive }) : children}
    </Link>
  );
}
