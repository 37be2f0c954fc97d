import type { League } from "@app/domain";
import { Trophy } from "lucide-react";
import toast from "react-hot-toast";
import { Select } from "../../../components/ui/Field";
import { useTranslation } from "../../../i18n";
import { errorMessage } from "../../../lib/api";
import { useCompetitions } from "../../../lib/competitions";
import { useSetLeagueCompetition } from "../api";

/**
 * Which competition a league's table counts (docs/rules.md "Competitions"): the owner chooses, every member reads it.
 * Nothing shows while there is only one competition and the league follows none.
 */
export function LeagueCompetition({ league, isOwner }: { league: League; isOwner: boolean }) {
  const { t } = useTranslation("competitions");
  const competitions = useCompetitions().data ?? [];
  const save = useSetLeagueCompetition(league._id);
  const followed = competitions.find((c) => c._id === league.competitionId);
  if (competitions.length < 2 && !followed) return null;
  if (!isOwner) {
    return (
      <p className="flex items-center gap-2 px-4 pb-2 text-sm text-slate-700">
        <Trophy className="size-4 shrink-0" aria-hidden="true" />
        {followed ? t("league.counts", { name: followed.name }) : t("league.countsAll")}
      </p>
    );
  }
  return (
    <div className="px-4 pb-2">
      <Select
        label={t("league.label")}
        value={league.competitionId ?? ""}
        disabled={save.isPending}
        data-testid="league-competition"
        onChange={async (event) => {
          try {
            await save.mutateAsync(event.target.value || null);
            toast.success(t("league.saved"));
          } catch (error) {
            toast.error(errorMessage(error, t("admin.failed")));
          }
        }}
        fieldClassName="md:w-80"
      >
        <option value="">{t("picker.all")}</option>
        {competitions.map((competition) => (
          <option key={competition._id} value={competition._id}>
            {competition.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
