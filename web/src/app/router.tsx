/**
 * Every route of docs/rules.md "Screens". Pages are React.lazy chunks with default exports at fixed paths, so a feature
 * replaces its placeholder page without touching this table.
 */
import type { ComponentType } from "react";
import type { FirstAnswer } from "../lib/early";
import { lazyModule } from "../lib/lazyModule";
import { matchPath, Navigate, Route, Routes } from "../lib/router";
import { hasUnexpiredToken } from "../lib/storage";
import { GuestOnly, loadQueryProvider, RequireAdmin, RequireAuth, RootRedirect } from "./guards";
import { AppLayout, PageArea } from "./layout/AppLayout";
import { loadSideMenu } from "./layout/Header";
import { NotFoundPage } from "./NotFoundPage";

interface PageModule {
  default: ComponentType;
  /** The reads the page shows as soon as it renders, when index.html's early script asks for them (lib/early.ts). */
  firstAnswers?: () => FirstAnswer[];
}

interface Page {
  path: string;
  load: () => Promise<PageModule>;
  Component: ComponentType;
}

const page = (path: string, fetchModule: Page["load"]): Page => ({ path, ...lazyModule(fetchModule) });

/** Login and register: anonymous visitors only. */
const GUEST_PAGES = [
  page("login", () => import("../features/auth/pages/LoginPage")),
  page("register", () => import("../features/auth/pages/RegisterPage")),
  page("forgot-password", () => import("../features/auth/pages/ForgotPasswordPage")),
  // The link of a reset mail (docs/rules.md "Mail"); once it succeeds the visitor is signed in and moves on.
  page("reset-password", () => import("../features/auth/pages/ResetPasswordPage")),
];

/** For everyone, signed in or not: the unsubscribe link of a reminder mail. */
const OPEN_PAGES = [page("unsubscribe", () => import("../features/auth/pages/UnsubscribePage"))];

const PLAYER_PAGES = [
  page("dashboard", () => import("../features/dashboard/pages/DashboardPage")),
  page("upcoming-games", () => import("../features/games/pages/UpcomingGamesPage")),
  page("completed-games", () => import("../features/games/pages/CompletedGamesPage")),
  page("games/:gameId/bet", () => import("../features/bets/pages/PlaceBetPage")),
  page("games/:gameId/bets", () => import("../features/bets/pages/GameBetsPage")),
  page("leaderboard", () => import("../features/leaderboard/pages/LeaderboardPage")),
  page("leagues", () => import("../features/leagues/pages/LeaguesPage")),
  page("leagues/:leagueId", () => import("../features/leagues/pages/LeaguePage")),
  // The invite link: signed out, the guard sends the visitor to log in or register and back here.
  page("join/:code", () => import("../features/leagues/pages/JoinPage")),
  page("user/:userId", () => import("../features/profile/pages/PlayerProfilePage")),
  page("settings", () => import("../features/settings/pages/SettingsPage")),
];

/** Under /admin/. */
const ADMIN_PAGES = [
  page("dashboard", () => import("../features/admin/dashboard/pages/AdminDashboardPage")),
  page("teams", () => import("../features/admin/teams/pages/AdminTeamsPage")),
  page("games", () => import("../features/admin/games/pages/AdminGamesPage")),
  page("users", () => import("../features/admin/users/pages/AdminUsersPage")),
  page("notifications", () => import("../features/admin/notifications/pages/AdminNotificationsPage")),
];

const routes = (pages: Page[]) => pages.map(({ path, Component }) => <Route key={path} path={path} element={<Component />} />);

/**
 * The route table as <Routes> under App's <BrowserRouter> (lib/router: the app's own, docs/rules.md "Delivery").
 * Errors while rendering or loading a page's code are caught by RouteErrorBoundary in App.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<RootRedirect />} />
        <Route element={<GuestOnly />}>{routes(GUEST_PAGES)}</Route>
        <Route element={<PageArea variant="auth" />}>{routes(OPEN_PAGES)}</Route>
        <Route element={<RequireAuth />}>
          {routes(PLAYER_PAGES)}
          <Route path="admin" element={<RequireAdmin />}>
            <Route index element={<Navigate to="/admin/dashboard" replace />} />
            {routes(ADMIN_PAGES)}
            <Route path="*" element={<NotFoundPage embedded />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/**
 * Starts fetching the code the first screen will need while the app is still starting (its strings, the session
 * check): otherwise each lazy chunk is only asked for once the one before has rendered (docs/rules.md "Delivery").
 * Signed out, every guarded address ends on the login page.
 */
export function preloadFirstScreen(pathname: string): { code: Promise<unknown>; answers: Promise<unknown> } {
  const signedIn = hasUnexpiredToken();
  const target = signedIn && pathname === "/" ? "/dashboard" : pathname;
  const find = (pages: Page[], prefix = "/") => pages.find(({ path }) => matchPath(prefix + path, target));
  const screen =
    find(OPEN_PAGES) ?? (signedIn ? (find(PLAYER_PAGES) ?? find(ADMIN_PAGES, "/admin/")) : (find(GUEST_PAGES) ?? GUEST_PAGES[0]));
  // A failed preload is retried by React.lazy when the screen renders, which shows the error.
  const preload = <M,>(load: () => Promise<M>) => load().catch(() => undefined);
  const pageModule = screen ? preload(screen.load) : Promise.resolve(undefined);
  const cache = signedIn ? preload(loadQueryProvider) : Promise.resolve(undefined);
  const code = Promise.all([pageModule, cache, signedIn ? preload(loadSideMenu) : undefined]);
  // Signed in, the screen's first answers go into the cache as soon as its code and the cache's are in.
  const answers = Promise.all([pageModule, cache]).then(([module, provider]) =>
    module?.firstAnswers && provider ? provider.fillEarlyAnswers(module.firstAnswers()) : undefined,
  );
  return { code, answers };
}
