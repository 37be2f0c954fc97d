import { useEffect, useEffectEvent } from "react";
import toast from "react-hot-toast";
import { ApiError, errorMessage } from "./api";

/**
 * Toasts a failed load once per failure (docs/rules.md "Errors"): the server's message, else `fallback`, the screen's
 * 'Failed to load ...'. Then calls `onFailure` (e.g. to leave the screen). A 401 is skipped: lib/api.ts has already
 * ended the session and said so.
 *   useLoadErrorToast(teams.error, t("teams.loadFailed"));
 *   useLoadErrorToast(game.error, t("place.failed"), () => navigate("/upcoming-games", { replace: true }));
 */
export function useLoadErrorToast(error: unknown, fallback: string, onFailure?: () => void): void {
  const report = useEffectEvent((failure: unknown) => {
    toast.error(errorMessage(failure, fallback), { id: fallback });
    onFailure?.();
  });
  useEffect(() => {
    if (error && !(error instanceof ApiError && error.status === 401)) report(error);
  }, [error]);
}
