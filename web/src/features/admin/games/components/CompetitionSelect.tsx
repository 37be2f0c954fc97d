import type { Competition } from "@app/domain";
import { Select } from "../../../../components/ui/Field";
import { useTranslation } from "../../../../i18n";

/**
 * The competition of a game, an import or an export, for the admin (docs/rules.md "Competitions"). Shown only with more
 * than one competition: with one, "" lets the server use it, as before competitions. `allLabel` adds a first option
 * with the value "" (every competition for an export, the file's own name for an openfootball import).
 */
export function CompetitionSelect({
  competitions,
  value,
  onChange,
  allLabel,
  testId,
  label,
}: {
  /** The field's label; "Competition" by default. */
  label?: string;
  competitions: Competition[];
  value: string;
  onChange(value: string): void;
  allLabel?: string;
  testId?: string;
}) {
  const { t } = useTranslation("competitions");
  if (competitions.length < 2) return null;
  return (
    <Select
      label={label ?? t("admin.choose")}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fieldClassName="sm:max-w-xs"
      data-testid={testId}
    >
      {allLabel !== undefined && <option value="">{allLabel}</option>}
      {competitions.map((competition) => (
        <option
          key={competition._id}
          value={competition._id}
          disabled={competition.status === "finished" && allLabel === undefined}
        >
          {competition.status === "finished" ? t("picker.finished", { name: competition.name }) : competition.name}
        </option>
      ))}
    </Select>
  );
}

/** The first active competition: where a new game or an import goes unless the admin picks another. */
export const firstActive = (competitions: Competition[]) => competitions.find((c) => c.status === "active")?._id ?? "";
