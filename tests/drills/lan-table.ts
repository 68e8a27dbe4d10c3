import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { HostClient } from '../../machines/engine/client';
import type { GameHost } from '../../machines/engine/host';
import { modules } from '../../machines/registry';
import { HostService } from '../../electron/host/service';
import { startLanHost, type LanHost } from '../../electron/lan/lan-host';
import { LAN_PATH } from '../../models/core/lan';
import { PLAYER_COLORS, type Seat } from '../../models/core/module';
import { PROTOCOL_VERSION, type HostMessage } from '../../models/core/protocol';

/** A game hosted for LAN guests on 127.0.0.1, in a fresh data folder, with the host machine's own window. */
export interface LanTable {
  readonly service: HostService;
  readonly lan: LanHost;
  readonly host: GameHost;
  readonly dataDir: string;
  close(): Promise<void>;
}

export async function lanTable(module: string, kinds: readonly ('lan' | 'hotseat')[], seed: string, options: Record<string, unknown> = {}): Promise<LanTable> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-drill-'));
  const service = new HostService(dataDir, modules);
  const gameId = await service.newGame({ module, options, players: kinds.map((kind, seat) => ({ name: `P${seat + 1}`, color: PLAYER_COLORS[seat], kind })), seed });
  // Long silence and hello limits: a busy 2-core CI machine must not drop a guest the drill did not cut.
  const lan = await startLanHost({ service, gameId, address: '127.0.0.1', port: 0, heartbeatMs: 500, silenceMs: 60_000, helloTimeoutMs: 30_000, rateLimit: { freeTries: 1000 } });
  return {
    service,
    lan,
    host: lan.game,
    dataDir,
    close: async () => {
      await lan.close();
      await service.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The host machine's own window, in memory, holding `seats` (JSON on the way, as on a wire). */
export function localWindow(host: GameHost, seats: readonly Seat[]): { client: HostClient; close(): void; sent: string[] } {
  let attached: ReturnType<GameHost['attach']> | null = null;
  const early: string[] = [];
  const sent: string[] = [];
  const client = new HostClient((m) => {
    const text = JSON.stringify(m);
    if (m.t === 'act') sent.push(text);
    if (attached) attached.receive(JSON.parse(text));
    else early.push(text);
  });
  attached = host.attach({ seats, watches: seats, send: (m: HostMessage) => client.receive(JSON.parse(JSON.stringify(m)) as HostMessage) });
  for (const m of early.splice(0)) attached.receive(JSON.parse(m));
  return { client, sent, close: () => attached?.detach() };
}

/** A raw guest socket: says hello itself and hands every later frame, parsed, to `onMessage`. */
export interface RawGuest {
  readonly ws: WebSocket;
  readonly seat: Seat;
  readonly token: string;
  readonly closed: Promise<number>;
}

export function rawGuest(lan: LanHost, hello: { code?: string; token?: string; seat?: Seat }, onMessage: (m: Record<string, unknown>, text: string) => void): Promise<RawGuest> {
  const ws = new WebSocket(`ws://127.0.0.1:${lan.port}${LAN_PATH}`, { perMessageDeflate: false });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no welcome')), 15_000);
    let welcomed = false;
    ws.on('error', (error) => {
      if (!welcomed) reject(error);
    });
    ws.on('open', () => ws.send(JSON.stringify({ t: 'hello', protocol: PROTOCOL_VERSION, ...hello })));
    ws.on('message', (data) => {
      const text = data.toString();
      const m = JSON.parse(text) as Record<string, unknown>;
      if (!welcomed) {
        clearTimeout(timer);
        if (m.t !== 'welcome') return reject(new Error(`hello refused: ${text.slice(0, 200)}`));
        welcomed = true;
        resolve({ ws, seat: m.seat as Seat, token: m.token as string, closed });
        return;
      }
      onMessage(m, text);
    });
  });
}

/** Polls until `check` holds; false after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs = 10_000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 1));
  }
  return true;
}
