import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChatLine, LoggedAction, SavedGameFile, SavedGameHeader } from '../../models/core/saved-game';

// Shared by the storage tests and the crash child: games whose every entry follows from its index, so a test
// can tell a lost, duplicated or altered entry from a good one.

export function sampleHeader(gameId = 'game-1'): SavedGameHeader {
  return {
    format: 'tessera-game',
    version: 1,
    gameId,
    module: 'khronos',
    moduleVersion: 1,
    options: { variant: 'standard', players: 3 },
    players: [
      { seat: 0, name: 'Ada', color: 'blue', kind: 'hotseat' },
      { seat: 1, name: 'Brahe', color: 'orange', kind: 'lan' },
      { seat: 2, name: 'Bot Cleo', color: 'green', kind: 'bot' },
    ],
    seed: 'seed-42',
    createdAt: '2026-11-21T06:00:00.000Z',
  };
}

export function sampleAction(index: number): LoggedAction {
  return {
    index,
    seat: index % 3,
    action: { type: index % 2 ? 'table/move' : 'khronos/build', piece: `p${index}`, to: [index % 7, index % 5], note: 'é→✓'.repeat(index % 4) },
    stateHash: `h${(index * 2654435761) >>> 0}`,
  };
}

export function sampleChat(index: number): ChatLine {
  return { index, seat: index % 3, text: `line ${index}: "quoted" and a\nnewline`, at: '2026-11-21T06:30:00.000Z' };
}

export function sampleFile(actions = 5, chat = 2): SavedGameFile {
  return {
    ...sampleHeader(),
    actions: Array.from({ length: actions }, (_, i) => sampleAction(i)),
    chat: Array.from({ length: chat }, (_, i) => sampleChat(i)),
  };
}

export async function withTempDir<T>(body: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-storage-'));
  try {
    return await body(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
