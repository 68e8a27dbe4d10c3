import { lazy, Suspense, useEffect, useState } from 'react';
import type { SavedGameFile } from '../../models/core/saved-game';
import type { JoinedLanGame, OpenedGame } from '../../models/core/service';
import { Tabletop } from '../board/Tabletop';
import { getService } from '../game/connection';
import { GameScreen } from '../game/GameScreen';
import { LoadDialog } from '../game/LoadDialog';
import { NewGameDialog } from '../game/NewGameDialog';
import { loadSettings, saveSettings, type Settings } from '../game/settings';
import { SettingsPanel } from '../game/SettingsPanel';
import { BrowserGuest, isGuestPage } from '../lan/BrowserGuest';
import { HostLobby } from '../lan/HostLobby';
import { JoinDialog } from '../lan/JoinDialog';
import { LanBar } from '../lan/LanBar';
import type { ServiceClient } from '../net/service-client';
import { TutorialMenu } from '../tutorials/TutorialMenu';
import { Notice } from '../ui/Notice';
import { MainMenu } from './MainMenu';
import '../ui/game.css';

// The replay viewer carries the game engine and every module: loaded only when a replay opens.
const ReplayViewer = lazy(() => import('../game/ReplayViewer').then((m) => ({ default: m.ReplayViewer })));
// The tutorial player runs a game host in the page: loaded only when a tutorial opens.
const TutorialPlayer = lazy(() => import('../tutorials/TutorialPlayer').then((m) => ({ default: m.TutorialPlayer })));

type Screen =
  | { name: 'menu' }
  | { name: 'new-game' }
  | { name: 'load' }
  | { name: 'host-new' }
  | { name: 'host-lobby'; gameId: string }
  | { name: 'join' }
  | { name: 'tutorials' }
  | { name: 'game'; game: OpenedGame; service: ServiceClient; lan?: 'host' | 'guest' }
  | { name: 'replay'; file: SavedGameFile };

/** The app, or (on a page a LAN host served for its join link) the browser guest. */
export function App() {
  return isGuestPage() ? <BrowserGuest /> : <LocalApp />;
}

/** The first screen (the live tabletop behind the main menu), and from it the game, LAN, load and replay screens. */
function LocalApp() {
  const [notice, setNotice] = useState<string | null>(null);
  const [screen, setScreen] = useState<Screen>({ name: 'menu' });
  const [settings, setSettings] = useState<Settings>(() => loadSettings());
  const [settingsOpen, setSettingsOpen] = useState(false);
  // A tutorial being played: over the menu's tutorial list, or over a game (opened from a refusal's "?").
  const [tutorial, setTutorial] = useState<string | null>(null);
  useEffect(() => saveSettings(settings), [settings]);

  const opened = (game: OpenedGame, lan?: 'host' | 'guest') => void getService().then((service) => setScreen({ name: 'game', game, service, lan }));
  /** Closes the game (and its LAN hosting), then shows the menu or, from the results screen, the game's replay. */
  const leave = (next: Screen = { name: 'menu' }) => {
    if (screen.name === 'game') {
      void screen.service.call('close-game', {}).catch(() => undefined);
      // The host leaving the table ends the LAN game for its guests too (they keep their tokens for a restart).
      if (screen.lan === 'host') void screen.service.call('lan-stop', { gameId: screen.game.gameId }).catch(() => undefined);
    }
    setScreen(next);
  };
  const onMenu = screen.name !== 'game' && screen.name !== 'replay' && tutorial === null;

  return (
    <div className="app">
      {onMenu ? <Tabletop /> : null}
      {screen.name === 'menu' ? (
        <MainMenu
          onChoose={(item) => {
            if (item.id === 'hotseat') setScreen({ name: 'new-game' });
            else if (item.id === 'host') setScreen({ name: 'host-new' });
            else if (item.id === 'join') setScreen({ name: 'join' });
            else if (item.id === 'load') setScreen({ name: 'load' });
            else if (item.id === 'tutorials') setScreen({ name: 'tutorials' });
            else if (item.id === 'settings') setSettingsOpen(true);
            else setNotice(item.notice);
          }}
        />
      ) : null}
      {screen.name === 'new-game' ? <NewGameDialog onCancel={() => setScreen({ name: 'menu' })} onOpened={opened} /> : null}
      {screen.name === 'host-new' ? <NewGameDialog mode="lan" onCancel={() => setScreen({ name: 'menu' })} onOpened={opened} onCreated={(gameId) => setScreen({ name: 'host-lobby', gameId })} /> : null}
      {screen.name === 'host-lobby' ? <HostLobby gameId={screen.gameId} onCancel={() => setScreen({ name: 'menu' })} onOpened={(game) => opened(game, 'host')} /> : null}
      {screen.name === 'join' ? <JoinDialog onCancel={() => setScreen({ name: 'menu' })} onJoined={(game: JoinedLanGame) => opened(game, 'guest')} /> : null}
      {screen.name === 'load' ? <LoadDialog onCancel={() => setScreen({ name: 'menu' })} onOpened={opened} onReplay={(file) => setScreen({ name: 'replay', file })} /> : null}
      {screen.name === 'tutorials' && tutorial === null ? <TutorialMenu onStart={setTutorial} onClose={() => setScreen({ name: 'menu' })} /> : null}
      {screen.name === 'game' ? (
        // Hidden, not closed, while a tutorial opened from a refusal plays: the game waits underneath. Keyed by the
        // window's seats: when the LAN host takes a guest's seat or gives it back, the window is seated afresh.
        <div style={{ display: tutorial === null ? 'contents' : 'none' }}>
          <GameScreen key={`${screen.game.gameId}/${screen.game.seats.join(',')}`} service={screen.service} game={screen.game} settings={settings} onLeave={() => leave()} onReplay={(file) => leave({ name: 'replay', file })} onSettings={() => setSettingsOpen(true)} onTutorial={setTutorial} />
        </div>
      ) : null}
      {screen.name === 'game' && screen.lan ? <LanBar service={screen.service} role={screen.lan} gameId={screen.game.gameId} held={screen.game.seats} onReopened={(game) => opened(game, 'host')} /> : null}
      {screen.name === 'replay' ? (
        <Suspense fallback={null}>
          <ReplayViewer file={screen.file} settings={settings} onClose={() => setScreen({ name: 'menu' })} />
        </Suspense>
      ) : null}
      {tutorial !== null ? (
        <Suspense fallback={null}>
          <TutorialPlayer id={tutorial} settings={settings} onClose={() => setTutorial(null)} />
        </Suspense>
      ) : null}
      {settingsOpen ? <SettingsPanel settings={settings} onChange={setSettings} onClose={() => setSettingsOpen(false)} /> : null}
      <Notice message={notice} onClose={() => setNotice(null)} />
    </div>
  );
}
