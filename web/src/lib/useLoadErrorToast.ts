import { useEffect, useEffectEvent } from "react";
import toast from "react-hot-toast";
import { ApiError, errorMessage } from "./api";
import { isOffline } from "./offline";

/**
 * Toasts a failed load once per failure (docs/rules.md "Errors"): the server's message, else `fallback`, the screen's
 * 'Failed to load ...'. Then calls `onFailure` (e.g. to leave the screen). A 401 is skipped: lib/api.ts has already
 * ended the session and said so; so is a failure to connect while offline: the offline notice says so.
 *   useLoadErrorToast(teams.error, t("teams.loadFailed"));
 *   useLoadErrorToast(game.error, t("place.failed"), () => navigate("/upcoming-games", { replace: true }));
 */
export function useLoadErrorToast(error: unknown, fallback: string, onFailure?: () => void): void {
  const report = useEffectEvent((failure: unknown) => {
    toast.error(errorMessage(failure, fallback), { id: fallback });
    onFailure?.();
  });
  useEffect(() => {
    if (!error || (error instanceof ApiError && error.status === 401)) return;
    // Without a network or a server the offline notice already says why nothing loads; a toast on top repeats it.
    if (error instanceof ApiError && error.status === 0 && isOffline()) return;
    report(error);
  }, [error]);
}
