import { ChevronRight, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "../../lib/router";

const actionStyles =
  "flex min-h-12 w-full items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2 text-start font-semibold text-slate-900 transition-colors hover:border-emerald-300 hover:bg-emerald-50";

function ActionContent({ icon: Icon, label }: { icon: LucideIcon; label: ReactNode }) {
  return (
    <>
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-emerald-100 text-emerald-800">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">{label}</span>
      <ChevronRight className="size-5 shrink-0 text-slate-500 rtl:-scale-x-100" aria-hidden="true" />
    </>
  );
}

export type QuickActionProps = { icon: LucideIcon; label: ReactNode } & ({ to: string } | { onClick: () => void });

/**
 * One item of a quick-action list (`<ul>`): a link (`to`) or a button (`onClick`, e.g. opening a dialog), with its
 * icon and a chevron that points to the end side.
 *   <ul><QuickAction to="/leaderboard" icon={Trophy} label={t("viewLeaderboard")} /></ul>
 */
export function QuickAction(props: QuickActionProps) {
  const content = <ActionContent icon={props.icon} label={props.label} />;
  return (
    <li>
      {"to" in props ? (
        <Link to={props.to} className={actionStyles}>
          {content}
        </Link>
      ) : (
        <button type="button" onClick={props.onClick} className={actionStyles}>
          {content}
        </button>
      )}
    </li>
  );
}
