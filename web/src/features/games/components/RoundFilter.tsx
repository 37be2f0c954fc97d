import { Filter } from "lucide-react";
import { Badge } from "../../../components/ui/Badge";
import { Checkbox, Select } from "../../../components/ui/Field";
import { type TFunction, useTranslation } from "../../../i18n";
import type { UpcomingFilters } from "../api";

export interface RoundFilterProps {
  value: UpcomingFilters;
  onChange(value: UpcomingFilters): void;
  /** Round names from GET /games/rounds, in order. */
  rounds: string[];
  /** The server's current round, named in the 'Current Round (...)' option. */
  currentRound: string | null;
}

/** Round dropdown ('current', 'all', each round), 'Close games only (5 days)' and the 'Active filter' label. */
export function RoundFilter({ value, onChange, rounds, currentRound }: RoundFilterProps) {
  const { t } = useTranslation("games");
  const special = value.round === "current" || value.round === "all";
  const options = special || rounds.includes(value.round) ? rounds : [...rounds, value.round];
  const active = activeFilterLabel(value, t);
  return (
    <div className="mb-6 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:flex-row md:flex-wrap md:items-end md:gap-x-6">
      <Select
        label={t("filters.round")}
        value={value.round}
        onChange={(event) => onChange({ ...value, round: event.target.value })}
        fieldClassName="md:w-72"
      >
        <option value="current">
          {currentRound ? t("filters.currentNamed", { round: currentRound }) : t("filters.current")}
        </option>
        <option value="all">{t("filters.all")}</option>
        {options.map((round) => (
          <option key={round} value={round}>
            {round}
          </option>
        ))}
      </Select>
      <Checkbox
        label={t("filters.closeOnly")}
        checked={value.closeOnly}
        onChange={(event) => onChange({ ...value, closeOnly: event.target.checked })}
      />
      {active && (
        <p data-testid="active-filter" className="flex min-h-11 flex-wrap items-center gap-2 md:ms-auto">
          <span className="text-sm font-medium text-slate-600">{t("filters.active")}</span>
          <Badge tone="info" icon={Filter} className="text-sm">
            {active}
          </Badge>
        </p>
      )}
    </div>
  );
}

/** 'All Rounds', 'Current Round (All)' or the chosen round; null for the default (current round, close games only). */
function activeFilterLabel(filters: UpcomingFilters, t: TFunction): string | null {
  if (filters.round === "all") return t("filters.all");
  if (filters.round === "current") return filters.closeOnly ? null : t("filters.currentAll");
  return filters.round;
}
