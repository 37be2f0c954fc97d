import { Settings } from "lucide-react";
import { Loading } from "../../../components/ui/Loading";
import { PageHeader } from "../../../components/ui/PageHeader";
import { useTranslation } from "../../../i18n";
import { useSession } from "../../../lib/session";
import { useMe } from "../api";
import { ChangePasswordForm } from "../components/ChangePasswordForm";
import { EmailRemindersCard } from "../components/EmailRemindersCard";
import { NotificationsCard } from "../components/NotificationsCard";
import { ProfileCard } from "../components/ProfileCard";
import { SecurityTips } from "../components/SecurityTips";

export default function SettingsPage() {
  const { t } = useTranslation("settings");
  const { user: sessionUser } = useSession();
  const { data: user } = useMe(sessionUser);

  return (
    <>
      <PageHeader icon={Settings} title={t("title")} subtitle={t("subtitle")} back={{ to: "/dashboard", label: t("back") }} />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 md:items-start">
        {user ? <ProfileCard user={user} /> : <Loading />}
        <div className="md:row-span-2">
          <ChangePasswordForm />
        </div>
        <NotificationsCard />
        {user && <EmailRemindersCard user={user} />}
        <SecurityTips />
      </div>
    </>
  );
}
