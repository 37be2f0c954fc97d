import { displayName, type PublicUser } from "@app/domain";
import { KeyRound, Pencil, ShieldCheck, Trash2, UsersRound } from "lucide-react";
import { Avatar } from "../../../../components/ui/Avatar";
import { Badge } from "../../../../components/ui/Badge";
import { useTranslation } from "../../../../i18n";
import { ActionButton } from "../../shared/components/ActionButton";
import { type Column, StackedTable } from "../../shared/components/StackedTable";

export interface UsersTableProps {
  users: readonly PublicUser[];
  /** The signed-in admin: their row has no delete, and their password changes in Settings. */
  currentUserId: string | undefined;
  onEdit(user: PublicUser): void;
  onChangePassword(user: PublicUser): void;
  onDelete(user: PublicUser): void;
  onLeagues(user: PublicUser): void;
}

export function UsersTable({ users, currentUserId, onEdit, onChangePassword, onDelete, onLeagues }: UsersTableProps) {
  const { t } = useTranslation("admin");
  const number = (value: number) => <span className="font-semibold tabular-nums text-slate-900">{value}</span>;
  const columns: Column<PublicUser>[] = [
    {
      key: "name",
      header: t("users.table.name"),
      primary: true,
      cell: (user) => (
        <span className="flex min-w-0 items-center gap-3">
          <Avatar name={displayName(user)} size="sm" />
          <span className="min-w-0 font-semibold break-words text-slate-900">{displayName(user)}</span>
          {user.isAdmin && (
            <Badge tone="gold" icon={ShieldCheck}>
              {t("users.adminBadge")}
            </Badge>
          )}
          {user._id === currentUserId && <Badge tone="info">{t("users.you")}</Badge>}
        </span>
      ),
    },
    {
      key: "email",
      header: t("users.table.email"),
      cell: (user) => (
        <span dir="ltr" className="min-w-0 break-all text-slate-700">
          {user.email}
        </span>
      ),
    },
    { key: "points", header: t("users.table.points"), cell: (user) => number(user.totalPoints) },
    { key: "bets", header: t("users.table.bets"), cell: (user) => number(user.totalBets) },
    {
      key: "actions",
      header: t("users.table.actions"),
      actions: true,
      cell: (user) => {
        const name = displayName(user);
        return (
          <span className="flex flex-wrap gap-2">
            <ActionButton
              icon={Pencil}
              label={t("common:actions.edit")}
              name={t("users.editNamed", { name })}
              onClick={() => onEdit(user)}
            />
            <ActionButton
              icon={UsersRound}
              label={t("users.leagues.action")}
              name={t("users.leagues.named", { name })}
              onClick={() => onLeagues(user)}
            />
            {user._id !== currentUserId && (
              <>
                <ActionButton
                  icon={KeyRound}
                  label={t("users.passwordAction")}
                  name={t("users.passwordNamed", { name })}
                  onClick={() => onChangePassword(user)}
                />
                <ActionButton
                  icon={Trash2}
                  variant="ghost"
                  className="text-red-700 hover:bg-red-50"
                  label={t("common:actions.delete")}
                  name={t("users.deleteNamed", { name })}
                  onClick={() => onDelete(user)}
                />
              </>
            )}
          </span>
        );
      },
    },
  ];
  return <StackedTable caption={t("users.table.caption")} columns={columns} rows={users} rowKey={(user) => user._id} />;
}
