import { CircleAlert, FileSpreadsheet, Loader2, Upload } from "lucide-react";
import type { ChangeEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { buttonStyles } from "../../../../components/ui/Button";
import { Card, CardHeader } from "../../../../components/ui/Card";
import { cn } from "../../../../lib/cn";
import type { CsvReport } from "../useCsvReport";
import { useMessageText } from "../useMessageText";

/** How many row errors the report lists before 'and N more'. */
const SHOWN_ROWS = 10;

export interface CsvImportCardProps {
  /** Anchor of the card (quick actions link to it). */
  id: string;
  title: string;
  description: ReactNode;
  /** Label of the file button ('Import CSV'). */
  pickLabel: string;
  importing: boolean;
  onFile(file: File): void;
  /** Why the last file was not imported, or null. */
  report: CsvReport | null;
  /** Download buttons beside the file button. */
  actions?: ReactNode;
  /** The CSV guide. */
  children?: ReactNode;
}

/** CSV import (and export buttons) of an admin screen: a file button accepting .csv, the report, the guide. */
export function CsvImportCard({
  id,
  title,
  description,
  pickLabel,
  importing,
  onFile,
  report,
  actions,
  children,
}: CsvImportCardProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ""; // choosing the same (fixed) file again fires change again
    if (file) onFile(file);
  };
  return (
    <Card as="section" id={id} tabIndex={-1} aria-labelledby={`${id}-title`} className="scroll-mt-24 outline-none">
      <CardHeader title={<span id={`${id}-title`}>{title}</span>} description={description} icon={FileSpreadsheet} />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <label
          aria-disabled={importing || undefined}
          className={cn(
            buttonStyles({ variant: "primary" }),
            "cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky-600",
          )}
        >
          {importing ? (
            <Loader2 className="size-5 shrink-0 animate-spin" aria-hidden="true" />
          ) : (
            <Upload className="size-5 shrink-0" aria-hidden="true" />
          )}
          {pickLabel}
          <input type="file" accept=".csv,text/csv" className="sr-only" disabled={importing} onChange={onChange} />
        </label>
        {actions}
      </div>
      {report && <CsvReportPanel report={report} />}
      {children}
    </Card>
  );
}

function CsvReportPanel({ report }: { report: CsvReport }) {
  const { t } = useTranslation("admin");
  const text = useMessageText();
  const shown = report.rows.slice(0, SHOWN_ROWS);
  return (
    <div role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      <p className="flex items-start gap-2 font-semibold">
        <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {text(report.summary)}
      </p>
      {shown.length > 0 && (
        <ul className="mt-2 flex list-disc flex-col gap-1 ps-10 text-sm">
          {shown.map((error, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: row errors have no id and a row may repeat a message
            <li key={index}>{text({ key: "csvRowError", params: { row: error.row, message: text(error.message) } })}</li>
          ))}
        </ul>
      )}
      {report.rows.length > SHOWN_ROWS && (
        <p className="mt-2 ps-7 text-sm">{t("csv.moreErrors", { count: report.rows.length - SHOWN_ROWS })}</p>
      )}
      <p className="mt-2 ps-7 text-sm">{t("csv.nothingImported")}</p>
    </div>
  );
}
