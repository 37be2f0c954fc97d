/**
 * The games feature's public surface, for other features (dashboard, bets, profile):
 *   import { GameCard, OutcomeBadge, ResultBadge, useRecentFinishedGames } from "../games";
 * Pages are loaded by the router; everything else here is internal.
 */
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
export { GameCard, type GameCardProps } from "./components/GameCard";
export { OutcomeBadge, type OutcomeBadgeProps } from "./components/OutcomeBadge";
export { PredictionState } from "./components/PredictionState";
export { ResultBadge, type ResultBadgeProps } from "./components/ResultBadge";
export { ShowBetsLink } from "./components/ShowBetsLink";
export type { PlaceBetLinkState } from "./components/UpcomingGameCard";
export { YourPrediction } from "./components/YourPrediction";
export { useLoadFailureToast } from "./hooks";
export { gameResult, isGameNotFound, isGameOpen } from "./model";
