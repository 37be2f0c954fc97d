import { Gauge } from "lucide-react";
import { PageHeader } from "../../../../components/ui/PageHeader";
import { useTranslation } from "../../../../i18n";
import { QuickActions } from "../components/QuickActions";
import { RecentActivity } from "../components/RecentActivity";
import { RecalculateCard, ResultsFeedCard } from "../components/ResultsFeedCard";
import { RoundStatusCard } from "../components/RoundStatusCard";
import { Shortcuts } from "../components/Shortcuts";
import { StatsTiles } from "../components/StatsTiles";

/** /admin/dashboard: league numbers, shortcuts, the betting status of a round, quick actions, the results feed, recalculation and recent activity. */
export default function AdminDashboardPage() {
  const { t } = useTranslation("admin");
  return (
    <>
      <PageHeader icon={Gauge} title={t("dashboard.title")} subtitle={t("dashboard.purpose")} />
      <div className="flex flex-col gap-6">
        <StatsTiles />
        <Shortcuts />
        <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
          <div className="lg:col-span-2">
            <RoundStatusCard />
          </div>
          <div className="flex flex-col gap-6">
            <QuickActions />
            <ResultsFeedCard />
            <RecalculateCard />
            <RecentActivity />
          </div>
        </div>
      </div>
    </>
  );
}
