import { type Game, gameStatus, isLocked, type UserBet } from "@app/domain";
import type { GameRow } from "./repo";

export type SharedGame = Omit<Game, "userBet">;

export const formatResult = (home: number | null, away: number | null) =>
  home === null || away === null ? "" : `${home}:${away}`;

/** A game as every player sees it; locking at kickoff is applied here, whatever was stored. */
export function presentGame(row: GameRow, nowMs: number): SharedGame {
  const locked = isLocked(
    { isFinished: row.isFinished === 1, isBettingLocked: row.isBettingLocked === 1, kickoffAt: row.kickoffAt },
    nowMs,
  );
  const isFinished = row.isFinished === 1;
  return {
    _id: row.id,
    homeGroupId: { _id: row.homeId, name: row.homeName, logoUrl: row.homeLogoUrl },
    awayGroupId: { _id: row.awayId, name: row.awayName, logoUrl: row.awayLogoUrl },
    date: row.date,
    hour: row.hour,
    kickoffAt: new Date(row.kickoffAt).toISOString(),
    round: row.round,
    isBettingLocked: locked,
    isFinished,
    finalResult: formatResult(row.homeScore, row.awayScore),
    status: gameStatus({ isFinished, isBettingLocked: locked }),
  };
}

export interface UserBetRow {
  id: string;
  homeScore: number;
  awayScore: number;
  points: number;
  isCalculated: number;
  createdAt: string;
}

export function presentUserBet(row: UserBetRow): UserBet {
  return {
    _id: row.id,
    predictedResult: { homeScore: row.homeScore, awayScore: row.awayScore },
    points: row.points,
    isCalculated: row.isCalculated === 1,
    createdAt: row.createdAt,
  };
}
