import { CircleCheck, Lightbulb } from "lucide-react";
import { Card, CardHeader } from "../../../components/ui/Card";
import { useTranslation } from "../../../i18n";

/** 'Tips': how points work (3 exact, 1 outcome, 0 otherwise) and the deadline (kickoff, 'MMM D, YYYY HH:mm'). */
export function BettingTips({ kickoff }: { kickoff: string }) {
  const { t } = useTranslation("bets");
  const tips = [t("tips.exact"), t("tips.outcome"), t("tips.wrong"), t("tips.deadline", { kickoff })];
  return (
    <Card as="section" aria-labelledby="tips-title" className="bg-emerald-50/60">
      <CardHeader title={<span id="tips-title">{t("tips.title")}</span>} icon={Lightbulb} />
      <ul className="flex flex-col gap-3">
        {tips.map((tip) => (
          <li key={tip} className="flex items-start gap-2.5 text-slate-700">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
            <span>{tip}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
