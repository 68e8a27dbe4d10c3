import type { Seat } from '../../models/core/module';
import type { HostMessage } from '../../models/core/protocol';
import { HostClient } from './client';
import type { GameHost } from './host';

/**
 * The in-memory transport: a client wired straight to a host in the same process (tests, tutorials, the
 * scenario runner, bots). Messages pass as structured clones of JSON so nothing is shared by reference, as on a wire.
 * `onHost` sees each host message before the client does (the drills search it for secrets, the LAN tests record it).
 */
export function connectInMemory(host: GameHost, seats: readonly Seat[], watches: readonly (Seat | null)[] = seats, options: { copy?: boolean; onHost?: (message: HostMessage) => void } = {}): { client: HostClient; close(): void } {
  const copy = options.copy ?? true;
  const pass = <T>(m: T): T => (copy ? (JSON.parse(JSON.stringify(m)) as T) : m);
  let attached: ReturnType<GameHost['attach']> | null = null;
  const outbox: unknown[] = [];
  const client = new HostClient((message) => {
    if (attached) attached.receive(pass(message));
    else outbox.push(pass(message));
  });
  attached = host.attach({
    seats,
    watches: watches.length > 0 ? watches : [null],
    send: (message) => {
      options.onHost?.(message);
      client.receive(pass(message));
    },
  });
  for (const m of outbox.splice(0)) attached.receive(m);
  return { client, close: () => attached?.detach() };
}
