/** What an infinite query answers when read (useInfiniteQuery's result, or an InfiniteQueryObserver's). */
interface PagedAnswer<TData> {
  data: TData | undefined;
  /** Always there at run time; optional because TanStack types a refetch's answer as a plain query's. */
  hasNextPage?: boolean;
  isError: boolean;
}

/** What `pageUntil` reads of an infinite query: its result (useInfiniteQuery's, or an InfiniteQueryObserver's). */
export interface PagedTable<TData> {
  data: TData | undefined;
  hasNextPage: boolean;
  /** Whether the pages loaded are being read again (on return to the screen, after a rename, on a live event). */
  isRefetching: boolean;
  refetch: (options: { cancelRefetch: boolean }) => Promise<PagedAnswer<TData>>;
  fetchNextPage: () => Promise<PagedAnswer<TData>>;
}

/**
 * Loads the table's next pages, one at a time, until `isFound` finds what is looked for in the pages loaded (true) or
 * there is no next page or a page failed (false). 'Jump to my rank' loads this way until the player's row is there.
 *
 * A read of the loaded pages in flight when the jump starts is waited for, never cancelled, and the row is looked for
 * in its answer: the answer it replaces may be out of date, and ties are ranked by name, so a row found there can be
 * gone once the read lands (a renamed player's row moved pages, and the jump had scrolled to the old one: issue 27,
 * item 13, settings.spec in CI).
 *
 * Each page is then asked for with fetchNextPage's default (`cancelRefetch: true`): a read of every page started by a
 * live event meanwhile (lib/eventsQueries.ts) is cancelled rather than waited for, so events arriving faster than the
 * table reads cannot hold the jump back; eventsQueries reads the table again once the page is in. Events never cancel
 * the page being added (they did, and each page was lost and asked for again, so with events arriving faster than a
 * page loads the jump never got past the first page).
 */
export async function pageUntil<TData>(
  table: PagedTable<TData>,
  isFound: (data: TData | undefined) => boolean,
): Promise<boolean> {
  let answer: PagedAnswer<TData> = table.isRefetching
    ? await table.refetch({ cancelRefetch: false })
    : { data: table.data, hasNextPage: table.hasNextPage, isError: false };
  while (!isFound(answer.data) && answer.hasNextPage === true && !answer.isError) answer = await table.fetchNextPage();
  return isFound(answer.data);
}
