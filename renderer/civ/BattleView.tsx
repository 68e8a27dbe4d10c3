import type { BonusItem, FrontCard } from '../../models/civ/rules/battle/types';
import type { Square } from '../../models/civ/geometry';
import type { CivView } from '../../models/civ/view';
import type { ModulePanelProps } from '../module-renderer';
import { cardName } from '../../models/civ/cards/abilities';
import { strings } from '../ui/strings';
import { UseButton } from './CardsPanel';

const t = strings.civBattle;

type Action = { type: string } & Record<string, unknown>;
type Side = 'attacker' | 'defender';

/** The fight as a seat's view shows it: its own hand as cards, the other's as a count. */
interface FightView {
  readonly hands: Record<Side, readonly string[] | number>;
  readonly fronts: readonly Record<Side, FrontCard | null>[];
  readonly next: Side;
  readonly seats: Record<Side, number | undefined>;
  readonly bonus: Record<Side, readonly BonusItem[]>;
  readonly barbariansAttack?: boolean;
  readonly window?: { readonly stage: 'pre-draw' | 'start'; readonly sides: readonly Side[] };
}

export interface BattlePending {
  readonly kind: 'battle';
  readonly attacker: number;
  readonly defender: number | 'barbarians';
  readonly square: Square;
  readonly fight?: FightView;
}

const typeName = (type: string) => t.unitType[type] ?? type;
/** A card id names its type and base strength (unit-mounted-3-4). */
const cardType = (id: string) => id.split('-')[1] ?? id;
const cardBase = (id: string) => Number(id.split('-')[2] ?? 0);

function Slot({ unit, side }: { unit: FrontCard | null; side: Side }) {
  if (!unit) return <div className={`battle-slot empty ${side}`}>{t.emptySlot}</div>;
  return (
    <div className={`battle-slot ${side}${unit.dead ? ' dead' : ''}${unit.wounds > 0 ? ' wounded' : ''}`} data-card={unit.card}>
      <span className="unit">{t.unit(typeName(unit.type), unit.strength)}</span>
      {unit.dead ? <span className="fate">{t.killed}</span> : unit.wounds > 0 ? <span className="fate">{t.wounds(unit.wounds)}</span> : null}
    </div>
  );
}

function Bonus({ label, items }: { label: string; items: readonly BonusItem[] }) {
  const total = items.reduce((n, i) => n + i.amount, 0);
  return (
    <div className="battle-bonus">
      <strong>{label}</strong>
      {items.length === 0 ? <span> · {t.noBonus}</span> : null}
      <ul>
        {items.map((i) => (
          <li key={i.source}>{`${t.source[i.source] ?? i.label} +${i.amount}`}</li>
        ))}
      </ul>
      {items.length > 0 ? <span className="total">{t.bonusTotal(total)}</span> : null}
    </div>
  );
}

/**
 * CIV-BATTLE: the two armies' fronts as card slots, the bonus of each side item by item, and, for the seat whose
 * battle turn it is, its battle force with a button per legal placement. The other side's hand shows only its size.
 */
