import { Bell } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Card, CardHeader } from "../../../components/ui/Card";
import { useTranslation } from "../../../i18n";
import { NotificationSettingsDialog } from "../../notifications";

/** Opens the notification settings dialog from the account page, also where push is unsupported (it then says so). */
export function NotificationsCard() {
  const { t } = useTranslation("settings");
  const [open, setOpen] = useState(false);
  return (
    <Card as="section" aria-labelledby="notifications-title">
      <CardHeader title={<span id="notifications-title">{t("notifications.title")}</span>} icon={Bell} />
      <p className="mb-4 text-slate-700">{t("notifications.hint")}</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t("notifications.open")}
      </Button>
      <NotificationSettingsDialog open={open} onOpenChange={setOpen} />
    </Card>
  );
}
