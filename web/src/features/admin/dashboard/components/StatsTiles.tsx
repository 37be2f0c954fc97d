import { CalendarRange, Radio, Target, Users } from "lucide-react";
import { LoadError } from "../../../../components/ui/LoadError";
import { Loading } from "../../../../components/ui/Loading";
import { StatTile } from "../../../../components/ui/StatTile";
import { useTranslation } from "../../../../i18n";
import { useLoadErrorToast } from "../../../../lib/useLoadErrorToast";
import { useAdminStats } from "../api";

/** 'Total Users', 'Total Games', 'Total Bets', 'Active Games' (GET /users/admin/stats). */
export function StatsTiles() {
  const { t } = useTranslation("admin");
  const stats = useAdminStats();
  useLoadErrorToast(stats.error, t("dashboard.statsFailed"));
  if (stats.isPending) return <Loading />;
  if (stats.isError) return <LoadError message={t("dashboard.statsFailed")} onRetry={() => stats.refetch()} />;
  const { totalUsers, totalGames, totalBets, activeGames } = stats.data;
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t("dashboard.statsLabel")}>
      <li>
        <StatTile label={t("dashboard.totalUsers")} value={totalUsers} icon={Users} accent="violet" />
      </li>
      <li>
        <StatTile label={t("dashboard.totalGames")} value={totalGames} icon={CalendarRange} accent="blue" />
      </li>
      <li>
        <StatTile label={t("dashboard.totalBets")} value={totalBets} icon={Target} accent="emerald" />
      </li>
      <li>
        <StatTile label={t("dashboard.activeGames")} value={activeGames} icon={Radio} accent="amber" />
      </li>
    </ul>
  );
}
