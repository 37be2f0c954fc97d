import { Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";

export interface LoadingProps {
  /** Already translated text, e.g. t("upcoming.loading") -> 'Loading upcoming games...'; default 'Loading...'. */
  text?: string;
  /** Centre it in the viewport (route-level loading). */
  fullScreen?: boolean;
  className?: string;
}

/** Spinner + text, announced politely: <Loading text={t("loadingUpcoming")} /> */
export function Loading({ text, fullScreen = false, className }: LoadingProps) {
  const { t } = useTranslation("common");
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        "flex flex-col items-center justify-center gap-3 py-12 text-slate-600",
        fullScreen && "min-h-[60dvh]",
        className,
      )}
    >
      <Loader2 className="size-8 animate-spin text-emerald-700" aria-hidden="true" />
      <span className="text-base font-medium">{text ?? t("loading")}</span>
    </div>
  );
}

/** A grey placeholder block for skeleton screens (pair it with <Loading> text somewhere on the screen). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-xl bg-slate-200", className)} />;
}
