import type { NotificationStatus } from "@app/domain";
import { Ban, CircleCheck, CircleX, Clock, type LucideIcon, Send } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge, type BadgeTone } from "../../../../components/ui/Badge";

const looks: Record<NotificationStatus, [BadgeTone, LucideIcon]> = {
  sent: ["success", CircleCheck],
  scheduled: ["warning", Clock],
  failed: ["danger", CircleX],
  cancelled: ["neutral", Ban],
  sending: ["info", Send],
};

/** A notification's status as a word with an icon: sent, scheduled (pending amber), failed, cancelled, sending. */
export function NotificationStatusBadge({ status }: { status: NotificationStatus }) {
  const { t } = useTranslation("adminNotifications");
  const [tone, icon] = looks[status];
  return (
    <Badge tone={tone} icon={icon}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
