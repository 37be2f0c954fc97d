import type { Game } from "@app/domain";
import { CalendarCog } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { ConfirmDialog } from "../../../../components/ui/Dialog";
import { LoadError } from "../../../../components/ui/LoadError";
import { Loading } from "../../../../components/ui/Loading";
import { PageHeader } from "../../../../components/ui/PageHeader";
import { useTranslation } from "../../../../i18n";
import { errorMessage } from "../../../../lib/api";
import { useCompetitions } from "../../../../lib/competitions";
import { formatKickoff } from "../../../../lib/dates";
import { useLoadErrorToast } from "../../../../lib/useLoadErrorToast";
import { useAllGames, useRounds, useTeams } from "../../shared/api";
import { useHashTarget } from "../../shared/useHashTarget";
import { useDeleteGame } from "../api";
import { CompetitionsCard } from "../components/CompetitionsCard";
import { FixturesImportCard } from "../components/FixturesImportCard";
import { GameCounters } from "../components/GameCounters";
import { GameForm } from "../components/GameForm";
import { GamesImportCard } from "../components/GamesImportCard";
import { GamesList } from "../components/GamesList";
import { PlayerViewLinks } from "../components/PlayerViewLinks";

/** /admin/games: links to the player views, counters, the create/edit form, the games list and CSV import/export. */
export default function AdminGamesPage() {
  const { t } = useTranslation("admin");
  const games = useAllGames();
  const teams = useTeams();
  const rounds = useRounds();
  const remove = useDeleteGame();
  const competitions = useCompetitions().data ?? [];
  const [editing, setEditing] = useState<Game | null>(null);
  // Every Edit click refills the form and scrolls to it, even for the game already being edited.
  const [edits, setEdits] = useState(0);
  const [deleting, setDeleting] = useState<Game | null>(null);
  const loadError = games.error ?? teams.error;
  useLoadErrorToast(loadError, t("games.loadFailed"));
  const ready = games.isSuccess && teams.isSuccess;
  useHashTarget(ready);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      toast.success(t("validation:gameDeleted"));
      if (editing?._id === deleting._id) setEditing(null);
    } catch (error) {
      toast.error(errorMessage(error, t("games.deleteFailed")));
    } finally {
      setDeleting(null);
    }
  };

  const retry = () => {
    void games.refetch();
    void teams.refetch();
  };

  return (
    <>
      <PageHeader icon={CalendarCog} title={t("games.title")} subtitle={t("games.purpose")} />
      {loadError ? (
        <LoadError message={t("games.loadFailed")} onRetry={retry} />
      ) : !ready ? (
        <Loading skeleton="rows" />
      ) : (
        <div className="flex flex-col gap-6">
          <PlayerViewLinks />
          <GameCounters games={games.data} />
          <GameForm
            key={editing ? `${editing._id}-${edits}` : "new"}
            game={editing}
            teams={teams.data}
            rounds={rounds.data?.rounds ?? []}
            timeZone={rounds.data?.timeZone ?? "UTC"}
            onDone={() => setEditing(null)}
            competitions={competitions}
          />
          <GamesList
            games={games.data}
            rounds={rounds.data?.rounds ?? []}
            currentRound={rounds.data?.currentRound ?? null}
            today={rounds.data?.today ?? ""}
            onEdit={(game) => {
              setEditing(game);
              setEdits((n) => n + 1);
            }}
            onDelete={setDeleting}
          />
          <CompetitionsCard competitions={competitions} />
          <FixturesImportCard appTimeZone={rounds.data?.timeZone ?? "UTC"} competitions={competitions} />
          <GamesImportCard teams={teams.data} competitions={competitions} />
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("games.deleteTitle")}
        message={
          deleting
            ? t("games.deleteConfirm", {
                home: deleting.homeGroupId.name,
                away: deleting.awayGroupId.name,
                kickoff: formatKickoff(deleting.date, deleting.hour),
              })
            : ""
        }
        confirmLabel={t("common:actions.delete")}
        loading={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
