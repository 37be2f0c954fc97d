import { AlertCircle } from "lucide-react";
import { type Ref, useId } from "react";
import { controlStyles } from "../../../../components/ui/Field";
import { useTranslation } from "../../../../i18n";
import { cn } from "../../../../lib/cn";

const pad = (n: number) => String(n).padStart(2, "0");
const HOURS = Array.from({ length: 24 }, (_, i) => pad(i));
const MINUTES = Array.from({ length: 60 }, (_, i) => pad(i));

export interface TimeSelectProps {
  label: string;
  /** "HH:MM", or "" when nothing is chosen. */
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  /** Already translated. */
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** Kickoff time as two selects, hour 00-23 and minute 00-59 (docs/rules.md "Games"); choosing one fills the other with 00. */
export function TimeSelect({ label, value, onChange, onBlur, error, ref }: TimeSelectProps) {
  const { t } = useTranslation("admin");
  const errorId = useId();
  const [hour = "", minute = ""] = value ? value.split(":") : [];
  const set = (nextHour: string, nextMinute: string) =>
    onChange(nextHour === "" && nextMinute === "" ? "" : `${nextHour || "00"}:${nextMinute || "00"}`);
  const select = (part: "hour" | "minute") => ({
    "aria-describedby": error ? errorId : undefined,
    "aria-invalid": error ? (true as const) : undefined,
    onBlur,
    className: cn(controlStyles, "w-24 tabular-nums"),
    dir: "ltr",
    "aria-label": t(`games.form.${part}`),
  });
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{label}</legend>
      {/* Hours then minutes read left to right in both languages, like the clock they form. */}
      <div dir="ltr" className="flex items-center gap-2 self-start">
        <select ref={ref} value={hour} onChange={(e) => set(e.target.value, minute)} {...select("hour")}>
          <option value="">{t("games.form.hourPlaceholder")}</option>
          {HOURS.map((h) => (
            <option key={h} value={h}>
              {h}
            </option>
          ))}
        </select>
        <span aria-hidden="true" className="font-bold text-slate-600">
          :
        </span>
        <select value={minute} onChange={(e) => set(hour, e.target.value)} {...select("minute")}>
          <option value="">{t("games.form.minutePlaceholder")}</option>
          {MINUTES.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={errorId} role="alert" className="flex items-center gap-1.5 text-sm font-medium text-red-700">
          <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
    </fieldset>
  );
}
