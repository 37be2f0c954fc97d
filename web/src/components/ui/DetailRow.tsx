import type { ReactNode } from "react";

const aligns = {
  /** Values that are badges or larger text: centred on the label, a little space when the row wraps. */
  center: "flex flex-wrap items-center justify-between gap-x-3 gap-y-1",
  /** Plain text values in small type: on the label's baseline. */
  baseline: "flex flex-wrap items-baseline justify-between gap-x-3",
};

/**
 * One "label: value" line of a `<dl>` (term and definition), the value at the end side, wrapping under the label on
 * narrow screens.
 *   <dl className="flex flex-col gap-3"><DetailRow label={t("status")}><Badge>...</Badge></DetailRow></dl>
 */
export function DetailRow({
  label,
  children,
  align = "center",
}: {
  label: string;
  children: ReactNode;
  align?: keyof typeof aligns;
}) {
  return (
    <div className={aligns[align]}>
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 font-medium text-slate-900">{children}</dd>
    </div>
  );
}
