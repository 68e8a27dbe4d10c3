import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PreviewCandidate, PreviewSpec } from '../../models/core/board';
import type { Seat } from '../../models/core/module';
import type { SavedGameFile } from '../../models/core/saved-game';
import type { OpenedGame } from '../../models/core/service';
import type { ServiceClient } from '../net/service-client';
import type { PieceDrop } from '../module-renderer';
import { hasSecrets, rendererFor } from '../modules';
import { candidateText } from '../table/preview';
import { tutorialForRule } from '../tutorials/catalogue';
import { seatColoursOn } from '../ui/seat-colors';
import { strings } from '../ui/strings';
import { GameTable } from './GameTable';
import { confirmHandOver, firstSeating, followTurn, nextLocal, switchTo, undoSeat, type Seating } from './handover';
import { HelpOverlay } from './HelpOverlay';
import { useModuleTable } from './moduleTable';
import { hotkeyFor } from './hotkeys';
import { Chat, GameLog, Overlay, PlayerPanels, PrivatePanel, SeatName } from './panels';
import { Panel, ScrollBody } from './Panel';
import { actionLabel, PieceMenu } from './PieceMenu';
import { usePanelCovers } from './covers';
import { PiecesPanel } from './PiecesPanel';
import { saveGame } from './saveGame';
import type { Settings } from './settings';
import { useHostClient } from './useHostClient';

// The results screen rebuilds the game with the engine to chart it: loaded only when a game ends.
const ResultsScreen = lazy(() => import('./ResultsScreen').then((m) => ({ default: m.ResultsScreen })));

type Action = { type: string } & Record<string, unknown>;
interface Refusal {
  message: string;
  rule?: string;
}

const typingIn = (el: EventTarget | null) => el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName));

/**
 * The game screen: the table from the shown seat's view, and DOM panels around it. Secrets are rendered for the
 * shown seat only, and for nobody while the hand-over screen is up.
 */
