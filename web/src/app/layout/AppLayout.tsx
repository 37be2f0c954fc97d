import { type ReactNode, Suspense, useEffect } from "react";
import { Loading } from "../../components/ui/Loading";
import { useTranslation } from "../../i18n";
import { cn } from "../../lib/cn";
import { Outlet, useLocation, useNavigationType } from "../../lib/router";
import { RouteErrorBoundary } from "../RouteError";
import { Header } from "./Header";
import { OfflineNotice } from "./OfflineNotice";

/** Root layout: skip link, header (with the side menu when logged in) and the routed screen. */
export function AppLayout() {
  const { t } = useTranslation("layout");
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-emerald-900 focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t("skipToContent")}
      </a>
      <Header />
      <OfflineNotice />
      {/* Inside the layout: a screen that fails keeps the header, its menu and the offline notice. */}
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
      <ScrollToTop />
    </div>
  );
}

/** A new screen starts at the top; Back and Forward leave the browser's own scroll restoration alone. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: it must run on every new path, which it need not read
  useEffect(() => {
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

/**
 * The page area, around the routed screen (or `children`). `variant="app"`: content at most 1200px wide (every logged-in screen);
 * `variant="auth"`: full-bleed pitch background with a centred card (login, register).
 */
export function PageArea({ variant = "app", children }: { variant?: "app" | "auth"; children?: ReactNode }) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className={cn(
        "flex-1 outline-none",
        variant === "app" ? "mx-auto w-full max-w-[1200px] px-4 py-6 md:px-6 md:py-8" : "pitch px-4 py-8 md:py-14",
      )}
    >
      <Suspense fallback={<Loading skeleton="page" />}>{children ?? <Outlet />}</Suspense>
    </main>
  );
}
