import { lazy, Suspense, useEffect, useState } from 'react';
import type { SavedGameFile } from '../../models/core/saved-game';
import type { OpenedGame } from '../../models/core/service';
import { Tabletop } from '../board/Tabletop';
import { getService } from '../game/connection';
import { GameScreen } from '../game/GameScreen';
import { LoadDialog } from '../game/LoadDialog';
import { NewGameDialog } from '../game/NewGameDialog';
import { loadSettings, saveSettings, type Settings } from '../game/settings';
import { SettingsPanel } from '../game/SettingsPanel';
import type { ServiceClient } from '../net/service-client';
import { Notice } from '../ui/Notice';
import { MainMenu } from './MainMenu';
import '../ui/game.css';

// The replay viewer carries the game engine and every module: loaded only when a replay opens.
const ReplayViewer = lazy(() => import('../game/ReplayViewer').then((m) => ({ default: m.ReplayViewer })));

type Screen =
  | { name: 'menu' }
  | { name: 'new-game' }
  | { name: 'load' }
  | { name: 'game'; game: OpenedGame; service: ServiceClient }
  | { name: 'replay'; file: SavedGameFile };

/** The first screen (the live tabletop behind the main menu), and from it the game, load and replay screens. */
export function App() {
  const [notice, setNotice] = useState<string | null>(null);
  const [screen, setScreen] = useState<Screen>({ name: 'menu' });
  const [settings, setSettings] = useState<Settings>(() => loadSettings());
  const [settingsOpen, setSettingsOpen] = useState(false);
  useEffect(() => saveSettings(settings), [settings]);

  const opened = (game: OpenedGame) => void getService().then((service) => setScreen({ name: 'game', game, service }));
  const leave = () => {
    if (screen.name === 'game') void screen.service.call('close-game', {}).catch(() => undefined);
    setScreen({ name: 'menu' });
  };
  const onMenu = screen.name === 'menu' || screen.name === 'new-game' || screen.name === 'load';

  return (
    <div className="app">
      {onMenu ? <Tabletop /> : null}
      {screen.name === 'menu' ? (
        <MainMenu
          onChoose={(item) => {
            if (item.id === 'hotseat') setScreen({ name: 'new-game' });
            else if (item.id === 'load') setScreen({ name: 'load' });
            else if (item.id === 'settings') setSettingsOpen(true);
            else setNotice(item.notice);
          }}
        />
      ) : null}
      {screen.name === 'new-game' ? <NewGameDialog onCancel={() => setScreen({ name: 'menu' })} onOpened={opened} /> : null}
      {screen.name === 'load' ? <LoadDialog onCancel={() => setScreen({ name: 'menu' })} onOpened={opened} onReplay={(file) => setScreen({ name: 'replay', file })} /> : null}
      {screen.name === 'game' ? <GameScreen service={screen.service} game={screen.game} settings={settings} onLeave={leave} onSettings={() => setSettingsOpen(true)} /> : null}
      {screen.name === 'replay' ? (
        <Suspense fallback={null}>
          <ReplayViewer file={screen.file} settings={settings} onClose={() => setScreen({ name: 'menu' })} />
        </Suspense>
      ) : null}
      {settingsOpen ? <SettingsPanel settings={settings} onChange={setSettings} onClose={() => setSettingsOpen(false)} /> : null}
      <Notice message={notice} onClose={() => setNotice(null)} />
    </div>
  );
}
