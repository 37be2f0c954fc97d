import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "../../i18n";
import { errorMessage } from "../../lib/api";
import { useSession } from "../../lib/session";
import {
  fetchVapidKey,
  NoSubscriptionError,
  notificationKeys,
  useSendTestNotification,
  useSubscribePush,
  useUnsubscribePush,
} from "./api";
import { currentPermission, isPushSupported } from "./push";

/**
 * What the settings dialog's buttons do, each failure with its own toast (docs/rules.md "Push"):
 * enable (log-in, support and public-key checks, permission, subscribe), disable and send a test.
 */
export function usePushActions() {
  const { t } = useTranslation("notifications");
  const { user } = useSession();
  const queryClient = useQueryClient();
  const subscribe = useSubscribePush();
  const unsubscribe = useUnsubscribePush();
  const test = useSendTestNotification();
  const [enabling, setEnabling] = useState(false);

  /** Asks for permission when not decided yet; true once granted. */
  const ensurePermission = async (): Promise<boolean> => {
    const permission = currentPermission();
    if (permission === "granted") return true;
    if (permission === "denied") {
      toast.error(t("toast.permissionDenied"));
      return false;
    }
    let answer: NotificationPermission;
    try {
      answer = await Notification.requestPermission();
    } catch {
      toast.error(t("toast.permissionError"));
      return false;
    } finally {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.browser });
    }
    if (answer === "granted") {
      toast.success(t("toast.permissionGranted"));
      return true;
    }
    toast.error(answer === "denied" ? t("toast.permissionDenied") : t("toast.permissionDismissed"));
    return false;
  };

  const enableSteps = async () => {
    if (!user) {
      toast.error(t("toast.loginRequired"));
      return;
    }
    if (!isPushSupported()) {
      toast.error(t("toast.unsupported"));
      return;
    }
    const publicKey = await fetchVapidKey(queryClient).catch(() => "");
    if (!publicKey) {
      toast.error(t("toast.configUnavailable"));
      return;
    }
    if (!(await ensurePermission())) return;
    try {
      const result = await subscribe.mutateAsync(publicKey);
      toast.success(result.message || t("toast.subscribed"));
    } catch (error) {
      toast.error(errorMessage(error, t("toast.subscribeFailed")));
    }
  };

  const enable = async () => {
    setEnabling(true);
    try {
      await enableSteps();
    } finally {
      setEnabling(false);
    }
  };

  const disable = async () => {
    try {
      const result = await unsubscribe.mutateAsync();
      toast.success(result.message || t("toast.unsubscribed"));
    } catch (error) {
      toast.error(
        error instanceof NoSubscriptionError ? t("toast.noSubscription") : errorMessage(error, t("toast.unsubscribeFailed")),
      );
    }
  };

  const sendTest = async () => {
    try {
      const result = await test.mutateAsync();
      if (result.success) toast.success(result.message || t("toast.testSent"));
      else toast.error(result.message || t("toast.testFailed"));
    } catch (error) {
      toast.error(errorMessage(error, t("toast.testFailed")));
    }
  };

  return {
    enable,
    enabling,
    disable,
    disabling: unsubscribe.isPending,
    sendTest,
    testing: test.isPending,
  };
}
