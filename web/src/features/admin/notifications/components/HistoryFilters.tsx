import { NOTIFICATION_STATUSES, NOTIFICATION_TARGET_TYPES, NOTIFICATION_TYPES } from "@app/domain";
import { FilterX } from "lucide-react";
import { Button } from "../../../../components/ui/Button";
import { Input, Select } from "../../../../components/ui/Field";
import { useTranslation } from "../../../../i18n";
import { type HistoryFilterValues as Filters, NO_FILTERS } from "../api";

export interface HistoryFiltersProps {
  value: Filters;
  onChange(filters: Filters): void;
}

/** Status, type, audience and a date range (whole days); 'Clear filters' when any is set. */
export function HistoryFilters({ value, onChange }: HistoryFiltersProps) {
  const { t } = useTranslation("adminNotifications");
  const set = <K extends keyof Filters>(key: K, next: Filters[K]) => onChange({ ...value, [key]: next });
  const any = Object.values(value).some(Boolean);
  return (
    <fieldset className="grid grid-cols-2 gap-3 lg:grid-cols-6 lg:items-end">
      <legend className="sr-only">{t("history.filters")}</legend>
      <Select
        label={t("history.status")}
        value={value.status}
        onChange={(e) => set("status", e.target.value as Filters["status"])}
      >
        <option value="">{t("history.any")}</option>
        {NOTIFICATION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`statuses.${status}`)}
          </option>
        ))}
      </Select>
      <Select label={t("history.type")} value={value.type} onChange={(e) => set("type", e.target.value as Filters["type"])}>
        <option value="">{t("history.any")}</option>
        {NOTIFICATION_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`types.${type}`)}
          </option>
        ))}
      </Select>
      <Select
        label={t("history.target")}
        fieldClassName="col-span-2 lg:col-span-1"
        value={value.targetType}
        onChange={(e) => set("targetType", e.target.value as Filters["targetType"])}
      >
        <option value="">{t("history.any")}</option>
        {NOTIFICATION_TARGET_TYPES.map((target) => (
          <option key={target} value={target}>
            {t(`targets.${target}`)}
          </option>
        ))}
      </Select>
      <Input
        type="date"
        label={t("history.startDate")}
        value={value.startDate}
        max={value.endDate || undefined}
        onChange={(e) => set("startDate", e.target.value)}
      />
      <Input
        type="date"
        label={t("history.endDate")}
        value={value.endDate}
        min={value.startDate || undefined}
        onChange={(e) => set("endDate", e.target.value)}
      />
      <Button
        variant="ghost"
        icon={FilterX}
        disabled={!any}
        onClick={() => onChange(NO_FILTERS)}
        className="col-span-2 lg:col-span-1"
      >
        {t("history.clearFilters")}
      </Button>
    </fieldset>
  );
}
