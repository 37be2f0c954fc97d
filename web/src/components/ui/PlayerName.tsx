import { cn } from "../../lib/cn";

/**
 * A name people typed, shown whole and in its own direction (docs/rules.md "Names"): a `<bdi>` isolates it, so an
 * English name on a Hebrew screen keeps its first letters first and its punctuation beside it, and a long name wraps
 * (anywhere, if one word is wider than the space) instead of being cut.
 *   <PlayerName name={displayName(bet)} />
 */
export function PlayerName({ name, className }: { name: string; className?: string }) {
  return <bdi className={cn("min-w-0 [overflow-wrap:anywhere]", className)}>{name}</bdi>;
}
