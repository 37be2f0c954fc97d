import { useEffect, useState } from "react";
import { afterNextPaint } from "../../lib/afterPaint";

/**
 * How many of a screen's `count` later parts to render: none until the screen's data is in (`ready`), then one more
 * after each frame, so the browser paints (and takes a tap) between them. A first screen rendered in one piece holds a
 * phone's main thread for 200-400 ms, and its largest text paints only at the end (Lighthouse's Total Blocking Time
 * and Largest Contentful Paint, docs/rules.md "Delivery"); a screen's header paints first and the rest follows.
 */
export function useStepsAfterFirstPaint(ready: boolean, count: number): number {
  const [steps, setSteps] = useState(0);
  useEffect(() => {
    if (!ready || steps >= count) return;
    return afterNextPaint(() => setSteps((done) => done + 1));
  }, [ready, steps, count]);
  return steps;
}
