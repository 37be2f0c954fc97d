import { type InfiniteData, InfiniteQueryObserver, QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18nReady } from "../../i18n";
import { connectLiveUpdates } from "../../lib/eventsQueries";
import { STORAGE_KEYS } from "../../lib/storage";
import { pageUntil } from "./jumpToRow";

// Importing lib/eventsQueries starts loading the language's strings (i18n/index.ts); waiting for them here keeps that
// load from landing after the test environment is torn down, which vitest reports as an error.
await i18nReady;

vi.mock("react-hot-toast", () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

/** A fetch answering with one event stream the test writes to (as in lib/eventsQueries.test.ts). */
function oneStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    fetch: (async () => new Response(body)) as unknown as typeof globalThis.fetch,
    send: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
  };
}

/** Page `page` of a ranking of pages of 2 rows at `version`: the player ("me") is the second row of page `myPage`. */
const rows = (page: number, version: number, myPage: number) => [
  `v${version} row ${page * 2}`,
  page === myPage ? `v${version} me` : `v${version} row ${page * 2 + 1}`,
];
const hasMe = (data: InfiniteData<string[]> | undefined) =>
  Boolean(data?.pages.some((page) => page.some((row) => row.endsWith(" me"))));

describe("pageUntil ('Jump to my rank')", () => {
  let queryClient: QueryClient;
  let version: number;

  beforeEach(() => {
    vi.useFakeTimers();
    const storage = new Map<string, string>([[STORAGE_KEYS.token, "token-1"]]);
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    });
    queryClient = new QueryClient();
    version = 1;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /**
   * The ranking as a live infinite query (a key under the one `standings` makes stale): five pages, each answering
   * after 300 ms (longer than the events' 100 ms batch) with its rows as they are then; `onPageLoad` runs as each starts.
   */
  function ranking(myPage: number | ((version: number) => number), onPageLoad: () => void = () => {}) {
    return new InfiniteQueryObserver(queryClient, {
      queryKey: ["leaderboard", "list", "ranking"],
      queryFn: async ({ pageParam }: { pageParam: number }) => {
        onPageLoad();
        await new Promise((resolve) => setTimeout(resolve, 300));
        return rows(pageParam, version, typeof myPage === "number" ? myPage : myPage(version));
      },
      initialPageParam: 0,
      getNextPageParam: (_last: string[], pages: string[][]) => (pages.length < 5 ? pages.length : undefined),
    });
  }

  it("Jump to my rank reaches the player's row while live events reload the table (issue 27, item 13)", async () => {
    const server = oneStream();
    const stop = connectLiveUpdates(queryClient, { fetch: server.fetch });
    // While the jump runs, the points move during every page load: 10 ms into each, a standings event (other players'
    // results saved meanwhile, as in a full e2e run).
    let jumping = false;
    const table = ranking(3, () => {
      if (!jumping) return;
      setTimeout(() => {
        version++;
        server.send(`event: standings\ndata: {"version":"v${version}"}\n\n`);
      }, 10);
    });
    const unsubscribe = table.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(400);
    expect(table.getCurrentResult().data?.pages).toEqual([rows(0, 1, 3)]);

    jumping = true;
    let found: boolean | undefined;
    void pageUntil(table.getCurrentResult(), hasMe).then((result) => {
      found = result;
      jumping = false;
    });
    // Four pages of 300 ms are read in well under 3 s.
    await vi.advanceTimersByTimeAsync(3000);
    expect(table.getCurrentResult().data?.pages.length, "pages in the table once the jump has had 3 s").toBe(4);
    expect(found, "the jump ended with the player's row").toBe(true);
    expect(hasMe(table.getCurrentResult().data)).toBe(true);

    // Once the events' reads settle, the table still holds every page up to the player's row, at the newest version.
    await vi.advanceTimersByTimeAsync(5000);
    expect(table.getCurrentResult().data?.pages).toEqual([0, 1, 2, 3].map((page) => rows(page, version, 3)));
    expect(version).toBeGreaterThan(3);
    unsubscribe();
    stop();
  });

  it("a jump during an event's reload of the table waits for it, then adds pages: no row stays unread (issue 27, item 13)", async () => {
    const server = oneStream();
    const stop = connectLiveUpdates(queryClient, { fetch: server.fetch });
    const table = ranking(2);
    const unsubscribe = table.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(400);
    expect(table.getCurrentResult().data?.pages).toEqual([rows(0, 1, 2)]);

    // The points move: the event's read of the first page starts (after the 100 ms batch) and is in flight...
    version = 2;
    server.send('event: standings\ndata: {"version":"v2"}\n\n');
    await vi.advanceTimersByTimeAsync(150);
    expect(table.getCurrentResult().isRefetching).toBe(true);
    // ...when the player jumps: the read ends (250 ms more), then the two pages up to their row (600 ms).
    let found: boolean | undefined;
    void pageUntil(table.getCurrentResult(), hasMe).then((result) => {
      found = result;
    });
    await vi.advanceTimersByTimeAsync(900);
    expect(found).toBe(true);
    expect(table.getCurrentResult().data?.pages).toEqual([0, 1, 2].map((page) => rows(page, 2, 2)));
    await vi.advanceTimersByTimeAsync(2000);
    expect(table.getCurrentResult().data?.pages).toEqual([0, 1, 2].map((page) => rows(page, 2, 2)));
    unsubscribe();
    stop();
  });

  it("a jump while the table is read again finds the row in the new answer, not in the one it replaces (issue 27, item 13)", async () => {
    // The player is on the first page; renamed, they sort after the players tied with them, on the third page.
    const table = ranking((at) => (at === 1 ? 0 : 2));
    const unsubscribe = table.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(400);
    expect(hasMe(table.getCurrentResult().data)).toBe(true);

    // The screen shown again after the rename: the loaded page is read again, and the player jumps meanwhile.
    version = 2;
    void table.refetch();
    await vi.advanceTimersByTimeAsync(50);
    let found: boolean | undefined;
    void pageUntil(table.getCurrentResult(), hasMe).then((result) => {
      found = result;
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(found).toBe(true);
    expect(table.getCurrentResult().data?.pages).toEqual([0, 1, 2].map((page) => rows(page, 2, 2)));
    unsubscribe();
  });
});
