/** Route guards (docs/rules.md "Screens"). Each renders its child routes inside the right page area. */
import { WifiOff } from "lucide-react";
import { lazy, Suspense } from "react";
import { Button } from "../components/ui/Button";
import { EmptyState } from "../components/ui/EmptyState";
import { Loading } from "../components/ui/Loading";
import { useTranslation } from "../i18n";
import { lazyModule } from "../lib/lazyModule";
import { matchPath, Navigate, Outlet, useLocation } from "../lib/router";
import { useSession } from "../lib/session";
import { PageArea } from "./layout/AppLayout";
import { HOME_PATH, returnPath, returnState } from "./sessionRedirect";

// TanStack Query is needed only once logged in: it loads with the first logged-in screen, not with /login.
const queryProvider = lazyModule(() => import("./QueryProvider"));
export const loadQueryProvider = queryProvider.load;
const QueryProvider = queryProvider.Component;
// The invite link signed out: the invitation, with registering and logging in (docs/rules.md "Leagues").
const InvitePage = lazy(() => import("../features/leagues/pages/InvitePage"));

function SessionLoading() {
  return (
    <main id="main" className="flex-1">
      <Loading skeleton="page" />
    </main>
  );
}

/** The session is kept but its user is unknown: the server could not be reached and this device kept nothing. */
function SessionUnreachable() {
  const { t } = useTranslation("common");
  return (
    <main id="main" className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-10">
      <EmptyState
        icon={WifiOff}
        title={t("unreachable.title")}
        hint={t("unreachable.message")}
        action={<Button onClick={() => window.location.reload()}>{t("actions.retry")}</Button>}
      />
    </main>
  );
}

/**
 * Logged-in users only; anonymous visitors go to /login, which returns them here once they log in (not after a
 * logout: whoever logs in next starts at the dashboard). Provides TanStack Query to every logged-in screen.
 */
export function RequireAuth() {
  const { user, loading, unreachable, loggedOut } = useSession();
  const location = useLocation();
  if (loading) return <SessionLoading />;
  if (!user && unreachable) return <SessionUnreachable />;
  const invite = user ? null : matchPath("/join/:code", location.pathname);
  if (invite?.params.code) {
    return (
      <PageArea variant="auth">
        <InvitePage code={invite.params.code} />
      </PageArea>
    );
  }
  if (!user) return <Navigate to="/login" replace state={loggedOut ? undefined : returnState(location)} />;
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
  if (!user?.isAdmin) return <Navigate to={HOME_PATH} replace />;
  return <Outlet />;
}

/**
 * Anonymous only (login, register); logged-in users go to the page the auth guard sent them from, else /dashboard.
 * This is also what moves a user on once login or registration succeeds.
 */
export function GuestOnly() {
  const { user, loading } = useSession();
  const { state } = useLocation();
  if (loading) return <SessionLoading />;
  if (user) return <Navigate to={returnPath(state)} replace />;
  return <PageArea variant="auth" />;
}

/** "/": to /dashboard when logged in, else /login. */
export function RootRedirect() {
  const { user, loading } = useSession();
  if (loading) return <SessionLoading />;
  return <Navigate to={user ? HOME_PATH : "/login"} replace />;
}
