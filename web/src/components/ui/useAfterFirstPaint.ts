import { useEffect, useState } from "react";

/**
 * False until a task of its own after the first render with `ready` (the screen's data in), true from then on. A first screen that renders in one
 * piece holds a phone's main thread for 200-400 ms (Lighthouse's Total Blocking Time, docs/rules.md "Delivery"); what
 * sits below the first view can render in the second piece, so a tap or a paint can come between.
 */
export function useAfterFirstPaint(ready = true): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    if (!ready || later) return;
    const timer = setTimeout(() => setLater(true), 0);
    return () => clearTimeout(timer);
  }, [ready, later]);
  return later;
}
