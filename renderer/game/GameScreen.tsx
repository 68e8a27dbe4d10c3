import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { Seat } from '../../models/core/module';
import type { SavedGameFile } from '../../models/core/saved-game';
import type { OpenedGame } from '../../models/core/service';
import type { ServiceClient } from '../net/service-client';
import { rendererFor } from '../modules';
import { candidateText } from '../table/preview';
import { strings } from '../ui/strings';
import { GameBanner } from './GameBanner';
import { PlayersSide, SeatSide } from './GameSides';
import { GameTable } from './GameTable';
import { confirmHandOver, switchTo } from './handover';
import { HandOverScreen } from './HandOverScreen';
import { HelpOverlay } from './HelpOverlay';
import { useModuleTable } from './moduleTable';
import { PieceMenu } from './PieceMenu';
import { pieceMenuWords } from './pieceMenuWords';
import { usePanelCovers } from './covers';
import { RefusalToast, useToast } from './RefusalToast';
import { saveGame } from './saveGame';
import type { Settings } from './settings';
import { useGameHotkeys } from './useGameHotkeys';
import { useHostClient } from './useHostClient';
import { useSeatActions } from './useSeatActions';
import { useSeating } from './useSeating';
import { useSeatPlayers } from './useSeatPlayers';
import { useTableInput } from './useTableInput';

// The results screen rebuilds the game with the engine to chart it: loaded only when a game ends.
const ResultsScreen = lazy(() => import('./ResultsScreen').then((m) => ({ default: m.ResultsScreen })));

/**
 * The game screen: the table from the shown seat's view, and DOM panels around it. Secrets are rendered for the
 * shown seat only, and for nobody while the hand-over screen is up.
 */
