import { useTranslation } from "../../i18n";
import { cn } from "../../lib/cn";

export interface ScoreBadgeProps {
  home: number | string;
  away: number | string;
  /** Show the side letters (H / A in English, ב / ח in Hebrew) above the numbers. */
  showSides?: boolean;
  size?: "sm" | "md" | "lg";
  /** "final" (dark, for results) or "prediction" (light, for bets). */
  variant?: "final" | "prediction";
  className?: string;
}

const sizes = { sm: "text-sm px-2 py-0.5 gap-1.5", md: "text-lg px-3 py-1 gap-2", lg: "text-3xl px-4 py-2 gap-3" };
const variants = {
  final: "bg-slate-900 text-white",
  prediction: "bg-white text-slate-900 ring-1 ring-inset ring-slate-300",
};

/**
 * A score as "home : away". It is laid out with flexbox, so in RTL the home number sits on the right,
 * beside the home team (docs/rules.md "Look and language"). Numbers use tabular figures.
 *   <ScoreBadge home={2} away={1} showSides />
 */
export function ScoreBadge({ home, away, showSides = false, size = "md", variant = "final", className }: ScoreBadgeProps) {
  const { t } = useTranslation("common");
  const label = `${t("score.home")} ${home}, ${t("score.away")} ${away}`;
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cn(
        "inline-flex items-center rounded-xl font-extrabold tabular-nums leading-none",
        sizes[size],
        variants[variant],
        className,
      )}
    >
      <Side value={home} side={showSides ? t("score.homeShort") : undefined} />
      <span aria-hidden="true" className="opacity-70">
        :
      </span>
      <Side value={away} side={showSides ? t("score.awayShort") : undefined} />
    </span>
  );
}

function Side({ value, side }: { value: number | string; side?: string }) {
  return (
    <span aria-hidden="true" className="inline-flex flex-col items-center">
      {side && <span className="mb-0.5 text-[0.6em] font-semibold uppercase opacity-75">{side}</span>}
      <span>{value}</span>
    </span>
  );
}
