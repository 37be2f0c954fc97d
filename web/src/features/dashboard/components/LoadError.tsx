import { AlertTriangle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";

/** In place of a section whose data failed to load: the section's failure message and a retry (docs/rules.md "Errors"). */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(["dashboard", "common"]);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      <p className="flex items-center gap-2 font-medium">
        <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
        {t("loadFailed")}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t("common:actions.retry")}
      </Button>
    </div>
  );
}