export function GameScreen({ service, game, settings, onLeave, onSettings, onTutorial, onReplay, onPlayAgain, remote }: { service: ServiceClient; game: OpenedGame; settings: Settings; onLeave: () => void; onSettings: () => void; onTutorial?: (id: string) => void; onReplay?: (file: SavedGameFile) => void; onPlayAgain?: (file: SavedGameFile, sameDeal: boolean) => void; remote?: boolean }) {
  const client = service.game;
  useHostClient(client);
  const renderer = rendererFor(game.module);
  const local = game.seats;
  const { seating, setSeating, shown, anyMirror, active, ready } = useSeating(client, renderer, local);
  const { refusal, setRefusal, note, setNote, dismiss } = useToast();
  const [help, setHelp] = useState(false);
  // The results screen opens by itself when the game ends; closed, the banner's Results button opens it again.
  const [resultsClosed, setResultsClosed] = useState(false);
  const chatRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // The screen element (a callback ref: it appears once the game has loaded), for what its panels cover.
  const [screenEl, setScreenEl] = useState<HTMLDivElement | null>(null);
  const covers = usePanelCovers(screenEl);

  const mirror = shown !== null ? client.mirrors.get(shown) : anyMirror;
  const view = mirror?.view;
  const { players, seatHexes, seatMarks } = useSeatPlayers(game.players, renderer);
  const nameOf = (seat: Seat | null) => players.find((p) => p.seat === seat)?.name ?? '';
  const { table, layers } = useModuleTable(renderer, view, seatHexes);
  const cells = useMemo(() => table.boards.flatMap((b) => b.cells), [table]);
  // The shown seat's home, framed by the first view and again after each hand-over (a new seat, a new home).
  const home = shown !== null && view !== undefined ? (renderer.homeOf?.(view, shown) ?? null) : null;
  const tabletop = view !== undefined ? (renderer.tabletopOf?.(view) ?? null) : null;
  const input = useTableInput(cells);
  const { selected, setSelected, menu, setMenu } = input;
  const { act, actFor, ask, undo, canUndo } = useSeatActions(client, seating, shown, setRefusal);

  const switchSeat = (seat: Seat) => {
    input.clear();
    setRefusal(null);
    setSeating((s) => (s ? switchTo(s, seat) : s));
  };
  const onCell = (cell: string) => {
    input.setDestination(cell);
    input.setPicked(cell);
    if (selected) {
      act({ type: 'table/move', piece: selected, to: cell });
      setSelected(null);
    }
  };
  const closeAll = () => {
    setHelp(false);
    setMenu(null);
    setSelected(null);
  };
  useGameHotkeys({ off: seating?.pending != null, tabletop, shown, local, selected, destination: input.destination, act, undo, switchSeat, toggleHelp: () => setHelp((h) => !h), closeAll, chatRef, listRef });

  async function save() {
    try {
      const name = await saveGame(service, game);
      if (name) setNote(strings.game.saved(name));
    } catch (e) {
      setRefusal({ message: e instanceof Error ? e.message : String(e) });
    }
  }

  if (!ready || seating === null) return <p className="loading">{strings.game.loading}</p>;

  const status = anyMirror!.status;
  const phase = view !== undefined ? renderer.phaseOf?.(view) : null;
  const pendingPlayer = players.find((p) => p.seat === seating.pending);
  const words = { pieces: table.pieces, renderer, view, shown, active, over: Boolean(status.outcome), phase, nameOf };

  return (
    <div className="game-screen" aria-label={strings.game.screenLabel} ref={setScreenEl}>
      <GameTable table={table} seatColours={seatHexes} seatMarks={seatMarks} selected={selected} onDrop={(piece, cell) => (tabletop ? act({ type: 'table/move', piece, to: cell }) : input.setDropped((d) => ({ piece, to: cell, n: (d?.n ?? 0) + 1 })))}
        onDrag={input.setDragged} settings={settings} onPiece={(id) => setSelected((s) => (s === id ? null : id))} onCell={onCell} onPieceMenu={(piece, x, y) => shown !== null && setMenu({ piece, x, y })}
        preview={input.preview}
        onPreviewHover={input.setPreviewHint}
        layers={layers}
        covers={covers}
        home={home}
        tilt={renderer.homeTilt}
        seat={shown}
      />
      {input.preview && input.previewHint ? (
        <p className="preview-hint" role="status">
          {candidateText(input.previewHint)}
        </p>
      ) : null}
      <GameBanner status={status} phase={phase} active={active} local={local} shown={shown} playerCount={players.length} nameOf={nameOf} canUndo={canUndo} onUndo={undo} onSwitch={switchSeat} onResults={() => setResultsClosed(false)} onSave={() => void save()} onSettings={onSettings} onHelp={() => setHelp(true)} onLeave={onLeave} />
      <PlayersSide players={players} tabletop={tabletop} active={active} shown={shown} name={nameOf(shown)} renderer={renderer} view={view} act={act} />
      {shown !== null ? <SeatSide seat={shown} client={client} renderer={renderer} view={view} tabletop={tabletop} cells={cells} players={players} log={mirror?.log ?? []} input={input} act={act} actFor={actFor} ask={ask} remote={remote} chatRef={chatRef} listRef={listRef} /> : null}
      <RefusalToast refusal={refusal} note={note} onTutorial={onTutorial} onDismiss={dismiss} />
      {menu && shown !== null ? <PieceMenu client={client} seat={shown} piece={menu.piece} {...pieceMenuWords(menu.piece, words)} at={menu} onAct={act} onClose={() => setMenu(null)} /> : null}
      {help ? <HelpOverlay onClose={() => setHelp(false)} /> : null}
      {pendingPlayer ? <HandOverScreen player={pendingPlayer} onConfirm={() => setSeating((s) => (s ? confirmHandOver(s) : s))} /> : null}
      {/* The results name the seats in the colours the table gave them (Khronos recolours one that matches a building family). */}
      {status.outcome && !resultsClosed ? (
        <Suspense fallback={null}>
          <ResultsScreen service={service} game={{ ...game, players }} outcome={status.outcome} onReplay={onReplay} onPlayAgain={onPlayAgain} onClose={() => setResultsClosed(true)} />
        </Suspense>
      ) : null}
    </div>
  );
}
