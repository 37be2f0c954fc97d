import { BookOpen } from "lucide-react";
import { Badge } from "../../../../components/ui/Badge";
import { useTranslation } from "../../../../i18n";

export interface CsvGuideColumn {
  name: string;
  required: boolean;
  description: string;
}

/** The columns and rules of a CSV file, under the import buttons. */
export function CsvGuide({ columns, rules }: { columns: CsvGuideColumn[]; rules: string[] }) {
  const { t } = useTranslation("admin");
  return (
    <div className="mt-5 border-t border-slate-200 pt-4">
      <h3 className="flex items-center gap-2 font-bold text-slate-900">
        <BookOpen className="size-5 text-emerald-700" aria-hidden="true" />
        {t("csv.guideTitle")}
      </h3>
      <dl className="mt-3 grid gap-2 sm:grid-cols-2">
        {columns.map((column) => (
          <div key={column.name} className="rounded-xl bg-slate-50 p-3">
            <dt className="flex flex-wrap items-center gap-2">
              <code dir="ltr" className="font-mono text-sm font-semibold text-slate-900">
                {column.name}
              </code>
              <Badge tone={column.required ? "warning" : "neutral"}>
                {column.required ? t("csv.required") : t("csv.optional")}
              </Badge>
            </dt>
            <dd className="mt-1 text-sm text-slate-700">{column.description}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-3 flex list-disc flex-col gap-1 ps-5 text-sm text-slate-700">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </div>
  );
}
