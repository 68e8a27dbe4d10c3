import { useCallback, useSyncExternalStore } from 'react';
import type { HostClient } from '../../machines/engine/client';

/**
 * Re-renders on every change of the client's mirrors (a view, the log, the status or the chat).
 *
 * useSyncExternalStore, not a subscription in useEffect: the host's first syncs can arrive between the first render
 * and the effect, and a listener added after them would never hear of them (the game stayed on "Opening the game…").
 */
export function useHostClient(client: HostClient): number {
  const subscribe = useCallback((changed: () => void) => client.onChange(() => changed()), [client]);
  return useSyncExternalStore(subscribe, () => client.revision);
}
