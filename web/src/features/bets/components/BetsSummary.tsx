import type { Bet } from "@app/domain/bets";
import { betOutcome } from "@app/domain/scoring";
import { Check, type LucideIcon, Star, Users } from "lucide-react";
import { Card } from "../../../components/ui/Card";
import { useTranslation } from "../../../i18n";
import { cn } from "../../../lib/cn";

export interface BetsSummaryProps {
  bets: Bet[];
  /** Once the game has finished, the exact-score and correct-winner counts join the number of bets. */
  finished: boolean;
}

/** How many bet on the game and, once it finished, how many hit the exact score or the winner. */
export function BetsSummary({ bets, finished }: BetsSummaryProps) {
  const { t } = useTranslation("bets");
  const outcomes = bets.map(betOutcome);
  const items: Array<{ label: string; value: number; icon: LucideIcon; tone: string }> = [
    { label: t("gameBets.total"), value: bets.length, icon: Users, tone: "bg-slate-100 text-slate-700" },
  ];
  if (finished) {
    items.push(
      {
        label: t("gameBets.exact"),
        value: outcomes.filter((o) => o === "perfect").length,
        icon: Star,
        tone: "bg-yellow-100 text-yellow-800",
      },
      {
        label: t("gameBets.correct"),
        value: outcomes.filter((o) => o === "correct").length,
        icon: Check,
        tone: "bg-blue-100 text-blue-800",
      },
    );
  }
  return (
    <Card as="section" padding="sm" aria-label={t("gameBets.summary")}>
      <dl className={cn("grid gap-2", finished ? "grid-cols-3" : "grid-cols-1")}>
        {items.map(({ label, value, icon: Icon, tone }) => (
          <div key={label} className="flex flex-col items-center gap-1 text-center">
            <dt className="flex flex-col items-center gap-1 text-sm font-medium text-slate-600">
              <span className={cn("grid size-9 place-items-center rounded-xl", tone)}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              {label}
            </dt>
            <dd className="text-2xl font-extrabold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
