import type { Duplex } from 'node:stream';

const corked = new WeakSet<Duplex>();

/**
 * Holds a socket's writes until the end of the current callback, so the frames sent to one peer in one go (the
 * actor's `accepted` and its patch; an ack and the next move) leave in one write: one syscall, and one wakeup of
 * the reader instead of one per frame.
 */
export function batchThisTick(socket: Duplex | null | undefined): void {
  if (!socket || corked.has(socket) || socket.destroyed) return;
  corked.add(socket);
  socket.cork();
  process.nextTick(() => {
    corked.delete(socket);
    socket.uncork();
  });
}
