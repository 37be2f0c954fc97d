import { Bell, CalendarDays, Clock, Gauge, MailCheck, MailWarning, MailX } from "lucide-react";
import { LoadError } from "../../../../components/ui/LoadError";
import { Loading } from "../../../../components/ui/Loading";
import { StatTile } from "../../../../components/ui/StatTile";
import { useTranslation } from "../../../../i18n";
import { useLoadErrorToast } from "../../../../lib/useLoadErrorToast";
import { useDashboardStats } from "../api";
import { RecentNotifications } from "./RecentNotifications";
import { SchedulerCard } from "./SchedulerCard";

export interface DashboardTabProps {
  onShowHistory(): void;
  onSend(): void;
}

/** Overview tiles (total, today, scheduled, success rate), mail sent and failed, recent notifications and the scheduler. */
export function DashboardTab({ onShowHistory, onSend }: DashboardTabProps) {
  const { t } = useTranslation("adminNotifications");
  const stats = useDashboardStats();
  useLoadErrorToast(stats.error, t("dashboard.loadFailed"));

  return (
    <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
      <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
        {stats.isPending ? (
          <Loading />
        ) : stats.isError ? (
          <LoadError message={t("dashboard.loadFailed")} onRetry={() => stats.refetch()} />
        ) : (
          <>
            <section aria-label={t("dashboard.overview")} className="grid grid-cols-2 gap-3">
              <StatTile label={t("dashboard.total")} value={stats.data.totalNotifications} icon={Bell} />
              <StatTile label={t("dashboard.today")} value={stats.data.todayNotifications} icon={CalendarDays} accent="blue" />
              <StatTile label={t("dashboard.scheduled")} value={stats.data.scheduledNotifications} icon={Clock} accent="amber" />
              <StatTile
                label={t("dashboard.successRate")}
                value={t("dashboard.percent", { value: stats.data.successRate })}
                icon={Gauge}
                accent="violet"
              />
            </section>
            <section aria-label={t("dashboard.mail.title")} className="flex flex-col gap-3">
              <h2 className="text-lg font-semibold text-slate-900">{t("dashboard.mail.title")}</h2>
              {stats.data.mail.enabled ? (
                <div className="grid grid-cols-3 gap-3">
                  <StatTile label={t("dashboard.mail.sent")} value={stats.data.mail.sent} icon={MailCheck} accent="blue" />
                  <StatTile label={t("dashboard.mail.failed")} value={stats.data.mail.failed} icon={MailX} accent="violet" />
                  <StatTile
                    label={t("dashboard.mail.pending")}
                    value={stats.data.mail.pending}
                    icon={MailWarning}
                    accent="amber"
                  />
                </div>
              ) : (
                <p className="text-slate-700">{t("dashboard.mail.off")}</p>
              )}
            </section>
            <RecentNotifications notifications={stats.data.recentNotifications} onShowHistory={onShowHistory} onSend={onSend} />
          </>
        )}
      </div>
      <SchedulerCard />
    </div>
  );
}
