import { BellOff, BellRing, ShieldCheck, ShieldQuestion, ShieldX } from "lucide-react";
import { Badge } from "../../../components/ui/Badge";
import { useTranslation } from "../../../i18n";
import type { PermissionState } from "../push";

/** 'Granted' / 'Denied' / 'Not Set' (Notification.permission), with an icon, never colour alone. */
export function PermissionBadge({ permission }: { permission: PermissionState }) {
  const { t } = useTranslation("notifications");
  if (permission === "granted") {
    return (
      <Badge tone="success" icon={ShieldCheck}>
        {t("status.granted")}
      </Badge>
    );
  }
  if (permission === "denied") {
    return (
      <Badge tone="danger" icon={ShieldX}>
        {t("status.denied")}
      </Badge>
    );
  }
  return (
    <Badge tone="neutral" icon={ShieldQuestion}>
      {t("status.notSet")}
    </Badge>
  );
}

/** 'Active' / 'Inactive': whether this browser is subscribed (and the server knows it). */
export function SubscriptionBadge({ active }: { active: boolean }) {
  const { t } = useTranslation("notifications");
  return active ? (
    <Badge tone="success" icon={BellRing}>
      {t("status.active")}
    </Badge>
  ) : (
    <Badge tone="neutral" icon={BellOff}>
      {t("status.inactive")}
    </Badge>
  );
}
