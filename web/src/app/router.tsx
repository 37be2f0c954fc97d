/**
 * Every route of docs/rules.md "Screens". Pages are React.lazy chunks with default exports at fixed paths, so a feature
 * replaces its placeholder page without touching this table.
 */
import { lazy } from "react";
import { createBrowserRouter, Navigate } from "react-router";
import { GuestOnly, RequireAdmin, RequireAuth, RootRedirect } from "./guards";
import { AppLayout } from "./layout/AppLayout";
import { NotFoundPage } from "./NotFoundPage";
import { RouteError } from "./RouteError";

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

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        element: <GuestOnly />,
        children: [
          { path: "login", element: <LoginPage /> },
          { path: "register", element: <RegisterPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: "dashboard", element: <DashboardPage /> },
          { path: "upcoming-games", element: <UpcomingGamesPage /> },
          { path: "completed-games", element: <CompletedGamesPage /> },
          { path: "games/:gameId/bet", element: <PlaceBetPage /> },
          { path: "games/:gameId/bets", element: <GameBetsPage /> },
          { path: "leaderboard", element: <LeaderboardPage /> },
          { path: "leagues", element: <LeaguesPage /> },
          { path: "leagues/:leagueId", element: <LeaguePage /> },
          // The invite link: signed out, the guard sends the visitor to log in or register and back here.
          { path: "join/:code", element: <JoinPage /> },
          { path: "user/:userId", element: <PlayerProfilePage /> },
          { path: "settings", element: <SettingsPage /> },
          {
            path: "admin",
            element: <RequireAdmin />,
            children: [
              { index: true, element: <Navigate to="/admin/dashboard" replace /> },
              { path: "dashboard", element: <AdminDashboardPage /> },
              { path: "teams", element: <AdminTeamsPage /> },
              { path: "games", element: <AdminGamesPage /> },
              { path: "users", element: <AdminUsersPage /> },
              { path: "notifications", element: <AdminNotificationsPage /> },
              { path: "*", element: <NotFoundPage embedded /> },
            ],
          },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);
