import { describe, expect, it } from "vitest";
import { branchesOf, matchPath, pickBranch, type RouteConfig } from "./match";

/** A route of the test table: `element` names it. */
const route = (element: string, path?: string, children: RouteConfig<string>[] = []): RouteConfig<string> => ({
  path,
  element,
  children,
});
const index = (element: string): RouteConfig<string> => ({ index: true, element, children: [] });

// The shape of web/src/app/router.tsx: pathless layouts, an index route, pages with parameters, admin's own index and
// not-found page under a path, and the app's not-found page.
const TABLE = [
  route("layout", undefined, [
    index("root-redirect"),
    route("guest-only", undefined, [route("login", "login"), route("register", "register")]),
    route("require-auth", undefined, [
      route("dashboard", "dashboard"),
      route("leagues", "leagues"),
      route("league", "leagues/:leagueId"),
      route("place-bet", "games/:gameId/bet"),
      route("game-bets", "games/:gameId/bets"),
      route("require-admin", "admin", [
        index("admin-redirect"),
        route("admin-dashboard", "dashboard"),
        route("admin-not-found", "*"),
      ]),
    ]),
  ]),
  route("not-found", "*"),
];

const branches = branchesOf(TABLE);
/** The elements rendered for `pathname`, outermost first, and the parameters. */
function resolve(pathname: string) {
  const match = pickBranch(branches, pathname);
  return match && { chain: match.routes.map((r) => r.element), params: match.params };
}

describe("pickBranch", () => {
  it("renders a page inside each layout above it", () => {
    expect(resolve("/dashboard")).toEqual({ chain: ["layout", "require-auth", "dashboard"], params: {} });
    expect(resolve("/login")).toEqual({ chain: ["layout", "guest-only", "login"], params: {} });
    expect(resolve("/")).toEqual({ chain: ["layout", "root-redirect"], params: {} });
  });

  it("takes a parameter from its segment, decoded, and keeps a segment that does not decode as it is", () => {
    expect(resolve("/games/g1/bet")).toEqual({ chain: ["layout", "require-auth", "place-bet"], params: { gameId: "g1" } });
    expect(resolve("/games/g1/bets")?.chain.at(-1)).toBe("game-bets");
    expect(resolve("/leagues/a%20b")?.params).toEqual({ leagueId: "a b" });
    expect(resolve("/leagues/%E0%A4%A")?.params).toEqual({ leagueId: "%E0%A4%A" });
  });

  it("compares paths without case and allows trailing slashes", () => {
    expect(resolve("/Dashboard/")?.chain.at(-1)).toBe("dashboard");
    expect(resolve("/LEAGUES//")?.chain.at(-1)).toBe("leagues");
  });

  it("prefers a page to its section's index and its not-found page, and those to the app's not-found page", () => {
    expect(resolve("/admin")?.chain).toEqual(["layout", "require-auth", "require-admin", "admin-redirect"]);
    expect(resolve("/admin/dashboard")?.chain.at(-1)).toBe("admin-dashboard");
    expect(resolve("/admin/nothing/here")).toEqual({
      chain: ["layout", "require-auth", "require-admin", "admin-not-found"],
      params: { "*": "nothing/here" },
    });
    expect(resolve("/nothing")?.chain).toEqual(["not-found"]);
  });

  it("matches no page with extra, missing or empty segments", () => {
    for (const pathname of ["/dashboard/extra", "/games/g1", "/games//bet", "//dashboard"])
      expect(resolve(pathname)?.chain, pathname).toEqual(["not-found"]);
  });

  it("ranks a static segment above a parameter, whatever the table's order", () => {
    const table = [route("by-id", "teams/:id"), route("new", "teams/new")];
    expect(pickBranch(branchesOf(table), "/teams/new")?.routes.map((r) => r.element)).toEqual(["new"]);
    expect(pickBranch(branchesOf(table), "/teams/t9")?.params).toEqual({ id: "t9" });
  });

  it("matches nothing when the table has no splat", () => {
    expect(pickBranch(branchesOf([route("dashboard", "dashboard")]), "/elsewhere")).toBeNull();
  });
});

describe("matchPath", () => {
  it("gives a pattern's parameters, or null", () => {
    expect(matchPath("/join/:code", "/join/ABC123")).toEqual({ params: { code: "ABC123" } });
    expect(matchPath("/join/:code", "/join")).toBeNull();
    expect(matchPath("/join/:code", "/join/")).toBeNull();
    expect(matchPath("/join/:code", "/join/a/b")).toBeNull();
    expect(matchPath("/dashboard", "/dashboard")).toEqual({ params: {} });
  });
});
