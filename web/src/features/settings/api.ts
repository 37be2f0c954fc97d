import type { PublicUser } from "@app/domain/auth";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api";

/** The current user, fresh from the server (points and bets change as games finish). */
export function useMe(placeholder: PublicUser | null) {
  return useQuery({
    queryKey: ["auth", "me"],
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
