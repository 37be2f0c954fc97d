import type { Team } from "@app/domain";
import { Plus, Shield, Upload } from "lucide-react";
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { Button, buttonStyles } from "../../../../components/ui/Button";
import { ConfirmDialog } from "../../../../components/ui/Dialog";
import { EmptyState } from "../../../../components/ui/EmptyState";
import { LoadError } from "../../../../components/ui/LoadError";
import { Loading } from "../../../../components/ui/Loading";
import { PageHeader } from "../../../../components/ui/PageHeader";
import { useTranslation } from "../../../../i18n";
import { errorMessage } from "../../../../lib/api";
import { useSearchParams } from "../../../../lib/router";
import { useLoadErrorToast } from "../../../../lib/useLoadErrorToast";
import { ANCHORS } from "../../shared/anchors";
import { useTeams } from "../../shared/api";
import { useHashTarget } from "../../shared/useHashTarget";
import { useDeleteTeam } from "../api";
import { TeamCard } from "../components/TeamCard";
import { TeamFormDialog } from "../components/TeamFormDialog";
import { TeamsImportCard } from "../components/TeamsImportCard";

/** /admin/teams: the teams grid, the add/edit dialog, delete with confirmation and CSV import (?new=1 opens "add"). */
export default function AdminTeamsPage() {
  const { t } = useTranslation("admin");
  const teams = useTeams();
  const remove = useDeleteTeam();
  const [searchParams, setSearchParams] = useSearchParams();
  const [editing, setEditing] = useState<Team | "new" | null>(null);
  const [deleting, setDeleting] = useState<Team | null>(null);
  useLoadErrorToast(teams.error, t("teams.loadFailed"));
  useHashTarget(teams.isSuccess);

  const wantsNew = searchParams.get("new") === "1";
  useEffect(() => {
    if (!wantsNew) return;
    setEditing("new");
    setSearchParams({}, { replace: true });
  }, [wantsNew, setSearchParams]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      toast.success(t("validation:teamDeleted"));
    } catch (error) {
      toast.error(errorMessage(error, t("teams.deleteFailed")));
    } finally {
      setDeleting(null);
    }
  };

  const addButton = (
    <Button icon={Plus} onClick={() => setEditing("new")}>
      {t("teams.add")}
    </Button>
  );

  return (
    <>
      <PageHeader icon={Shield} title={t("teams.title")} subtitle={t("teams.purpose")} />
      <div className="flex flex-col gap-6">
        <section aria-labelledby="teams-list-title">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id="teams-list-title" className="text-lg font-bold text-slate-900">
              {teams.data ? t("teams.count", { count: teams.data.length }) : t("teams.listTitle")}
            </h2>
            {addButton}
          </div>
          {teams.isPending ? (
            <Loading />
          ) : teams.isError ? (
            <LoadError message={t("teams.loadFailed")} onRetry={() => teams.refetch()} />
          ) : teams.data.length === 0 ? (
            <EmptyState
              icon={Shield}
              title={t("teams.empty")}
              hint={t("teams.emptyHint")}
              action={
                <div className="flex flex-wrap justify-center gap-2">
                  {addButton}
                  <a href={`#${ANCHORS.importTeams}`} className={buttonStyles({ variant: "secondary" })}>
                    <Upload className="size-5" aria-hidden="true" />
                    {t("csv.import")}
                  </a>
                </div>
              }
            />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {teams.data.map((team) => (
                <TeamCard key={team._id} team={team} onEdit={() => setEditing(team)} onDelete={() => setDeleting(team)} />
              ))}
            </ul>
          )}
        </section>
        <TeamsImportCard teams={teams.data ?? []} />
      </div>

      {editing && <TeamFormDialog team={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("teams.deleteTitle")}
        message={t("teams.deleteConfirm", { name: deleting?.name ?? "" })}
        confirmLabel={t("common:actions.delete")}
        loading={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
