import type { CatalogGame } from "@app/domain";
import type { AppDeps } from "../../deps";
import type { ReadVersion } from "../../lib/data-version";
import { presentGame } from "./present";
import { selectGameRows } from "./repo";

/**
 * Every game as players see it (teams, kickoff, result, state), without anyone's bet: the shared part of
 * every game list. Built once per data version, and again when the next kickoff locks a game, so a
 * player's list costs one query for that player's own bets instead of a join over every game.
 */
export interface GameCatalog {
  /** Kickoff ascending, ties by id (ids are time-ordered). */
  games: CatalogGame[];
  byId: Map<string, CatalogGame>;
  /** The clock reading it was built at: a clock set back (tests, a corrected system clock) builds it again. */
  builtAt: number;
  /** The next kickoff of a game still open: from then on a game shown as open would be wrong. */
  validUntil: number;
}

export function gameCatalog(deps: AppDeps, at: ReadVersion = null): Promise<GameCatalog> {
  return deps.cache.value(
    "game-catalog",
    () => buildCatalog(deps),
    (catalog) => catalog.builtAt <= deps.now() && deps.now() < catalog.validUntil,
    at,
  );
}

async function buildCatalog(deps: AppDeps): Promise<GameCatalog> {
  const rows = await selectGameRows(deps.db);
  const now = deps.now();
  const games = rows.map((row) => presentGame(row, now));
  let validUntil = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    const open = row.isFinished === 0 && row.isBettingLocked === 0 && row.kickoffAt > now;
    if (open && row.kickoffAt < validUntil) validUntil = row.kickoffAt;
  }
  return { games, byId: new Map(games.map((game) => [game._id, game])), builtAt: now, validUntil };
}
