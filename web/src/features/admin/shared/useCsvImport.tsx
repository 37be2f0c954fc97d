/**
 * The CSV import flow of an admin screen (docs/rules.md "CSV import"): choose a file -> the domain parser's preview
 * (new rows, rows already present, rows with errors) -> "Import N new rows" sends only the new rows -> a toast with
 * what was imported, skipped and not imported. A file the parser refuses, or the server's refusal, is a report instead.
 */
import type { CsvRowError, CsvRowMessage, ImportResult, MessageRef } from "@app/domain";
import { useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "../../../i18n";
import { errorMessage } from "../../../lib/api";
import { type CsvReport, serverRowErrors, useCsvReport } from "./useCsvReport";

/** What the admin checks before importing; `rows[i]` is sent as is and sits on spreadsheet row `rowNumbers[i]`. */
export interface CsvPreview<Row> {
  fileName: string;
  rows: Row[];
  rowNumbers: number[];
  alreadyPresent: CsvRowMessage[];
  errors: CsvRowError[];
  /** Team rows without a name, skipped (docs/rules.md "CSV import"); 0 for games. */
  unnamed: number;
}

/** A domain parser's answer, as the preview or its file-level refusal. */
export type CsvRead<Row> = { ok: true; preview: CsvPreview<Row> } | { ok: false; error: MessageRef; errors: CsvRowError[] };

export interface CsvImportOptions<Row> {
  /** The list of the import body, for mapping the server's `errors[].path`. */
  list: "teams" | "games";
  /** "Successfully imported N teams/games". */
  importedKey: "csvTeamsImported" | "csvGamesImported";
  /** Parses the chosen file against the league as it is now. */
  read(file: File): Promise<CsvRead<Row>>;
  send(rows: Row[]): Promise<ImportResult>;
  /** The report's summary when the server refuses the rows. */
  refused(error: unknown, preview: CsvPreview<Row>): MessageRef | string;
}

export interface CsvImporter {
  report: CsvReport | null;
  preview: CsvPreview<unknown> | null;
  /** Changes with every new preview (a React key: the preview panel starts afresh and takes the focus). */
  previewKey: number;
  /** Reading a file or sending its rows. */
  busy: boolean;
  sending: boolean;
  choose(file: File): void;
  confirm(): void;
  cancel(): void;
}

/** Rows with at least one error (a row may have several). */
export const failedRowCount = (errors: readonly CsvRowError[]) => new Set(errors.map((error) => error.row)).size;

export function useCsvImport<Row>({ list, importedKey, read, send, refused }: CsvImportOptions<Row>): CsvImporter {
  const { t } = useTranslation("admin");
  const { report, fail, clear } = useCsvReport();
  const [preview, setPreview] = useState<CsvPreview<Row> | null>(null);
  const [previewKey, setPreviewKey] = useState(0);
  const [phase, setPhase] = useState<"idle" | "reading" | "sending">("idle");

  const choose = async (file: File) => {
    clear();
    setPreview(null);
    setPhase("reading");
    try {
      const result = await read(file);
      if (result.ok) {
        setPreview(result.preview);
        setPreviewKey((key) => key + 1);
      } else fail({ summary: result.error, rows: result.errors });
    } catch (error) {
      fail({ summary: errorMessage(error, t("validation:csvProcessFailed")), rows: [] });
    } finally {
      setPhase("idle");
    }
  };

  const confirm = async () => {
    if (!preview || preview.rows.length === 0) return;
    setPhase("sending");
    try {
      const { imported, skipped } = await send(preview.rows);
      setPreview(null);
      const details = [
        { key: "csv.result.present", count: preview.alreadyPresent.length + skipped },
        { key: "csv.result.failed", count: failedRowCount(preview.errors) },
        { key: "validation:csvSkippedRows", count: preview.unnamed },
      ].flatMap(({ key, count }) => (count > 0 ? [t(key, { count })] : []));
      const lines = [imported > 0 ? t(`validation:${importedKey}`, { count: imported }) : t("csv.result.nothingNew"), ...details];
      const content = (
        <span className="flex flex-col gap-0.5">
          {lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </span>
      );
      if (imported > 0) toast.success(content);
      else toast(content);
    } catch (error) {
      setPreview(null);
      fail({ summary: refused(error, preview), rows: serverRowErrors(error, list, preview.rowNumbers) });
    } finally {
      setPhase("idle");
    }
  };

  return {
    report,
    preview,
    previewKey,
    busy: phase !== "idle",
    sending: phase === "sending",
    choose: (file) => void choose(file),
    confirm: () => void confirm(),
    cancel: () => setPreview(null),
  };
}
