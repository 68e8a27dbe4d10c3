import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameHost } from '../../machines/engine/host';
import { connectInMemory } from '../../machines/engine/in-memory';
import { modules } from '../../machines/registry';
import { HostService } from '../../electron/host/service';
import { startLanHost, type LanHost, type LanHostOptions } from '../../electron/lan/lan-host';
import { PLAYER_COLORS, type Seat } from '../../models/core/module';

export const NAMES = ['Ada', 'Bram', 'Cleo', 'Dov', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Juno'];

/** A sandbox game in a fresh data folder: seats 0..lanCount-1 are LAN seats, the rest the host's hotseat. */
export async function newLanGame(seats: number, lanCount: number, dataDir = mkdtempSync(join(tmpdir(), 'tessera-lan-'))) {
  const service = new HostService(dataDir, modules);
  const gameId = await service.newGame({
    module: 'sandbox',
    options: { deckSize: 60, gridSize: 8 },
    players: NAMES.slice(0, seats).map((name, seat) => ({ name, color: PLAYER_COLORS[seat], kind: seat < lanCount ? ('lan' as const) : ('hotseat' as const) })),
    seed: 'lan-tests',
  });
  return { service, gameId, dataDir, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

export function lanOptions(service: HostService, gameId: string, extra: Partial<LanHostOptions> = {}): LanHostOptions {
  return { service, gameId, address: '127.0.0.1', port: 0, heartbeatMs: 100, silenceMs: 3000, rateLimit: { freeTries: 5, baseDelayMs: 300, maxDelayMs: 5000 }, ...extra };
}

export { startLanHost, type LanHost };

/** Polls until `check` holds (or throws with `what` after the timeout). */
export async function until(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

/** The host machine's own window for its hotseat seats, in memory, with every message recorded as JSON text. */
export function hotseat(host: GameHost, seats: readonly Seat[]) {
  const frames: string[] = [];
  const { client, close } = connectInMemory(host, seats, seats, { onHost: (m) => frames.push(JSON.stringify(m)) });
  return { client, frames, close };
}
