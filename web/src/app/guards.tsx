/** Route guards (docs/rules.md "Screens"). Each renders its child routes inside the right page area. */
import { lazy, Suspense } from "react";
import { Navigate, Outlet } from "react-router";
import { Loading } from "../components/ui/Loading";
import { PageArea } from "./layout/AppLayout";
import { useSession } from "./session";

// TanStack Query is needed only once logged in: it loads with the first logged-in screen, not with /login.
const QueryProvider = lazy(() => import("./QueryProvider"));

function SessionLoading() {
  return (
    <main id="main" className="flex-1">
      <Loading fullScreen />
    </main>
  );
}

/** Logged-in users only; anonymous visitors go to /login. Provides TanStack Query to every logged-in screen. */
export function RequireAuth() {
  const { user, loading } = useSession();
  if (loading) return <SessionLoading />;
  if (!user) return <Navigate to="/login" replace />;
  return (
    <Suspense fallback={<SessionLoading />}>
      <QueryProvider>
        <PageArea />
      </QueryProvider>
    </Suspense>
  );
}

/** Admins only (nested inside RequireAuth); other users go to /dashboard. */
export function RequireAdmin() {
  const { user } = useSession();
  if (!user?.isAdmin) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** Anonymous only (login, register); logged-in users go to /dashboard. */
export function GuestOnly() {
  const { user, loading } = useSession();
  if (loading) return <SessionLoading />;
  if (user) return <Navigate to="/dashboard" replace />;
  return <PageArea variant="auth" />;
}

/** "/": to /dashboard when logged in, else /login. */
export function RootRedirect() {
  const { user, loading } = useSession();
  if (loading) return <SessionLoading />;
  return <Navigate to={user ? "/dashboard" : "/login"} replace />;
}
