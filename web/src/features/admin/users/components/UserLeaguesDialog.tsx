import { displayName, type League, type PublicUser } from "@app/domain";
import { Crown, Trash2 } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { Badge } from "../../../../components/ui/Badge";
import { ConfirmDialog, Dialog } from "../../../../components/ui/Dialog";
import { LoadError } from "../../../../components/ui/LoadError";
import { Loading } from "../../../../components/ui/Loading";
import { useTranslation } from "../../../../i18n";
import { errorMessage } from "../../../../lib/api";
import { useDeleteLeague } from "../../../leagues";
import { ActionButton } from "../../shared/components/ActionButton";
import { useUserLeagues } from "../api";

/** The leagues a user is in, each deletable by the admin (moderation of abusive leagues, docs/rules.md "Leagues"). */
export function UserLeaguesDialog({ user, onClose }: { user: PublicUser; onClose(): void }) {
  const { t } = useTranslation("admin");
  const leagues = useUserLeagues(user._id);
  const remove = useDeleteLeague();
  const [deleting, setDeleting] = useState<League | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const { message } = await remove.mutateAsync(deleting._id);
      toast.success(message);
      await leagues.refetch();
    } catch (error) {
      toast.error(errorMessage(error, t("users.leagues.deleteFailed")));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <Dialog open onOpenChange={(open) => !open && onClose()} title={t("users.leagues.title", { name: displayName(user) })}>
        {leagues.isPending ? (
          <Loading />
        ) : leagues.isError ? (
          <LoadError message={t("users.leagues.loadFailed")} onRetry={() => leagues.refetch()} />
        ) : leagues.data.length === 0 ? (
          <p className="text-slate-700">{t("users.leagues.none")}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100" data-testid="user-leagues">
            {leagues.data.map((league) => (
              <li key={league._id} className="flex min-h-14 flex-wrap items-center gap-2 py-2">
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold break-words text-slate-900">{league.name}</span>
                  <span className="text-sm text-slate-600">{t("users.leagues.members", { count: league.memberCount })}</span>
                </span>
                {league.ownerId === user._id && (
                  <Badge tone="gold" icon={Crown}>
                    {t("users.leagues.owner")}
                  </Badge>
                )}
                <ActionButton
                  icon={Trash2}
                  variant="ghost"
                  className="text-red-700 hover:bg-red-50"
                  label={t("common:actions.delete")}
                  name={t("users.leagues.deleteNamed", { name: league.name })}
                  onClick={() => setDeleting(league)}
                />
              </li>
            ))}
          </ul>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("users.leagues.deleteTitle")}
        message={t("users.leagues.deleteConfirm", { name: deleting?.name ?? "" })}
        confirmLabel={t("common:actions.delete")}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
