import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../../../components/ui/Button";
import { useTranslation } from "../../../../i18n";

export interface PaginationProps {
  page: number;
  pages: number;
  onPage(page: number): void;
}

/** Previous / 'Page N of M' / Next; the chevrons point the reading direction (mirrored in RTL). */
export function Pagination({ page, pages, onPage }: PaginationProps) {
  const { t } = useTranslation("adminNotifications");
  return (
    <nav aria-label={t("history.pagination")} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        {t("history.previous")}
      </Button>
      <p className="text-sm font-medium text-slate-700 tabular-nums" aria-live="polite">
        {t("history.pageOf", { page, pages: Math.max(pages, 1) })}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("history.next")}
        <ChevronRight className="size-5 rtl:-scale-x-100" aria-hidden="true" />
      </Button>
    </nav>
  );
}
