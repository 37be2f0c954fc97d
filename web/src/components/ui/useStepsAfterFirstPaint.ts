import { useEffect, useState } from "react";

/**
 * How many of a screen's `count` later parts to render: none until the screen's data is in (`ready`), then one more in
 * each task after that render, so the browser can paint and take a tap between them. A first screen rendered in one
 * piece holds a phone's main thread for 200-400 ms (Lighthouse's Total Blocking Time counts every task beyond 50 ms,
 * docs/rules.md "Delivery"); what sits below the first view renders in pieces after it.
 */
export function useStepsAfterFirstPaint(ready: boolean, count: number): number {
  const [steps, setSteps] = useState(0);
  useEffect(() => {
    if (!ready || steps >= count) return;
    const timer = setTimeout(() => setSteps((done) => done + 1), 0);
    return () => clearTimeout(timer);
  }, [ready, steps, count]);
  return steps;
}
