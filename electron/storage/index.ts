// The storage API the main process uses: autosave folders, single saved files, the resume list.
export { GameStore, loadGame, SNAPSHOT_FILE, LOG_FILE, DEFAULT_SNAPSHOT_EVERY } from './game-store';
export type { AppendEntry, GameStoreOptions, LoadedGame } from './game-store';
export { saveGameFile, loadGameFile, SAVE_FILE_EXTENSION } from './game-file';
export { listSavedGames } from './saved-games';
export type { SavedGameListing } from './saved-games';
export { StorageError } from './storage-error';
export type { StorageErrorCode } from './storage-error';
