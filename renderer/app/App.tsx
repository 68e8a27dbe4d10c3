import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { SavedGameFile } from '../../models/core/saved-game';
import type { JoinedLanGame, OpenedGame } from '../../models/core/service';
import { loadSettings, saveSettings, type Settings } from '../game/settings';
import type { ServiceClient } from '../net/service-client';
import { Notice } from '../ui/Notice';
import { afterFirstPaint } from './firstPaint';
import { MainMenu } from './MainMenu';
import '../ui/game.css';

/**
 * Every screen but the menu is loaded on demand, so the menu is drawn from a small entry script and the 3D stack
 * (three, react-three-fiber, the modules) arrives after it: a named export of a module, as a lazy component.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any component's props
function screen<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}
const Tabletop = screen(() => import('../board/Tabletop'), 'Tabletop');
const GameScreen = screen(() => import('../game/GameScreen'), 'GameScreen');
const LoadDialog = screen(() => import('../game/LoadDialog'), 'LoadDialog');
const NewGameDialog = screen(() => import('../game/NewGameDialog'), 'NewGameDialog');
const SettingsPanel = screen(() => import('../game/SettingsPanel'), 'SettingsPanel');
const BrowserGuest = screen(() => import('../lan/BrowserGuest'), 'BrowserGuest');
const HostLobby = screen(() => import('../lan/HostLobby'), 'HostLobby');
const JoinDialog = screen(() => import('../lan/JoinDialog'), 'JoinDialog');
const LanBar = screen(() => import('../lan/LanBar'), 'LanBar');
const TutorialMenu = screen(() => import('../tutorials/TutorialMenu'), 'TutorialMenu');
// The replay viewer carries the game engine and every module: loaded only when a replay opens.
const ReplayViewer = screen(() => import('../game/ReplayViewer'), 'ReplayViewer');
// The tutorial player runs a game host in the page: loaded only when a tutorial opens.
const TutorialPlayer = screen(() => import('../tutorials/TutorialPlayer'), 'TutorialPlayer');

const getService = () => import('../game/connection').then((m) => m.getService());

/** The page a browser opens from a LAN host's join link (kept here: the guest's screen is loaded on demand). */
const isGuestPage = () => new URLSearchParams(location.search).has('join');

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
  return isGuestPage() ? (
    <Suspense fallback={null}>
      <BrowserGuest />
    </Suspense>
  ) : (
    <LocalApp />
  );
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
  // The live table behind the menu waits for the menu's first paint: its 3D stack is the bulk of the app.
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);

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
  /**
   * From the results: a new game set up like the finished one (the same deal if asked) opens in its place. Opening it
   * closes the finished one; if the new game cannot be made, the finished one stays on the screen with the reason.
   */
  const playAgain = (file: SavedGameFile, sameDeal: boolean) => {
    if (screen.name !== 'game') return;
    const { service } = screen;
    void import('../game/newGame')
      .then(async ({ playAgainArgs }) => {
        const { gameId } = (await service.call('new-game', playAgainArgs(file, sameDeal))) as { gameId: string };
        const { openGame } = await import('../game/openGame');
        opened(await openGame(service, gameId));
      })
      .catch((e: unknown) => setNotice(e instanceof Error ? e.message : String(e)));
  };
  const onMenu = screen.name !== 'game' && screen.name !== 'replay' && tutorial === null;

  return (
    <div className="app">
      {onMenu && painted ? (
        <Suspense fallback={null}>
          <Tabletop still={screen.name !== 'menu' || settingsOpen || settings.animation === 'off'} />
        </Suspense>
      ) : null}
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
      {screen.name === 'new-game' ? (
        <Suspense fallback={null}>
          <NewGameDialog onCancel={() => setScreen({ name: 'menu' })} onOpened={opened} />
        </Suspense>
      ) : null}
      {screen.name === 'host-new' ? (
        <Suspense fallback={null}>
          <NewGameDialog
            mode="lan"
            onCancel={() => setScreen({ name: 'menu' })}
            onOpened={opened}
            onCreated={(gameId) => setScreen({ name: 'host-lobby', gameId })}
          />
        </Suspense>
      ) : null}
      {screen.name === 'host-lobby' ? (
        <Suspense fallback={null}>
          <HostLobby gameId={screen.gameId} onCancel={() => setScreen({ name: 'menu' })} onOpened={(game) => opened(game, 'host')} />
        </Suspense>
      ) : null}
      {screen.name === 'join' ? (
        <Suspense fallback={null}>
          <JoinDialog onCancel={() => setScreen({ name: 'menu' })} onJoined={(game: JoinedLanGame) => opened(game, 'guest')} />
        </Suspense>
      ) : null}
      {screen.name === 'load' ? (
        <Suspense fallback={null}>
          <LoadDialog
            onCancel={() => setScreen({ name: 'menu' })}
            onOpened={opened}
            onReplay={(file) => setScreen({ name: 'replay', file })}
            onHost={(gameId) => setScreen({ name: 'host-lobby', gameId })}
          />
        </Suspense>
      ) : null}
      {screen.name === 'tutorials' && tutorial === null ? (
        <Suspense fallback={null}>
          <TutorialMenu onStart={setTutorial} onClose={() => setScreen({ name: 'menu' })} />
        </Suspense>
      ) : null}
      {screen.name === 'game' ? (
        // Hidden, not closed, while a tutorial opened from a refusal plays: the game waits underneath. Keyed by the
        // window's seats: when the LAN host takes a guest's seat or gives it back, the window is seated afresh.
        <div style={{ display: tutorial === null ? 'contents' : 'none' }}>
          <Suspense fallback={null}>
            <GameScreen
              key={`${screen.game.gameId}/${screen.game.seats.join(',')}`}
              service={screen.service}
              game={screen.game}
              settings={settings}
              onLeave={() => leave()}
              onReplay={(file) => leave({ name: 'replay', file })}
              onPlayAgain={screen.lan ? undefined : playAgain}
              onSettings={() => setSettingsOpen(true)}
              onTutorial={setTutorial}
              remote={screen.lan === 'guest'}
            />
          </Suspense>
        </div>
      ) : null}
      {screen.name === 'game' && screen.lan ? (
        <Suspense fallback={null}>
          <LanBar service={screen.service} role={screen.lan} gameId={screen.game.gameId} held={screen.game.seats} onReopened={(game) => opened(game, 'host')} />
        </Suspense>
      ) : null}
      {screen.name === 'replay' ? (
        <Suspense fallback={null}>
          <ReplayViewer file={screen.file} settings={settings} onClose={() => setScreen({ name: 'menu' })} />
        </Suspense>
      ) : null}
      {tutorial !== null ? (
        <Suspense fallback={null}>
          <TutorialPlayer id={tutorial} settings={settings} onClose={() => setTutorial(null)} overGame={screen.name === 'game'} />
        </Suspense>
      ) : null}
      {settingsOpen ? (
        <Suspense fallback={null}>
          <SettingsPanel settings={settings} onChange={setSettings} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      ) : null}
      <Notice message={notice} onClose={() => setNotice(null)} />
    </div>
  );
}
