import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/**
 * Colour meanings (docs/rules.md "Look and language"), the same on every screen:
 * gold/success = exact score (+3), info = correct outcome (+1), neutral = incorrect (0) or plain info,
 * warning = pending, danger = live / errors. Always pair the colour with a word or an icon.
 */
export type BadgeTone = "success" | "info" | "neutral" | "warning" | "danger" | "gold";

const tones: Record<BadgeTone, string> = {
  success: "bg-emerald-100 text-emerald-900 ring-emerald-200",
  info: "bg-blue-100 text-blue-900 ring-blue-200",
  neutral: "bg-slate-100 text-slate-700 ring-slate-200",
  warning: "bg-amber-100 text-amber-900 ring-amber-200",
  danger: "bg-red-100 text-red-900 ring-red-200",
  gold: "bg-yellow-300 text-yellow-950 ring-yellow-400",
};

export interface BadgeProps {
  tone?: BadgeTone;
  icon?: LucideIcon;
  children: ReactNode;
  className?: string;
  /** Accessible name when the visible text alone is not enough (e.g. "+3"). */
  title?: string;
}

/** <Badge tone="gold" icon={Star}>+3</Badge> */
export function Badge({ tone = "neutral", icon: Icon, children, className, title }: BadgeProps) {
  return (
    <span
      title={title}
      className={cn(
        "inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        tones[tone],
        className,
      )}
    >
      {Icon && <Icon className="size-3.5 shrink-0" aria-hidden="true" />}
      {children}
    </span>
  );
}
