import { utimes, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleAction, sampleFile, sampleHeader, withTempDir } from './fixtures';
import { saveGameFile } from './game-file';
import { GameStore, LOG_FILE, SNAPSHOT_FILE } from './game-store';
import { listSavedGames } from './saved-games';

async function touch(paths: string[], iso: string): Promise<void> {
  const time = new Date(iso);
  for (const path of paths) await utimes(path, time, time);
}

describe('resume list', () => {
  it('SAVE-LIST: autosave folders and saved files are listed, most recently played first, with module, players and action count', async () => {
    await withTempDir(async (data) => {
      const older = await GameStore.create(join(data, 'older'), sampleHeader('older'), { snapshotEvery: 4 });
      for (let i = 0; i < 10; i++) await older.append(sampleAction(i));
      await older.close();
      const newer = await GameStore.create(join(data, 'newer'), { ...sampleHeader('newer'), module: 'empires' });
      await newer.append(sampleAction(0));
      await newer.close();
      await saveGameFile(join(data, 'shared.tessera'), sampleFile(7, 0));
      await writeFile(join(data, 'broken.tessera'), '{"format":"tessera-game","version":1,"gam');
      await writeFile(join(data, 'notes.txt'), 'not a game');
      await mkdir(join(data, 'empty-folder'));

      await touch([join(data, 'older', SNAPSHOT_FILE), join(data, 'older', LOG_FILE)], '2026-11-01T10:00:00Z');
      await touch([join(data, 'newer', SNAPSHOT_FILE), join(data, 'newer', LOG_FILE)], '2026-11-20T10:00:00Z');
      await touch([join(data, 'shared.tessera')], '2026-11-10T10:00:00Z');
      await touch([join(data, 'broken.tessera')], '2026-11-05T10:00:00Z');

      const list = await listSavedGames(data);
      expect(list.map((l) => [l.kind, l.path.slice(data.length + 1), l.lastPlayed])).toEqual([
        ['autosave', 'newer', '2026-11-20T10:00:00.000Z'],
        ['file', 'shared.tessera', '2026-11-10T10:00:00.000Z'],
        ['file', 'broken.tessera', '2026-11-05T10:00:00.000Z'],
        ['autosave', 'older', '2026-11-01T10:00:00.000Z'],
      ]);
      expect(list[0]).toMatchObject({ ok: true, module: 'empires', gameId: 'newer', actionCount: 1 });
      expect(list[1]).toMatchObject({ ok: true, module: 'khronos', actionCount: 7 });
      expect(list[2]).toMatchObject({ ok: false, code: 'truncated' });
      expect(list[3]).toMatchObject({ ok: true, actionCount: 10, players: sampleHeader().players });
    });
  });

  it('SAVE-LIST: a data folder that does not exist yet lists nothing', async () => {
    await withTempDir(async (data) => {
      expect(await listSavedGames(join(data, 'not-yet'))).toEqual([]);
    });
  });
});
