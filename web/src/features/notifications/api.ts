/**
 * Push notifications of the logged-in user: this browser's state and subscription, the server's view
 * (GET /notifications/stats) and the calls that change them. Query keys start with "notifications".
 */
import type { DeliveryDetails, NotificationPreferences, NotificationStats } from "@app/domain";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api";
import { useSession } from "../../lib/session";
import { browserPushState, deviceInfo, isPushSupported, subscribeBrowser, unsubscribeBrowser } from "./push";

export const notificationKeys = {
  all: ["notifications"] as const,
  browser: ["notifications", "browser"] as const,
  stats: ["notifications", "stats"] as const,
  vapidKey: ["notifications", "vapid-public-key"] as const,
};

/** The server's VAPID public key (fetched once per session when subscribing). */
export function fetchVapidKey(queryClient: QueryClient): Promise<string> {
  return queryClient
    .fetchQuery({
      queryKey: notificationKeys.vapidKey,
      queryFn: ({ signal }) => apiFetch<{ publicKey: string }>("/notifications/vapid-public-key", { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    })
    .then((r) => r.publicKey);
}

/**
 * Push support, permission and whether this browser is subscribed. `active` needs both sides: this browser's
 * subscription and the server knowing its endpoint (a subscription the server dropped is not active).
 */
export function usePushStatus() {
  const { user } = useSession();
  const supported = isPushSupported();
  const enabled = supported && user !== null;
  const browser = useQuery({ queryKey: notificationKeys.browser, queryFn: browserPushState, enabled, staleTime: 0 });
  const stats = useQuery({
    queryKey: notificationKeys.stats,
    queryFn: ({ signal }) => apiFetch<NotificationStats>("/notifications/stats", { signal }),
    enabled,
  });
  const endpoint = browser.data?.endpoint ?? null;
  const active = endpoint !== null && (stats.data?.subscriptions.some((s) => s.endpoint === endpoint) ?? false);
  return { supported, browser, stats, active, loading: enabled && (browser.isPending || stats.isPending) };
}

function useInvalidatePush() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

/** Subscribes this browser with the VAPID key, then POST /notifications/subscribe with it and the device info. */
export function useSubscribePush() {
  const invalidate = useInvalidatePush();
  return useMutation({
    mutationFn: async (publicKey: string) => {
      const subscription = await subscribeBrowser(publicKey);
      return apiFetch<{ success: boolean; message: string; subscriptionId: string }>("/notifications/subscribe", {
        method: "POST",
        body: { subscription, deviceInfo: deviceInfo() },
      });
    },
    onSettled: invalidate,
  });
}

/** Thrown by useUnsubscribePush when this browser has no subscription to end. */
export class NoSubscriptionError extends Error {}

/** Ends this browser's subscription, then POST /notifications/unsubscribe with its endpoint. */
export function useUnsubscribePush() {
  const invalidate = useInvalidatePush();
  return useMutation({
    mutationFn: async () => {
      const endpoint = await unsubscribeBrowser();
      if (!endpoint) throw new NoSubscriptionError();
      return apiFetch<{ success: boolean; message: string }>("/notifications/unsubscribe", {
        method: "POST",
        body: { endpoint },
      });
    },
    onSettled: invalidate,
  });
}

/** POST /notifications/test: a push to every device of the user (the server words it in their language). */
export function useSendTestNotification() {
  return useMutation({
    mutationFn: () =>
      apiFetch<{ success: boolean; message: string; details: DeliveryDetails }>("/notifications/test", {
        method: "POST",
        body: {},
      }),
  });
}

/** PUT /notifications/preferences: kickoff reminders on or off (shown at once, undone if the save fails). */
export function useSetReminders() {
  const queryClient = useQueryClient();
  const setReminders = (remindersEnabled: boolean) =>
    queryClient.setQueryData<NotificationStats>(notificationKeys.stats, (stats) => stats && { ...stats, remindersEnabled });
  return useMutation({
    mutationFn: (remindersEnabled: boolean) =>
      apiFetch<NotificationPreferences & { message: string }>("/notifications/preferences", {
        method: "PUT",
        body: { remindersEnabled },
      }),
    // A stats read still in flight would land after the optimistic value and flip the box back: cancel it first.
    onMutate: async (remindersEnabled) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.stats });
      setReminders(remindersEnabled);
    },
    onError: (_error, remindersEnabled) => setReminders(!remindersEnabled),
  });
}
