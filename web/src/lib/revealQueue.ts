import { afterNextPaint } from "./afterPaint";

/**
 * The order in which a screen's parts are first drawn, one part per task with a frame between them
 * (components/ui/Reveal.tsx). A first screen drawn in one piece held a phone's main thread for 200-600 ms, which a tap
 * waits behind (Lighthouse's Total Blocking Time, docs/rules.md "Delivery"); a part (a section, a card, a few rows) is
 * a few milliseconds.
 *
 * Parts are drawn in the page's order, depth first: the parts a newly drawn part brings with it (a section's cards) come
 * before the parts that were already waiting (the next section). Nothing is drawn above what is already on screen, so
 * nothing on screen moves (no layout shift).
 */
export interface RevealQueue {
  /** Asks for `reveal` to be called in a task of its own, in turn; returns a function that withdraws the request. */
  add(reveal: () => void): () => void;
}

interface Waiting {
  reveal: () => void;
  withdrawn: boolean;
}

/**
 * `schedule` runs a step later (afterNextPaint in the app, a hand-turned clock in tests); `busy` hears when parts start
 * to wait and when the last one has been drawn.
 */
export function createRevealQueue(schedule: (step: () => void) => void, busy: (waiting: boolean) => void): RevealQueue {
  let waiting: Waiting[] = [];
  /** Asked for since the last step: drawn before `waiting`, in the order they asked. */
  let fresh: Waiting[] = [];
  let scheduled = false;

  const step = () => {
    scheduled = false;
    waiting = [...fresh, ...waiting].filter((part) => !part.withdrawn);
    fresh = [];
    const next = waiting.shift();
    if (!next) {
      busy(false);
      return;
    }
    next.withdrawn = true;
    // Always one more step: what this part brings with it asks only once it has rendered, after this task's code.
    scheduled = true;
    schedule(step);
    next.reveal();
  };

  return {
    add(reveal) {
      const part: Waiting = { reveal, withdrawn: false };
      fresh.push(part);
      if (!scheduled) {
        scheduled = true;
        busy(true);
        schedule(step);
      }
      return () => {
        part.withdrawn = true;
      };
    },
  };
}

/**
 * The app's queue: the first part after the screen's first paint, each next one after the next paint. While parts wait,
 * the page area says it is still being drawn (`aria-busy`: assistive technology waits for the whole; so do the e2e tests).
 */
export const revealQueue = createRevealQueue(afterNextPaint, (waiting) => {
  const main = document.getElementById("main");
  if (waiting) main?.setAttribute("aria-busy", "true");
  else main?.removeAttribute("aria-busy");
});
