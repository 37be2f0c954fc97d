import type { Game } from "@app/domain";

/** Something with an id and, when the API gives it, its creation time (ISO 8601). */
export interface Created {
  _id: string;
  createdAt?: string;
}

function createdMs(item: Created): number {
  return item.createdAt ? Date.parse(item.createdAt) : Number.NaN;
}

/**
 * Newest first: by `createdAt` when both items carry a valid one, then by id. An id starts with its creation second
 * and ends with a counter (docs/rules.md "Ids"), so it orders items created in the same instant (an import writes all
 * its games with one `createdAt`) and items without `createdAt`.
 */
export function newestFirst(a: Created, b: Created): number {
  const time = createdMs(b) - createdMs(a);
  if (time) return time; // NaN (a time missing) and 0 (same instant) fall through to the id.
  return a._id < b._id ? 1 : a._id > b._id ? -1 : 0;
}

/** The `count` games added last, newest first. */
export function latestAdded<T extends Created>(games: readonly T[], count: number): T[] {
  return [...games].sort(newestFirst).slice(0, count);
}

/** The `count` finished games that kicked off last, latest first. */
export function latestResults(games: readonly Game[], count: number): Game[] {
  return games
    .filter((game) => game.isFinished)
    .sort((a, b) => b.kickoffAt.localeCompare(a.kickoffAt))
    .slice(0, count);
}
