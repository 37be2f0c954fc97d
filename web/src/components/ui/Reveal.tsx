import { type ReactNode, useLayoutEffect, useState } from "react";
import { revealQueue } from "../../lib/revealQueue";

/**
 * Draws `children` in a task of its own, in the page's order, once what comes before it has been drawn
 * (lib/revealQueue.ts says why). Until then it draws nothing, so only what follows it may move, and that is not drawn
 * yet either. Once shown it stays shown. No element of its own: it can wrap a list item or a table row.
 *   <Reveal><StatsTiles stats={stats.data} /></Reveal>
 */
export function Reveal({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  // A layout effect: those run in the page's order (children before their parents, siblings in turn), which is the
  // order the queue draws in.
  useLayoutEffect(() => (shown ? undefined : revealQueue.add(() => setShown(true))), [shown]);
  return shown ? children : null;
}

/**
 * `items` drawn `size` at a time, each group revealed in turn (a long table's rows). A group is keyed by its place in
 * the list, not by its items: an item that changes places (a live table) stays drawn.
 *   <RevealInGroups items={entries} size={8}>{(entry) => <Row key={entry._id} entry={entry} />}</RevealInGroups>
 */
export function RevealInGroups<T>({
  items,
  size,
  children,
}: {
  items: readonly T[];
  size: number;
  children: (item: T) => ReactNode;
}) {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  // biome-ignore lint/suspicious/noArrayIndexKey: a group is a place in the list, not a set of items
  return groups.map((group, place) => <Reveal key={place}>{group.map(children)}</Reveal>);
}
