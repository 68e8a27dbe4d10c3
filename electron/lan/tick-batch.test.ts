import { once } from 'node:events';
import { createServer, connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { batchThisTick } from './tick-batch';

describe('one write per peer per tick', () => {
  it('LAN-PLAY-1: frames sent to a socket in one callback wait for its end, then leave together and in order', async () => {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const port = (server.address() as { port: number }).port;
    const accepted = once(server, 'connection') as Promise<[Socket]>;
    const client = connect(port, '127.0.0.1');
    await once(client, 'connect');
    const [peer] = await accepted;
    let received = '';
    peer.on('data', (d: Buffer) => (received += d.toString()));
    batchThisTick(client);
    batchThisTick(client); // a second call in the same tick does not cork twice
    client.write('accepted;');
    client.write('patch;');
    expect(client.writableCorked).toBe(1);
    expect(client.writableLength).toBe('accepted;patch;'.length);
    await new Promise((r) => process.nextTick(r));
    expect(client.writableCorked).toBe(0);
    const until = Date.now() + 2000;
    while (received.length < 15 && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
    expect(received).toBe('accepted;patch;');
    client.destroy();
    peer.destroy();
    server.close();
  });
});
