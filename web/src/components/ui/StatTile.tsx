import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

export interface StatTileProps {
  label: ReactNode;
  /** The number (rendered with tabular figures), e.g. 42 or "#3". */
  value: ReactNode;
  icon?: LucideIcon;
  /** Accent of the icon bubble. */
  accent?: "emerald" | "blue" | "amber" | "violet" | "slate";
  className?: string;
}

const accents = {
  emerald: "bg-emerald-100 text-emerald-800",
  blue: "bg-blue-100 text-blue-800",
  amber: "bg-amber-100 text-amber-900",
  violet: "bg-violet-100 text-violet-800",
  slate: "bg-slate-100 text-slate-700",
};

/** A dashboard number: <StatTile label={t("totalPoints")} value={stats.totalPoints} icon={Trophy} accent="amber" /> */
export function StatTile({ label, value, icon: Icon, accent = "emerald", className }: StatTileProps) {
  return (
    <div
      className={cn(
        "flex min-w-0 items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm md:p-4",
        className,
      )}
    >
      {Icon && (
        <span className={cn("grid size-10 shrink-0 place-items-center rounded-xl md:size-11", accents[accent])}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
      )}
      <div className="min-w-0">
        <p className="text-sm leading-tight font-medium text-slate-600">{label}</p>
        <p className="text-2xl font-extrabold tabular-nums text-slate-900">{value}</p>
      </div>
    </div>
  );
}
