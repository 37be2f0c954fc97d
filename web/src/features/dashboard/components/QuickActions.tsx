import { CalendarClock, ChevronRight, type LucideIcon, Trophy, Zap } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card, CardHeader } from "../../../components/ui/Card";
import { extraQuickActions } from "../quickActions";

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

/** One quick action: a link (`to`) or a button (`onClick`, e.g. opening a dialog). */
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

/** 'View All Games', 'View Leaderboard', then the registered extras (quickActions.ts). */
export function QuickActions() {
  const { t } = useTranslation("dashboard");
  return (
    <Card as="section" aria-labelledby="quick-actions-title">
      <CardHeader title={<span id="quick-actions-title">{t("quickActions.title")}</span>} icon={Zap} />
      <ul className="flex flex-col gap-2">
        <QuickAction to="/upcoming-games" icon={CalendarClock} label={t("quickActions.viewGames")} />
        <QuickAction to="/leaderboard" icon={Trophy} label={t("quickActions.viewLeaderboard")} />
        {extraQuickActions.map((Extra) => (
          <Extra key={Extra.displayName ?? Extra.name} />
        ))}
      </ul>
    </Card>
  );
}
