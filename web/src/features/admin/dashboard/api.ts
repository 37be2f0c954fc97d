import type { AdminStats, RoundUserStatus } from "@app/domain";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { adminKeys } from "../shared/api";

export function useAdminStats() {
  return useQuery({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) => apiFetch<AdminStats>("/users/admin/stats", { signal }),
  });
}

export interface RoundUserRow {
  _id: string;
  fullName: string;
  username: string;
  bets: number;
  games: number;
  percent: number;
  status: RoundUserStatus;
}

export interface RoundStatus {
  round: string;
  totalGames: number;
  usersBetAll: number;
  usersWithNoBets: number;
  users: RoundUserRow[];
}

/** GET /games/round-status?round=…: who has bet on how many of the round's games. */
export function useRoundStatus(round: string | null) {
  return useQuery({
    queryKey: adminKeys.roundStatus(round ?? ""),
    queryFn: ({ signal }) => apiFetch<RoundStatus>(`/games/round-status?round=${encodeURIComponent(round ?? "")}`, { signal }),
    enabled: round !== null,
  });
}
