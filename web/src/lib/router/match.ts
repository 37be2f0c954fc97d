/**
 * Which route an address is (pure; lib/router/index.tsx renders it). The rules of the router the app used before
 * (react-router's): static segments compare without case, `:name` takes one segment (decoded), `*` the rest, a trailing
 * slash is allowed; a static segment outranks a parameter, and a splat comes last.
 */

/** One route of the table, as a <Route> declares it. */
export interface RouteConfig<Element> {
  path?: string;
  index?: boolean;
  element?: Element;
  children: RouteConfig<Element>[];
}

/** A route chain that can match an address: the routes from the table's root down, and their joined path. */
export interface Branch<Element> {
  routes: RouteConfig<Element>[];
  pattern: string[];
}

export interface PathMatch {
  params: Record<string, string>;
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const patternSegments = (path: string) => path.split("/").filter(Boolean);

/** The address's segments: no leading slash, any trailing ones dropped, inner empty segments kept (they match nothing). */
function pathSegments(pathname: string): string[] {
  const trimmed = pathname.replace(/^\//, "").replace(/\/+$/, "");
  return trimmed === "" ? [] : trimmed.split("/");
}

function matchSegments(pattern: string[], path: string[]): PathMatch | null {
  const params: Record<string, string> = {};
  for (const [i, wanted] of pattern.entries()) {
    if (wanted === "*") {
      params["*"] = path.slice(i).map(decode).join("/");
      return { params };
    }
    const segment = path[i];
    if (segment === undefined || segment === "") return null;
    if (wanted.startsWith(":")) params[wanted.slice(1)] = decode(segment);
    else if (decode(segment).toLowerCase() !== wanted.toLowerCase()) return null;
  }
  return pattern.length === path.length ? { params } : null;
}

/** `pattern` ("/join/:code") against a pathname: its parameters, or null. */
export function matchPath(pattern: string, pathname: string): PathMatch | null {
  return matchSegments(patternSegments(pattern), pathSegments(pathname));
}

/** How specific a branch is: the more static segments the better; a splat only when nothing else matches. */
function rank({ routes, pattern }: Branch<unknown>): number {
  let score = routes.at(-1)?.index ? 2 : 0;
  for (const segment of pattern) score += segment === "*" ? -100 : segment.startsWith(":") ? 3 : 10;
  return score;
}

/** Every chain of the table that ends in a page (a route with a path or an index route), most specific first. */
export function branchesOf<Element>(routes: RouteConfig<Element>[]): Branch<Element>[] {
  const branches: Branch<Element>[] = [];
  const walk = (level: RouteConfig<Element>[], parents: RouteConfig<Element>[], pattern: string[]) => {
    for (const route of level) {
      const chain = [...parents, route];
      const joined = [...pattern, ...patternSegments(route.path ?? "")];
      if (route.children.length > 0) walk(route.children, chain, joined);
      if (route.index || route.path !== undefined) branches.push({ routes: chain, pattern: joined });
    }
  };
  walk(routes, [], []);
  // Stable: among equals, the table's order decides.
  return branches
    .map((branch, order) => ({ branch, order, score: rank(branch) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ branch }) => branch);
}

/** The first branch (in rank order) that matches `pathname`, with its parameters. */
export function pickBranch<Element>(
  branches: Branch<Element>[],
  pathname: string,
): { routes: RouteConfig<Element>[]; params: Record<string, string> } | null {
  const path = pathSegments(pathname);
  for (const branch of branches) {
    const match = matchSegments(branch.pattern, path);
    if (match) return { routes: branch.routes, params: match.params };
  }
  return null;
}
