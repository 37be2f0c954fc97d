import { ArrowDown, ArrowUp, Minus } from "lucide-react";
import { useTranslation } from "../../../i18n";
import { cn } from "../../../lib/cn";

/**
 * How far live points moved a player: an arrow and the number, green up and red down, spoken as "Up 2" / "Down 1"
 * (the colour is never the only signal).
 */
export function RankChange({ change, className }: { change: number; className?: string }) {
  const { t } = useTranslation("leaderboard");
  const up = change > 0;
  const Icon = change === 0 ? Minus : up ? ArrowUp : ArrowDown;
  const label = change === 0 ? t("rankChange.same") : t(up ? "rankChange.up" : "rankChange.down", { count: Math.abs(change) });
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cn(
        "inline-flex items-center gap-0.5 text-xs font-bold tabular-nums",
        change === 0 ? "text-slate-500" : up ? "text-emerald-700" : "text-red-700",
        className,
      )}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {change !== 0 && Math.abs(change)}
    </span>
  );
}
