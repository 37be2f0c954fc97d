import { Award, type LucideIcon, Medal, Trophy } from "lucide-react";
import { useTranslation } from "../../i18n";
import { cn } from "../../lib/cn";

interface PodiumStyle {
  icon: LucideIcon;
  /** Badge colours: gold, silver, bronze. */
  badge: string;
  /** The podium platform under the player. */
  platform: string;
}

const PODIUM: Record<number, PodiumStyle> = {
  1: { icon: Trophy, badge: "bg-yellow-300 text-yellow-950 ring-yellow-500", platform: "bg-yellow-300 text-yellow-950" },
  2: { icon: Medal, badge: "bg-slate-200 text-slate-800 ring-slate-400", platform: "bg-slate-300 text-slate-900" },
  3: { icon: Award, badge: "bg-orange-200 text-orange-950 ring-orange-400", platform: "bg-orange-300 text-orange-950" },
};

/** Gold, silver and bronze for ranks 1-3 (tied players share the style of their rank); undefined from rank 4 on. */
export function podiumStyle(rank: number): PodiumStyle | undefined {
  return PODIUM[rank];
}

const sizes = { md: "h-10 min-w-10 px-2 text-sm", lg: "h-12 min-w-12 px-3 text-lg" };

/**
 * The server's rank (ties share it: 1, 2, 2, 4). The top three carry lucide Trophy / Medal / Award on gold,
 * silver and bronze; the number stays beside the icon, so the colour is never the only signal.
 */
export function RankBadge({ rank, size = "md", className }: { rank: number; size?: "md" | "lg"; className?: string }) {
  const { t } = useTranslation("leaderboard");
  const podium = podiumStyle(rank);
  const Icon = podium?.icon;
  return (
    <span
      className={cn(
        "inline-flex items-center justify-center gap-1 rounded-full font-extrabold tabular-nums ring-1 ring-inset",
        sizes[size],
        podium?.badge ?? "bg-slate-100 text-slate-700 ring-slate-200",
        className,
      )}
    >
      {Icon && <Icon className={size === "lg" ? "size-5" : "size-4"} aria-hidden="true" />}
      <span className="sr-only">{t("columns.rank")} </span>
      {rank}
    </span>
  );
}
