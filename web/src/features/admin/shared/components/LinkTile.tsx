import { ChevronRight, type LucideIcon } from "lucide-react";
import { Link } from "../../../../lib/router";

export interface LinkTileProps {
  to: string;
  icon: LucideIcon;
  title: string;
  hint?: string;
}

/** A large tappable link with an icon, a title, an optional hint and a chevron (mirrored in RTL). */
export function LinkTile({ to, icon: Icon, title, hint }: LinkTileProps) {
  return (
    <Link
      to={to}
      className="flex min-h-11 items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-emerald-300 hover:bg-emerald-50"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-emerald-100 text-emerald-800">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-bold text-slate-900">{title}</span>
        {hint && <span className="block text-sm text-slate-600">{hint}</span>}
      </span>
      <ChevronRight className="size-5 shrink-0 text-slate-500 rtl:-scale-x-100" aria-hidden="true" />
    </Link>
  );
}
