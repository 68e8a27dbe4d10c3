import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSavedGame, SAVED_GAME_VERSION } from '../../models/core/saved-game';
import { sampleFile, withTempDir } from './fixtures';
import { loadGameFile, saveGameFile } from './game-file';
import { StorageError } from './storage-error';

async function loadError(path: string): Promise<StorageError> {
  const error = await loadGameFile(path).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StorageError);
  return error as StorageError;
}

async function loadText(dir: string, text: string): Promise<StorageError> {
  const path = join(dir, 'game.tessera');
  await writeFile(path, text);
  return loadError(path);
}

describe('single-file saved games', () => {
  it('SAVE-FILE: a saved game round-trips through one file, with nothing left beside it', async () => {
    await withTempDir(async (dir) => {
      const path = join(dir, 'game.tessera');
      await saveGameFile(path, sampleFile(30, 4));
      await saveGameFile(path, { ...sampleFile(31, 4), stateHash: 'final' });
      expect(await loadGameFile(path)).toEqual({ ...sampleFile(31, 4), stateHash: 'final' });
      expect(await readdir(dir)).toEqual(['game.tessera']);
    });
  });

  it('SAVE-FILE: a game that does not fit the schema is refused and the old file stays', async () => {
    await withTempDir(async (dir) => {
      const path = join(dir, 'game.tessera');
      await saveGameFile(path, sampleFile(2, 0));
      const before = await readFile(path, 'utf8');
      const bad = { ...sampleFile(3, 0), seed: 42 } as unknown as Parameters<typeof saveGameFile>[1];
      await expect(saveGameFile(path, bad)).rejects.toMatchObject({ code: 'invalid', message: expect.stringContaining('seed') });
      expect(await readFile(path, 'utf8')).toBe(before);
      expect(await readdir(dir)).toEqual(['game.tessera']);
    });
  });

  it('SAVE-FILE-CORRUPT: text that is not JSON is corrupt', async () => {
    await withTempDir(async (dir) => {
      const error = await loadText(dir, '{"format": "tessera-game", "version": 1,, }');
      expect(error.code).toBe('corrupt');
      expect(error.message).toContain('not readable JSON');
      expect((await loadText(dir, 'PK\u0003\u0004 a zip file')).code).toBe('corrupt');
    });
  });

  it('SAVE-FILE-CORRUPT: a wrong shape names the field that is wrong', async () => {
    await withTempDir(async (dir) => {
      const game = sampleFile(4, 1) as unknown as { players: { color: string }[]; actions: { index: number }[] };
      game.players[1].color = 'mauve';
      const error = await loadText(dir, JSON.stringify(game));
      expect(error.code).toBe('corrupt');
      expect(error.message).toContain('players[1].color');

      const skipped = sampleFile(4, 1) as unknown as { actions: { index: number }[] };
      skipped.actions[2].index = 3;
      expect((await loadText(dir, JSON.stringify(skipped))).message).toContain('actions[2].index is wrong: is 3, expected 2');

      const noType = sampleFile(2, 0) as unknown as { actions: { action: Record<string, unknown> }[] };
      delete noType.actions[1].action.type;
      expect((await loadText(dir, JSON.stringify(noType))).message).toContain('actions[1].action.type');

      expect((await loadText(dir, JSON.stringify({ ...sampleFile(), version: 'one' }))).message).toContain('version');
      const { seed: _seed, ...noSeed } = sampleFile();
      expect((await loadText(dir, JSON.stringify(noSeed))).message).toContain('the field seed is missing');
    });
  });

  it('SAVE-FILE-CORRUPT: two players on one seat is corrupt', () => {
    const game = sampleFile(0, 0);
    const result = parseSavedGame({ ...game, players: [game.players[0], { ...game.players[1], seat: 0 }] });
    expect(result).toMatchObject({ ok: false, code: 'corrupt', message: expect.stringContaining('players[1].seat') });
  });

  it('SAVE-FILE-FOREIGN: a file of another program or format is foreign', async () => {
    await withTempDir(async (dir) => {
      expect((await loadText(dir, JSON.stringify({ name: 'tessera', version: '0.1.0' }))).code).toBe('foreign');
      expect((await loadText(dir, JSON.stringify({ ...sampleFile(), format: 'vassal-module' }))).code).toBe('foreign');
      expect((await loadText(dir, '[1, 2, 3]')).code).toBe('foreign');
      expect((await loadText(dir, '"tessera-game"')).message).toContain('not a Tessera saved game');
    });
  });

  it('SAVE-FILE-NEWER: a file from a newer format version says its version and ours', async () => {
    await withTempDir(async (dir) => {
      const error = await loadText(dir, JSON.stringify({ ...sampleFile(), version: SAVED_GAME_VERSION + 2, newField: [] }));
      expect(error.code).toBe('newer-version');
      expect(error.message).toContain(`version ${SAVED_GAME_VERSION + 2}`);
      expect(error.message).toContain(`reads format version ${SAVED_GAME_VERSION}`);
    });
  });

  it('SAVE-FILE-TRUNCATED: a file cut off anywhere is truncated, never loaded', async () => {
    await withTempDir(async (dir) => {
      const text = JSON.stringify(sampleFile(20, 5), null, 2);
      for (const cut of [1, 10, Math.floor(text.length / 3), Math.floor(text.length / 2), text.length - 3, text.length - 1]) {
        const error = await loadText(dir, text.slice(0, cut));
        expect({ cut, code: error.code }).toEqual({ cut, code: 'truncated' });
      }
      expect((await loadText(dir, '')).code).toBe('truncated');
      expect((await loadText(dir, '\n  \n')).message).toContain('empty');
    });
  });

  it('SAVE-FILE: a missing file is reported as missing; a byte-order mark is tolerated', async () => {
    await withTempDir(async (dir) => {
      expect((await loadError(join(dir, 'none.tessera'))).code).toBe('missing');
      const path = join(dir, 'bom.tessera');
      await writeFile(path, `\uFEFF${JSON.stringify(sampleFile(1, 0))}`);
      expect((await loadGameFile(path)).actions).toHaveLength(1);
    });
  });
});
