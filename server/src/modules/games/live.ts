import { gameStatus, isLocked, parseFinalResult } from "@app/domain";
import { nowIso } from "../../db/connection";
import type { Flag } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { bumpDataVersion } from "../../lib/data-version";
import { conflict, notFound } from "../../lib/errors";
import { lockGame } from "../../lib/transaction";
import { publishAfterCommit } from "../events/bus";
import { type AuditActor, recordGameChanges } from "./audit";
import { findGameRow } from "./repo";

/** A game's state as stored: what decides whether it is live (docs/rules.md "Games: live score"). */
interface StoredState {
  isBettingLocked: Flag;
  isFinished: Flag;
  kickoffAt: number;
}

/** Live: locked (by the admin or at kickoff) and not finished, the games whose display status is "live". */
function isLive(game: StoredState, nowMs: number): boolean {
  const state = { isFinished: game.isFinished === 1, isBettingLocked: game.isBettingLocked === 1, kickoffAt: game.kickoffAt };
  return gameStatus({ isFinished: state.isFinished, isBettingLocked: isLocked(state, nowMs) }) === "live";
}

/**
 * The live-score columns an update of a game must also write: none while the game stays live, cleared once it is
 * not (finished, or unlocked with its kickoff ahead), so a stale running score never reappears on a later lock.
 */
export const liveScoreAfterUpdate = (game: StoredState, nowMs: number) =>
  isLive(game, nowMs) ? {} : { liveHome: null, liveAway: null };

/**
 * PUT /games/{id}/live: sets ("h:a") or clears ("") the running score of a live game; 409 for a game that is not
 * live (betting still open, or finished). Bumps the data version, so every cached game list shows it at once.
 */
export async function setLiveScore(deps: AppDeps, by: AuditActor, id: string, liveScore: string): Promise<void> {
  const score = parseFinalResult(liveScore);
  await deps.db.transaction().execute(async (trx) => {
    await lockGame(trx, deps.dialect, id, "update");
    await bumpDataVersion(trx); // first: see updateGame in service.ts
    const row = await findGameRow(trx, id);
    if (!row) throw notFound("gameNotFound");
    if (row.isFinished === 1) throw conflict("liveScoreFinished");
    if (!isLive(row, deps.now())) throw conflict("liveScoreNotLocked");
    const live = { liveHome: score?.homeScore ?? null, liveAway: score?.awayScore ?? null };
    await trx
      .updateTable("games")
      .set({ ...live, updatedAt: nowIso() })
      .where("id", "=", id)
      .execute();
    await recordGameChanges(trx, id, by, row, { ...row, ...live }, deps.now());
    await publishAfterCommit(trx, { event: "game", gameId: id });
  });
}
