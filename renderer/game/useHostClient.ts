import { useEffect, useState } from 'react';
import type { HostClient } from '../../machines/engine/client';

/** Re-renders on every change of the client's mirrors (a view, the log, the status or the chat). */
export function useHostClient(client: HostClient): number {
  const [tick, setTick] = useState(0);
  useEffect(() => client.onChange(() => setTick((n) => n + 1)), [client]);
  return tick;
}
