import { CalendarPlus, FileUp, Plus, Upload, Zap } from "lucide-react";
import { LinkButton } from "../../../../components/ui/Button";
import { Card, CardHeader } from "../../../../components/ui/Card";
import { useTranslation } from "../../../../i18n";
import { ANCHORS } from "../../shared/anchors";

/** One tap to the common admin jobs: the links open the form, the add-team dialog or the import card. */
export function QuickActions() {
  const { t } = useTranslation("admin");
  return (
    <Card as="section" aria-labelledby="quick-actions-title">
      <CardHeader title={<span id="quick-actions-title">{t("dashboard.quickActions")}</span>} icon={Zap} />
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
        <LinkButton to={`/admin/games#${ANCHORS.gameForm}`} icon={CalendarPlus} fullWidth>
          {t("dashboard.addGame")}
        </LinkButton>
        <LinkButton to="/admin/teams?new=1" icon={Plus} variant="secondary" fullWidth>
          {t("dashboard.addTeam")}
        </LinkButton>
        <LinkButton to={`/admin/games#${ANCHORS.importGames}`} icon={FileUp} variant="secondary" fullWidth>
          {t("dashboard.importGames")}
        </LinkButton>
        <LinkButton to={`/admin/teams#${ANCHORS.importTeams}`} icon={Upload} variant="secondary" fullWidth>
          {t("dashboard.importTeams")}
        </LinkButton>
      </div>
    </Card>
  );
}
