import type { TeamRef } from "@app/domain";
import { TeamLogo } from "../../../../components/ui/TeamLogo";
import { useTranslation } from "../../../../i18n";
import { cn } from "../../../../lib/cn";

/**
 * Home logo and name, 'vs', away logo and name; wraps on narrow screens, and a name that is one long token (up to 50
 * characters, no spaces) breaks anywhere rather than pushing a phone's page sideways.
 */
export function Matchup({ home, away, className }: { home: TeamRef; away: TeamRef; className?: string }) {
  const { t } = useTranslation("common");
  return (
    <span className={cn("flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-slate-900", className)}>
      <span className="inline-flex min-w-0 items-center gap-2">
        <TeamLogo name={home.name} logoUrl={home.logoUrl} size="sm" />
        <span className="min-w-0 [overflow-wrap:anywhere]">{home.name}</span>
      </span>
      <span className="text-sm font-medium text-slate-500">{t("score.vs")}</span>
      <span className="inline-flex min-w-0 items-center gap-2">
        <TeamLogo name={away.name} logoUrl={away.logoUrl} size="sm" />
        <span className="min-w-0 [overflow-wrap:anywhere]">{away.name}</span>
      </span>
    </span>
  );
}
