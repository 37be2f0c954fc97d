import { EyeOff } from "lucide-react";
import { useTranslation } from "../../i18n";

/** In place of another player's pick while the game is open: 'Hidden until kickoff' (docs/rules.md "Fair play"). */
export function HiddenPick() {
  const { t } = useTranslation("common");
  return (
    <span className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600">
      <EyeOff className="size-4 shrink-0" aria-hidden="true" />
      {t("picks.hidden")}
    </span>
  );
}
