import type { AdminStats, RoundStatus } from "@app/domain";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { adminKeys } from "../shared/api";

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