export function GameScreen({ service, game, settings, onLeave, onSettings, onTutorial, onReplay, remote }: { service: ServiceClient; game: OpenedGame; settings: Settings; onLeave: () => void; onSettings: () => void; onTutorial?: (id: string) => void; onReplay?: (file: SavedGameFile) => void; remote?: boolean }) {
  const client = service.game;
  useHostClient(client);
  const renderer = rendererFor(game.module);
  const local = game.seats;
  const secretsOf = useCallback((seat: Seat) => hasSecrets(renderer.privatePanel?.(client.view(seat), seat) ?? null), [client, renderer]);
  const anyMirror = local.map((s) => client.mirrors.get(s)).find((m) => m !== undefined) ?? client.mirrors.get(null);
  const active = anyMirror?.status.active ?? [];
  const ready = local.every((s) => client.mirrors.has(s)) && anyMirror !== undefined;

  const [seating, setSeating] = useState<Seating | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [destination, setDestination] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [menu, setMenu] = useState<{ piece: string; x: number; y: number } | null>(null);
  const [help, setHelp] = useState(false);
  // The results screen opens by itself when the game ends; closed, the banner's Results button opens it again.
  const [resultsClosed, setResultsClosed] = useState(false);
  // A module panel's placement preview, the cell clicked last (panels take areas from the map) and the hovered reason.
  const [preview, setPreview] = useState<PreviewSpec | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  // A piece dragged now and the last drop: a module without the free tabletop (Empires' movement) takes drops itself.
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropped, setDropped] = useState<PieceDrop | null>(null);
  const [previewHint, setPreviewHint] = useState<PreviewCandidate | null>(null);
  const chatRef = useRef<HTMLInputElement>(null);
  // The screen element (a callback ref: it appears once the game has loaded), for what its panels cover.
  const [screenEl, setScreenEl] = useState<HTMLDivElement | null>(null);
  const covers = usePanelCovers(screenEl);
  const listRef = useRef<HTMLUListElement>(null);

  // Seat the window once every local mirror has arrived, then follow the turn.
  useEffect(() => {
    if (!ready) return;
    setSeating((s) => (s === null ? firstSeating(local, active, secretsOf) : followTurn(s, local, active)));
  }, [ready, active, local, secretsOf]);
  useEffect(() => client.onError((r) => setRefusal({ message: r.message, rule: r.rule })), [client]);

  const shown = seating && seating.pending === null ? seating.shown : null;
  const mirror = shown !== null ? client.mirrors.get(shown) : anyMirror;
  const view = mirror?.view;
  // Seat colours that never match a colour the module's own pieces wear (Khronos's building families).
  const colours = useMemo(() => seatColoursOn(game.players.map((p) => p.color), renderer.reservedColours ?? []), [game.players, renderer]);
  const players = useMemo(() => game.players.map((p, i) => ({ ...p, color: colours[i].id })), [game.players, colours]);
  const seatHexes = useMemo(() => colours.map((c) => c.hex), [colours]);
  const seatMarks = useMemo(() => colours.map((c) => c.mark), [colours]);
  const nameOf = (seat: Seat | null) => players.find((p) => p.seat === seat)?.name ?? '';
  const { table, layers } = useModuleTable(renderer, view, seatHexes);
  const cells = useMemo(() => table.boards.flatMap((b) => b.cells), [table]);
  // The shown seat's home, framed by the first view and again after each hand-over (a new seat, a new home).
  const home = shown !== null && view !== undefined ? (renderer.homeOf?.(view, shown) ?? null) : null;
  const tabletop = view !== undefined ? (renderer.tabletopOf?.(view) ?? null) : null;

  useEffect(() => {
    if (!destination && cells.length > 0) setDestination(cells[0].id);
  }, [cells, destination]);

  const actFor = useCallback(
    (action: Action) => {
      if (shown === null) return Promise.resolve({ ok: false as const, code: 'no-seat', message: strings.game.loading, rule: '' });
      setRefusal(null);
      return client.act(shown, action).then((r) => {
        if (!r.ok) setRefusal({ message: r.message, rule: r.rule });
        return r;
      });
    },
    [client, shown],
  );
  const ask = useCallback((question: Action) => client.ask(shown ?? 0, question), [client, shown]);

  const act = useCallback(
    (action: Action) => {
      if (shown === null) return;
      setRefusal(null);
      void client.act(shown, action).then((r) => {
        if (!r.ok) setRefusal({ message: r.message, rule: r.rule });
      });
    },
    [client, shown],
  );

  const switchSeat = (seat: Seat) => {
    setSelected(null);
    setPreview(null);
    setPicked(null);
    setDropped(null);
    setRefusal(null);
    setMenu(null);
    setSeating((s) => (s ? switchTo(s, seat) : s));
  };

  // The Undo button and the U / Ctrl+Z keys ask the same question, for the shown seat's own status.
  const undoFor = undoSeat(seating, (s) => client.mirrors.get(s)?.status.canUndo === true);
  const undo = () => {
    if (undoFor === null) return;
    void client.undo(undoFor).then((r) => !r.ok && setRefusal({ message: r.message, rule: r.rule }));
  };

  const onCell = (cell: string) => {
    setDestination(cell);
    setPicked(cell);
    if (selected) {
      act({ type: 'table/move', piece: selected, to: cell });
      setSelected(null);
    }
  };

  // Hotkeys (not while the hand-over screen is up: nobody is seated then).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (seating?.pending != null) return;
      const action = hotkeyFor(e, typingIn(e.target));
      if (!action) return;
      if (action === 'help') setHelp((h) => !h);
      else if (action === 'escape') {
        setHelp(false);
        setMenu(null);
        setSelected(null);
        return;
      } else if (action === 'undo') undo();
      else if (action === 'draw') {
        const deck = tabletop && Object.values(tabletop.piles).find((p) => p.visibility === 'deck' && p.count > 0);
        const hand = tabletop && shown !== null && Object.values(tabletop.piles).find((p) => p.visibility === 'hand' && p.owner === shown);
        if (deck && hand) act({ type: 'table/draw', from: deck.id, to: hand.id });
      } else if (action === 'move') {
        if (selected && destination) act({ type: 'table/move', piece: selected, to: destination });
      } else if (action === 'nextSeat') {
        const next = nextLocal(local, shown);
        if (next !== null && next !== shown) switchSeat(next);
      } else if (action === 'chat') chatRef.current?.focus();
      else if (action === 'focusPieces') (listRef.current?.querySelector('button') as HTMLElement | null)?.focus();
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

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
  const everyone = active.length > 1 && active.length === players.length;
  const turn = status.outcome ? strings.game.over(status.outcome.summary) : everyone ? strings.game.everyone : strings.game.turn(active.map(nameOf).join(', '));
  const privateInfo = shown !== null && view !== undefined ? (renderer.privatePanel?.(view, shown) ?? null) : null;
  const discardTo = tabletop ? (Object.values(tabletop.piles).find((p) => p.visibility === 'open')?.id ?? null) : null;
  const localActive = local.filter((s) => active.includes(s));
  const pendingPlayer = players.find((p) => p.seat === seating.pending);
  /** The right-clicked piece in words, and what its menu says when it offers nothing. */
  const pieceMenuWords = (id: string) => {
    const piece = table.pieces.find((p) => p.id === id);
    const owner = piece?.owner ?? null;
    const mine = owner === null || owner === shown;
    const words = piece?.label ?? piece?.variant ?? piece?.kind ?? id;
    const ownerName = owner === null ? null : nameOf(owner);
    return {
      // "Bo's pawn 1" already says whose it is.
      name: ownerName && words.includes(ownerName) ? words : strings.contextMenu.piece(words, ownerName),
      select: view !== undefined && renderer.pieceActions ? (p: string, all: readonly Action[]) => renderer.pieceActions!(view, p, all) : undefined,
      label: view !== undefined && renderer.actionLabel ? (a: Action) => renderer.actionLabel!(view, a) ?? actionLabel(a) : undefined,
      idle: {
        over: Boolean(status.outcome),
        waitingFor: shown !== null && !active.includes(shown) ? active.map(nameOf).join(', ') : null,
        ownedBy: mine ? null : nameOf(owner),
        phase: phase ?? null,
      },
    };
  };

  return (
    <div className="game-screen" aria-label={strings.game.screenLabel} ref={setScreenEl}>
      <GameTable table={table} seatColours={seatHexes} seatMarks={seatMarks} selected={selected} onDrop={(piece, cell) => (tabletop ? act({ type: 'table/move', piece, to: cell }) : setDropped((d) => ({ piece, to: cell, n: (d?.n ?? 0) + 1 })))}
        onDrag={setDragged} settings={settings} onPiece={(id) => setSelected((s) => (s === id ? null : id))} onCell={onCell} onPieceMenu={(piece, x, y) => shown !== null && setMenu({ piece, x, y })}
        preview={preview}
        onPreviewHover={setPreviewHint}
        layers={layers}
        covers={covers}
        home={home}
        tilt={renderer.homeTilt}
        seat={shown}
      />
      {preview && previewHint ? (
        <p className="preview-hint" role="status">
          {candidateText(previewHint)}
        </p>
      ) : null}
      <header className="banner" role="banner">
        <p className="phase" aria-live="polite">
          {phase ? <strong>{strings.game.phase(phase)} · </strong> : null}
          {turn}
          {status.paused ? ` ${strings.game.paused}` : null}
        </p>
        {localActive.length > 1 || (everyone && local.length > 1) ? (
          <label>
            <span className="sr-only">{strings.game.seatSwitcher}</span>
            <select aria-label={strings.game.seatSwitcher} value={shown ?? ''} onChange={(e) => switchSeat(Number(e.target.value))}>
              {local.map((s) => (
                <option key={s} value={s}>
                  {strings.game.seatOption(nameOf(s))}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button type="button" disabled={undoFor === null} onClick={undo}>
          {strings.game.undo}
        </button>
        {status.outcome ? (
          <button type="button" onClick={() => setResultsClosed(false)}>
            {strings.results.show}
          </button>
        ) : null}
        <button type="button" onClick={() => void save()}>
          {strings.game.save}
        </button>
        <button type="button" onClick={onSettings}>
          {strings.game.settings}
        </button>
        <button type="button" onClick={() => setHelp(true)}>
          {strings.game.help}
        </button>
        <button type="button" onClick={onLeave}>
          {strings.game.leave}
        </button>
      </header>
      <aside className="side left">
        <PlayerPanels players={players} tabletop={tabletop} active={active} shown={shown} />
        {shown !== null && privateInfo && !privateInfo.inModulePanel ? <PrivatePanel name={nameOf(shown)} info={privateInfo} discardTo={discardTo} act={act} manual={tabletop !== null} /> : null}
      </aside>
      {shown !== null ? (
        <aside className="side right">
          {tabletop ? (
            <PiecesPanel
              tabletop={tabletop}
              cells={cells}
              seat={shown}
              players={players}
              supplyKinds={renderer.supplyKinds ?? []}
              selected={selected}
              onSelect={setSelected}
              destination={destination}
              onDestination={setDestination}
              act={act}
              listRef={listRef}
            />
          ) : null}
          {renderer.Panel && view !== undefined ? (
            <Panel id="actions" className="module-panel" title={strings.layout.actions}>
              <ScrollBody>
                <renderer.Panel view={view} seat={shown} act={actFor} ask={ask} preview={setPreview} picked={picked} dragged={dragged} dropped={dropped} remote={remote} />
              </ScrollBody>
            </Panel>
          ) : null}
          <GameLog log={mirror?.log ?? []} />
          <Chat chat={client.chat} inputRef={chatRef} onSay={(text) => client.say(shown, text)} />
        </aside>
      ) : null}
      {refusal || note ? (
        <div className={refusal ? 'toast refusal' : 'toast'} role={refusal ? 'alert' : 'status'}>
          <span>{refusal ? (refusal.rule ? strings.game.refused(refusal.message, refusal.rule) : refusal.message) : note}</span>
          {refusal && onTutorial ? <LearnRule rule={refusal.rule} onOpen={onTutorial} /> : null}
          <button
            type="button"
            onClick={() => {
              setRefusal(null);
              setNote(null);
            }}
          >
            {strings.game.dismiss}
          </button>
        </div>
      ) : null}
      {menu && shown !== null ? <PieceMenu client={client} seat={shown} piece={menu.piece} {...pieceMenuWords(menu.piece)} at={menu} onAct={act} onClose={() => setMenu(null)} /> : null}
      {help ? <HelpOverlay onClose={() => setHelp(false)} /> : null}
      {pendingPlayer ? (
        <Overlay label={strings.handOver.title(pendingPlayer.name)} className="hand-over">
          <h2>
            <SeatName player={pendingPlayer} />
          </h2>
          <p className="hand-over-title">{strings.handOver.title(pendingPlayer.name)}</p>
          <p>{strings.handOver.body(pendingPlayer.name)}</p>
          <button type="button" className="primary" autoFocus onClick={() => setSeating((s) => (s ? confirmHandOver(s) : s))}>
            {strings.handOver.confirm(pendingPlayer.name)}
          </button>
        </Overlay>
      ) : null}
      {status.outcome && !resultsClosed ? (
        <Suspense fallback={null}>
          <ResultsScreen service={service} game={game} outcome={status.outcome} onReplay={onReplay} onClose={() => setResultsClosed(true)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The "?" beside a refusal: opens the tutorial that teaches the refusal's rule, when there is one. */
function LearnRule({ rule, onOpen }: { rule?: string; onOpen: (id: string) => void }) {
  const tutorial = tutorialForRule(rule);
  if (!tutorial || !rule) return null;
  const label = strings.tutorials.learnRule(rule, tutorial.title);
  return (
    <button type="button" className="learn-rule" aria-label={label} title={label} onClick={() => onOpen(tutorial.id)}>
      ?
    </button>
  );
}
