import type { Competition } from "@app/domain";
import { Flag, Pencil, Plus, RotateCcw, Trash2, Trophy } from "lucide-react";
import { type FormEvent, useState } from "react";
import toast from "react-hot-toast";
import { Badge } from "../../../../components/ui/Badge";
import { Button } from "../../../../components/ui/Button";
import { Card, CardHeader } from "../../../../components/ui/Card";
import { ConfirmDialog } from "../../../../components/ui/Dialog";
import { Input } from "../../../../components/ui/Field";
import { useTranslation } from "../../../../i18n";
import { errorMessage } from "../../../../lib/api";
import { useCreateCompetition, useDeleteCompetition, useUpdateCompetition } from "../api";

/**
 * The admin's competitions (docs/rules.md "Competitions"): add one, rename it, finish or reopen it, delete it while it
 * holds no game. The server checks names (the name rule; unique in any case) and says why in its message.
 */
export function CompetitionsCard({ competitions }: { competitions: Competition[] }) {
  const { t } = useTranslation(["competitions", "common"]);
  const create = useCreateCompetition();
  const update = useUpdateCompetition();
  const remove = useDeleteCompetition();
  const [name, setName] = useState("");
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [deleting, setDeleting] = useState<Competition | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await create.mutateAsync(name);
      toast.success(t("admin.created"));
      setName("");
    } catch (error) {
      toast.error(errorMessage(error, t("admin.failed")));
    }
  };
  const save = async (patch: { id: string; name?: string; status?: Competition["status"] }, done: string) => {
    try {
      await update.mutateAsync(patch);
      toast.success(done);
      setRenaming(null);
    } catch (error) {
      toast.error(errorMessage(error, t("admin.failed")));
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      toast.success(t("admin.deleted"));
    } catch (error) {
      toast.error(errorMessage(error, t("admin.failed")));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Card as="section" aria-labelledby="competitions-title" data-testid="competitions-card">
      <CardHeader
        title={<span id="competitions-title">{t("admin.title")}</span>}
        description={t("admin.description")}
        icon={Trophy}
      />
      <form onSubmit={add} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Input
          label={t("admin.newName")}
          value={name}
          onChange={(event) => setName(event.target.value)}
          fieldClassName="sm:w-80"
          autoComplete="off"
        />
        <Button type="submit" icon={Plus} loading={create.isPending}>
          {t("admin.create")}
        </Button>
      </form>
      <ul className="mt-4 flex flex-col divide-y divide-slate-200">
        {competitions.map((competition) => (
          <li
            key={competition._id}
            className="flex flex-col gap-2 py-3 md:flex-row md:items-center"
            data-testid="competition-row"
          >
            {renaming?.id === competition._id ? (
              <form
                className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-end"
                onSubmit={(event) => {
                  event.preventDefault();
                  void save({ id: competition._id, name: renaming.name }, t("admin.renamed"));
                }}
              >
                <Input
                  label={t("admin.renameLabel", { name: competition.name })}
                  value={renaming.name}
                  onChange={(event) => setRenaming({ id: competition._id, name: event.target.value })}
                  fieldClassName="sm:w-80"
                  autoComplete="off"
                />
                <Button type="submit" loading={update.isPending}>
                  {t("common:actions.save")}
                </Button>
                <Button variant="secondary" onClick={() => setRenaming(null)}>
                  {t("common:actions.cancel")}
                </Button>
              </form>
            ) : (
              <>
                <div className="flex flex-1 flex-wrap items-center gap-2">
                  <span className="font-semibold">
                    <bdi>{competition.name}</bdi>
                  </span>
                  <Badge tone={competition.status === "active" ? "success" : "neutral"}>
                    {t(competition.status === "active" ? "admin.active" : "admin.finishedStatus")}
                  </Badge>
                  <span className="text-sm text-slate-600">{t("admin.games", { count: competition.gameCount })}</span>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    icon={Pencil}
                    onClick={() => setRenaming({ id: competition._id, name: competition.name })}
                    aria-label={t("admin.renameLabel", { name: competition.name })}
                  >
                    {t("admin.rename")}
                  </Button>
                  {competition.status === "active" ? (
                    <Button
                      variant="secondary"
                      icon={Flag}
                      onClick={() => void save({ id: competition._id, status: "finished" }, t("admin.finishedDone"))}
                      aria-label={t("admin.finishLabel", { name: competition.name })}
                    >
                      {t("admin.finish")}
                    </Button>
                  ) : (
                    <Button
                      variant="secondary"
                      icon={RotateCcw}
                      onClick={() => void save({ id: competition._id, status: "active" }, t("admin.reopened"))}
                      aria-label={t("admin.reopenLabel", { name: competition.name })}
                    >
                      {t("admin.reopen")}
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    icon={Trash2}
                    disabled={competition.gameCount > 0}
                    title={competition.gameCount > 0 ? t("admin.notEmpty") : undefined}
                    onClick={() => setDeleting(competition)}
                    aria-label={t("admin.deleteLabel", { name: competition.name })}
                  >
                    {t("common:actions.delete")}
                  </Button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("admin.deleteTitle")}
        message={deleting ? t("admin.deleteConfirm", { name: deleting.name }) : ""}
        confirmLabel={t("common:actions.delete")}
        loading={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
