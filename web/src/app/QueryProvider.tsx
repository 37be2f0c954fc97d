import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useLiveUpdates } from "../lib/eventsQueries";
import { hydrateRestoredAnswers, queryClient } from "../lib/queryClient";

// For the start-up (app/router.tsx `preloadFirstScreen`), which reaches the cache only through this lazy chunk.
export { fillEarlyAnswers } from "../lib/queryClient";

/** Keeps the cached answers current while logged in: one event stream per tab (docs/rules.md "Live updates"). */
function LiveUpdates() {
  useLiveUpdates();
  return null;
}

/** TanStack Query for the logged-in screens; loaded lazily by RequireAuth (see guards.tsx). */
export default function QueryProvider({ children }: { children: ReactNode }) {
  // Before the first screen asks: a start without the server shows the answers this device kept last time.
  useState(hydrateRestoredAnswers);
  return (
    <QueryClientProvider client={queryClient}>
      <LiveUpdates />
      {children}
    </QueryClientProvider>
  );
}
