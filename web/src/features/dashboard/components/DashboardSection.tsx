import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export interface DashboardSectionProps {
  /** Becomes the h2 and the section's accessible name. */
  id: string;
  title: string;
  icon: LucideIcon;
  /** Beside the title (wraps under it on narrow screens). */
  aside?: ReactNode;
  children: ReactNode;
}

/** A dashboard block of game cards: bare on phones (the cards use the full width), a white panel from 768px. */
export function DashboardSection({ id, title, icon: Icon, aside, children }: DashboardSectionProps) {
  return (
    <section aria-labelledby={id} className="md:rounded-2xl md:border md:border-slate-200 md:bg-white md:p-6 md:shadow-sm">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 md:mb-4">
        <h2 id={id} className="flex items-center gap-2.5 text-lg font-bold text-slate-900 md:text-xl">
          <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-emerald-700 text-white">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
