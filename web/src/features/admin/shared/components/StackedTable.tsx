import type { ReactNode } from "react";
import { cn } from "../../../../lib/cn";

export interface Column<T> {
  key: string;
  header: string;
  cell(row: T): ReactNode;
  /** The row's title: on phones shown across the top of the card, without its header label. */
  primary?: boolean;
  /** The row's buttons: on phones shown at the bottom of the card, without its header label. */
  actions?: boolean;
  /** Extra classes of the cell (both layouts). */
  className?: string;
}

export interface StackedTableProps<T> {
  /** Accessible caption (visually hidden). */
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey(row: T): string;
  /** Keep the header row visible while the table scrolls inside its container. */
  stickyHeader?: boolean;
}

/**
 * A table from 768px; under it every row is a card of "header: value" lines (no sideways scroll at 375px).
 *   <StackedTable caption={t("users.caption")} columns={columns} rows={users} rowKey={(u) => u._id} />
 */
export function StackedTable<T>({ caption, columns, rows, rowKey, stickyHeader = false }: StackedTableProps<T>) {
  return (
    <table className="block w-full text-start md:table">
      <caption className="sr-only">{caption}</caption>
      <thead className="hidden md:table-header-group">
        <tr>
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              className={cn(
                "border-b border-slate-200 bg-slate-50 px-3 py-2.5 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase",
                stickyHeader && "sticky top-0 z-10",
              )}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="flex flex-col gap-3 md:table-row-group">
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-3 md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:hover:bg-slate-50"
          >
            {columns.map((column) => (
              <td
                key={column.key}
                className={cn(
                  "flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 md:table-cell md:border-b md:border-slate-100 md:px-3 md:py-3 md:align-middle",
                  !column.primary && !column.actions && "justify-between",
                  column.actions && "mt-1 justify-end border-t border-slate-100 pt-3 md:mt-0 md:border-t-0",
                  column.className,
                )}
              >
                {!column.primary && !column.actions && (
                  <span className="text-sm font-medium text-slate-600 md:hidden">{column.header}</span>
                )}
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
