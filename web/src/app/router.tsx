/**
 * Every route of docs/rules.md "Screens". Pages are React.lazy chunks with default exports at fixed paths, so a feature
 * replaces its placeholder page without touching this table.
 */
import { lazy } from "react";
import { Navigate, Route, Routes } from "react-router";
import { GuestOnly, RequireAdmin, RequireAuth, RootRedirect } from "./guards";
import { AppLayout } from "./layout/AppLayout";
import { NotFoundPage } from "./NotFoundPage";

const LoginPage = lazy(() => import("../features/auth/pages/LoginPage"));
const RegisterPage = lazy(() => import("../features/auth/pages/RegisterPage"));
const DashboardPage = lazy(() => import("../features/dashboard/pages/DashboardPage"));
const UpcomingGamesPage = lazy(() => import("../features/games/pages/UpcomingGamesPage"));
const CompletedGamesPage = lazy(() => import("../features/games/pages/CompletedGamesPage"));
const PlaceBetPage = lazy(() => import("../features/bets/pages/PlaceBetPage"));
const GameBetsPage = lazy(() => import("../features/bets/pages/GameBetsPage"));
const LeaderboardPage = lazy(() => import("../features/leaderboard/pages/LeaderboardPage"));
const LeaguesPage = lazy(() => import("../features/leagues/pages/LeaguesPage"));
const LeaguePage = lazy(() => import("../features/leagues/pages/LeaguePage"));
const JoinPage = lazy(() => import("../features/leagues/pages/JoinPage"));
const PlayerProfilePage = lazy(() => import("../features/profile/pages/PlayerProfilePage"));
const SettingsPage = lazy(() => import("../features/settings/pages/SettingsPage"));
const AdminDashboardPage = lazy(() => import("../features/admin/dashboard/pages/AdminDashboardPage"));
const AdminTeamsPage = lazy(() => import("../features/admin/teams/pages/AdminTeamsPage"));
const AdminGamesPage = lazy(() => import("../features/admin/games/pages/AdminGamesPage"));
const AdminUsersPage = lazy(() => import("../features/admin/users/pages/AdminUsersPage"));
const AdminNotificationsPage = lazy(() => import("../features/admin/notifications/pages/AdminNotificationsPage"));

/**
 * The route table as <Routes> under App's <BrowserRouter>: the app uses no loaders or actions, and the declarative
 * router is about half the JavaScript of the data router on every first load (docs/rules.md "Delivery"). Errors while
 * rendering or loading a page's code are caught by RouteErrorBoundary in App.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<RootRedirect />} />
        <Route element={<GuestOnly />}>
          <Route path="login" element={<LoginPage />} />
          <Route path="register" element={<RegisterPage />} />
        </Route>
        <Route element={<RequireAuth />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="upcoming-games" element={<UpcomingGamesPage />} />
          <Route path="completed-games" element={<CompletedGamesPage />} />
          <Route path="games/:gameId/bet" element={<PlaceBetPage />} />
          <Route path="games/:gameId/bets" element={<GameBetsPage />} />
          <Route path="leaderboard" element={<LeaderboardPage />} />
          <Route path="leagues" element={<LeaguesPage />} />
          <Route path="leagues/:leagueId" element={<LeaguePage />} />
          {/* The invite link: signed out, the guard sends the visitor to log in or register and back here. */}
          <Route path="join/:code" element={<JoinPage />} />
          <Route path="user/:userId" element={<PlayerProfilePage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="admin" element={<RequireAdmin />}>
            <Route index element={<Navigate to="/admin/dashboard" replace />} />
            <Route path="dashboard" element={<AdminDashboardPage />} />
            <Route path="teams" element={<AdminTeamsPage />} />
            <Route path="games" element={<AdminGamesPage />} />
            <Route path="users" element={<AdminUsersPage />} />
            <Route path="notifications" element={<AdminNotificationsPage />} />
            <Route path="*" element={<NotFoundPage embedded />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
