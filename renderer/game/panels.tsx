import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Seat } from '../../models/core/module';
import type { OpenedGame } from '../../models/core/service';
import type { ChatView, LogEntryView } from '../../models/core/protocol';
import type { TabletopView } from '../../models/tabletop/view';
import type { PrivateInfo } from '../modules';
import { seatColour } from '../ui/seat-colors';
import { strings } from '../ui/strings';
import { Panel } from './Panel';

type Act = (action: { type: string } & Record<string, unknown>) => void;

export function SeatName({ player }: { player: OpenedGame['players'][number] }) {
  const c = seatColour(player.color);
  return (
    <span className="seat-name">
      <span className="seat-mark" aria-label={`${strings.colours[c.id]} ${strings.marks[c.mark]}`} role="img" style={{ color: c.hex }}>
        {c.glyph}
      </span>{' '}
      {player.name}
    </span>
  );
}

/**
 * One panel per player: colour and mark, name, who may act, and the public counters (coins, cards in hand); under
 * them the map the game is played on, where the game takes map files (ours or a loaded one: whose it is).
 */
export function PlayerPanels({ players, tabletop, active, shown, mapName = null }: { players: OpenedGame['players']; tabletop: TabletopView | null; active: readonly Seat[]; shown: Seat | null; mapName?: string | null }) {
  return (
    <Panel id="players" className="players" title={strings.game.players}>
      <ul>
        {players.map((p) => {
          const counters = tabletop ? Object.values(tabletop.counters).filter((c) => c.owner === p.seat) : [];
          const hands = tabletop ? Object.values(tabletop.piles).filter((h) => h.visibility === 'hand' && h.owner === p.seat) : [];
          return (
            <li key={p.seat} aria-label={p.name} className={active.includes(p.seat) ? 'player active' : 'player'}>
              <SeatName player={p} /> {p.seat === shown ? <em>{strings.game.you}</em> : null}
              {active.includes(p.seat) ? <span className="badge">{strings.game.active}</span> : null}
              <ul className="counters">
                {counters.map((c) => (
                  <li key={c.id}>
                    {c.label}: <strong>{c.value}</strong>
                  </li>
                ))}
                {hands.map((h) => (
                  <li key={h.id}>{strings.privatePanel.hand(h.label, h.count)}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      {mapName ? <p className="map-caption">{strings.game.mapCaption(mapName)}</p> : null}
    </Panel>
  );
}

/**
 * The shown seat's secrets: its hand and its face-down pieces. Rendered only for that seat. Discard and reveal are
 * tabletop actions, offered only where the module plays its cards on the shared tabletop.
 */
export function PrivatePanel({ name, info, discardTo, act, manual = true }: { name: string; info: PrivateInfo; discardTo: string | null; act: Act; manual?: boolean }) {
  const p = strings.privatePanel;
  return (
    <Panel id="private" className="private" title={p.title(name)}>
      {info.hands.map((hand) => (
        <div key={hand.id}>
          <h3>{p.hand(hand.label, hand.count)}</h3>
          {(hand.cards ?? []).length === 0 ? <p>{p.empty}</p> : null}
          <ul className="cards">
            {(hand.cards ?? []).map((card) => (
              <li key={card.id} className="card">
                <span className="card-name">{card.name}</span>
                {manual && discardTo ? (
                  <button type="button" onClick={() => act({ type: 'table/discard', card: card.id, from: hand.id, to: discardTo })}>
                    {p.discard(card.name)}
                  </button>
                ) : null}
                {manual ? (
                  <button type="button" onClick={() => act({ type: 'table/reveal', card: card.id, from: hand.id })}>
                    {p.reveal(card.name)}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {info.faceDown.length > 0 ? (
        <>
          <h3>{p.faceDown}</h3>
          <ul>
            {info.faceDown.map((piece) => (
              <li key={piece.id}>{piece.at}</li>
            ))}
          </ul>
        </>
      ) : null}
    </Panel>
  );
}

/** The log as the shown seat sees it: public lines and its own private ones, scrolled to the newest line. */
export function GameLog({ log }: { log: readonly LogEntryView[] }) {
  const listRef = useRef<HTMLOListElement>(null);
  const newest = log.length > 0 ? log[log.length - 1] : null;
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [log.length, newest]);
  const line = (entry: LogEntryView) => (
    <>
      {entry.private ? <span className="badge">{strings.game.privateLine}</span> : null} {entry.text}
      {entry.rule ? <span className="rule-id"> ({entry.rule})</span> : null}
    </>
  );
  return (
    // Folded, the log still shows its newest line.
    <Panel id="log" className="log" title={strings.game.log} folded={newest ? <p className="newest-line">{line(newest)}</p> : null}>
      {log.length === 0 ? <p>{strings.game.logEmpty}</p> : null}
      {/* Room for the widest line number, so "10." is not clipped to "0.". */}
      <ol aria-live="polite" ref={listRef} style={{ paddingLeft: `${String(log.length).length + 1.5}ch` }}>
        {log.map((entry) => (
          <li key={`${entry.index}-${entry.text}`} className={entry.private ? 'private-line' : undefined}>
            {line(entry)}
          </li>
        ))}
      </ol>
    </Panel>
  );
}

export function Chat({ chat, onSay, inputRef }: { chat: readonly ChatView[]; onSay: (text: string) => void; inputRef?: React.Ref<HTMLInputElement> }) {
  const [text, setText] = useState('');
  return (
    <Panel id="chat" className="chat" title={strings.game.chat}>
      <ol>
        {chat.map((c, i) => (
          <li key={i}>
            <strong>{c.name}:</strong> {c.text}
          </li>
        ))}
      </ol>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim()) onSay(text.trim());
          setText('');
        }}
      >
        <input ref={inputRef} aria-label={strings.game.chatInput} value={text} maxLength={500} onChange={(e) => setText(e.target.value)} />
        <button type="submit">{strings.game.send}</button>
      </form>
    </Panel>
  );
}

/** A full-window layer over the game (hand-over, help, replay). */
export function Overlay({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={`screen-backdrop ${className ?? ''}`}>
      <section className="dialog-panel" role="dialog" aria-modal="true" aria-label={label}>
        {children}
      </section>
    </div>
  );
}
