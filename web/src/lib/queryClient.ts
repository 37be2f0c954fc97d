import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";
import { onCacheReset } from "./cache";

/**
 * The app's TanStack Query client, provided to every logged-in screen (app/QueryProvider.tsx under RequireAuth;
 * login and register do without, to keep their JavaScript small). Query keys start with the feature name:
 * ["games", "upcoming", filters]. Client errors (4xx) are not retried; a 401 has already ended the session.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
        return failureCount < 1;
      },
    },
    mutations: { retry: false },
  },
});

// Logout and session expiry drop every cached answer (another user may log in next).
onCacheReset(() => queryClient.clear());
