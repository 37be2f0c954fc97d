import type { BetOutcome, OutcomeCounts } from "@app/domain";
import { Check, Clock, type LucideIcon, PieChart, Star, X } from "lucide-react";
import { Card, CardHeader } from "../../../components/ui/Card";
import { useTranslation } from "../../../i18n";
import { cn } from "../../../lib/cn";

/**
 * The outcome colours (docs/rules.md "Look and language"): exact gold, correct winner blue, incorrect grey, pending amber;
 * each with an icon and a word.
 */
const OUTCOMES: { outcome: BetOutcome; label: string; icon: LucideIcon; tile: string; bar: string }[] = [
  {
    outcome: "perfect",
    label: "outcome.exact",
    icon: Star,
    tile: "border-yellow-400 bg-yellow-50 text-yellow-950",
    bar: "bg-yellow-400",
  },
  {
    outcome: "correct",
    label: "outcome.correct",
    icon: Check,
    tile: "border-blue-400 bg-blue-50 text-blue-950",
    bar: "bg-blue-500",
  },
  {
    outcome: "incorrect",
    label: "outcome.incorrect",
    icon: X,
    tile: "border-slate-300 bg-slate-50 text-slate-800",
    bar: "bg-slate-400",
  },
  {
    outcome: "pending",
    label: "outcome.pending",
    icon: Clock,
    tile: "border-amber-400 bg-amber-50 text-amber-950",
    bar: "bg-amber-400",
  },
];

/** How the player's bets turned out: Exact Score / Correct Winner / Incorrect / Pending, with a proportion bar. */
export function OutcomeBreakdown({ counts }: { counts: OutcomeCounts | undefined }) {
  const { t } = useTranslation(["profile", "common"]);
  const total = counts ? OUTCOMES.reduce((sum, { outcome }) => sum + counts[outcome], 0) : 0;
  return (
    <Card as="section" aria-labelledby="breakdown-title">
      <CardHeader title={<span id="breakdown-title">{t("breakdown.title")}</span>} icon={PieChart} />
      {total > 0 && counts && (
        <div aria-hidden="true" className="mb-4 flex h-3 overflow-hidden rounded-full bg-slate-100">
          {OUTCOMES.map(({ outcome, bar }) => (
            <span key={outcome} className={bar} style={{ width: `${(counts[outcome] / total) * 100}%` }} />
          ))}
        </div>
      )}
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {OUTCOMES.map(({ outcome, label, icon: Icon, tile }) => (
          <li key={outcome} className={cn("flex items-center gap-3 rounded-xl border-s-4 p-3", tile)}>
            <Icon className="size-5 shrink-0" aria-hidden="true" />
            <div className="min-w-0">
              <p className="text-sm leading-tight font-semibold">{t(label, { ns: "common" })}</p>
              <p className="text-2xl font-extrabold tabular-nums">{counts ? counts[outcome] : "–"}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
