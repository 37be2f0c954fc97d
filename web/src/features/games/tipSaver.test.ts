import type { Score } from "@app/domain/scoring";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTipSaver, TIP_SAVE_DELAY_MS, type TipSaveState } from "./tipSaver";

const tip = (homeScore: number, awayScore: number): Score => ({ homeScore, awayScore });

/** A saver whose saves stay in flight until the test settles them. */
function setup(saved: Score | null = null) {
  const calls: { score: Score; resolve: () => void; reject: (error: unknown) => void }[] = [];
  const states: TipSaveState[] = [];
  const saver = createTipSaver({
    saved,
    save: (score) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ score, resolve, reject });
      }),
    onState: (state) => states.push(state),
  });
  const last = () => states.at(-1)?.status;
  return { saver, calls, states, last };
}

/** Lets the save's promise callbacks run. */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("createTipSaver", () => {
  it("sends nothing before the pause, then the latest tip once", async () => {
    const { saver, calls, last } = setup();
    for (let home = 1; home <= 10; home++) {
      saver.change(tip(home, 0));
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(calls).toHaveLength(0);
    expect(last()).toBe("waiting");
    await vi.advanceTimersByTimeAsync(TIP_SAVE_DELAY_MS - 100 - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => call.score)).toEqual([tip(10, 0)]);
    expect(last()).toBe("saving");
    calls[0].resolve();
    await flush();
    expect(last()).toBe("saved");
  });

  it("holds changes made during a save and sends the latest once after it: at most two requests", async () => {
    const { saver, calls, last } = setup();
    saver.change(tip(1, 0));
    await vi.advanceTimersByTimeAsync(TIP_SAVE_DELAY_MS);
    expect(calls).toHaveLength(1);
    for (let home = 2; home <= 10; home++) saver.change(tip(home, 0));
    await vi.advanceTimersByTimeAsync(TIP_SAVE_DELAY_MS * 3);
    expect(calls).toHaveLength(1);
    expect(last()).toBe("saving");

    calls[0].resolve();
    await flush();
    expect(calls.map((call) => call.score)).toEqual([tip(1, 0), tip(10, 0)]);
    calls[1].resolve();
    await flush();
    expect(last()).toBe("saved");
    await vi.advanceTimersByTimeAsync(TIP_SAVE_DELAY_MS * 3);
    expect(calls).toHaveLength(2);
  });

  it("waits out the pause of a change made during a save before sending it", async () => {
    const { saver, calls, last } = setup();
    saver.change(tip(1, 0));
    await vi.advanceTimersByTimeAsync(TIP_SAVE_DELAY_MS);
    saver.change(tip(2, 0));
    calls[0].resolve();
    await flush();
    expect(calls).toHaveLength(1);
    expect(last()).toBe("waiting");
    await vi.advanceTimersByTimeAsync(TIP_SAVE_DELAY_MS);
    expect(calls.map((call) => call.score)).toEqual([tip(1, 0), tip(2, 0)]);
  });

  it("sends nothing when the tip is back to what the server has", async () => {
    const { saver, calls, last } = setup(tip(2, 1));
    saver.change(tip(3, 1));
    saver.change(tip(2, 1));
    await vi.advanceTimersByTimeAsync(TIP_SAVE_DELAY_MS);
    expect(calls).toHaveLength(0);
    expect(last()).toBe("saved");

    saver.synced(tip(4, 4));
    saver.change(tip(2, 1));
    await vi.advanceTimersByTimeAsync(TIP_SAVE_DELAY_MS);
    expect(calls.map((call) => call.score)).toEqual([tip(2, 1)]);
  });

  it("drops a waiting tip when the fields turn invalid", async () => {
    const { saver, calls, last } = setup();
    saver.change(tip(1, 1));
    saver.discard();
    expect(last()).toBe("idle");
    await vi.advanceTimersByTimeAsync(TIP_SAVE_DELAY_MS * 2);
    expect(calls).toHaveLength(0);
  });

  it("reports a failed save with its error, and a retry sends the same tip at once", async () => {
    const { saver, calls, states, last } = setup();
    saver.change(tip(3, 2));
    await vi.advanceTimersByTimeAsync(TIP_SAVE_DELAY_MS);
    const failure = new Error("503");
    calls[0].reject(failure);
    await flush();
    expect(states.at(-1)).toEqual({ status: "error", error: failure });

    saver.retry();
    expect(calls.map((call) => call.score)).toEqual([tip(3, 2), tip(3, 2)]);
    expect(last()).toBe("saving");
    calls[1].resolve();
    await flush();
    expect(last()).toBe("saved");
    saver.retry();
    expect(calls).toHaveLength(2);
  });

  it("forgets a failure that a newer tip replaces", async () => {
    const { saver, calls, last } = setup();
    saver.change(tip(1, 0));
    await vi.advanceTimersByTimeAsync(TIP_SAVE_DELAY_MS);
    saver.change(tip(2, 0));
    calls[0].reject(new Error("network"));
    await flush();
    expect(last()).toBe("waiting");
    await vi.advanceTimersByTimeAsync(TIP_SAVE_DELAY_MS);
    calls[1].resolve();
    await flush();
    expect(last()).toBe("saved");
    saver.retry();
    expect(calls).toHaveLength(2);
  });

  it("on close sends a waiting tip at once and reports nothing more", async () => {
    const { saver, calls, states } = setup();
    saver.change(tip(5, 5));
    const reported = states.length;
    saver.close();
    expect(calls.map((call) => call.score)).toEqual([tip(5, 5)]);
    calls[0].resolve();
    await flush();
    expect(states).toHaveLength(reported);
  });

  it("on close during a save still sends the tip changed meanwhile, after it", async () => {
    const { saver, calls } = setup();
    saver.change(tip(1, 0));
    await vi.advanceTimersByTimeAsync(TIP_SAVE_DELAY_MS);
    saver.change(tip(2, 0));
    saver.close();
    expect(calls).toHaveLength(1);
    calls[0].resolve();
    await flush();
    expect(calls.map((call) => call.score)).toEqual([tip(1, 0), tip(2, 0)]);
  });
});
