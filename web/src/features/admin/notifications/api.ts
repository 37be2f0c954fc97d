/**
 * Admin push notifications (under /notifications/admin): overview, scheduler, templates, user search,
 * sending, history and its actions. Query keys start with ["admin", "notifications"].
 */
import type {
  Notification,
  NotificationDashboardStats,
  NotificationDetails,
  NotificationHistoryResponse,
  NotificationStatus,
  NotificationTargetType,
  NotificationTemplate,
  NotificationType,
  SchedulerStatus,
  SendNotificationResponse,
} from "@app/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import type { SendFormOutput } from "./sendForm";

const base = "/notifications/admin";

export const notificationAdminKeys = {
  all: ["admin", "notifications"] as const,
  dashboard: ["admin", "notifications", "dashboard"] as const,
  scheduler: ["admin", "notifications", "scheduler"] as const,
  templates: ["admin", "notifications", "templates"] as const,
  users: (q: string) => ["admin", "notifications", "users", q] as const,
  history: (filters: HistoryFilterValues, page: number) => ["admin", "notifications", "history", filters, page] as const,
  details: (id: string) => ["admin", "notifications", "details", id] as const,
};

/** History filters as the form holds them ("" = any). */
export interface HistoryFilterValues {
  status: NotificationStatus | "";
  type: NotificationType | "";
  targetType: NotificationTargetType | "";
  /** YYYY-MM-DD, whole days in the league's time zone. */
  startDate: string;
  endDate: string;
}

export const NO_FILTERS: HistoryFilterValues = { status: "", type: "", targetType: "", startDate: "", endDate: "" };

export function useDashboardStats() {
  return useQuery({
    queryKey: notificationAdminKeys.dashboard,
    queryFn: ({ signal }) => apiFetch<NotificationDashboardStats>(`${base}/dashboard-stats`, { signal }),
    // Other admins and the scheduler change these: re-read whenever the tab is shown.
    staleTime: 0,
  });
}

/** The scheduler, re-read every 15 s while shown (its pending count and last run move on their own). */
export function useSchedulerStatus() {
  return useQuery({
    queryKey: notificationAdminKeys.scheduler,
    queryFn: ({ signal }) => apiFetch<SchedulerStatus>(`${base}/scheduler-status`, { signal }),
    refetchInterval: 15_000,
  });
}

function useInvalidateNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationAdminKeys.all });
}

/** POST trigger-scheduler: one pass now (due notifications and kickoff reminders). */
export function useTriggerScheduler() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: () =>
      apiFetch<{ success: boolean; message: string; processed: number }>(`${base}/trigger-scheduler`, { method: "POST" }),
    onSettled: invalidate,
  });
}

export function useTemplates() {
  return useQuery({
    queryKey: notificationAdminKeys.templates,
    queryFn: ({ signal }) =>
      apiFetch<{ templates: NotificationTemplate[] }>(`${base}/templates`, { signal }).then((r) => r.templates),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export interface UserMatch {
  _id: string;
  username: string;
  email: string;
  fullName: string;
}

/** GET search-users?q&limit=20 for a (debounced, non-empty) query; the previous matches stay while the next load. */
export function useUserSearch(q: string) {
  return useQuery({
    queryKey: notificationAdminKeys.users(q),
    queryFn: async ({ signal }) => {
      const { users } = await apiFetch<{ users: UserMatch[] }>(
        `${base}/search-users?${new URLSearchParams({ q, limit: "20" })}`,
        {
          signal,
        },
      );
      return users;
    },
    enabled: q !== "",
    placeholderData: keepPreviousData,
  });
}

/** POST send-to-all or send-to-users (with `userIds`); sends now, or schedules when `scheduledFor` is set. */
export function useSendNotification() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: ({ targetType, userIds, ...body }: SendFormOutput) =>
      apiFetch<SendNotificationResponse>(`${base}/${targetType === "all" ? "send-to-all" : "send-to-users"}`, {
        method: "POST",
        body: targetType === "all" ? body : { ...body, userIds },
      }),
    onSettled: invalidate,
  });
}

function historyQuery(filters: HistoryFilterValues, page: number): string {
  const params = new URLSearchParams({ page: String(page), limit: "10" });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params.toString();
}

export function useHistory(filters: HistoryFilterValues, page: number) {
  return useQuery({
    queryKey: notificationAdminKeys.history(filters, page),
    queryFn: ({ signal }) => apiFetch<NotificationHistoryResponse>(`${base}/history?${historyQuery(filters, page)}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET history/{id}: the notification with its target users. */
export function useNotificationDetails(id: string | null) {
  return useQuery({
    queryKey: notificationAdminKeys.details(id ?? ""),
    queryFn: ({ signal }) =>
      apiFetch<{ notification: NotificationDetails }>(`${base}/history/${id}`, { signal }).then((r) => r.notification),
    enabled: id !== null,
  });
}

export function useCancelNotification() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ success: boolean; message: string; notification: Notification }>(`${base}/cancel/${id}`, { method: "POST" }),
    onSettled: invalidate,
  });
}

export function useBulkCancel() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: (notificationIds: string[]) =>
      apiFetch<{ success: boolean; message: string; cancelledCount: number; requestedCount: number }>(`${base}/bulk-cancel`, {
        method: "POST",
        body: { notificationIds },
      }),
    onSettled: invalidate,
  });
}

/** POST resend/{id}: a new notification with the same content and targets, sent now. */
export function useResendNotification() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: (id: string) => apiFetch<SendNotificationResponse>(`${base}/resend/${id}`, { method: "POST" }),
    onSettled: invalidate,
  });
}
