import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { modules } from '../../machines/registry';
import { HostService } from './service';

const quiet = { botSchedule: () => () => undefined };
const players = [
  { name: 'Ada', color: 'orange', kind: 'hotseat' },
  { name: 'Bo', color: 'blue', kind: 'hotseat' },
] as const;

describe('a saved game keeps the options it was played with', () => {
  it('CIV-INVAB-04: a new game saves every option, defaults included, so a later default never changes it', async () => {
    const service = new HostService(mkdtempSync(join(tmpdir(), 'tessera-options-')), modules, quiet);
    const live = await service.game(await service.newGame({ module: 'civ', options: { battleWounds: 'subtract-wounds' }, players: [...players] }));
    expect(live.header.options.investmentSet).toBe('catalogue');
    expect(live.header.options.battleWounds).toBe('subtract-wounds');
    live.bots.stop();
  });

  it('CIV-INVAB-04: a Civilization game saved before the catalogue investments became the default keeps Tessera\'s own titles', async () => {
    const service = new HostService(mkdtempSync(join(tmpdir(), 'tessera-options-')), modules, quiet);
    const file = { format: 'tessera-game', version: 1, gameId: 'old-civ', module: 'civ', options: {}, players: players.map((p, seat) => ({ ...p, seat })), seed: 'old', createdAt: '2026-11-01T10:00:00.000Z', actions: [], chat: [] };
    const live = await service.game(await service.importGame(file));
    expect((live.host.options as { investmentSet: string }).investmentSet).toBe('proposed');
    live.bots.stop();
    const chosen = await service.game(await service.importGame({ ...file, gameId: 'chosen', options: { investmentSet: 'catalogue' } }));
    expect((chosen.host.options as { investmentSet: string }).investmentSet).toBe('catalogue');
    chosen.bots.stop();
  });

  it('a deal typed in the new-game dialog is the game\'s seed: the same words give the same start, none a fresh shuffle', async () => {
    const service = new HostService(mkdtempSync(join(tmpdir(), 'tessera-deal-')), modules, quiet);
    const start = async (seed?: string) => {
      const live = await service.game(await service.newGame({ module: 'khronos', options: {}, players: [...players], ...(seed ? { seed } : {}) }));
      live.bots.stop();
      return { seed: live.header.seed, view: JSON.stringify(live.host.viewFor(0)) };
    };
    const [a, b, fresh] = [await start('friday night'), await start('friday night'), await start()];
    expect(a.seed).toBe('friday night');
    expect(b.view).toBe(a.view);
    expect(fresh.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(fresh.view).not.toBe(a.view);
  });
  it('ENGINE-SEAT-1: the bots\' pace chosen for a game is saved with it, so the game resumed later, or its file opened elsewhere, keeps it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-pace-'));
    const delays: number[] = [];
    const recording = { botSchedule: (_task: () => void, delayMs: number) => (delays.push(delayMs), () => undefined) };
    const bots = [
      { name: 'Hal', color: 'orange', kind: 'bot', level: 'easy' },
      { name: 'Eve', color: 'blue', kind: 'bot', level: 'easy' },
    ] as const;
    const first = new HostService(dir, modules, recording);
    const gameId = await first.newGame({ module: 'khronos', options: {}, players: [...bots], seed: 'pace', botDelayMs: 0 });
    const live = await first.game(gameId);
    expect(live.header.botDelayMs).toBe(0);
    await expect.poll(() => delays.length).toBeGreaterThan(0);
    live.bots.stop();
    await first.close();
    // Another run of the app (the service's own default pace is 800 ms) resumes it at the pace chosen.
    delays.length = 0;
    const again = new HostService(dir, modules, recording);
    const resumed = await again.game(gameId);
    await expect.poll(() => delays.length).toBeGreaterThan(0);
    expect(new Set(delays)).toEqual(new Set([0]));
    // And a copy of its file opened in yet another place.
    const file = resumed.store.toSavedGame();
    resumed.bots.stop();
    await again.close();
    delays.length = 0;
    const elsewhere = new HostService(mkdtempSync(join(tmpdir(), 'tessera-pace-copy-')), modules, recording);
    const copy = await elsewhere.game(await elsewhere.importGame(file));
    expect(copy.header.botDelayMs).toBe(0);
    await expect.poll(() => delays.length).toBeGreaterThan(0);
    expect(new Set(delays)).toEqual(new Set([0]));
    copy.bots.stop();
    await elsewhere.close();
  });
});
