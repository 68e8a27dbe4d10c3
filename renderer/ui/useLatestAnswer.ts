import { useEffect, useRef, type DependencyList } from 'react';

// An answer that comes back after the panel moved on (a newer view, another piece, the dialog closed) must not
// overwrite what the newer request shows: each request's answer is handed on only while it is the latest one.

/**
 * Asks `request()` whenever `deps` change and hands its answer to `use` (its failure to `failed`), unless a newer
 * request or the component's end came first. `request` may answer null to ask nothing this time.
 */
export function useLatestAnswer<T>(request: () => Promise<T> | null, use: (answer: T) => void, deps: DependencyList, failed?: (error: unknown) => void): void {
  const latest = useRef({ request, use, failed });
  latest.current = { request, use, failed };
  useEffect(() => {
    let live = true;
    const { request: ask, use: take, failed: fail } = latest.current;
    ask()
      ?.then((answer) => live && take(answer))
      .catch((error: unknown) => {
        if (live) fail?.(error);
      });
    return () => {
      live = false;
    };
    // The caller's deps say when to ask again; the functions are read afresh through the ref.
  }, deps);
}

/**
 * Asks `request()` now and every `everyMs` while `deps` stay the same (a lobby following its seats, a join dialog
 * listing the games it hears of); answers to a request made before `deps` changed are dropped. A null `everyMs`
 * asks nothing.
 */
export function usePolledAnswer<T>(request: (first: boolean) => Promise<T>, use: (answer: T) => void, everyMs: number | null, deps: DependencyList, failed?: (error: unknown) => void): void {
  const latest = useRef({ request, use, failed });
  latest.current = { request, use, failed };
  useEffect(() => {
    if (everyMs === null) return;
    let live = true;
    const poll = (first: boolean) =>
      latest.current
        .request(first)
        .then((answer) => live && latest.current.use(answer))
        .catch((error: unknown) => {
          if (live) latest.current.failed?.(error);
        });
    void poll(true);
    const timer = setInterval(() => void poll(false), everyMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [everyMs, ...deps]);
}