export function BattleView({ view, seat, act, legal, battle }: Pick<ModulePanelProps, 'seat' | 'act'> & { view: CivView; legal: Action[]; battle: BattlePending }) {
  const fight = battle.fight;
  const name = (s: number | undefined) => (s === undefined ? '' : (view.players[s]?.name ?? ''));
  const defenderName = battle.defender === 'barbarians' ? t.barbariansPlayedBy(name(fight?.seats.defender)) : name(battle.defender);
  if (!fight) return null;
  const attackerName = fight.barbariansAttack ? t.barbariansPlayedBy(name(fight.seats.attacker)) : name(battle.attacker);
  const mySide: Side | null = fight.seats.attacker === seat ? 'attacker' : fight.seats.defender === seat ? 'defender' : null;
  const plays = legal.filter((a) => a.type === 'play-unit');
  // The cards usable at this moment of the battle (pre-draw, start, or the battle turn), with their targets.
  const uses = legal.filter((a) => a.type === 'use-card');
  const myHand = mySide ? fight.hands[mySide] : [];
  const hand = Array.isArray(myHand) ? myHand : [];
  const theirs = (side: Side) => fight.hands[side];
  const otherSide: Side = mySide === 'attacker' ? 'defender' : 'attacker';
  const other = theirs(otherSide);
  return (
    <section className="civ-battle" aria-label={t.title}>
      <h3>{t.title}</h3>
      <p>{t.heading(attackerName, defenderName, battle.square.x, battle.square.y)}</p>
      {fight.window ? (
        <p className="battle-turn" role="status" data-window={fight.window.stage}>
          {fight.seats[fight.next] === seat ? t.windowYours[fight.window.stage] : t.windowWaiting(name(fight.seats[fight.next]))}
        </p>
      ) : (
        <p className="battle-turn" data-next={fight.next}>{fight.seats[fight.next] === seat ? t.yourTurn : t.waiting(name(fight.seats[fight.next]))}</p>
      )}
      {uses.length ? (
        <ul className="battle-cards-now" aria-label={t.cardsNow}>
          {[...new Set(uses.map((a) => String(a.card)))].map((card) => (
            <li key={card}>
              <UseButton view={view} uses={uses.filter((a) => a.card === card)} label={strings.civ.use(cardName(card))} act={act} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="battle-fronts" aria-label={t.fronts}>
        <div className="battle-front header">
          <span />
          <span>{t.attackerSide}: {attackerName}</span>
          <span>{t.defenderSide}: {defenderName}</span>
        </div>
        {fight.fronts.length === 0 ? <p className="hint">{t.noFronts}</p> : null}
        {fight.fronts.map((f, i) => (
          <div className="battle-front" key={i} data-front={i}>
            <span className="front-name">{t.front(i + 1)}</span>
            <Slot unit={f.attacker} side="attacker" />
            <Slot unit={f.defender} side="defender" />
          </div>
        ))}
      </div>
      <div className="battle-bonuses">
        <Bonus label={`${t.bonus}: ${attackerName}`} items={fight.bonus.attacker} />
        <Bonus label={`${t.bonus}: ${defenderName}`} items={fight.bonus.defender} />
      </div>
      {mySide ? (
        <div className="battle-hand" aria-label={t.yourHand}>
          <h4>{t.yourHand}</h4>
          {hand.length === 0 ? <p className="hint">{t.handEmpty}</p> : null}
          <ul>
            {hand.map((card) => (
              <li key={card} className="battle-card" data-card={card}>
                <span className="unit">{t.unit(typeName(cardType(card)), cardBase(card))}</span>
                {plays
                  .filter((a) => a.card === card)
                  .map((a) => (
                    <button key={`${String(a.front)}${a.iron ? '-iron' : ''}`} type="button" onClick={() => void act(a)}>
                      {a.front === 'new' ? t.newFront : a.iron ? t.onFrontIron(Number(a.front) + 1) : t.onFront(Number(a.front) + 1)}
                    </button>
                  ))}
              </li>
            ))}
          </ul>
          {legal
            .filter((a) => a.type === 'pass-battle-turn')
            .map((a) => (
              <button key="pass" type="button" onClick={() => void act(a)}>
                {fight.window ? t.goOn[fight.window.stage] : t.passSunTzu}
              </button>
            ))}
          <p className="hint">{t.theirHand(otherSide === 'defender' ? defenderName : attackerName, typeof other === 'number' ? other : other.length)}</p>
        </div>
      ) : (
        <p className="hint">
          {t.theirHand(attackerName, typeof theirs('attacker') === 'number' ? (theirs('attacker') as number) : (theirs('attacker') as readonly string[]).length)}
          {' · '}
          {t.theirHand(defenderName, typeof theirs('defender') === 'number' ? (theirs('defender') as number) : (theirs('defender') as readonly string[]).length)}
        </p>
      )}
    </section>
  );
}
