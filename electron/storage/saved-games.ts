import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { SavedPlayer } from '../../models/core/saved-game';
import { SAVE_FILE_EXTENSION, loadGameFile } from './game-file';
import { LOG_FILE, SNAPSHOT_FILE, loadGame } from './game-store';
import { isNotFound, StorageError } from './storage-error';
import type { StorageErrorCode } from './storage-error';

/** One line of the "resume" menu: an autosave folder or a single saved file in the data folder. */
export type SavedGameListing =
  | {
      readonly ok: true;
      readonly kind: 'autosave' | 'file';
      readonly path: string;
      readonly gameId: string;
      readonly module: string;
      readonly players: readonly SavedPlayer[];
      readonly createdAt: string;
      /** When the game was last written (ISO time). */
      readonly lastPlayed: string;
      readonly actionCount: number;
    }
  | {
      /** A save that cannot be loaded; the menu shows it as damaged with the reason. */
      readonly ok: false;
      readonly kind: 'autosave' | 'file';
      readonly path: string;
      readonly lastPlayed: string;
      readonly code: StorageErrorCode | 'unreadable';
      readonly message: string;
    };

/**
 * Lists the saved games in `dataDir`: each sub-folder holding a snapshot.json (an autosave) and each
 * `*.tessera` file, most recently played first. Reads only; a missing data folder lists nothing.
 */
export async function listSavedGames(dataDir: string): Promise<SavedGameListing[]> {
  let entries;
  try {
    entries = await readdir(dataDir, { withFileTypes: true });
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
  const listings = await Promise.all(
    entries.map((entry) => {
      const path = join(dataDir, entry.name);
      if (entry.isDirectory()) return listAutosave(path);
      if (entry.isFile() && entry.name.endsWith(SAVE_FILE_EXTENSION)) return listFile(path);
      return undefined;
    }),
  );
  return listings
    .filter((listing): listing is SavedGameListing => listing !== undefined)
    .sort((a, b) => (a.lastPlayed < b.lastPlayed ? 1 : a.lastPlayed > b.lastPlayed ? -1 : a.path.localeCompare(b.path)));
}

async function listAutosave(dir: string): Promise<SavedGameListing | undefined> {
  const times = await Promise.all([modified(join(dir, SNAPSHOT_FILE)), modified(join(dir, LOG_FILE))]);
  if (times[0] === undefined) return undefined; // not a game folder, or a create that never finished
  const lastPlayed = new Date(Math.max(...times.filter((t): t is number => t !== undefined))).toISOString();
  try {
    const game = await loadGame(dir);
    return { ok: true, kind: 'autosave', path: dir, ...summary(game.header), lastPlayed, actionCount: game.actions.length };
  } catch (error) {
    return damaged('autosave', dir, lastPlayed, error);
  }
}

async function listFile(path: string): Promise<SavedGameListing | undefined> {
  const time = await modified(path);
  if (time === undefined) return undefined;
  const lastPlayed = new Date(time).toISOString();
  try {
    const game = await loadGameFile(path);
    return { ok: true, kind: 'file', path, ...summary(game), lastPlayed, actionCount: game.actions.length };
  } catch (error) {
    return damaged('file', path, lastPlayed, error);
  }
}

function summary(header: { gameId: string; module: string; players: readonly SavedPlayer[]; createdAt: string }) {
  return { gameId: header.gameId, module: header.module, players: header.players, createdAt: header.createdAt };
}

function damaged(kind: 'autosave' | 'file', path: string, lastPlayed: string, error: unknown): SavedGameListing {
  if (error instanceof StorageError) return { ok: false, kind, path, lastPlayed, code: error.code, message: error.message };
  return { ok: false, kind, path, lastPlayed, code: 'unreadable', message: `This saved game could not be read: ${(error as Error)?.message ?? String(error)}` };
}

async function modified(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).mtimeMs;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}
