import { useEffect, useState } from 'react';
import { abilitiesOf, cardName } from '../../models/civ/cards/abilities';
import type { CardTarget } from '../../models/civ/cards/effects';
import type { AbilityRow } from '../../models/civ/cards/use';
import type { CivView } from '../../models/civ/view';
import type { ModulePanelProps } from '../module-renderer';
import { strings } from '../ui/strings';

const t = strings.civ;
type Action = { type: string } & Record<string, unknown>;

/** The legal `use-card` actions of one card's ability. */
function usesOf(legal: Action[], card: string, ability: number): Action[] {
  return legal.filter((a) => a.type === 'use-card' && a.card === card && ((a.ability as number | undefined) ?? 0) === ability);
}

/** A target in the players' words (seat names, squares, techs, buildings). */
export function targetWords(view: CivView, target: CardTarget | undefined): string {
  if (!target) return t.cardNoTarget;
  const parts: string[] = [];
  if (target.seat !== undefined) parts.push(view.players[target.seat]?.name ?? '');
  if (target.seats) parts.push(target.seats.map((s) => view.players[s]?.name ?? '').join(', '));
  if (target.tech) parts.push(target.tech);
  if (target.building) parts.push(target.building);
  if (target.city) parts.push(t.cardCity(view.cities.findIndex((c) => c.id === target.city) + 1));
  if (target.square) parts.push(t.candidate(target.square.x, target.square.y));
  if (target.units) {
    const counts = new Map<string, number>();
    for (const u of target.units) counts.set(u, (counts.get(u) ?? 0) + 1);
    parts.push([...counts].map(([u, n]) => t.cardUnits(n, strings.civBattle.unitType[u] ?? u)).join(', '));
  }
  if (target.from && target.to) parts.push(t.edgeMoveChoice(target.from.x, target.from.y, target.to.x, target.to.y));
  const end = target.path?.[target.path.length - 1];
  if (target.figure && target.path && end) parts.push(t.sacrificeChoice(view.figures.find((f) => f.id === target.figure)?.kind ?? '', end.x, end.y, target.path.length));
  if (target.resources?.length === 1) parts.push(t.takeResourceChoice(target.resources[0]));
  return parts.join(' · ') || t.cardNoTarget;
}

/** One ability's button: a single use goes straight; several targets give a choice first. */
export function UseButton({ view, uses, label, act }: { view: CivView; uses: Action[]; label: string; act: ModulePanelProps['act'] }) {
  const [index, setIndex] = useState(0);
  if (uses.length === 0) return null;
  const chosen = uses[Math.min(index, uses.length - 1)];
  return (
    <span className="civ-card-use">
      {uses.length > 1 ? (
        <select aria-label={t.cardTarget} value={Math.min(index, uses.length - 1)} onChange={(e) => setIndex(Number(e.target.value))}>
          {uses.slice(0, 300).map((a, i) => (
            <option key={i} value={i}>
              {targetWords(view, a.target as CardTarget | undefined)}
            </option>
          ))}
        </select>
      ) : null}{' '}
      <button type="button" onClick={() => void act(chosen)}>
        {label}
      </button>
    </span>
  );
}

/**
 * CIV-CEV: the private culture hand with a Play button per card whose timing fits now; the response window of a
 * played event (cancel or let it pass); the discard over the hand limit.
 */
export function CultureHand({ view, seat, legal, act }: { view: CivView; seat: number; legal: Action[]; act: ModulePanelProps['act'] }) {
  const me = view.players[seat];
  const head = view.pending[0] as ({ kind: string; seat?: number; by?: number; card?: string; target?: CardTarget; cards?: unknown }) | undefined;
  const choosing = head?.kind === 'event-choice' && head.seat === seat && Array.isArray(head.cards) ? (head.cards as string[]) : [];
  const discarding = head?.kind === 'culture-discard' && head.seat === seat;
  return (
    <section className="civ-culture-hand" aria-label={t.cultureHand}>
      <h3>{t.cultureHand}</h3>
      {head?.kind === 'card-response' ? (
        <p role="status" data-testid="civ-card-response">
          {t.cardPlayed(view.players[head.by ?? 0]?.name ?? '', cardName(head.card ?? ''), targetWords(view, head.target))} {head.seat === seat ? t.cardAnswer : t.waiting(view.players[head.seat ?? 0]?.name ?? '')}
        </p>
      ) : null}
      {discarding ? <p role="status">{t.cardOverLimit}</p> : null}
      {choosing.length ? (
        <div role="status" className="civ-event-choice">
          <p>{t.mysticism}</p>
          {choosing.map((card) => (
            <button key={card} type="button" onClick={() => void act({ type: 'discard-event', card })}>
              {t.discardThis(cardName(card))}
            </button>
          ))}
        </div>
      ) : null}
      {me.cultureHand.length === 0 ? <p className="hint">{t.cultureHandEmpty}</p> : null}
      <ul className="civ-cards">
        {me.cultureHand.map((card) => (
          <li key={card} className="card" data-card={card}>
            <strong>{cardName(card)}</strong>
            {abilitiesOf(card).map((a, i) => (
              <div key={i}>
                <span className="hint">
                  {t.timing[a.timing]} · {a.text}
                </span>{' '}
                <UseButton view={view} uses={usesOf(legal, card, i)} label={t.play} act={act} />
              </div>
            ))}
            {discarding ? (
              <button type="button" onClick={() => void act({ type: 'discard-event', card })}>
                {t.discard}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="hint">{t.cultureDecks(view.cultureDecks[1], view.cultureDecks[2], view.cultureDecks[3])}</p>
      <ul className="hint">
        {view.players
          .filter((p) => p.seat !== seat)
          .map((p) => (
            <li key={p.seat}>{t.othersCultureHand(p.name, p.cultureCards)}</li>
          ))}
      </ul>
    </section>
  );
}

/** CIV-CARD-01: every ability of the player's other cards, with a Use button when usable now and the reason when not. */
export function Abilities({ view, seat, legal, act, ask }: { view: CivView; seat: number; legal: Action[]; act: ModulePanelProps['act']; ask: ModulePanelProps['ask'] }) {
  const [rows, setRows] = useState<AbilityRow[]>([]);
  useEffect(() => {
    let live = true;
    void ask({ type: 'card-abilities' }).then((r) => live && setRows(r.ok ? (r.answer as AbilityRow[]).filter((x) => !x.card.startsWith('ce-')) : []));
    return () => {
      live = false;
    };
  }, [view, seat, ask]);
  return (
    <section className="civ-abilities" aria-label={t.abilities}>
      <h3>{t.abilities}</h3>
      {rows.length === 0 ? <p className="hint">{t.noAbilities}</p> : null}
      <ul>
        {rows.map((r) => {
          const uses = usesOf(legal, r.card, r.ability);
          return (
            <li key={`${r.card}#${r.ability}`} data-ability={r.card} className={uses.length ? 'usable' : 'not-now'}>
              <strong>{r.name}</strong> · {t.timing[r.timing]} · {r.text} {r.manual ? <em>{t.atTheTable}</em> : null}{' '}
              {uses.length ? <UseButton view={view} uses={uses} label={t.use(r.name)} act={act} /> : <span className="reason">{r.reason ?? ''}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
