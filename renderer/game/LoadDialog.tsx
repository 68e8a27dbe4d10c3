import { useState } from 'react';
import type { SavedGameFile } from '../../models/core/saved-game';
import type { ModuleInfo, OpenedGame } from '../../models/core/service';
import { strings } from '../ui/strings';
import { getService, messageOf } from './connection';
import { openGame } from './openGame';
import { Overlay } from './panels';
import { pickSavedGame } from './saveGame';
import { useLatestAnswer } from '../ui/useLatestAnswer';

const t = strings.load;

/** What list-games answers per save (see electron/storage/saved-games.ts), as far as the dialog needs it. */
type Listing =
  | { ok: true; kind: string; path: string; gameId: string; module: string; players: readonly { name: string; kind?: string }[]; lastPlayed: string; actionCount: number }
  | { ok: false; kind: string; path: string; lastPlayed: string; code: string; message: string };

/** A game with seats played over the LAN goes to the host lobby, so its guests can join again. */
export const hasLanSeats = (file: unknown): boolean =>
  typeof file === 'object' && file !== null && Array.isArray((file as { players?: unknown }).players) && (file as { players: { kind?: unknown }[] }).players.some((p) => p?.kind === 'lan');

/**
 * Load: a saved file from disk, or a recent game or autosave to resume or replay; damaged saves say why. A game with
 * LAN seats is hosted again (`onHost`: the lobby) rather than opened at this window alone.
 */
export function LoadDialog({ onCancel, onOpened, onReplay, onHost }: { onCancel: () => void; onOpened: (g: OpenedGame) => void; onReplay: (file: SavedGameFile) => void; onHost: (gameId: string) => void }) {
  const [list, setList] = useState<Listing[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useLatestAnswer(
    () => getService().then((s) => s.call('list-games', {})),
    (l) => setList(l as Listing[]),
    [],
    (e) => setError(messageOf(e)),
  );
  // The games' own names for the list (a save names its module by id); the id stands in until they come.
  const [names, setNames] = useState<Record<string, string>>({});
  useLatestAnswer(
    () => getService().then((s) => s.call('modules', {})),
    (m) => setNames(Object.fromEntries((m as ModuleInfo[]).map((x) => [x.id, x.name]))),
    [],
    () => undefined,
  );

  async function fromFile() {
    setError(null);
    try {
      const file = await pickSavedGame();
      if (file === null) return;
      const service = await getService();
      const { gameId } = (await service.call('import-game', { file })) as { gameId: string };
      if (hasLanSeats(file)) onHost(gameId);
      else onOpened(await openGame(service, gameId));
    } catch (e) {
      setError(t.fileError(messageOf(e)));
    }
  }

  async function resume(gameId: string) {
    setError(null);
    try {
      onOpened(await openGame(await getService(), gameId));
    } catch (e) {
      setError(messageOf(e));
    }
  }

  async function replay(gameId: string) {
    setError(null);
    try {
      const service = await getService();
      onReplay((await service.call('export-game', { gameId })) as SavedGameFile);
    } catch (e) {
      setError(messageOf(e));
    }
  }

  return (
    <Overlay label={t.title} className="load">
      <h2>{t.title}</h2>
      <button type="button" onClick={() => void fromFile()}>
        {t.fromFile}
      </button>
      <h3>{t.recent}</h3>
      {list === null && !error ? <p>{t.loading}</p> : null}
      {list && list.length === 0 ? <p>{t.none}</p> : null}
      <ul className="saves">
        {(list ?? []).map((g) =>
          g.ok ? (
            <li key={g.path}>
              <span>{t.listing(names[g.module] ?? g.module, g.players.map((p) => p.name).join(', '), g.actionCount, new Date(g.lastPlayed).toLocaleString())}</span>{' '}
              {hasLanSeats(g) ? (
                <button type="button" onClick={() => onHost(g.gameId)}>
                  {t.hostAgain}
                </button>
              ) : (
                <button type="button" onClick={() => void resume(g.gameId)}>
                  {t.resume}
                </button>
              )}
              <button type="button" onClick={() => void replay(g.gameId)}>
                {t.replay}
              </button>
            </li>
          ) : (
            <li key={g.path} className="damaged">
              <strong>{t.damaged}:</strong> {g.path.split(/[\\/]/).pop()} — {g.message}
            </li>
          ),
        )}
      </ul>
      {error ? <p role="alert">{error}</p> : null}
      <button type="button" onClick={onCancel}>
        {strings.cancel}
      </button>
    </Overlay>
  );
}
