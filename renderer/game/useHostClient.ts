import { useCallback, useSyncExternalStore } from 'react';
import type { HostClient } from '../../machines/engine/client';

/**
 * Re-renders on changes of the client's mirrors (a view, the log, the status or the chat), at most once a frame.
 *
 * useSyncExternalStore, not a subscription in useEffect: the host's first syncs can arrive between the first render
 * and the effect, and a listener added after them would never hear of them (the game stayed on "Opening the game…").
 * A burst of updates (bots at the instant pace send dozens a second) is drawn once, at the next frame, with the
 * latest revision: rendering each one made the window's drawing, not the game, the slow part. A hidden window gets no
 * frames, so a timer stands in for them there.
 */
export function useHostClient(client: HostClient): number {
  const subscribe = useCallback((changed: () => void) => coalesced(client, changed), [client]);
  return useSyncExternalStore(subscribe, () => client.revision);
}

/** Calls `changed` once per frame (or per timer tick while no frame comes) however many changes came in between. */
function coalesced(client: HostClient, changed: () => void): () => void {
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (frame) cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
    frame = 0;
    timer = undefined;
    changed();
  };
  const off = client.onChange(() => {
    if (timer !== undefined) return;
    frame = requestAnimationFrame(flush);
    timer = setTimeout(flush, 100);
  });
  return () => {
    off();
    if (frame) cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
