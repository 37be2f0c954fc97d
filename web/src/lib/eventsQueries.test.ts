import { InfiniteQueryObserver, QueryClient, type QueryKey, QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18nReady } from "../i18n";
import { connectLiveUpdates } from "./eventsQueries";
import { STORAGE_KEYS } from "./storage";

// Importing the module under test starts loading the language's strings (i18n/index.ts); waiting for them here keeps
// that load from landing after the test environment is torn down, which vitest reports as an error.
await i18nReady;

vi.mock("react-hot-toast", () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const KEYS: Record<string, QueryKey> = {
  upcoming: ["games", "upcoming", { round: "current", closeOnly: true }],
  gameBets: ["bets", "game", "g1"],
  dashboard: ["dashboard", "recent"],
  adminGames: ["admin", "games"],
  leaderboard: ["leaderboard", "list"],
  stats: ["leaderboard", "stats", "u1"],
  profile: ["profile", "u1", "bets"],
  me: ["auth", "me"],
  adminStats: ["admin", "stats"],
  teams: ["admin", "teams"],
  notifications: ["notifications", "stats"],
  myLeagues: ["leagues", "mine"],
  league: ["leagues", "one", "l1"],
};

/** A fetch answering with one stream the test writes to (then nothing more). */
function oneStream(status = 200) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const fetch = vi.fn(async () => (status === 200 ? new Response(body) : new Response("{}", { status })));
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    send: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
    end: () => controller.close(),
  };
}

describe("connectLiveUpdates", () => {
  let queryClient: QueryClient;
  const stale = () =>
    Object.entries(KEYS)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();

  beforeEach(() => {
    vi.useFakeTimers();
    const data = new Map<string, string>([[STORAGE_KEYS.token, "token-1"]]);
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => data.set(key, value),
      removeItem: (key: string) => data.delete(key),
    });
    queryClient = new QueryClient();
    for (const key of Object.values(KEYS)) queryClient.setQueryData(key, 1);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("makes game lists, bets, the dashboard, the admin's games and the tables (live points) stale on `game`", async () => {
    const server = oneStream();
    const stop = connectLiveUpdates(queryClient, { fetch: server.fetch });
    await vi.advanceTimersByTimeAsync(0);
    server.send('event: game\ndata: {"gameId":"g1","status":"finished","liveScore":null,"finalResult":"2:1"}\n\n');
    await vi.advanceTimersByTimeAsync(200);
    expect(stale()).toEqual(["adminGames", "dashboard", "gameBets", "leaderboard", "upcoming"]);
    stop();
  });

  it("makes rankings, stats, profiles, the user's points and the admin's stats stale on `standings`", async () => {
    const server = oneStream();
    const stop = connectLiveUpdates(queryClient, { fetch: server.fetch });
    await vi.advanceTimersByTimeAsync(0);
    server.send('event: standings\ndata: {"version":"v2"}\n\n: ping\n\n');
    await vi.advanceTimersByTimeAsync(200);
    expect(stale()).toEqual(["adminStats", "dashboard", "leaderboard", "me", "profile", "stats"]);
    stop();
  });

  it("makes the leagues and the tables stale on `league` (a member joined or left), nothing else", async () => {
    const server = oneStream();
    const stop = connectLiveUpdates(queryClient, { fetch: server.fetch });
    await vi.advanceTimersByTimeAsync(0);
    server.send("event: league\ndata: {}\n\n");
    await vi.advanceTimersByTimeAsync(200);
    expect(stale()).toEqual(["leaderboard", "league", "myLeagues"]);
    stop();
  });

  it("after a break, makes every kind stale: what was sent meanwhile went unheard", async () => {
    const first = oneStream();
    const second = oneStream();
    const fetch = vi.fn().mockImplementationOnce(first.fetch).mockImplementationOnce(second.fetch);
    const stop = connectLiveUpdates(queryClient, { fetch, random: () => 0, minDelayMs: 10 });
    await vi.advanceTimersByTimeAsync(200);
    expect(stale()).toEqual([]);
    first.end();
    await vi.advanceTimersByTimeAsync(200);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(stale()).toEqual([
      "adminGames",
      "adminStats",
      "dashboard",
      "gameBets",
      "leaderboard",
      "league",
      "me",
      "myLeagues",
      "profile",
      "stats",
      "upcoming",
    ]);
    stop();
  });

  it("keeps a page being added ('Load more') when an event arrives meanwhile, then reloads every page shown", async () => {
    const server = oneStream();
    const stop = connectLiveUpdates(queryClient, { fetch: server.fetch });
    // A table of pages of 2 rows: page n answers after 300 ms (longer than the events' 100 ms batch), with the rows as
    // they are at that moment.
    let version = 1;
    const fetched: number[] = [];
    const table = new InfiniteQueryObserver(queryClient, {
      queryKey: ["leaderboard", "list", "paged"],
      queryFn: async ({ pageParam }: { pageParam: number }) => {
        fetched.push(pageParam);
        await new Promise((resolve) => setTimeout(resolve, 300));
        return [`v${version} row ${pageParam * 2}`, `v${version} row ${pageParam * 2 + 1}`];
      },
      initialPageParam: 0,
      getNextPageParam: (_last: string[], pages: string[][]) => pages.length,
    });
    const unsubscribe = table.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(400);
    expect(table.getCurrentResult().data?.pages).toEqual([["v1 row 0", "v1 row 1"]]);

    // The player asks for the next page; the points move while it loads.
    const loadingMore = table.fetchNextPage();
    await vi.advanceTimersByTimeAsync(10);
    version = 2;
    server.send('event: standings\ndata: {"version":"v2"}\n\n');
    await vi.advanceTimersByTimeAsync(400);
    await loadingMore;
    // The page asked for arrived, then both pages were read again at the new version.
    await vi.advanceTimersByTimeAsync(1000);
    expect(table.getCurrentResult().data?.pages).toEqual([
      ["v2 row 0", "v2 row 1"],
      ["v2 row 2", "v2 row 3"],
    ]);
    expect(fetched).toEqual([0, 1, 0, 1]);
    unsubscribe();
    stop();
  });

  it("a list slower to read than events arrive still arrives: an event never cancels a read, one more read follows", async () => {
    const server = oneStream();
    const stop = connectLiveUpdates(queryClient, { fetch: server.fetch });
    // The admin's games: three pages of 200 ms each, while another admin writes every 150 ms.
    let version = 1;
    let reads = 0;
    const games = new QueryObserver(queryClient, {
      queryKey: ["admin", "games", "slow"],
      queryFn: async ({ signal }) => {
        reads++;
        const at = version;
        for (let page = 0; page < 3; page++) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          if (signal.aborted) throw new Error("cancelled");
        }
        return `games v${at}`;
      },
    });
    const unsubscribe = games.subscribe(() => {});
    for (let write = 0; write < 20; write++) {
      await vi.advanceTimersByTimeAsync(150);
      version++;
      server.send(`event: game\ndata: {"version":"v${version}"}\n\n`);
    }
    // Events arrived all along, yet reads ended: far fewer than one per event.
    expect(games.getCurrentResult().data).toMatch(/^games v\d+$/);
    expect(reads).toBeLessThan(10);
    // Once the writes stop, the list ends at the last version.
    await vi.advanceTimersByTimeAsync(2000);
    expect(games.getCurrentResult().data).toBe(`games v${version}`);
    unsubscribe();
    stop();
  });

  it("ends the session on a 401 (the app's own 401 handling) and stops", async () => {
    const server = oneStream(401);
    connectLiveUpdates(queryClient, { fetch: server.fetch });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(stale()).toEqual([]);
  });
});
