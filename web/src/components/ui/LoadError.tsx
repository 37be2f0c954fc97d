import { RefreshCw, TriangleAlert } from "lucide-react";
import { useTranslation } from "../../i18n";
import { Button } from "./Button";

export interface LoadErrorProps {
  /** The screen's own failure text, already translated ('Failed to load dashboard data'). */
  message: string;
  onRetry(): void;
  /**
   * "block" (default): centred in place of a whole card or page. "inline": one line in place of a section of a page
   * that shows other sections (the dashboard's game lists), with a small retry button.
   */
  variant?: "block" | "inline";
}

/**
 * A failed load in place of its content (docs/rules.md "Errors"; the toast already told why): the failure text and
 * a 'Try again' button.
 *   <LoadError message={t("teams.loadFailed")} onRetry={() => teams.refetch()} />
 */
export function LoadError({ message, onRetry, variant = "block" }: LoadErrorProps) {
  const { t } = useTranslation("common");
  if (variant === "inline") {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        <p className="flex items-center gap-2 font-medium">
          <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
          {message}
        </p>
        <Button variant="secondary" size="sm" onClick={() => onRetry()}>
          {t("actions.retry")}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center">
      <TriangleAlert className="size-8 text-red-700" aria-hidden="true" />
      <p className="font-semibold text-red-900">{message}</p>
      <Button variant="secondary" icon={RefreshCw} onClick={() => onRetry()}>
        {t("actions.retry")}
      </Button>
    </div>
  );
}
