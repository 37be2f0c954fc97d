/**
 * The save queue behind one card of the round tip sheet (docs/rules.md "Round tip sheet"), free of React and the DOM:
 * a valid tip is sent once the player pauses for `delayMs`; while a save is in flight further changes wait and the
 * latest is sent once after it, so a burst of changes costs at most two requests.
 *
 *   const saver = createTipSaver({ save: (score) => post(score), onState: setState, saved: game.userBet?.predictedResult });
 *   saver.change({ homeScore: 2, awayScore: 1 }); // ...600 ms later: save({ homeScore: 2, awayScore: 1 })
 */
import type { Score } from "@app/domain/scoring";

/** 'waiting': a change waits for the pause or for the save in flight. */
export type TipSaveState =
  | { status: "idle" }
  | { status: "waiting" }
  | { status: "saving" }
  | { status: "saved" }
  | { status: "error"; error: unknown };

export const TIP_SAVE_DELAY_MS = 600;

export interface TipSaverOptions {
  save(score: Score): Promise<unknown>;
  onState(state: TipSaveState): void;
  /** What the server already has: changing back to it sends nothing. */
  saved?: Score | null;
  delayMs?: number;
}

export interface TipSaver {
  /** A valid tip: sent after the pause. */
  change(score: Score): void;
  /** The fields no longer hold a valid tip: the waiting one is dropped, nothing is sent. */
  discard(): void;
  /** After an error: send the tip that failed again, now. */
  retry(): void;
  /** The server's tip changed (a refetch): the baseline for "nothing changed". */
  synced(score: Score | null): void;
  /** The card goes away: a waiting tip is sent now (or after the save in flight); nothing is reported any more. */
  close(): void;
}

const sameScore = (a: Score | null, b: Score | null) =>
  a !== null && b !== null && a.homeScore === b.homeScore && a.awayScore === b.awayScore;

export function createTipSaver({ save, onState, saved = null, delayMs = TIP_SAVE_DELAY_MS }: TipSaverOptions): TipSaver {
  let lastSaved = saved;
  let pending: Score | null = null;
  let failed: Score | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;
  let closed = false;

  const report = (state: TipSaveState) => {
    if (!closed) onState(state);
  };

  const stopTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  const send = () => {
    const score = pending;
    pending = null;
    if (score === null) return;
    if (sameScore(score, lastSaved)) {
      report({ status: "saved" });
      return;
    }
    inFlight = true;
    report({ status: "saving" });
    save(score).then(
      () => {
        lastSaved = score;
        settle(null);
      },
      (error: unknown) => settle({ score, error }),
    );
  };

  // A newer tip supersedes the one that just settled, whether that one was saved or failed.
  const settle = (failure: { score: Score; error: unknown } | null) => {
    inFlight = false;
    if (pending !== null) {
      if (timer === undefined) send();
      else report({ status: "waiting" });
      return;
    }
    if (failure) {
      failed = failure.score;
      report({ status: "error", error: failure.error });
    } else {
      report({ status: "saved" });
    }
  };

  return {
    change(score) {
      failed = null;
      pending = score;
      stopTimer();
      timer = setTimeout(() => {
        timer = undefined;
        if (!inFlight) send();
      }, delayMs);
      report({ status: inFlight ? "saving" : "waiting" });
    },
    discard() {
      stopTimer();
      pending = null;
      failed = null;
      report({ status: inFlight ? "saving" : "idle" });
    },
    retry() {
      if (failed === null) return;
      pending = failed;
      failed = null;
      stopTimer();
      if (!inFlight) send();
    },
    synced(score) {
      lastSaved = score;
    },
    close() {
      closed = true;
      if (timer === undefined) return;
      stopTimer();
      if (!inFlight) send();
    },
  };
}
