import type { ProfileInput, PublicUser } from "@app/domain/auth";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "../../app/session";
import { apiFetch } from "../../lib/api";

const meKey = ["auth", "me"] as const;

/** The current user, fresh from the server (points and bets change as games finish). */
export function useMe(placeholder: PublicUser | null) {
  return useQuery({
    queryKey: meKey,
    queryFn: ({ signal }) => apiFetch<{ user: PublicUser }>("/auth/me", { signal }).then((r) => r.user),
    placeholderData: placeholder ?? undefined,
  });
}

export interface ChangePasswordResponse {
  message: string;
  token: string;
  expiresIn: number;
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiFetch<ChangePasswordResponse>("/auth/change-password", { method: "PUT", body }),
  });
}

/**
 * Own display name (docs/rules.md "Users and sessions"). The session's user takes the answer at once (side menu,
 * dashboard greeting); every cached list may hold the old name (leaderboard, a game's bets, profiles, admin lists),
 * so all of them go stale and the screens on view refetch.
 */
export function useRenameSelf() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: (body: ProfileInput) =>
      apiFetch<{ user: PublicUser }>("/auth/me", { method: "PATCH", body }).then((answer) => answer.user),
    onSuccess: (user) => {
      updateUser(user);
      queryClient.setQueryData(meKey, user);
      void queryClient.invalidateQueries();
    },
  });
}
