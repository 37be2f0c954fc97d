import type { PublicUser, UpdateMeInput } from "@app/domain/auth";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api";
import { useSession } from "../../lib/session";

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
 * Own profile changes (PATCH /auth/me: name, mail language, e-mail reminders). The session's user takes the answer at
 * once (side menu, dashboard greeting). A new name may sit in every cached list (leaderboard, a game's bets, profiles,
 * admin lists), so then all of them go stale and the screens on view refetch.
 */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: (body: UpdateMeInput) =>
      apiFetch<{ user: PublicUser }>("/auth/me", { method: "PATCH", body }).then((answer) => answer.user),
    onSuccess: (user, body) => {
      updateUser(user);
      queryClient.setQueryData(meKey, user);
      if (body.fullName !== undefined) void queryClient.invalidateQueries();
    },
  });
}
