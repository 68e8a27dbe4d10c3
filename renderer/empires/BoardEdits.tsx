import { useEffect, useMemo, useState } from 'react';
import type { EmpiresView } from '../../models/empires/view';
import type { ModulePanelProps } from '../module-renderer';
import { strings } from '../ui/strings';

const t = strings.empires;

type Send = (action: { type: string } & Record<string, unknown>) => void;

/**
 * The manual phases (ME-TURN-1): the table's own edits as buttons on an area (taken from a click on the map or
 * the list), the treasury, cards, Regression, and "Phase done". The host checks every edit.
 */
export function BoardEdits({ view, seat, act, picked }: Pick<ModulePanelProps, 'act' | 'seat' | 'picked'> & { view: EmpiresView }) {
  const land = useMemo(() => view.map.areas.filter((a) => a.kind === 'land'), [view.map]);
  const [area, setArea] = useState(land[0]?.id ?? '');
  const [count, setCount] = useState(1);
  const [stack, setStack] = useState(1);
  const [chosen, setChosen] = useState<string[]>([]);
  const [to, setTo] = useState(view.players.find((p) => p.seat !== seat)?.seat ?? 0);
  useEffect(() => {
    if (picked && land.some((a) => a.id === picked)) setArea(picked);
  }, [picked, land]);
  const me = view.players[seat];
  const hand = me.hand ?? [];
  const send: Send = (action) => void act(action);
  const done = view.done.includes(seat);
  const waiting = view.players.filter((p) => !p.left && !view.done.includes(p.seat)).map((p) => p.name);
  const here = view.areas[area];
  const n = Math.max(1, Math.min(55, count));

  return (
    <section className="panel empires-edits" aria-label={t.boardEdits}>
      <h3>{t.boardEdits}</h3>
      <p className="hint">{t.waitingFor(waiting.join(', '))}</p>
      {done ? <p>{t.doneAlready}</p> : null}
      <label>
        {t.area}{' '}
        <select aria-label={t.area} value={area} onChange={(e) => setArea(e.target.value)}>
          {land.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name} ({a.limit}{a.citySite ? ', city site' : ''})
            </option>
          ))}
        </select>
      </label>
      {here ? (
        <p className="hint">
          {Object.entries(here.tokens)
            .map(([s, c]) => `${view.players[Number(s)]?.name}: ${c}`)
            .join(', ') || '-'}
          {here.barbarians ? ` · barbarians ${here.barbarians}` : ''}
          {here.city ? ` · city of ${here.city.owner === 'pirate' ? 'pirates' : view.players[here.city.owner]?.name}` : ''}
        </p>
      ) : null}
      <label>
        {t.count} <input type="number" aria-label={t.count} min={1} max={55} value={count} onChange={(e) => setCount(Math.floor(Number(e.target.value) || 1))} />
      </label>
      <div className="buttons">
        <button type="button" disabled={done} onClick={() => send({ type: 'place-tokens', area, count: n })}>{t.placeTokens}</button>
        <button type="button" disabled={done} onClick={() => send({ type: 'remove-tokens', area, count: n })}>{t.removeTokens}</button>
        <button type="button" disabled={done} onClick={() => send({ type: 'barbarians', area, delta: n })}>{t.addBarbarians}</button>
        <button type="button" disabled={done} onClick={() => send({ type: 'barbarians', area, delta: -n })}>{t.removeBarbarians}</button>
        <button type="button" disabled={done} onClick={() => send({ type: 'build-city', area })}>{t.buildCity}</button>
        <button type="button" disabled={done} onClick={() => send({ type: 'reduce-city', area })}>{t.reduceCity}</button>
        <button type="button" disabled={done} onClick={() => send({ type: 'remove-city', area })}>{t.removeCity}</button>
        <button type="button" disabled={done} onClick={() => send({ type: 'annex-city', area })}>{t.annexCity}</button>
        <button type="button" disabled={done} onClick={() => send({ type: 'treasury', delta: n })}>{t.toTreasury}</button>
        <button type="button" disabled={done} onClick={() => send({ type: 'treasury', delta: -n })}>{t.fromTreasury}</button>
      </div>
      {view.phase === 'trade-card-acquisition' ? (
        <div className="buttons">
          <select aria-label={t.stack} value={stack} onChange={(e) => setStack(Number(e.target.value))}>
            {Array.from({ length: 9 }, (_, i) => i + 1).map((s) => (
              <option key={s} value={s}>
                {t.stack} {s} ({view.stacks[s] ?? 0})
              </option>
            ))}
          </select>
          <button type="button" disabled={done} onClick={() => send({ type: 'draw-card', stack })}>{t.drawCard}</button>
        </div>
      ) : null}
      {hand.length > 0 ? (
        <fieldset>
          <legend>{t.hand}</legend>
          <ul className="empires-cards">
            {hand.map((c) => (
              <li key={c.id}>
                <label>
                  <input type="checkbox" checked={chosen.includes(c.id)} onChange={() => setChosen((l) => (l.includes(c.id) ? l.filter((x) => x !== c.id) : [...l, c.id]))} /> {c.label}
                </label>
              </li>
            ))}
          </ul>
          <div className="buttons">
            <select aria-label={t.giveCards} value={to} onChange={(e) => setTo(Number(e.target.value))}>
              {view.players.filter((p) => p.seat !== seat && !p.left).map((p) => (
                <option key={p.seat} value={p.seat}>
                  {p.name}
                </option>
              ))}
            </select>
            <button type="button" disabled={done || chosen.length === 0} onClick={() => { send({ type: 'give-cards', to, cards: chosen }); setChosen([]); }}>{t.giveCards}</button>
            <button type="button" disabled={done || chosen.length === 0} onClick={() => { send({ type: 'discard-cards', cards: chosen }); setChosen([]); }}>{t.discardCards}</button>
          </div>
        </fieldset>
      ) : null}
      {view.phase === 'calamity-resolution' && hand.some((c) => c.id === 'card-regression') ? (
        <div className="buttons" aria-label={t.regression}>
          <button type="button" onClick={() => send({ type: 'resolve-regression', sacrifice: false, destroyCities: [] })}>{t.stepBack}</button>
          <button type="button" onClick={() => send({ type: 'resolve-regression', sacrifice: true, destroyCities: [] })}>{t.sacrificeAgainst}</button>
        </div>
      ) : null}
      <div className="buttons">
        <button type="button" disabled={done} onClick={() => send({ type: 'check-buildings' })}>{t.checkBuildings}</button>
        <button type="button" className="primary" disabled={done} onClick={() => send({ type: 'phase-done' })}>{t.phaseDone}</button>
      </div>
    </section>
  );
}
