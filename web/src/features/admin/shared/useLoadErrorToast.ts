import { useEffect } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "../../../lib/api";

/**
 * Toasts a failed load once (docs/rules.md "Errors": the server's message, else the screen's 'Failed to load ...'):
 *   useLoadErrorToast(teams.error, t("teams.loadFailed"));
 */
export function useLoadErrorToast(error: unknown, fallback: string): void {
  useEffect(() => {
    if (error) toast.error(errorMessage(error, fallback), { id: fallback });
  }, [error, fallback]);
}
