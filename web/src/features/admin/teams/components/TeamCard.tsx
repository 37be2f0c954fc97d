import type { Team } from "@app/domain";
import { Pencil, Trash2 } from "lucide-react";
import { Card } from "../../../../components/ui/Card";
import { TeamLogo } from "../../../../components/ui/TeamLogo";
import { useTranslation } from "../../../../i18n";
import { ActionButton } from "../../shared/components/ActionButton";

export function TeamCard({ team, onEdit, onDelete }: { team: Team; onEdit(): void; onDelete(): void }) {
  const { t } = useTranslation("admin");
  return (
    <Card as="li" padding="sm" className="flex flex-col gap-3">
      <div className="flex items-start gap-3">
        <TeamLogo name={team.name} logoUrl={team.logoUrl} size="lg" />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-bold break-words text-slate-900">{team.name}</h3>
          <p className={team.description ? "line-clamp-3 text-sm text-slate-700" : "text-sm text-slate-500 italic"}>
            {team.description || t("teams.noDescription")}
          </p>
        </div>
      </div>
      <div className="mt-auto flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-3">
        <ActionButton
          icon={Pencil}
          label={t("common:actions.edit")}
          name={t("teams.editNamed", { name: team.name })}
          onClick={onEdit}
        />
        <ActionButton
          icon={Trash2}
          variant="ghost"
          className="text-red-700 hover:bg-red-50"
          label={t("common:actions.delete")}
          name={t("teams.deleteNamed", { name: team.name })}
          onClick={onDelete}
        />
      </div>
    </Card>
  );
}
