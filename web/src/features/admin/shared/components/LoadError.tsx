import { RefreshCw, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/ui/Button";

/** A failed load in place of its content (the toast already told why): the message and a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = useTranslation("common");
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center">
      <TriangleAlert className="size-8 text-red-700" aria-hidden="true" />
      <p className="font-semibold text-red-900">{message}</p>
      <Button variant="secondary" icon={RefreshCw} onClick={onRetry}>
        {t("actions.retry")}
      </Button>
    </div>
  );
}
