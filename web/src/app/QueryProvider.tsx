import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useLiveUpdates } from "../lib/eventsQueries";
import { queryClient } from "../lib/queryClient";

/** Keeps the cached answers current while logged in: one event stream per tab (docs/rules.md "Live updates"). */
function LiveUpdates() {
  useLiveUpdates();
  return null;
}

/** TanStack Query for the logged-in screens; loaded lazily by RequireAuth (see guards.tsx). */
export default function QueryProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveUpdates />
      {children}
    </QueryClientProvider>
  );
}
