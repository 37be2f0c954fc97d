import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

export type StatAccent = "emerald" | "blue" | "amber" | "violet" | "slate" | "gold";

const accents: Record<StatAccent, string> = {
  emerald: "bg-emerald-100 text-emerald-800",
  blue: "bg-blue-100 text-blue-800",
  amber: "bg-amber-100 text-amber-900",
  violet: "bg-violet-100 text-violet-800",
  slate: "bg-slate-100 text-slate-700",
  gold: "bg-yellow-200 text-yellow-900",
};

export interface StatCardProps {
  label: string;
  /** The number (tabular figures), e.g. 42, "#3" or "45.2%". */
  value: ReactNode;
  icon: LucideIcon;
  accent?: StatAccent;
  /** A short line under the number saying what it measures (a second definition of the term). */
  hint?: string;
  className?: string;
}

/**
 * A number with its label, stacked so the label wraps between words instead of being cut on a 375px phone.
 * A term (the label) and its definition (the number): render it inside a `<dl>`.
 *   <dl className="grid grid-cols-2 gap-3"><StatCard label={t("totalPoints")} value={42} icon={Trophy} /></dl>
 */
export function StatCard({ label, value, icon: Icon, accent = "emerald", hint, className }: StatCardProps) {
  return (
    <div className={cn("rounded-2xl border border-slate-200 bg-white p-4 shadow-sm", className)}>
      <dt className="flex flex-wrap items-center gap-2">
        <span className={cn("grid size-8 shrink-0 place-items-center rounded-lg", accents[accent])}>
          <Icon className="size-4" aria-hidden="true" />
        </span>
        {/* Wraps between words only (not anywhere, as user-typed text does): at no narrower than its longest word,
            it moves under the icon when that word does not fit beside it. */}
        <span className="flex-1 text-sm leading-tight font-medium wrap-normal text-slate-600">{label}</span>
      </dt>
      <dd className="mt-2 text-2xl font-extrabold tabular-nums text-slate-900 md:text-3xl">{value}</dd>
      {hint && <dd className="mt-1 text-xs leading-snug text-slate-600">{hint}</dd>}
    </div>
  );
}
