import type { SavedGameProblem } from '../../models/core/saved-game';

/**
 * Why a storage call failed. The first four are the saved-game problems (see models/core/saved-game);
 * the rest are about the game folder or the caller.
 */
export type StorageErrorCode =
  | SavedGameProblem
  | 'missing' // no saved game at that path
  | 'exists' // create() over a folder that already holds a game
  | 'invalid' // the caller handed over something that does not fit the schema, or an index out of turn
  | 'closed' // append after close()
  | 'failed'; // the disk refused a write or fsync: the store stops, since what reached the disk is unknown

export class StorageError extends Error {
  override readonly name = 'StorageError';
  constructor(
    readonly code: StorageErrorCode,
    message: string,
    readonly path?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}
