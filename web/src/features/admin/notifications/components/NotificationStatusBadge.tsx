import type { Notification, NotificationStatus } from "@app/domain";
import { AlertTriangle, Ban, CircleCheck, CircleX, Clock, type LucideIcon, Send } from "lucide-react";
import { Badge, type BadgeTone } from "../../../../components/ui/Badge";
import { useTranslation } from "../../../../i18n";
import { reachedNoDevice } from "../reach";

const looks: Record<NotificationStatus, [BadgeTone, LucideIcon]> = {
  sent: ["success", CircleCheck],
  scheduled: ["warning", Clock],
  failed: ["danger", CircleX],
  cancelled: ["neutral", Ban],
  sending: ["info", Send],
};

/**
 * A notification's status as a word with an icon: sent, scheduled (pending amber), failed, cancelled, sending; a sent
 * one that reached no device reads 'No device reached' in amber, not a green 'Sent'.
 */
export function NotificationStatusBadge({ notification }: { notification: Pick<Notification, "status" | "deliveryStats"> }) {
  const { t } = useTranslation("adminNotifications");
  if (reachedNoDevice(notification)) {
    return (
      <Badge tone="warning" icon={AlertTriangle}>
        {t("statuses.noDevice")}
      </Badge>
    );
  }
  const [tone, icon] = looks[notification.status];
  return (
    <Badge tone={tone} icon={icon}>
      {t(`statuses.${notification.status}`)}
    </Badge>
  );
}
