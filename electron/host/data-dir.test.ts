import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adoptEarlierGames } from './data-dir';

describe('games kept by an earlier desktop build', () => {
  it('move into the data folder, except a game already there, so the Load list shows every game once', async () => {
    const root = mkdtempSync(join(tmpdir(), 'tessera-adopt-'));
    const earlier = join(root, 'config', 'Tessera', 'games');
    const dataDir = join(root, 'share', 'tessera', 'games');
    for (const [dir, id, text] of [[earlier, 'g1', 'old one'], [earlier, 'g2', 'old two'], [dataDir, 'g2', 'new two']]) {
      mkdirSync(join(dir, id), { recursive: true });
      writeFileSync(join(dir, id, 'snapshot.json'), text);
    }
    expect(await adoptEarlierGames(earlier, dataDir)).toBe(1);
    expect(readFileSync(join(dataDir, 'g1', 'snapshot.json'), 'utf8')).toBe('old one');
    expect(existsSync(join(earlier, 'g1'))).toBe(false);
    // The game both folders hold keeps the data folder's copy; the earlier one stays where it was.
    expect(readFileSync(join(dataDir, 'g2', 'snapshot.json'), 'utf8')).toBe('new two');
    expect(readFileSync(join(earlier, 'g2', 'snapshot.json'), 'utf8')).toBe('old two');
    expect(await adoptEarlierGames(dataDir, dataDir)).toBe(0);
    expect(await adoptEarlierGames(join(root, 'nowhere'), dataDir)).toBe(0);
  });
});
