/**
 * What a CSV import shows when it does not import: a summary (a file-level error or 'Found N error(s) in
 * CSV...') and the row errors, from the domain parser or mapped from the server's `errors[].path`.
 */
import { type CsvRowError, csvErrorsSummary, type MessageRef } from "@app/domain";
import { useCallback, useState } from "react";
import toast from "react-hot-toast";
import { ApiError } from "../../../lib/api";
import { useMessageText } from "./useMessageText";

export interface CsvReportRow {
  row: number;
  /** A domain message, or text the server already translated. */
  message: MessageRef | string;
}

export interface CsvReport {
  summary: MessageRef | string;
  rows: CsvReportRow[];
}

/** 'Found N error(s) in CSV...' with the row errors, or null when there are none. */
export function rowErrorsReport(errors: CsvRowError[]): CsvReport | null {
  const summary = csvErrorsSummary(errors);
  return summary ? { summary, rows: errors } : null;
}

type CsvParseFailure = { ok: false; error: MessageRef; errors: CsvRowError[] };

/**
 * Reads a chosen file with the domain parser and returns the parsed rows only when the whole file is clean:
 * a file that cannot be read, a file-level error or any row error is reported instead, and nothing imports.
 */
export async function parseCleanCsv<R extends { ok: true; errors: CsvRowError[] }>(
  file: File,
  parse: (name: string, text: string) => R | CsvParseFailure,
  fail: (report: CsvReport) => void,
): Promise<R | null> {
  let result: R | CsvParseFailure;
  try {
    result = parse(file.name, await file.text());
  } catch {
    fail({ summary: { key: "csvProcessFailed" }, rows: [] });
    return null;
  }
  if (result.ok === false) {
    fail({ summary: result.error, rows: result.errors });
    return null;
  }
  const rowReport = rowErrorsReport(result.errors);
  if (rowReport) {
    fail(rowReport);
    return null;
  }
  return result;
}

/**
 * The server's per-row refusal (`errors[].path` like "games.3.date") as report rows: index 3 of the sent list
 * is spreadsheet row `rows[3]`.
 */
export function serverRowErrors(error: unknown, list: "games" | "teams", rows: readonly number[]): CsvReportRow[] {
  if (!(error instanceof ApiError)) return [];
  const pattern = new RegExp(`^${list}\\.(\\d+)`);
  return error.errors.flatMap(({ path, message }) => {
    const index = pattern.exec(path)?.[1];
    const row = index === undefined ? undefined : rows[Number(index)];
    return row === undefined ? [] : [{ row, message }];
  });
}

/** The report state of an import screen: `fail` shows a report and toasts its summary (or `toastText`). */
export function useCsvReport() {
  const [report, setReport] = useState<CsvReport | null>(null);
  const text = useMessageText();
  const fail = useCallback(
    (next: CsvReport, toastText?: string) => {
      setReport(next);
      toast.error(toastText ?? text(next.summary));
    },
    [text],
  );
  const clear = useCallback(() => setReport(null), []);
  return { report, fail, clear };
}
