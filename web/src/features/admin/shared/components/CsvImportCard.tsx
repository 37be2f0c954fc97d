import { csvErrorsSummary } from "@app/domain";
import { ChevronDown, CircleAlert, FileSpreadsheet, Loader2, Upload } from "lucide-react";
import { type ChangeEvent, type ReactNode, useEffect, useRef } from "react";
import { Button, buttonStyles } from "../../../../components/ui/Button";
import { Card, CardHeader } from "../../../../components/ui/Card";
import { useTranslation } from "../../../../i18n";
import { cn } from "../../../../lib/cn";
import { type CsvImporter, type CsvPreview, failedRowCount } from "../useCsvImport";
import type { CsvReport, CsvReportRow } from "../useCsvReport";
import { useMessageText } from "../useMessageText";

/** How many rows a list shows before '…and N more' (which opens the rest). */
const SHOWN_ROWS = 10;

export interface CsvImportCardProps {
  /** Anchor of the card (quick actions link to it). */
  id: string;
  title: string;
  description: ReactNode;
  /** Label of the file button ('Import CSV'). */
  pickLabel: string;
  /** The import flow (`useCsvImport`): its report, preview and actions. */
  importer: CsvImporter;
  /** Download buttons beside the file button. */
  actions?: ReactNode;
  /** The CSV guide. */
  children?: ReactNode;
}

/**
 * CSV import (and export buttons) of an admin screen: a file button accepting .csv, then the preview of the chosen
 * file (or the report of why it cannot be imported), the guide.
 */
export function CsvImportCard({ id, title, description, pickLabel, importer, actions, children }: CsvImportCardProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ""; // choosing the same (fixed) file again fires change again
    if (file) importer.choose(file);
  };
  return (
    <Card as="section" id={id} tabIndex={-1} aria-labelledby={`${id}-title`} className="scroll-mt-24 outline-none">
      <CardHeader title={<span id={`${id}-title`}>{title}</span>} description={description} icon={FileSpreadsheet} />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <label
          aria-disabled={importer.busy || undefined}
          className={cn(
            buttonStyles({ variant: "primary" }),
            "cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky-600",
          )}
        >
          {importer.busy ? (
            <Loader2 className="size-5 shrink-0 animate-spin" aria-hidden="true" />
          ) : (
            <Upload className="size-5 shrink-0" aria-hidden="true" />
          )}
          {pickLabel}
          <input type="file" accept=".csv,text/csv" className="sr-only" disabled={importer.busy} onChange={onChange} />
        </label>
        {actions}
      </div>
      {importer.report && <CsvReportPanel report={importer.report} />}
      {importer.preview && (
        <CsvPreviewPanel key={importer.previewKey} id={`${id}-preview`} preview={importer.preview} importer={importer} />
      )}
      {children}
    </Card>
  );
}

/** "Row N: message" lines: the first `SHOWN_ROWS`, the rest behind '…and N more'. */
function RowList({ rows, className }: { rows: readonly CsvReportRow[]; className?: string }) {
  const { t } = useTranslation("admin");
  const text = useMessageText();
  const items = (list: readonly CsvReportRow[], offset: number) =>
    list.map((row, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id and a row may repeat a message
      <li key={offset + index}>{text({ key: "csvRowError", params: { row: row.row, message: text(row.message) } })}</li>
    ));
  const rest = rows.slice(SHOWN_ROWS);
  const listClass = "flex list-disc flex-col gap-1 ps-5 text-sm";
  return (
    <div className={className}>
      <ul className={listClass}>{items(rows.slice(0, SHOWN_ROWS), 0)}</ul>
      {rest.length > 0 && (
        <details className="group mt-1">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 text-sm font-semibold underline-offset-2 hover:underline [&::-webkit-details-marker]:hidden">
            {t("csv.moreErrors", { count: rest.length })}
            <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <ul className={listClass}>{items(rest, SHOWN_ROWS)}</ul>
        </details>
      )}
    </div>
  );
}

/** Why the chosen file was not imported. */
function CsvReportPanel({ report }: { report: CsvReport }) {
  const { t } = useTranslation("admin");
  const text = useMessageText();
  return (
    <div role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      <p className="flex items-start gap-2 font-semibold">
        <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {text(report.summary)}
      </p>
      {report.rows.length > 0 && <RowList rows={report.rows} className="mt-2 ps-5" />}
      <p className="mt-2 ps-7 text-sm">{t("csv.nothingImported")}</p>
    </div>
  );
}

/** What the chosen file would import; nothing is written before "Import N new rows". */
function CsvPreviewPanel({ id, preview, importer }: { id: string; preview: CsvPreview<unknown>; importer: CsvImporter }) {
  const { t } = useTranslation(["admin", "common"]);
  const text = useMessageText();
  const heading = useRef<HTMLHeadingElement>(null);
  // Mounted afresh for every file (keyed by `previewKey`), the preview takes the focus: keyboard and screen reader
  // users land on what needs their decision.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const errorSummary = csvErrorsSummary(preview.errors);
  const newRows = preview.rows.length;
  const counts = [
    t("csv.preview.new", { count: newRows }),
    t("csv.preview.present", { count: preview.alreadyPresent.length }),
    t("csv.preview.failed", { count: failedRowCount(preview.errors) }),
  ];
  return (
    <section aria-labelledby={`${id}-title`} className="mt-4 rounded-xl border border-slate-300 bg-slate-50 p-4 text-slate-900">
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-base font-bold outline-none">
        {t("csv.preview.title")}
      </h3>
      <p className="mt-0.5 break-all text-sm text-slate-600">
        <bdi>{preview.fileName}</bdi>
      </p>
      <ul aria-label={t("csv.preview.countsLabel")} className="mt-3 grid gap-2 sm:grid-cols-3">
        {counts.map((count) => (
          <li key={count} className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm font-semibold">
            {count}
          </li>
        ))}
      </ul>
      {newRows === 0 && <p className="mt-3 text-sm">{t("csv.preview.nothingNew")}</p>}
      {preview.unnamed > 0 && (
        <p className="mt-3 text-sm">{text({ key: "csvSkippedRows", params: { count: preview.unnamed } })}</p>
      )}
      {errorSummary && (
        <div className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
          <h4 className="flex items-start gap-2 font-semibold">
            <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {text(errorSummary)}
          </h4>
          <p className="mt-1 text-sm">{t("csv.preview.failedHint")}</p>
          <RowList rows={preview.errors} className="mt-2" />
        </div>
      )}
      {preview.alreadyPresent.length > 0 && (
        <div className="mt-4 rounded-lg border border-slate-200 bg-white p-3">
          <h4 className="font-semibold">{t("csv.preview.presentTitle")}</h4>
          <RowList rows={preview.alreadyPresent} className="mt-2" />
        </div>
      )}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button onClick={importer.confirm} disabled={newRows === 0} loading={importer.sending}>
          {t("csv.preview.import", { count: newRows })}
        </Button>
        <Button variant="secondary" onClick={importer.cancel} disabled={importer.sending}>
          {t("common:actions.cancel")}
        </Button>
      </div>
    </section>
  );
}
