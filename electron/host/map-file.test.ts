import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { modules } from '../../machines/registry';
import khronosOwn from '../../models/khronos/maps/tessera-original.json';
import empiresOwn from '../../models/empires/maps/tessera-east.json';
import { HostService } from './service';
import type { ServiceError } from './service-error';

const quiet = { botSchedule: () => () => undefined };
const players = [
  { name: 'Ada', color: 'orange', kind: 'hotseat' },
  { name: 'Bo', color: 'blue', kind: 'hotseat' },
] as const;
const fresh = () => new HostService(mkdtempSync(join(tmpdir(), 'tessera-map-')), modules, quiet);

/** Tessera's Khronos map mirrored left to right: another valid map. */
const mirrored = {
  ...khronosOwn,
  id: 'mirror',
  name: 'Mirror of the river',
  terrain: khronosOwn.terrain.map((row) => [...row].reverse().join('')),
  printedHamlets: khronosOwn.printedHamlets.map(([c, r]) => [15 - c, r]),
};

function refusal(f: () => unknown): ServiceError {
  try {
    f();
  } catch (error) {
    return error as ServiceError;
  }
  throw new Error('expected a refusal');
}

describe('a map file loaded for a new game', () => {
  it('KH-MAP-5: the service names a Khronos map file, and a game made with it is played on it, resumed on it too', async () => {
    const service = fresh();
    expect(service.moduleList().find((m) => m.id === 'khronos')?.map?.defaultName).toBe(khronosOwn.name);
    expect(service.checkMap('khronos', mirrored)).toEqual({ name: 'Mirror of the river' });
    const gameId = await service.newGame({ module: 'khronos', options: { map: mirrored }, players: [...players] });
    const live = await service.game(gameId);
    live.bots.stop();
    const view = live.host.viewFor(0) as { map: { name: string; terrain: string[] } };
    expect(view.map.name).toBe('Mirror of the river');
    const own = (await service.game(await service.newGame({ module: 'khronos', options: {}, players: [...players] }))).host.viewFor(0) as typeof view;
    expect(view.map.terrain).not.toEqual(own.map.terrain);
    // The file travels with the saved game: a copy imported elsewhere plays on the same map.
    const elsewhere = fresh();
    const copy = await elsewhere.game(await elsewhere.importGame(live.store.toSavedGame()));
    copy.bots.stop();
    expect((copy.host.viewFor(0) as typeof view).map.name).toBe('Mirror of the river');
  });

  it('KH-MAP-2 / KH-MAP-5: a bad Khronos map file is refused with the fields at fault, and no game is made', async () => {
    const service = fresh();
    const broken = { ...mirrored, terrain: mirrored.terrain.map((row, i) => (i === 3 ? row.slice(1) : row)) };
    const seen = refusal(() => service.checkMap('khronos', broken));
    expect(seen.code).toBe('bad-map');
    expect(seen.message).toContain('terrain.3');
    await expect(service.newGame({ module: 'khronos', options: { map: broken }, players: [...players] })).rejects.toMatchObject({ code: 'bad-map' });
    await expect(service.newGame({ module: 'khronos', options: { map: 'not a map' }, players: [...players] })).rejects.toMatchObject({ code: 'bad-map' });
    expect(await service.listGames()).toHaveLength(0);
  });

  it('ME-TERM-4: a Mega Empires map file is named, and a broken one refused with the area and field at fault', () => {
    const service = fresh();
    expect(service.checkMap('empires', { ...empiresOwn, name: 'Our own East, redrawn' })).toEqual({ name: 'Our own East, redrawn' });
    const areas = empiresOwn.areas.map((a, i) => (i === 3 ? { ...a, limit: 9 } : a));
    const seen = refusal(() => service.checkMap('empires', { ...empiresOwn, areas }));
    expect(seen.code).toBe('bad-map');
    expect(seen.message).toMatch(/areas\[3\]\.limit/);
  });

  it('a game played on its own board only refuses a map file by name', async () => {
    const service = fresh();
    expect(service.moduleList().find((m) => m.id === 'civ')?.map).toBeUndefined();
    expect(refusal(() => service.checkMap('civ', mirrored)).code).toBe('no-map-files');
    await expect(service.newGame({ module: 'civ', options: { map: mirrored }, players: [...players] })).rejects.toMatchObject({ code: 'no-map-files' });
    expect(refusal(() => service.checkMap('chess', mirrored)).code).toBe('unknown-module');
  });
});
