import { CalendarClock, Check, CircleCheck, Clock, Lock, Star, X } from "lucide-react";
import { useTranslation } from "../../i18n";
import { cn } from "../../lib/cn";
import { Badge } from "./Badge";

export type GameStatus = "upcoming" | "live" | "finished";

/**
 * A game's display status (docs/rules.md "Games": finished if isFinished, else live if locked, else upcoming).
 * Live shows a red dot; all carry a word, never colour alone.
 *   <GameStatusBadge status={game.isFinished ? "finished" : game.isBettingLocked ? "live" : "upcoming"} />
 */
export function GameStatusBadge({ status, className }: { status: GameStatus; className?: string }) {
  const { t } = useTranslation("common");
  if (status === "live") {
    return (
      <Badge tone="danger" className={className}>
        <LiveDot />
        {t("status.live")}
      </Badge>
    );
  }
  if (status === "finished") {
    return (
      <Badge tone="neutral" icon={CircleCheck} className={className}>
        {t("status.finished")}
      </Badge>
    );
  }
  return (
    <Badge tone="success" icon={CalendarClock} className={className}>
      {t("status.upcoming")}
    </Badge>
  );
}

/** The pulsing red dot of a live game (still without motion when the user asks for less), for a danger-tone Badge. */
export function LiveDot() {
  return (
    <span className="relative flex size-2" aria-hidden="true">
      <span className="absolute inline-flex size-full animate-ping rounded-full bg-red-500 opacity-75 motion-reduce:hidden" />
      <span className="relative inline-flex size-2 rounded-full bg-red-600" />
    </span>
  );
}

/** Padlock + 'Betting locked' (or only the padlock with an accessible label when `compact`). */
export function LockedIndicator({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { t } = useTranslation("common");
  if (compact) {
    return (
      <span role="img" aria-label={t("status.locked")} title={t("status.locked")} className={cn("text-slate-600", className)}>
        <Lock className="size-4" aria-hidden="true" />
      </span>
    );
  }
  return (
    <Badge tone="neutral" icon={Lock} className={className}>
      {t("status.locked")}
    </Badge>
  );
}

export interface PointsBadgeProps {
  /** Points of the bet once scored. */
  points?: number | null;
  /** False (or points missing) shows 'Pending'. */
  calculated?: boolean;
  /** Add the outcome word, the spec's three: 'Exact Score', 'Correct Winner' (a right draw too), 'Incorrect'. */
  showLabel?: boolean;
  className?: string;
}

/**
 * A bet's outcome in the outcome colours (docs/rules.md "Look and language"): +3 gold star, +1 blue check,
 * 0 grey cross, pending amber clock.
 *   <PointsBadge points={bet.points} calculated={bet.isCalculated} showLabel />
 */
export function PointsBadge({ points, calculated = true, showLabel = false, className }: PointsBadgeProps) {
  const { t } = useTranslation("common");
  if (!calculated || points === null || points === undefined) {
    return (
      <Badge tone="warning" icon={Clock} className={className}>
        {t("outcome.pending")}
      </Badge>
    );
  }
  const [tone, Icon, label] =
    points >= 3
      ? (["gold", Star, t("outcome.exact")] as const)
      : points >= 1
        ? (["info", Check, t("outcome.correct")] as const)
        : (["neutral", X, t("outcome.incorrect")] as const);
  return (
    <Badge tone={tone} icon={Icon} className={cn("tabular-nums", className)} title={label}>
      {/* Isolated LTR so Hebrew shows "+3", not "3+". */}
      <bdi dir="ltr">{points > 0 ? `+${points}` : "0"}</bdi>
      {showLabel && <span className="font-medium">· {label}</span>}
      {!showLabel && <span className="sr-only">{label}</span>}
    </Badge>
  );
}
