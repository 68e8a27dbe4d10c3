import { useEffect, useMemo, useRef, useState } from 'react';
import type { EmpiresAction } from '../../models/empires/actions';
import type { EmpiresView } from '../../models/empires/view';
import type { ModulePanelProps } from '../module-renderer';
import { strings } from '../ui/strings';
import { CountPicker, useTokenDrag } from './TokenDrag';
import { useLatestAnswer } from '../ui/useLatestAnswer';

const t = strings.empires;

/** A button's words for one legal action of phases 1-5 (ME-SEQ), in the player's terms. */
function label(view: EmpiresView, a: EmpiresAction): string | null {
  const name = (id: string) => view.map.areas.find((x) => x.id === id)?.name ?? id;
  switch (a.type) {
    case 'set-tax-rate':
      return t.taxRate(a.rate);
    case 'expand':
      return a.back ? strings.empiresChoices.takeBack(name(a.area)) : t.expandIn(name(a.area));
    case 'move-tokens':
      return t.move(a.count, name(a.to), a.via ? name(a.via) : undefined);
    case 'build-ship':
      return t.buildShip(t.shipPay[a.pay]);
    case 'maintain-ship':
      return t.keepShip(name(view.ships.find((s) => s.id === a.ship)?.at ?? ''), a.pay);
    case 'sail': {
      const from = view.ships.find((s) => s.id === a.ship)?.at ?? '';
      return t.sail(name(from), name(a.path[a.path.length - 1]), a.carry);
    }
    case 'end-movement':
      return t.endMovement;
    case 'ship-losses':
      return t.shipLosses(a.ships);
    case 'adjacent-losses':
      return t.adjacentLosses(a.adjacent);
    case 'build-city':
      return t.buildCityIn(name(a.area), a.treasury);
    case 'phase-done':
      return t.doneCities;
    default:
      return null;
  }
}

/** The area an action is about, so a long movement list can be shown one area at a time. */
function areaOf(view: EmpiresView, a: EmpiresAction): string | null {
  if (a.type === 'move-tokens') return a.from;
  if (a.type === 'build-ship') return a.area;
  if (a.type === 'sail' || a.type === 'maintain-ship') return view.ships.find((s) => s.id === a.ship)?.at ?? null;
  return null;
}

/**
 * Phases 1-5 played by the rules: who still has to act (the movement order with the mover), and one button per
 * legal option from the host's legal actions. Movement lists the moves of one area, picked on the map or here.
 */
export function BoardPhases({ view, seat, ask, act, picked, preview, dragged, dropped }: Pick<ModulePanelProps, 'seat' | 'ask' | 'act' | 'picked' | 'preview' | 'dragged' | 'dropped'> & { view: EmpiresView }) {
  const [legal, setLegal] = useState<EmpiresAction[]>([]);
  const [from, setFrom] = useState<string | null>(null);
  const askRef = useRef(ask);
  askRef.current = ask;
  useLatestAnswer(
    () => askRef.current({ type: 'legal-actions' }),
    (r) => setLegal(r.ok ? (r.answer as EmpiresAction[]) : []),
    [view],
  );
  useEffect(() => {
    if (picked) setFrom(picked);
  }, [picked]);
  const name = (id: string) => view.map.areas.find((x) => x.id === id)?.name ?? id;
  const mover = view.movement?.mover ?? null;
  const waiting = view.phase === 'movement' ? (mover === null ? [] : [view.players[mover].name]) : view.players.filter((p) => !p.left && !view.done.includes(p.seat)).map((p) => p.name);
  const areas = useMemo(() => [...new Set(legal.map((a) => areaOf(view, a)).filter((x): x is string => x !== null))], [legal, view]);
  const shown = legal.filter((a) => label(view, a) !== null && (areaOf(view, a) === null || areaOf(view, a) === (from && areas.includes(from) ? from : null)));
  const short = legal.filter((a) => a.type === 'expand' && !a.back).length;
  const drag = useTokenDrag({ view, seat, legal, ask, act, preview, dragged, dropped });
  return (
    <section className="panel empires-board" aria-label={t.boardPhase}>
      <h3>{t.boardPhase}</h3>
      <p className="hint">{t.automatic}</p>
      {view.movement ? (
        <div aria-label={t.movementOrder}>
          <h4>{t.movementOrder}</h4>
          <ol className="queue">
            {view.movement.order.map((s) => (
              <li key={s} className={s === mover ? 'current' : ''}>
                {view.players[s].name} · {t.census(view.census[s] ?? 0)}
                {s === mover ? ` · ${t.moving}` : ''}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      <p className="waiting">{t.stillToAct(waiting.join(', '))}</p>
      {mover === seat ? <p className="hint">{t.dragHint}</p> : null}
      {drag.pending ? <CountPicker key={`${drag.pending.drag.from}-${drag.pending.to}`} view={view} pending={drag.pending} onMove={drag.confirm} onCancel={drag.close} /> : null}
      {short > 0 ? <p>{t.expandHint(short)}</p> : null}
      {areas.length > 0 ? (
        <label>
          {t.moveFrom}{' '}
          <select aria-label={t.moveFrom} value={from && areas.includes(from) ? from : ''} onChange={(e) => setFrom(e.target.value || null)}>
            <option value="">{t.pickArea}</option>
            {areas.map((id) => (
              <option key={id} value={id}>
                {name(id)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div className="buttons">
        {shown.length === 0 ? <p>{t.noDecision}</p> : null}
        {shown.map((a, i) => (
          <button key={i} type="button" className={a.type === 'end-movement' || a.type === 'phase-done' ? '' : 'primary'} onClick={() => void act(a)}>
            {label(view, a)}
          </button>
        ))}
      </div>
    </section>
  );
}
