import { Inbox, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

export interface EmptyStateProps {
  icon?: LucideIcon;
  /** e.g. 'No upcoming games available' */
  title: ReactNode;
  /** e.g. 'Check back later for new games!' */
  hint?: ReactNode;
  /** A next step: a LinkButton or Button. */
  action?: ReactNode;
  className?: string;
}

/** <EmptyState icon={CalendarX} title={t("empty")} hint={t("emptyHint")} action={<LinkButton to="/">...</LinkButton>} /> */
export function EmptyState({ icon: Icon = Inbox, title, hint, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        "flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center",
        className,
      )}
    >
      <span className="grid size-14 place-items-center rounded-full bg-slate-100 text-slate-500">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {hint && <p className="max-w-md text-slate-600">{hint}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
