// The seam between the Electron IPC transport and the game host (electron/host, wired by the
// integrator): main hands every checked renderer message to `fromRenderer`, and whatever the
// host passes to `toRenderer` goes to the window.

export type HostHandler = (message: unknown) => void;

export interface HostLink {
  /** Called by main with a message already checked by ipc-contract. */
  fromRenderer(message: unknown): void;
  /** The game host's inbox; until one is set, messages wait in a short queue. */
  setHandler(handler: HostHandler): void;
  /** The game host sends to the window through this. */
  toRenderer(message: unknown): void;
  /** main subscribes the window here; returns an unsubscribe function. */
  onToRenderer(listener: HostHandler): () => void;
}

/** Messages held while no host is attached (the window may talk before the host is wired). */
export const MAX_QUEUED = 256;

export function createHostLink(): HostLink {
  let handler: HostHandler | null = null;
  const queue: unknown[] = [];
  const listeners = new Set<HostHandler>();
  return {
    fromRenderer(message) {
      if (handler) handler(message);
      else if (queue.length < MAX_QUEUED) queue.push(message);
    },
    setHandler(next) {
      handler = next;
      for (const message of queue.splice(0)) next(message);
    },
    toRenderer(message) {
      for (const listener of listeners) listener(message);
    },
    onToRenderer(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
