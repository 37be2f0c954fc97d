/**
 * The caller's leagues, read by the leagues screens and by the leaderboard's league selector alike: it lives here, below
 * both features, so neither feature imports the other both ways (docs/architecture.md "Module graph").
 */
import type { League } from "@app/domain";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api";

export const leagueKeys = {
  all: ["leagues"] as const,
  mine: () => [...leagueKeys.all, "mine"] as const,
  one: (id: string) => [...leagueKeys.all, "one", id] as const,
};

export const MY_LEAGUES_PATH = "/leagues";
type MyLeagues = { leagues: League[] };
/** What `useMyLeagues` keeps of GET /leagues's answer. */
export const leaguesOf = (body: unknown) => (body as MyLeagues).leagues;

/** The caller's leagues, by name ("Everyone" is not one of them: it is the overall leaderboard). */
export function useMyLeagues() {
  return useQuery({
    queryKey: leagueKeys.mine(),
    staleTime: 0,
    queryFn: ({ signal }) => apiFetch<MyLeagues>(MY_LEAGUES_PATH, { signal }).then(leaguesOf),
  });
}
