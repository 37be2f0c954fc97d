import { CalendarCheck, CalendarClock } from "lucide-react";
import { useTranslation } from "../../../../i18n";
import { LinkTile } from "../../shared/components/LinkTile";

/** The two player screens an admin checks after changing games. */
export function PlayerViewLinks() {
  const { t } = useTranslation("admin");
  return (
    <nav aria-label={t("games.links.label")} className="grid gap-3 sm:grid-cols-2">
      <LinkTile
        to="/upcoming-games"
        icon={CalendarClock}
        title={t("games.links.upcoming")}
        hint={t("games.links.upcomingHint")}
      />
      <LinkTile
        to="/completed-games"
        icon={CalendarCheck}
        title={t("games.links.completed")}
        hint={t("games.links.completedHint")}
      />
    </nav>
  );
}
