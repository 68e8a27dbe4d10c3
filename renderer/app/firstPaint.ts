/**
 * Runs `then` once the browser has painted the page as it stands (a frame callback, then a task after that frame),
 * and marks the moment as the user timing mark `tessera:first-paint` for the app benchmark. Returns a canceller.
 */
export function afterFirstPaint(then: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      if (cancelled) return;
      if (performance.getEntriesByName(FIRST_PAINT).length === 0) performance.mark(FIRST_PAINT);
      then();
    }, 0);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

export const FIRST_PAINT = 'tessera:first-paint';
