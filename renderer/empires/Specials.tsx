import { useEffect, useRef, useState } from 'react';
import type { EmpiresAction } from '../../models/empires/actions';
import { specialOf } from '../../models/empires/advances/specials';
import { COMMODITIES } from '../../models/empires/data/commodities';
import type { EmpiresView } from '../../models/empires/view';
import type { ModulePanelProps } from '../module-renderer';
import { strings } from '../ui/strings';
import { useLatestAnswer } from '../ui/useLatestAnswer';

const t = strings.empiresAdvances;
type Use = Extract<EmpiresAction, { type: 'use-special' }>;
type Uses = { advance: string; uses: Use[]; reason: string | null }[];
type Areas = { area: string; ok: boolean; message?: string }[];

/** A button's words for one use of a special (phase 10). */
function useLabel(view: EmpiresView, u: Use): string {
  const area = (id: string) => view.map.areas.find((a) => a.id === id)?.name ?? id;
  const name = t.specialName(specialOf(u.advance)!);
  if (u.treasury !== undefined) return t.useTreasury(u.treasury);
  if (u.cards) return t.useCards(u.cards.length, u.cards.reduce((s, c) => s + 2 * (COMMODITIES.find((x) => c.startsWith(`card-${x.id}-`))?.face ?? 0), 0));
  if (u.seats) return t.useSeats(u.seats.map((s) => view.players[s]?.name ?? '').join(', '));
  if (u.moves) return t.useMove(area(u.moves[0].from), area(u.moves[0].to), u.moves[0].count);
  if (u.count !== undefined) return t.useCount(name, area(u.area!), u.count);
  return t.useIn(name, area(u.area ?? ''));
}

/**
 * Phase 10 by the rules (ME-ADVX-4): the holders' order, and for the seat acting now one group per unused special
 * with a button per legal use (areas also lit on the map and picked there) or the reason it cannot be used.
 */
export function Specials({ view, seat, ask, act, preview, picked }: Pick<ModulePanelProps, 'ask' | 'act' | 'preview' | 'picked' | 'seat'> & { view: EmpiresView }) {
  const [uses, setUses] = useState<Uses>([]);
  const [focus, setFocus] = useState<string | null>(null);
  const askRef = useRef(ask);
  askRef.current = ask;
  const sp = view.specials!;
  const mine = sp.current === seat;
  useLatestAnswer(
    () => askRef.current({ type: 'special-uses' }),
    (r) => setUses(r.ok ? (r.answer as Uses) : []),
    [view],
  );
  // The focused special's target areas light up on the map.
  useEffect(() => {
    let live = true;
    if (!mine || !focus) {
      preview(null);
      return;
    }
    void askRef.current({ type: 'special-areas', advance: focus }).then((r) => {
      if (!live || !r.ok) return;
      const list = r.answer as Areas;
      preview(list.length ? { piece: { kind: 'token', owner: seat }, candidates: list.map((a) => (a.ok ? { cells: [a.area], ok: true, detail: t.lit } : { cells: [a.area], ok: false, rule: 'ME-ADVX-4', message: a.message })) } : null);
    });
    return () => {
      live = false;
    };
  }, [focus, mine, seat, view, preview]);
  useEffect(() => () => preview(null), [preview]);
  // A click on a lit area uses the focused special there.
  const pickedUse = focus && picked ? uses.find((u) => u.advance === focus)?.uses.find((u) => u.area === picked) : undefined;
  return (
    <section className="panel empires-specials" aria-label={t.specials}>
      <h3>{t.specials}</h3>
      <h4>{t.specialsOrder}</h4>
      <ol className="queue">
        {sp.order.map((s) => (
          <li key={s} className={s === sp.current ? 'current' : ''}>
            {view.players[s]?.name}
          </li>
        ))}
      </ol>
      <p className="waiting">{sp.current === null ? '' : mine ? t.specialsNow(view.players[seat].name) : t.specialsWait(view.players[sp.current].name)}</p>
      {mine ? (
        <>
          {uses.map((u) => (
            <div key={u.advance} className="special" data-special={u.advance} onMouseEnter={() => setFocus(u.advance)} onFocus={() => setFocus(u.advance)}>
              <h4>{t.specialName(specialOf(u.advance)!)}</h4>
              {u.uses.length === 0 ? <p className="hint">{t.noLegalUse(u.reason)}</p> : null}
              <div className="buttons">
                {u.uses.map((x, i) => (
                  <button key={i} type="button" className="primary" onClick={() => void act(x)}>
                    {useLabel(view, x)}
                  </button>
                ))}
              </div>
            </div>
          ))}
          {pickedUse ? (
            <button type="button" className="primary" onClick={() => void act(pickedUse)}>
              {useLabel(view, pickedUse)}
            </button>
          ) : null}
          <div className="buttons">
            <button type="button" onClick={() => void act({ type: 'pass-special' })}>
              {t.passSpecials}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
