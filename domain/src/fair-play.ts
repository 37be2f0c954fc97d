import type { Score } from "./scoring";

/**
 * Fair play (docs/rules.md "Fair play"): until a game's betting locks (kickoff or the admin's lock), a pick is the
 * bettor's secret. Everyone else, admins included, gets the bet with `predictedResult: null` and `hidden: true`;
 * the bet itself stays in the list, so counts ("5 players have picked") stay right. From the lock on, every pick shows.
 */
export function isPickHidden(bettorId: string, viewerId: string, gameOpen: boolean): boolean {
  return gameOpen && bettorId !== viewerId;
}

/**
 * `bet` as `viewerId` may see it, with `hidden` saying whether its pick was withheld. A joker is withheld with the pick
 * (docs/rules.md "A league's own rules"): where a player put it tells as much as the pick.
 */
export function withFairPlay<T extends { userId: string; predictedResult: Score | null; joker: boolean | null }>(
  bet: T,
  viewerId: string,
  gameOpen: boolean,
): T & { hidden: boolean } {
  return isPickHidden(bet.userId, viewerId, gameOpen)
    ? { ...bet, predictedResult: null, joker: null, hidden: true }
    : { ...bet, hidden: false };
}
