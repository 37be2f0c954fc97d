import type { SendNotificationResponse } from "@app/domain";
import { AlertTriangle } from "lucide-react";
import toast from "react-hot-toast";
import { useTranslation } from "../../../i18n";
import { reachedNoDevice } from "./reach";

/**
 * The toast after a notification went out now: a green success when a device received it, else a neutral toast with
 * an amber warning sign saying it reached no device (a tick over "0 of 0 delivered" would claim a success).
 */
export function useSentToast() {
  const { t } = useTranslation("adminNotifications");
  return (response: SendNotificationResponse) => {
    if (reachedNoDevice(response.notification)) {
      toast(t("send.noDeviceToast"), { icon: <AlertTriangle className="size-5 shrink-0 text-amber-600" aria-hidden="true" /> });
    } else {
      toast.success(t("send.sentToast"));
    }
  };
}
