import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";

export interface GameListProps {
  /** <li> items, one card each. */
  children: ReactNode;
  /** A newer list is loading: the current one stays, dimmed and marked busy. */
  busy?: boolean;
}

/** The responsive grid of game cards: one column on phones, two from 768px, three from 1280px. */
export function GameList({ children, busy = false }: GameListProps) {
  return (
    <ul
      aria-busy={busy || undefined}
      className={cn("grid gap-4 transition-opacity md:grid-cols-2 xl:grid-cols-3", busy && "opacity-60")}
    >
      {children}
    </ul>
  );
}
