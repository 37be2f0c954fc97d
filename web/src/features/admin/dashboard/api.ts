import type { AdminStats, FeedStatus, RecalculateResult, RoundStatus } from "@app/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { adminKeys, useInvalidateLeagueData } from "../shared/api";

export function useAdminStats() {
  return useQuery({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) => apiFetch<AdminStats>("/users/admin/stats", { signal }),
  });
}

/** GET /games/round-status?round=…: who has bet on how many of the round's games. */
export function useRoundStatus(round: string | null) {
  return useQuery({
    queryKey: adminKeys.roundStatus(round ?? ""),
    queryFn: ({ signal }) => apiFetch<RoundStatus>(`/games/round-status?round=${encodeURIComponent(round ?? "")}`, { signal }),
    enabled: round !== null,
  });
}

/** GET /admin/results-feed: the feed's last success, last error and next poll, refreshed while the dashboard is open. */
export function useFeedStatus() {
  return useQuery({
    queryKey: [...adminKeys.all, "results-feed"],
    queryFn: ({ signal }) => apiFetch<FeedStatus>("/admin/results-feed", { signal }),
    refetchInterval: 10_000,
  });
}

/** POST /admin/recalculate: every bet's points and every total, recomputed in one transaction. */
export function useRecalculate() {
  const invalidate = useInvalidateLeagueData();
  return useMutation({
    mutationFn: () => apiFetch<RecalculateResult>("/admin/recalculate", { method: "POST" }),
    onSuccess: invalidate,
  });
}
