/**
 * The games feature's public surface for other features: its data hooks. The game cards and badges other screens
 * show are in components/games, the game rules in lib/games.ts; pages are loaded by the router; everything else
 * here is internal.
 *   import { useGame } from "../../games";
 */

/** @deprecated Import `useLoadErrorToast` from lib/useLoadErrorToast.ts; kept until features/leaderboard does. */
export {
  gameKeys,
  type RoundsResponse,
  type UpcomingFilters,
  useFinishedGames,
  useGame,
  useRecentFinishedGames,
  useRounds,
  useUpcomingGames,
} from "./api";
