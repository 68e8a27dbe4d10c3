import { useId, useState } from 'react';
import type { ModuleInfo } from '../../models/core/service';
import { strings } from '../ui/strings';
import { ProblemLine } from '../ui/ProblemLine';
import { getService, messageOf } from './connection';
import { pickJsonFile } from './saveGame';

const t = strings.newGame;

/** A map file the host has read: what the game receives (option `map`) and what the dialog names. */
export interface ChosenMap {
  readonly json: unknown;
  readonly name: string;
  readonly fileName: string;
}

/**
 * The board a game is played on, for games that take map files: Tessera's own, or a file the player loads. The
 * host reads the file at once and names it, or says which fields are wrong; a refused file changes nothing.
 */
export function MapField({ info, map, onMap }: { info: ModuleInfo; map: ChosenMap | null; onMap(map: ChosenMap | null): void }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!info.map) return null;

  async function load() {
    setError(null);
    try {
      const picked = await pickJsonFile('.json,application/json');
      if (!picked) return;
      setBusy(true);
      const service = await getService();
      const { name } = (await service.call('check-map', { module: info.id, map: picked.json })) as { name: string };
      onMap({ json: picked.json, name, fileName: picked.fileName });
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="field map-field" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-help`}>
      <span id={`${id}-label`}>{t.map}:</span>{' '}
      <output className="map-name">{map ? t.mapLoaded(map.name, map.fileName) : t.mapOwn(info.map.defaultName)}</output>
      <div className="map-buttons">
        <button type="button" disabled={busy} onClick={() => void load()}>
          {busy ? t.checkingMap : t.loadMap}
        </button>
        {map ? (
          <button
            type="button"
            onClick={() => {
              setError(null);
              onMap(null);
            }}
          >
            {t.ownMap}
          </button>
        ) : null}
      </div>
      <small id={`${id}-help`} className="option-help">
        {t.mapHelp}
      </small>
      <ProblemLine message={error} />
    </div>
  );
}
