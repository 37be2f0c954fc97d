import { accuracyPercent, hitRatePercent } from "@app/domain/scoring";
import type { OutcomeCounts } from "@app/domain/users";
import { Crosshair, Percent } from "lucide-react";
import { useTranslation } from "../../i18n";
import { formatDecimal } from "../../lib/numbers";
import { StatCard } from "../ui/StatCard";

/**
 * Accuracy and hit rate (docs/rules.md "Scoring"), each with a line saying what it measures: accuracy weighs exact
 * scores triple, so on its own it reads like a hit rate. Two `<dl>` entries; a dash for each while `outcomes` is unknown.
 */
export function RateCards({ points, outcomes }: { points: number; outcomes: OutcomeCounts | undefined }) {
  const { t } = useTranslation("common");
  const correct = outcomes ? outcomes.perfect + outcomes.correct : 0;
  const scored = outcomes ? correct + outcomes.incorrect : 0;
  const percent = (value: number | undefined) =>
    value === undefined ? "–" : t("rates.percent", { value: formatDecimal(value) });
  return (
    <>
      <StatCard
        label={t("rates.accuracy")}
        value={percent(outcomes && accuracyPercent(points, scored))}
        hint={t("rates.accuracyHelp")}
        icon={Percent}
        accent="emerald"
      />
      <StatCard
        label={t("rates.hitRate")}
        value={percent(outcomes && hitRatePercent(correct, scored))}
        hint={t("rates.hitRateHelp")}
        icon={Crosshair}
        accent="blue"
      />
    </>
  );
}
