import { Trophy } from "lucide-react";
import { useTranslation } from "../../i18n";
import type { CompetitionChoice } from "../../lib/competitions";
import { Select } from "./Field";

/**
 * "All competitions" plus each competition (docs/rules.md "Competitions"); nothing at all while there is only one, so
 * every screen looks as it did before competitions.
 */
export function CompetitionPicker({ choice, className }: { choice: CompetitionChoice; className?: string }) {
  const { t } = useTranslation("competitions");
  if (!choice.visible) return null;
  return (
    <div className={className ?? "mb-4"}>
      <Select
        label={
          <span className="inline-flex items-center gap-2">
            <Trophy aria-hidden="true" className="size-4" />
            {t("picker.label")}
          </span>
        }
        value={choice.choice}
        onChange={(event) => choice.setChoice(event.target.value)}
        fieldClassName="md:w-80"
        data-testid="competition-picker"
      >
        <option value="">{t("picker.all")}</option>
        {choice.competitions.map((competition) => (
          <option key={competition._id} value={competition._id}>
            {competition.status === "finished" ? t("picker.finished", { name: competition.name }) : competition.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
