import { appendFile, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crc32Hex } from './crc32';
import { writeFileAtomic } from './durable';
import { sampleAction, sampleChat, sampleFile, sampleHeader, withTempDir } from './fixtures';
import { DEFAULT_SNAPSHOT_EVERY, GameStore, LOG_FILE, SNAPSHOT_FILE, loadGame } from './game-store';
import { encodeRecord } from './log-records';
import { StorageError } from './storage-error';

const actions = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => sampleAction(from + i));
const logLines = async (dir: string) => (await readFile(join(dir, LOG_FILE), 'utf8')).split('\n').filter(Boolean);

async function failure(promise: Promise<unknown>): Promise<StorageError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StorageError);
  return error as StorageError;
}

describe('game store', () => {
  it('SAVE-CRC: the log checksum is the standard CRC-32', () => {
    expect(crc32Hex(Buffer.from('123456789'))).toBe('cbf43926');
    expect(crc32Hex(Buffer.from(''))).toBe('00000000');
  });

  it('SAVE-ACK: actions and chat appended and resolved come back from load, in order, with their content', async () => {
    await withTempDir(async (dir) => {
      const store = await GameStore.create(dir, sampleHeader(), { snapshotEvery: 1000 });
      for (let i = 0; i < 12; i++) {
        await store.append(sampleAction(i));
        if (i % 3 === 0) await store.append({ chat: sampleChat(i / 3) });
      }
      await store.close();
      const loaded = await loadGame(dir);
      expect(loaded.header).toEqual(sampleHeader());
      expect(loaded.actions).toEqual(actions(0, 12));
      expect(loaded.chat).toEqual([0, 1, 2, 3].map(sampleChat));
      expect(loaded.recovery).toMatchObject({ snapshotActions: 0, logRecords: 16, staleRecords: 0, tornBytes: 0 });
    });
  });

  it('SAVE-FILE: a rewritten header (a bot level chosen in the LAN lobby) is saved with the actions so far; a bad one changes nothing', async () => {
    await withTempDir(async (dir) => {
      const store = await GameStore.create(dir, sampleHeader(), { snapshotEvery: 1000 });
      await store.append(sampleAction(0));
      const renamed = { ...sampleHeader(), players: sampleHeader().players.map((p, i) => (i === 0 ? { ...p, name: 'Zed' } : p)) };
      await store.rewriteHeader(renamed);
      expect((await failure(store.rewriteHeader({ ...renamed, players: [] }))).code).toBe('invalid');
      expect((await failure(store.rewriteHeader({ ...renamed, gameId: 'game-2' }))).code).toBe('invalid');
      await store.append(sampleAction(1));
      await store.close();
      const loaded = await loadGame(dir);
      expect(loaded.header).toEqual(renamed);
      expect(loaded.actions).toEqual(actions(0, 2));
    });
  });

  it('SAVE-ORDER: appends made together are written in call order and share fsyncs (group commit)', async () => {
    await withTempDir(async (dir) => {
      const store = await GameStore.create(dir, sampleHeader(), { snapshotEvery: 1000 });
      const resolved: number[] = [];
      await Promise.all(actions(0, 200).map((a) => store.append(a).then(() => resolved.push(a.index))));
      expect(resolved).toEqual(actions(0, 200).map((a) => a.index));
      expect(store.stats.records).toBe(200);
      expect(store.stats.batches).toBeLessThan(20);
      const indexes = (await logLines(dir)).map((line) => JSON.parse(line.slice(9)).action.index);
      expect(indexes).toEqual(actions(0, 200).map((a) => a.index));
      await store.close();
    });
  });

  it('SAVE-ORDER: the appends of one turn of the event loop share one write and one fsync; the next turn writes its own', async () => {
    await withTempDir(async (dir) => {
      const store = await GameStore.create(dir, sampleHeader(), { snapshotEvery: 1000 });
      await Promise.all(actions(0, 50).map((a) => store.append(a)));
      expect(store.stats).toMatchObject({ batches: 1, records: 50 });
      await store.append(sampleAction(50));
      expect(store.stats).toMatchObject({ batches: 2, records: 51 });
      await store.close();
      expect((await loadGame(dir)).actions).toEqual(actions(0, 51));
    });
  });

  it('SAVE-ORDER: an index out of turn or a malformed entry is refused without stopping the store', async () => {
    await withTempDir(async (dir) => {
      const store = await GameStore.create(dir, sampleHeader());
      await store.append(sampleAction(0));
      expect((await failure(store.append(sampleAction(2)))).code).toBe('invalid');
      expect((await failure(store.append({ chat: sampleChat(1) }))).message).toContain('next chat line is 0');
      const bad = await failure(store.append({ ...sampleAction(1), action: { type: '' } }));
      expect(bad.message).toContain('action.type');
      await store.append(sampleAction(1));
      await store.close();
      expect((await failure(store.append(sampleAction(2)))).code).toBe('closed');
      expect((await loadGame(dir)).actions).toEqual(actions(0, 2));
    });
  });

  it('SAVE-ROTATE: every N actions a snapshot takes the actions so far and the log starts empty', async () => {
    await withTempDir(async (dir) => {
      const store = await GameStore.create(dir, sampleHeader(), { snapshotEvery: 10 });
      for (const a of actions(0, 25)) await store.append(a);
      await store.append({ chat: sampleChat(0) });
      await store.close();
      const snapshot = JSON.parse(await readFile(join(dir, SNAPSHOT_FILE), 'utf8'));
      expect(snapshot.actions).toHaveLength(20);
      expect(snapshot.stateHash).toBe(sampleAction(19).stateHash);
      expect(await logLines(dir)).toHaveLength(6);
      const loaded = await loadGame(dir);
      expect(loaded.actions).toEqual(actions(0, 25));
      expect(loaded.recovery).toMatchObject({ snapshotActions: 20, logRecords: 6 });
      expect((await readdir(dir)).sort()).toEqual([LOG_FILE, SNAPSHOT_FILE]);
    });
  });

  it('SAVE-ROTATE: by default snapshots come every 200 actions, then as far apart as the snapshot is long', async () => {
    await withTempDir(async (dir) => {
      const store = await GameStore.create(dir, sampleHeader());
      const taken: number[] = [];
      for (let i = 0; i < 1000; i++) {
        await store.append(sampleAction(i));
        // A snapshot is taken after the batch that reached its count, so it shows once the next append resolves.
        if (store.stats.snapshots > taken.length) taken.push(i);
      }
      await store.close();
      expect(taken).toEqual([DEFAULT_SNAPSHOT_EVERY, 2 * DEFAULT_SNAPSHOT_EVERY, 4 * DEFAULT_SNAPSHOT_EVERY]);
      const loaded = await loadGame(dir);
      expect(loaded.actions).toEqual(actions(0, 1000));
      expect(loaded.recovery).toMatchObject({ snapshotActions: 4 * DEFAULT_SNAPSHOT_EVERY, logRecords: 1000 - 4 * DEFAULT_SNAPSHOT_EVERY });
      // Reopened, open() folds the log into a snapshot of 1000 actions; the next comes 1000 actions later.
      const reopened = await GameStore.open(dir);
      expect(reopened.stats.snapshots).toBe(1);
      for (let i = 1000; i < 2000; i++) await reopened.append(sampleAction(i));
      expect(reopened.stats.snapshots).toBe(1);
      await reopened.append(sampleAction(2000));
      expect(reopened.stats.snapshots).toBe(2);
      await reopened.close();
    });
  });

  it('SAVE-ROTATE: a crash between snapshot and log rotation neither loses nor duplicates actions', async () => {
    await withTempDir(async (dir) => {
      const store = await GameStore.create(dir, sampleHeader(), { snapshotEvery: 1000 });
      for (const a of actions(0, 12)) await store.append(a);
      await store.append({ chat: sampleChat(0) });
      await store.close();
      // The snapshot was renamed in, but the log was not emptied yet: it still holds actions 0..11.
      await writeFileAtomic(join(dir, SNAPSHOT_FILE), JSON.stringify(sampleFile(8, 1)));
      const loaded = await loadGame(dir);
      expect(loaded.actions).toEqual(actions(0, 12));
      expect(loaded.chat).toEqual([sampleChat(0)]);
      expect(loaded.recovery).toMatchObject({ snapshotActions: 8, staleRecords: 9 });

      const reopened = await GameStore.open(dir, { snapshotEvery: 1000 });
      expect(reopened.actionCount).toBe(12);
      await reopened.append(sampleAction(12));
      await reopened.close();
      expect((await loadGame(dir)).actions).toEqual(actions(0, 13));
      expect(await logLines(dir)).toHaveLength(1);
    });
  });

  it('SAVE-ROTATE: a leftover log record that disagrees with the snapshot is reported as corrupt', async () => {
    await withTempDir(async (dir) => {
      await writeFileAtomic(join(dir, SNAPSHOT_FILE), JSON.stringify(sampleFile(3, 0)));
      await writeFile(join(dir, LOG_FILE), encodeRecord({ action: { ...sampleAction(2), seat: 0 } }));
      const error = await failure(loadGame(dir));
      expect(error.code).toBe('corrupt');
      expect(error.message).toContain('action 2');
    });
  });

  it('SAVE-MIDDLE: a gap in the log indexes is reported as missing records', async () => {
    await withTempDir(async (dir) => {
      await writeFileAtomic(join(dir, SNAPSHOT_FILE), JSON.stringify(sampleFile(3, 0)));
      await writeFile(join(dir, LOG_FILE), Buffer.concat([encodeRecord({ action: sampleAction(3) }), encodeRecord({ action: sampleAction(5) })]));
      const error = await failure(loadGame(dir));
      expect(error.code).toBe('corrupt');
      expect(error.message).toContain('after action 3 comes action 5');
    });
  });

  it('SAVE-TORN: a last line cut off by a crash is ignored, and a reopened store writes cleanly after it', async () => {
    await withTempDir(async (dir) => {
      const store = await GameStore.create(dir, sampleHeader(), { snapshotEvery: 1000 });
      for (const a of actions(0, 5)) await store.append(a);
      await store.close();
      const whole = encodeRecord({ action: sampleAction(5) });
      await appendFile(join(dir, LOG_FILE), whole.subarray(0, whole.length - 20));
      const loaded = await loadGame(dir);
      expect(loaded.actions).toEqual(actions(0, 5));
      expect(loaded.recovery.tornBytes).toBe(whole.length - 20);

      const reopened = await GameStore.open(dir);
      await reopened.append(sampleAction(5));
      await reopened.append(sampleAction(6));
      await reopened.close();
      const again = await loadGame(dir);
      expect(again.actions).toEqual(actions(0, 7));
      expect(again.recovery.tornBytes).toBe(0);
    });
  });

  it('SAVE-TORN: a whole last line whose checksum fails (a write lost in a power cut) is ignored too', async () => {
    await withTempDir(async (dir) => {
      const store = await GameStore.create(dir, sampleHeader(), { snapshotEvery: 1000 });
      for (const a of actions(0, 3)) await store.append(a);
      await store.close();
      const damaged = Buffer.from(encodeRecord({ action: sampleAction(3) }));
      damaged[30] ^= 0x01;
      await appendFile(join(dir, LOG_FILE), Buffer.concat([damaged, Buffer.alloc(64)]));
      const loaded = await loadGame(dir);
      expect(loaded.actions).toEqual(actions(0, 3));
      expect(loaded.recovery.tornBytes).toBe(damaged.length + 64);
    });
  });

  it('SAVE-MIDDLE: a damaged line with whole lines after it is reported as corrupt, naming the line', async () => {
    await withTempDir(async (dir) => {
      const store = await GameStore.create(dir, sampleHeader(), { snapshotEvery: 1000 });
      for (const a of actions(0, 6)) await store.append(a);
      await store.close();
      const lines = await logLines(dir);
      lines[2] = lines[2].replace('"seat":2', '"seat":1');
      await writeFile(join(dir, LOG_FILE), lines.map((l) => `${l}\n`).join(''));
      const error = await failure(loadGame(dir));
      expect(error.code).toBe('corrupt');
      expect(error.message).toContain('line 3 fails its checksum');
      expect((await failure(GameStore.open(dir))).code).toBe('corrupt');
    });
  });

  it('SAVE-MIDDLE: a line with a good checksum but no action or chat in it is corrupt, even at the end', async () => {
    await withTempDir(async (dir) => {
      await writeFileAtomic(join(dir, SNAPSHOT_FILE), JSON.stringify(sampleFile(0, 0)));
      const json = JSON.stringify({ move: 1 });
      await writeFile(join(dir, LOG_FILE), `${crc32Hex(Buffer.from(json))} ${json}\n`);
      expect((await failure(loadGame(dir))).message).toContain('line 1 holds neither an action nor a chat line');
    });
  });

  it('SAVE-FILE: a folder whose snapshot is foreign, newer or missing loads nothing and says why', async () => {
    await withTempDir(async (dir) => {
      expect((await failure(loadGame(join(dir, 'nothing')))).code).toBe('missing');
      await writeFile(join(dir, SNAPSHOT_FILE), JSON.stringify({ ...sampleFile(), version: 7 }));
      const newer = await failure(loadGame(dir));
      expect(newer.code).toBe('newer-version');
      expect(newer.message).toContain('version 7');
      await writeFile(join(dir, SNAPSHOT_FILE), JSON.stringify({ name: 'tessera', version: '0.1.0' }));
      expect((await failure(loadGame(dir))).code).toBe('foreign');
    });
  });

  it('SAVE-ATOMIC: create refuses a folder that holds a game, and checks the header', async () => {
    await withTempDir(async (dir) => {
      const store = await GameStore.create(dir, sampleHeader());
      await store.close();
      expect((await failure(GameStore.create(dir, sampleHeader()))).code).toBe('exists');
      const bad = await failure(GameStore.create(join(dir, 'other'), { ...sampleHeader(), players: [] }));
      expect(bad.code).toBe('invalid');
      expect(bad.message).toContain('players');
    });
  });

  it('SAVE-ATOMIC: open clears temp files a crashed snapshot left behind', async () => {
    await withTempDir(async (dir) => {
      const store = await GameStore.create(dir, sampleHeader());
      await store.append(sampleAction(0));
      await store.close();
      await writeFile(join(dir, `.${SNAPSHOT_FILE}.999.1.tmp`), '{"format":"tessera-ga');
      const reopened = await GameStore.open(dir);
      expect(reopened.toSavedGame().actions).toEqual(actions(0, 1));
      await reopened.close();
      expect((await readdir(dir)).sort()).toEqual([LOG_FILE, SNAPSHOT_FILE]);
    });
  });

  it('SAVE-ACK: a failed write rejects the append and every later one, so nothing unsaved is acknowledged', async () => {
    await withTempDir(async (dir) => {
      const store = await GameStore.create(dir, sampleHeader());
      await store.append(sampleAction(0));
      // Close the log under the store: the next write fails as a full or vanished disk would make it.
      await (store as unknown as { log: { close(): Promise<void> } }).log.close();
      const first = await failure(store.append(sampleAction(1)));
      expect(first.code).toBe('failed');
      expect((await failure(store.append(sampleAction(2)))).code).toBe('failed');
      expect((await loadGame(dir)).actions).toEqual(actions(0, 1));
    });
  });

  it('SAVE-ROTATE: a reader loading while the writer snapshots and rotates always sees a whole prefix of the game', async () => {
    await withTempDir(async (dir) => {
      const store = await GameStore.create(dir, sampleHeader(), { snapshotEvery: 1 });
      let writing = true;
      const writer = (async () => {
        for (const a of actions(0, 200)) await store.append(a);
        writing = false;
      })();
      const problems: string[] = [];
      let loads = 0;
      while (writing) {
        const game = await loadGame(dir).catch((e: Error) => e);
        loads++;
        if (game instanceof Error) problems.push(game.message);
        else if (JSON.stringify(game.actions) !== JSON.stringify(actions(0, game.actions.length))) problems.push(`load ${loads} is not a prefix`);
      }
      await writer;
      await store.close();
      expect(loads).toBeGreaterThan(10);
      expect(problems).toEqual([]);
    });
  });
});
