/**
 * Games data (docs/rules.md "Games"). Every key starts with "games", so `invalidateQueries({ queryKey: gameKeys.all })`
 * refreshes every game list after a bet or a result changes.
 *
 *   const { data: games } = useUpcomingGames({ round: "all", closeOnly: false });
 *   const { data } = useRounds(); // data.rounds, data.currentRound
 *   const finished = useFinishedGames(); // pages of 50: finished.data.pages.flat(), finished.fetchNextPage()
 *   const { data: recent } = useRecentFinishedGames(5);
 *   const { data: game } = useGame(gameId);
 */
import type { Bet } from "@app/domain/bets";
import type { CatalogGame, Game, GameCatalogResponse, RoundsResponse, UserBet } from "@app/domain/games";
import type { Score } from "@app/domain/scoring";

export type { RoundsResponse };

import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { ApiError, apiFetch } from "../../lib/api";
import { withCompetition } from "../../lib/competitions";

export interface UpcomingFilters {
  /** "current" (the server's current round), "all", or a round name from GET /games/rounds. */
  round: string;
  /** Only games dated 0 to 5 days from today. */
  closeOnly: boolean;
  /** One competition's games (docs/rules.md "Competitions"); "" or absent: every competition. */
  competition?: string;
}

/** GET /games/upcoming's defaults, which the upcoming screen starts with. */
export const DEFAULT_UPCOMING_FILTERS: UpcomingFilters = { round: "current", closeOnly: true };

/** Page size of the completed games list; a full page means there may be more. */
export const FINISHED_PAGE_SIZE = 50;

export const gameKeys = {
  all: ["games"] as const,
  upcoming: (filters: UpcomingFilters) => ["games", "upcoming", filters] as const,
  finished: (competition = "") => ["games", "finished", competition] as const,
  recentFinished: (count: number, competition = "") => ["games", "finished", "recent", count, competition] as const,
  rounds: (competition = "") => ["games", "rounds", competition] as const,
  catalog: () => ["games", "catalog"] as const,
  detail: (gameId: string) => ["games", "detail", gameId] as const,
};

/** Not-finished games, kickoff ascending, each with the caller's `userBet`. The previous list stays while a new filter loads. */
export function useUpcomingGames(filters: UpcomingFilters = DEFAULT_UPCOMING_FILTERS) {
  return useQuery({
    queryKey: gameKeys.upcoming(filters),
    queryFn: ({ signal }) => apiFetch<Game[]>(upcomingGamesPath(filters), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The call behind `useUpcomingGames`. */
export function upcomingGamesPath(filters: UpcomingFilters): string {
  const query = new URLSearchParams({ round: filters.round, closeOnly: String(filters.closeOnly) });
  if (filters.competition) query.set("competition", filters.competition);
  return `/games/upcoming?${query}`;
}

/** The rounds and the current round of one competition, or of every game. */
export function useRounds(competition = "") {
  return useQuery({
    queryKey: gameKeys.rounds(competition),
    queryFn: ({ signal }) => apiFetch<RoundsResponse>(roundsPath(competition), { signal }),
  });
}

/** The call behind `useRounds`. */
export const roundsPath = (competition = "") => `/games/rounds${withCompetition(competition)}`;

/** Finished games, newest first, in pages of FINISHED_PAGE_SIZE; `hasNextPage` is true after a full page. */
export function useFinishedGames(competition = "") {
  return useInfiniteQuery({
    queryKey: gameKeys.finished(competition),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<Game[]>(`/games/finished?limit=${FINISHED_PAGE_SIZE}&offset=${pageParam}${withCompetition(competition, "&")}`, {
        signal,
      }),
    getNextPageParam: (lastPage, pages) =>
      lastPage.length === FINISHED_PAGE_SIZE ? pages.length * FINISHED_PAGE_SIZE : undefined,
  });
}

/** The `count` most recently finished games (at most 100), e.g. the dashboard's last 5. */
export function useRecentFinishedGames(count: number, competition = "") {
  return useQuery({
    queryKey: gameKeys.recentFinished(count, competition),
    queryFn: ({ signal }) => apiFetch<Game[]>(`/games/finished?limit=${count}${withCompetition(competition, "&")}`, { signal }),
  });
}

/**
 * Every game as every player sees it (GET /games/catalog), by id. `maxAgeMs` 0 asks the server again: its ETag answers
 * 304 while no game changed, so that costs a round trip, not the list.
 */
export async function fetchGameCatalog(queryClient: QueryClient, maxAgeMs: number): Promise<Map<string, CatalogGame>> {
  const { games } = await queryClient.fetchQuery({
    queryKey: gameKeys.catalog(),
    queryFn: ({ signal }) => apiFetch<GameCatalogResponse>("/games/catalog", { signal }),
    staleTime: maxAgeMs,
  });
  return new Map(games.map((game) => [game._id, game]));
}

/** One game with the caller's `userBet`; fails with ApiError 404 (unknown id) or 400 (malformed id). */
export function useGame(gameId: string) {
  return useQuery({
    queryKey: gameKeys.detail(gameId),
    queryFn: ({ signal }) => apiFetch<Game>(`/games/${encodeURIComponent(gameId)}`, { signal }),
  });
}

export interface TipInput {
  gameId: string;
  predictedResult: Score;
}

/** "upcoming" for gameKeys.upcoming(...), "rounds" for gameKeys.rounds(), ...; undefined outside the games keys. */
const gamesPart = (key: QueryKey) => (key[0] === gameKeys.all[0] ? key[1] : undefined);
const isUpcomingList = (key: QueryKey) => gamesPart(key) === "upcoming";

/**
 * POST /bets for the round tip sheet (docs/rules.md "Round tip sheet"). Unlike the bet page's usePlaceBet, it leaves
 * the upcoming lists in place and writes the game's new `userBet` into them, so the screen the player types on never
 * refetches under their fingers; every other cached query goes stale (totals, the game's bets, the dashboard). A 409
 * means the game locked meanwhile: then the lists refetch, and the card turns read-only.
 */
export function useSaveTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TipInput) => apiFetch<{ bet: Bet }>("/bets", { method: "POST", body: input }),
    onSuccess: ({ bet }, { gameId, predictedResult }) => {
      const userBet: UserBet = {
        _id: bet._id,
        predictedResult,
        // The caller's own bet always carries its joker (null only hides another player's).
        joker: bet.joker === true,
        points: bet.points,
        isCalculated: bet.isCalculated,
        createdAt: bet.createdAt,
      };
      queryClient.setQueriesData<Game[]>({ predicate: (query) => isUpcomingList(query.queryKey) }, (games) =>
        games?.map((game) => (game._id === gameId ? { ...game, userBet } : game)),
      );
      // A refetch already under way read the bets before this one was saved: start it again.
      if (queryClient.isFetching({ predicate: (query) => isUpcomingList(query.queryKey) }) > 0) {
        void queryClient.invalidateQueries({ predicate: (query) => isUpcomingList(query.queryKey) });
      }
    },
    onSettled: (_data, error) => {
      const closed = error instanceof ApiError && error.status === 409;
      void queryClient.invalidateQueries({
        predicate: (query) => closed || !(isUpcomingList(query.queryKey) || gamesPart(query.queryKey) === "rounds"),
      });
    },
  });
}

/**
 * The round's joker on the player's bet (docs/rules.md "A league's own rules"): POST /bets with the saved pick and
 * `joker`. Setting it moves it off another game of the round, so every list refetches.
 */
export function useSetJoker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TipInput & { joker: boolean }) => apiFetch<{ bet: Bet }>("/bets", { method: "POST", body: input }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
