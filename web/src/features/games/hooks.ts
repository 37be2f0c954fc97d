import { useEffect, useEffectEvent, useState } from "react";
import toast from "react-hot-toast";
import { ApiError, errorMessage } from "../../lib/api";

/**
 * Toasts a failed load once per failure: the server's message, else `fallback` (docs/rules.md "Errors"), then calls
 * `onFailure` (e.g. to leave the screen). A 401 is skipped: lib/api.ts has already ended the session and said so.
 */
export function useLoadFailureToast(error: unknown, fallback: string, onFailure?: () => void): void {
  const report = useEffectEvent((failure: unknown) => {
    toast.error(errorMessage(failure, fallback), { id: fallback });
    onFailure?.();
  });
  useEffect(() => {
    if (error && !(error instanceof ApiError && error.status === 401)) report(error);
  }, [error]);
}

/** The last defined value: a list stays as it is when a later load fails (docs/rules.md "Errors"). */
export function useLastData<T>(data: T | undefined): T | undefined {
  const [last, setLast] = useState(data);
  if (data !== undefined && data !== last) setLast(data);
  return data ?? last;
}
