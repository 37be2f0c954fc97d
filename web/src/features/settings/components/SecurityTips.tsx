import { CircleCheck, ShieldCheck } from "lucide-react";
import { Card, CardHeader } from "../../../components/ui/Card";
import { useTranslation } from "../../../i18n";

const TIPS = ["tips.length", "tips.unique", "tips.share", "tips.devices"] as const;

export function SecurityTips() {
  const { t } = useTranslation("settings");
  return (
    <Card as="section" aria-labelledby="tips-title" className="bg-emerald-50/60">
      <CardHeader title={<span id="tips-title">{t("tips.title")}</span>} icon={ShieldCheck} />
      <ul className="flex flex-col gap-3">
        {TIPS.map((key) => (
          <li key={key} className="flex items-start gap-2.5 text-slate-700">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
            <span>{t(key)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
