import { readFile } from 'node:fs/promises';
import { parseSavedGame } from '../../models/core/saved-game';
import type { SavedGameFile } from '../../models/core/saved-game';
import { writeFileAtomic } from './durable';
import { isNotFound, StorageError } from './storage-error';

/** A single-file saved game ("Save as...", sharing a game): the whole SavedGameFile as JSON. */
export const SAVE_FILE_EXTENSION = '.tessera';

/**
 * Writes a saved game to one file, atomically: a crash leaves the old file or the new one, never half of either.
 * The game is checked first; an invalid one throws 'invalid' and writes nothing.
 */
export async function saveGameFile(path: string, file: SavedGameFile): Promise<void> {
  const checked = parseSavedGame(file);
  if (!checked.ok) throw new StorageError('invalid', `This game cannot be saved: ${checked.message}`, path);
  await writeFileAtomic(path, `${JSON.stringify(checked.game, null, 2)}\n`);
}

/**
 * Reads a single-file saved game. A corrupt, cut-off, foreign or newer-version file throws a StorageError
 * whose code says which and whose message a player can read; nothing of it is loaded.
 */
export async function loadGameFile(path: string): Promise<SavedGameFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (isNotFound(error)) throw new StorageError('missing', `There is no saved game at ${path}.`, path, { cause: error });
    throw error;
  }
  const parsed = parseSavedGame(text);
  if (!parsed.ok) throw new StorageError(parsed.code, parsed.message, path);
  return parsed.game;
}
