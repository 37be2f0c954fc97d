import { useEffect } from "react";
import { useLocation } from "../../../lib/router";

/**
 * Scrolls to the element named by the URL hash (e.g. /admin/games#import-games from the dashboard's quick
 * actions) once the screen is `ready`, and moves focus there.
 */
export function useHashTarget(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: "start" });
    target.focus({ preventScroll: true });
  }, [ready, hash]);
}
