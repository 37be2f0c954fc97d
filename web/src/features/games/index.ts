/**
 * The games feature's public surface for other features: its data hooks. The game cards and badges other screens
 * show are in components/games, the game rules in lib/games.ts; pages are loaded by the router; everything else
 * here is internal.
 *   import { useGame } from "../../games";
 */

export {
  fetchGameCatalog,
  gameKeys,
  type RoundsResponse,
  roundsPath,
  type UpcomingFilters,
  upcomingGamesPath,
  useFinishedGames,
  useGame,
  useRecentFinishedGames,
  useRounds,
  useUpcomingGames,
} from "./api";
