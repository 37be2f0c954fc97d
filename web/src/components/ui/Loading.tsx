import { Loader2 } from "lucide-react";
import { useTranslation } from "../../i18n";
import { cn } from "../../lib/cn";

/** What the content being loaded looks like, so the skeleton under the text has its shape. */
export type SkeletonShape = "cards" | "rows" | "page";

export interface LoadingProps {
  /** Already translated text, e.g. t("upcoming.loading") -> 'Loading upcoming games...'; default 'Loading...'. */
  text?: string;
  /** Grey blocks shaped like the coming content under the text: game cards, list rows, or a page header and cards. */
  skeleton?: SkeletonShape;
  className?: string;
}

/**
 * Spinner + text, announced politely, optionally over a skeleton of what is coming:
 *   <Loading text={t("upcoming.loading")} skeleton="cards" />
 */
export function Loading({ text, skeleton, className }: LoadingProps) {
  const { t } = useTranslation("common");
  const status = (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        "flex flex-col items-center justify-center gap-3 text-slate-600",
        skeleton ? "py-4" : "py-12",
        !skeleton && className,
      )}
    >
      <Loader2 className="size-8 animate-spin text-emerald-700" aria-hidden="true" />
      <span className="text-base font-medium">{text ?? t("loading")}</span>
    </div>
  );
  if (!skeleton) return status;
  return (
    <div data-testid="skeleton" className={cn("flex flex-col gap-4", className)}>
      {skeleton === "page" && <PageHeaderSkeleton />}
      {status}
      {skeleton === "rows" ? <RowsSkeleton /> : <CardsSkeleton />}
    </div>
  );
}

/** A grey placeholder block for skeleton screens (pair it with <Loading> text somewhere on the screen). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-xl bg-slate-200", className)} />;
}

function PageHeaderSkeleton() {
  return (
    <div aria-hidden="true" className="flex items-center gap-4">
      <Skeleton className="size-12 rounded-2xl" />
      <div className="flex flex-col gap-2">
        <Skeleton className="h-7 w-48" />
        <Skeleton className="h-4 w-32" />
      </div>
    </div>
  );
}

/** Shaped like the game cards' grid: meta line, two team crests around the score, the player's strip. */
function CardsSkeleton() {
  return (
    <ul aria-hidden="true" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((card) => (
        <li key={card} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4">
          <Skeleton className="h-4 w-40" />
          <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2">
            <div className="flex flex-col items-center gap-2">
              <Skeleton className="size-12 rounded-full" />
              <Skeleton className="h-4 w-20" />
            </div>
            <Skeleton className="h-8 w-12 rounded-full" />
            <div className="flex flex-col items-center gap-2">
              <Skeleton className="size-12 rounded-full" />
              <Skeleton className="h-4 w-20" />
            </div>
          </div>
          <Skeleton className="h-9 w-full" />
        </li>
      ))}
    </ul>
  );
}

/** Shaped like a list of rows: avatar or rank, a name, a number at the end. */
function RowsSkeleton() {
  return (
    <ul aria-hidden="true" className="flex flex-col gap-2">
      {[0, 1, 2, 3, 4].map((row) => (
        <li key={row} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3">
          <Skeleton className="size-9 rounded-full" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-6 w-12" />
        </li>
      ))}
    </ul>
  );
}
