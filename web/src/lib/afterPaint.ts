/**
 * Runs `work` in a task of its own once the next frame has painted (a frame callback runs before its paint: the work
 * goes in a task after it). A hidden tab paints no frames, so the work also runs after 100 ms without one. Returns a
 * function that cancels it.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer = 0;
  const next = () => {
    clearTimeout(timer);
    cancelAnimationFrame(frame);
    timer = window.setTimeout(work, 0);
  };
  const frame = requestAnimationFrame(next);
  timer = window.setTimeout(next, 100);
  return () => {
    clearTimeout(timer);
    cancelAnimationFrame(frame);
  };
}
