import { DESKTOP_API_KEY, type TesseraDesktopApi } from '../../models/core/desktop-api';
import type { OpenedGame } from '../../models/core/service';
import type { ServiceClient } from '../net/service-client';
import { strings } from '../ui/strings';

export const SAVE_EXTENSION = '.tessera';

export function desktopApi(): TesseraDesktopApi | undefined {
  return (window as unknown as Record<string, TesseraDesktopApi | undefined>)[DESKTOP_API_KEY];
}

/** A file name from the module and the date, safe on every system. */
export function saveName(game: Pick<OpenedGame, 'module' | 'gameId'>, now = new Date()): string {
  const day = now.toISOString().slice(0, 16).replace(/[:T]/g, '-');
  return `${game.module}-${day}${SAVE_EXTENSION}`;
}

/**
 * Saves the game as a .tessera JSON file: through the desktop app's save dialog, or as a browser download.
 * Resolves with the file name, or null when the player cancelled.
 */
export async function saveGame(service: ServiceClient, game: OpenedGame): Promise<string | null> {
  const file = await service.call('export-game', { gameId: game.gameId });
  const json = JSON.stringify(file, null, 1);
  const name = saveName(game);
  const api = desktopApi();
  if (api) {
    const result = await api.files.saveAs(json, name);
    if (result.ok) return result.fileName;
    if (result.reason === 'cancelled') return null;
    throw new Error(result.message);
  }
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

/** Asks the player for a saved game file and returns its parsed JSON, or null when cancelled. */
export async function pickSavedGame(): Promise<unknown> {
  return (await pickJsonFile(`${SAVE_EXTENSION},.json,application/json`))?.json ?? null;
}

/**
 * Asks the player for a JSON file (a saved game, a map) through the desktop app's open dialog or the browser's
 * file picker: its name and parsed content, or null when cancelled. A file that is not JSON is refused by name.
 */
export async function pickJsonFile(accept: string): Promise<{ fileName: string; json: unknown } | null> {
  const api = desktopApi();
  let picked: { fileName: string; text: string } | null;
  if (api) {
    const result = await api.files.open();
    if (!result.ok && result.reason === 'cancelled') return null;
    if (!result.ok) throw new Error(result.message);
    picked = { fileName: result.fileName, text: result.json };
  } else {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    const file = await new Promise<File | null>((resolve) => {
      input.addEventListener('change', () => resolve(input.files?.[0] ?? null));
      input.addEventListener('cancel', () => resolve(null));
      input.click();
    });
    picked = file ? { fileName: file.name, text: await file.text() } : null;
  }
  if (!picked) return null;
  try {
    return { fileName: picked.fileName, json: JSON.parse(picked.text) as unknown };
  } catch (error) {
    throw new Error(strings.files.notJson(picked.fileName, error instanceof Error ? error.message : String(error)));
  }
}
