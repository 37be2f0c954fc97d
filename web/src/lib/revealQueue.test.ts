import { describe, expect, it } from "vitest";
import { createRevealQueue } from "./revealQueue";

/** A queue on a clock the test turns by hand: `tick` runs the steps scheduled so far (one task each). */
function handTurned() {
  let steps: (() => void)[] = [];
  const busy: boolean[] = [];
  const queue = createRevealQueue(
    (step) => {
      steps.push(step);
    },
    (waiting) => busy.push(waiting),
  );
  const drawn: string[] = [];
  const tick = () => {
    const due = steps;
    steps = [];
    for (const step of due) step();
  };
  /** What a part does when drawn: records itself, then asks for the parts it brings (a section's cards). */
  const part = (name: string, brings: string[] = []) => {
    return queue.add(() => {
      drawn.push(name);
      for (const child of brings) part(child);
    });
  };
  return { queue, drawn, busy, tick, part, pending: () => steps.length };
}

describe("revealQueue", () => {
  it("draws nothing in the task that asks, then one part per step", () => {
    const { drawn, tick, part } = handTurned();
    part("header");
    part("table");
    expect(drawn).toEqual([]);
    tick();
    expect(drawn).toEqual(["header"]);
    tick();
    expect(drawn).toEqual(["header", "table"]);
  });

  it("draws in the page's order, depth first: a section's cards come before the next section", () => {
    const { drawn, tick, part } = handTurned();
    part("upcoming", ["card 1", "card 2", "card 3"]);
    part("stats");
    part("recent", ["result 1", "result 2"]);
    for (let i = 0; i < 10; i++) tick();
    expect(drawn).toEqual(["upcoming", "card 1", "card 2", "card 3", "stats", "recent", "result 1", "result 2"]);
  });

  it("skips a part withdrawn before its turn (its screen was left) and goes idle when nothing waits", () => {
    const { drawn, tick, part, pending } = handTurned();
    part("a");
    const withdraw = part("b");
    part("c");
    withdraw();
    for (let i = 0; i < 5; i++) tick();
    expect(drawn).toEqual(["a", "c"]);
    expect(pending()).toBe(0);
  });

  it("starts again for parts asked for after it went idle (a screen opened later)", () => {
    const { drawn, tick, part, pending } = handTurned();
    part("first screen");
    tick();
    tick();
    expect(pending()).toBe(0);
    part("second screen");
    expect(pending()).toBe(1);
    tick();
    expect(drawn).toEqual(["first screen", "second screen"]);
  });

  it("says it is busy from the first part asked for until the last one is drawn, once each way", () => {
    const { busy, tick, part } = handTurned();
    part("section", ["card"]);
    part("next section");
    expect(busy).toEqual([true]);
    tick(); // section
    tick(); // card
    expect(busy).toEqual([true]);
    tick(); // next section
    tick(); // nothing left
    expect(busy).toEqual([true, false]);
    part("another screen");
    expect(busy).toEqual([true, false, true]);
  });
});
