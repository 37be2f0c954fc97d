import { Bell, CalendarCog, Shield, Users } from "lucide-react";
import { useTranslation } from "../../../../i18n";
import { LinkTile } from "../../shared/components/LinkTile";

/** The other admin screens. */
export function Shortcuts() {
  const { t } = useTranslation("admin");
  return (
    <nav aria-label={t("dashboard.shortcuts")} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <LinkTile to="/admin/users" icon={Users} title={t("users.title")} hint={t("dashboard.usersHint")} />
      <LinkTile to="/admin/games" icon={CalendarCog} title={t("games.title")} hint={t("dashboard.gamesHint")} />
      <LinkTile to="/admin/teams" icon={Shield} title={t("teams.title")} hint={t("dashboard.teamsHint")} />
      <LinkTile to="/admin/notifications" icon={Bell} title={t("notifications.title")} hint={t("dashboard.notificationsHint")} />
    </nav>
  );
}
