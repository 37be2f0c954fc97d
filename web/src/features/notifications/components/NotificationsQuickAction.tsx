import { Bell, BellRing } from "lucide-react";
import { useState } from "react";
import { QuickAction } from "../../../components/ui/QuickAction";
import { useTranslation } from "../../../i18n";
import { usePushStatus } from "../api";
import { NotificationSettingsDialog } from "./NotificationSettingsDialog";

/**
 * The dashboard's notifications quick action (register it in dashboard/quickActions.ts): nothing where push is
 * unsupported, else 'Notifications On' (this browser is subscribed) or 'Enable Notifications', opening the
 * notification settings dialog.
 */
export function NotificationsQuickAction() {
  const { t } = useTranslation("notifications");
  const { supported, active } = usePushStatus();
  const [open, setOpen] = useState(false);
  if (!supported) return null;
  return (
    <>
      <QuickAction
        icon={active ? BellRing : Bell}
        label={active ? t("quickAction.on") : t("quickAction.enable")}
        onClick={() => setOpen(true)}
      />
      <NotificationSettingsDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
