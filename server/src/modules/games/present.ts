import { type Game, gameStatus, isLocked } from "@app/domain";
import type { GameListRow } from "./repo";

export const formatResult = (home: number | null, away: number | null) =>
  home === null || away === null ? "" : `${home}:${away}`;

/** A game row as the API shows it; locking at kickoff is applied here, whatever was stored. */
export function presentGame(row: GameListRow, nowMs: number): Game {
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
    userBet:
      row.betId === null
        ? null
        : {
            _id: row.betId,
            predictedResult: { homeScore: row.betHomeScore ?? 0, awayScore: row.betAwayScore ?? 0 },
            points: row.betPoints ?? 0,
            isCalculated: row.betIsCalculated === 1,
            createdAt: row.betCreatedAt ?? "",
          },
  };
}
