import * as Tabs from "@radix-ui/react-tabs";
import { Bell, History, LayoutDashboard, type LucideIcon, Send } from "lucide-react";
import { PageHeader } from "../../../../components/ui/PageHeader";
import { useTranslation } from "../../../../i18n";
import { useSearchParams } from "../../../../lib/router";
import { DashboardTab } from "../components/DashboardTab";
import { HistoryTab } from "../components/HistoryTab";
import { SendNotificationForm } from "../components/SendNotificationForm";

const TABS = ["dashboard", "send", "history"] as const;
type Tab = (typeof TABS)[number];
const icons: Record<Tab, LucideIcon> = { dashboard: LayoutDashboard, send: Send, history: History };

const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * /admin/notifications: tabs Dashboard (overview, recent, scheduler), Send Notification and History.
 * The open tab is in the URL (?tab=send), so it survives a reload and can be linked to.
 */
export default function AdminNotificationsPage() {
  const { t } = useTranslation("adminNotifications");
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = isTab(requested) ? requested : "dashboard";
  const show = (next: string) => setParams(next === "dashboard" ? {} : { tab: next }, { replace: true });

  return (
    <>
      <PageHeader icon={Bell} title={t("title")} subtitle={t("purpose")} back={{ to: "/admin/dashboard", label: t("back") }} />
      <Tabs.Root value={tab} onValueChange={show}>
        <Tabs.List
          aria-label={t("tabs.label")}
          className="mb-6 grid grid-cols-3 gap-1 rounded-2xl border border-slate-200 bg-white p-1 shadow-sm md:inline-grid"
        >
          {TABS.map((value) => {
            const Icon = icons[value];
            return (
              <Tabs.Trigger
                key={value}
                value={value}
                className="flex min-h-11 items-center justify-center gap-2 rounded-xl px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 data-[state=active]:bg-emerald-700 data-[state=active]:text-white md:px-4 md:text-base"
              >
                <Icon className="hidden size-5 shrink-0 sm:block" aria-hidden="true" />
                {t(`tabs.${value}`)}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        <Tabs.Content value="dashboard" className="outline-none">
          <DashboardTab onShowHistory={() => show("history")} onSend={() => show("send")} />
        </Tabs.Content>
        {/* Kept mounted: a half-written notification survives a look at the other tabs. */}
        <Tabs.Content value="send" forceMount className="outline-none data-[state=inactive]:hidden">
          <SendNotificationForm />
        </Tabs.Content>
        <Tabs.Content value="history" className="outline-none">
          <HistoryTab onSend={() => show("send")} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
