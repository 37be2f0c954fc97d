/**
 * What a CSV import shows when it does not import: a summary (a file-level error, 'No valid games found in CSV',
 * or the server's refusal) and the row errors, from the domain parser or mapped from the server's `errors[].path`.
 */
import type { MessageRef } from "@app/domain";
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

/** The report state of an import screen: `fail` shows a report and toasts its summary. */
export function useCsvReport() {
  const [report, setReport] = useState<CsvReport | null>(null);
  const text = useMessageText();
  const fail = useCallback(
    (next: CsvReport) => {
      setReport(next);
      toast.error(text(next.summary));
    },
    [text],
  );
  const clear = useCallback(() => setReport(null), []);
  return { report, fail, clear };
}
