// @ts-nocheck
// Work that must not hold the first paint (docs/architecture/web.md#a-repeat-visit-paints-from-the-device):
// a request that ends before the screen is on it delays the paint, on a phone and in
// Lighthouse's LCP alike. A frame callback runs just before the next paint, and a task queued
// from it just after.

/** Runs `work` once the next frame has painted; returns the function that cancels it. */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
