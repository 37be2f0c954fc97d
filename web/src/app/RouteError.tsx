import { TriangleAlert } from "lucide-react";
import { Component, type ReactNode } from "react";
import { Button } from "../components/ui/Button";
import { EmptyState } from "../components/ui/EmptyState";
import { useTranslation } from "../i18n";
import { isOffline } from "../lib/offline";
import { useLocation } from "../lib/router";

/**
 * Shown when a screen throws while rendering or its code fails to load (e.g. after a deploy, or offline a screen whose
 * code this device never loaded: then it says so).
 */
export function RouteError() {
  const { t } = useTranslation("common");
  return (
    <main id="main" className="mx-auto w-full max-w-[1200px] px-4 py-10">
      <EmptyState
        icon={TriangleAlert}
        title={t("routeError.title")}
        hint={t(isOffline() ? "routeError.offline" : "routeError.message")}
        action={<Button onClick={() => window.location.reload()}>{t("actions.reload")}</Button>}
      />
    </main>
  );
}

/** Catches a screen that throws, keyed by the path: moving to another screen tries again. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}
