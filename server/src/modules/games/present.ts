import { type CatalogGame, type Game, gameStatus, isLocked, type UserBet } from "@app/domain";
import type { BetRow } from "../bets/repo";
import type { GameRow } from "./repo";

export const formatResult = (home: number | null, away: number | null) =>
  home === null || away === null ? "" : `${home}:${away}`;

/** A game as every player sees it; locking at kickoff is applied here, whatever was stored. */
export function presentGame(row: GameRow, nowMs: number): CatalogGame {
  const locked = isLocked(
    { isFinished: row.isFinished === 1, isBettingLocked: row.isBettingLocked === 1, kickoffAt: row.kickoffAt },
    nowMs,
  );
  const isFinished = row.isFinished === 1;
  return {
    _id: row.id,
    competitionId: row.competitionId,
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
    liveScore: formatResult(row.liveHome, row.liveAway) || null,
    createdAt: row.createdAt,
  };
}

export function presentUserBet(row: BetRow): UserBet {
  return {
    _id: row.id,
    predictedResult: { homeScore: row.homeScore, awayScore: row.awayScore },
    joker: row.joker === 1,
    points: row.points,
    isCalculated: row.isCalculated === 1,
    createdAt: row.createdAt,
  };
}

/** A game with the caller's own bet. Spelled out: a spread per game costs more than the rest of a page. */
export function withUserBet(game: CatalogGame, userBet: UserBet | null): Game {
  return {
    _id: game._id,
    competitionId: game.competitionId,
    homeGroupId: game.homeGroupId,
    awayGroupId: game.awayGroupId,
    date: game.date,
    hour: game.hour,
    kickoffAt: game.kickoffAt,
    round: game.round,
    isBettingLocked: game.isBettingLocked,
    isFinished: game.isFinished,
    finalResult: game.finalResult,
    status: game.status,
    liveScore: game.liveScore,
    createdAt: game.createdAt,
    userBet,
  };
}
