import type { League, PublicUser } from "@app/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { adminKeys, fetchAllPages, useInvalidateLeagueData } from "../shared/api";

/** Every user (GET /users, paged), by name; the search filters them on the client. */
export function useUsers() {
  return useQuery({ queryKey: adminKeys.users, queryFn: ({ signal }) => fetchAllPages<PublicUser>("/users", signal) });
}

export interface UserFormBody {
  username: string;
  email: string;
  isAdmin: boolean;
  /** Only when creating. */
  password?: string;
}

/** POST /users/admin (no id) or PUT /users/{id} (without a password). */
export function useSaveUser() {
  const invalidate = useInvalidateLeagueData();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: UserFormBody }) =>
      apiFetch<{ user: PublicUser }>(id ? `/users/${id}` : "/users/admin", { method: id ? "PUT" : "POST", body }),
    onSuccess: invalidate,
  });
}

/** DELETE /users/{id}; 409 for the last admin. */
export function useDeleteUser() {
  const invalidate = useInvalidateLeagueData();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ message: string }>(`/users/${id}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}

/** PUT /auth/admin/change-user-password/{id}; that user's sessions end. */
export function useChangeUserPassword() {
  return useMutation({
    mutationFn: ({ id, newPassword }: { id: string; newPassword: string }) =>
      apiFetch<{ message: string }>(`/auth/admin/change-user-password/${id}`, { method: "PUT", body: { newPassword } }),
  });
}

/** GET /users/{id}/leagues: the leagues a user is in, for moderation. */
export function useUserLeagues(userId: string) {
  return useQuery({
    queryKey: [...adminKeys.users, userId, "leagues"],
    staleTime: 0,
    queryFn: ({ signal }) => apiFetch<{ leagues: League[] }>(`/users/${userId}/leagues`, { signal }).then((body) => body.leagues),
  });
}
