import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OpenResult, SaveResult } from '../models/core/desktop-api';
import { MAX_JSON_CHARS, type SaveAsArgs } from './ipc-contract';

// What the native dialogs do, minus Electron: main passes in `dialog.showSaveDialog` and
// `dialog.showOpenDialog` bound to its window; tests pass fakes.
export interface FileDialogs {
  askSavePath(defaultName: string): Promise<string | null>;
  askOpenPath(): Promise<string | null>;
}

// Saved games are named .tessera (renderer/game/saveGame.ts); map files and older saves are .json.
export const JSON_FILTERS = [
  { name: 'Tessera games and maps', extensions: ['tessera', 'json'] },
  { name: 'All files', extensions: ['*'] },
];

export async function saveJsonAs(dialogs: FileDialogs, args: SaveAsArgs): Promise<SaveResult> {
  const target = await dialogs.askSavePath(args.suggestedName ?? 'tessera-game.json');
  if (!target) return { ok: false, reason: 'cancelled' };
  try {
    await writeFile(target, args.json, 'utf8');
    return { ok: true, fileName: path.basename(target) };
  } catch (error) {
    return { ok: false, reason: 'error', message: `Could not write ${path.basename(target)}: ${(error as Error).message}` };
  }
}

export async function openJson(dialogs: FileDialogs): Promise<OpenResult> {
  const source = await dialogs.askOpenPath();
  if (!source) return { ok: false, reason: 'cancelled' };
  const name = path.basename(source);
  try {
    // Refuse huge files before reading them: a saved game is a few megabytes at most.
    if ((await stat(source)).size > MAX_JSON_CHARS) return { ok: false, reason: 'error', message: `${name} is too large to be a Tessera game` };
    const json = await readFile(source, 'utf8');
    JSON.parse(json);
    return { ok: true, fileName: name, json };
  } catch (error) {
    const message = error instanceof SyntaxError ? `${name} is not a JSON file` : `Could not read ${name}: ${(error as Error).message}`;
    return { ok: false, reason: 'error', message };
  }
}
