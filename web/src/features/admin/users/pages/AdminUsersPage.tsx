import { displayName, type PublicUser } from "@app/domain";
import { Search, UserPlus, Users } from "lucide-react";
import { useDeferredValue, useMemo, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../../../components/ui/Button";
import { Card } from "../../../../components/ui/Card";
import { ConfirmDialog } from "../../../../components/ui/Dialog";
import { EmptyState } from "../../../../components/ui/EmptyState";
import { Input } from "../../../../components/ui/Field";
import { LoadError } from "../../../../components/ui/LoadError";
import { Loading } from "../../../../components/ui/Loading";
import { PageHeader } from "../../../../components/ui/PageHeader";
import { useTranslation } from "../../../../i18n";
import { errorMessage } from "../../../../lib/api";
import { useSession } from "../../../../lib/session";
import { useLoadErrorToast } from "../../../../lib/useLoadErrorToast";
import { useDeleteUser, useUsers } from "../api";
import { ChangePasswordDialog } from "../components/ChangePasswordDialog";
import { UserFormDialog } from "../components/UserFormDialog";
import { UserLeaguesDialog } from "../components/UserLeaguesDialog";
import { UsersTable } from "../components/UsersTable";

function matches(user: PublicUser, query: string): boolean {
  return [displayName(user), user.username, user.email ?? ""].some((value) => value.toLowerCase().includes(query));
}

/**
 * /admin/users: search, the users table, add/edit, change another user's password, a user's leagues (to delete an
 * abusive one), delete with confirmation.
 */
export default function AdminUsersPage() {
  const { t } = useTranslation("admin");
  const { user: me } = useSession();
  const users = useUsers();
  const remove = useDeleteUser();
  const [search, setSearch] = useState("");
  const query = useDeferredValue(search.trim().toLowerCase());
  const [editing, setEditing] = useState<PublicUser | "new" | null>(null);
  const [passwordFor, setPasswordFor] = useState<PublicUser | null>(null);
  const [deleting, setDeleting] = useState<PublicUser | null>(null);
  const [leaguesOf, setLeaguesOf] = useState<PublicUser | null>(null);
  useLoadErrorToast(users.error, t("users.loadFailed"));

  const shown = useMemo(() => (users.data ?? []).filter((user) => !query || matches(user, query)), [users.data, query]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      toast.success(t("validation:userDeleted"));
    } catch (error) {
      toast.error(errorMessage(error, t("users.deleteFailed")));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <PageHeader
        icon={Users}
        title={t("users.title")}
        subtitle={t("users.purpose")}
        back={{ to: "/admin/dashboard", label: t("users.back") }}
      />
      {users.isPending ? (
        <Loading skeleton="rows" />
      ) : users.isError ? (
        <LoadError message={t("users.loadFailed")} onRetry={() => users.refetch()} />
      ) : (
        <Card as="section" aria-labelledby="users-list-title" padding="sm">
          <h2 id="users-list-title" className="sr-only">
            {t("users.table.caption")}
          </h2>
          <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
            <div className="relative sm:w-96">
              <Input
                type="search"
                label={t("users.search")}
                placeholder={t("users.searchPlaceholder")}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                className="ps-10"
              />
              <Search className="pointer-events-none absolute bottom-3 start-3 size-5 text-slate-500" aria-hidden="true" />
            </div>
            <p className="text-sm text-slate-600 sm:flex-1 sm:pb-3" aria-live="polite">
              {t("users.shown", { count: shown.length, total: users.data.length })}
            </p>
            <Button icon={UserPlus} onClick={() => setEditing("new")}>
              {t("users.add")}
            </Button>
          </div>
          {shown.length === 0 ? (
            <EmptyState icon={Search} title={t("users.noMatches", { query: search.trim() })} hint={t("users.noMatchesHint")} />
          ) : (
            <UsersTable
              users={shown}
              currentUserId={me?._id}
              onEdit={setEditing}
              onChangePassword={setPasswordFor}
              onDelete={setDeleting}
              onLeagues={setLeaguesOf}
            />
          )}
        </Card>
      )}

      {editing && <UserFormDialog user={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      {leaguesOf && <UserLeaguesDialog user={leaguesOf} onClose={() => setLeaguesOf(null)} />}
      {passwordFor && <ChangePasswordDialog user={passwordFor} onClose={() => setPasswordFor(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("users.deleteTitle")}
        message={t("users.deleteConfirm", { name: deleting ? displayName(deleting) : "" })}
        confirmLabel={t("common:actions.delete")}
        loading={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
