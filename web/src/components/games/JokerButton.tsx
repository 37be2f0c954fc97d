import { Loader2, Star } from "lucide-react";
import { useTranslation } from "../../i18n";
import { cn } from "../../lib/cn";

export interface JokerButtonProps {
  /** The round's joker is on this game. */
  on: boolean;
  onToggle(): void;
  disabled?: boolean;
  loading?: boolean;
}

/**
 * The joker's star (docs/rules.md "A league's own rules"): a toggle, pressed while the player's joker for the round is
 * on this game. One joker per round, so pressing it on another game moves it there.
 *   <JokerButton on={bet.joker} onToggle={() => setJoker(!bet.joker)} />
 */
export function JokerButton({ on, onToggle, disabled, loading }: JokerButtonProps) {
  const { t } = useTranslation("games");
  return (
    <button
      type="button"
      aria-pressed={on}
      disabled={disabled || loading}
      onClick={onToggle}
      title={t("joker.hint")}
      className={cn(
        "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-xl border px-3 text-sm font-semibold shadow-sm",
        "disabled:cursor-not-allowed disabled:opacity-60",
        on
          ? "border-amber-400 bg-amber-100 text-amber-950 hover:bg-amber-200"
          : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
      )}
    >
      {loading ? (
        <Loader2 className="size-5 shrink-0 animate-spin" aria-hidden="true" />
      ) : (
        <Star className={cn("size-5 shrink-0", on ? "fill-amber-500 text-amber-600" : "text-slate-500")} aria-hidden="true" />
      )}
      {t("joker.label")}
    </button>
  );
}
