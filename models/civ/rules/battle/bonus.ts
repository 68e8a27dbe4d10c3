import type { Seat } from '../../contract';
import { BUILDING_BY_ID } from '../../data/buildings';
import { GOVERNMENTS } from '../../data/governments';
import { gpSlug } from '../../data/great-people';
import { WONDER_BY_ID } from '../../data/wonders';
import { same, type Square } from '../../geometry';
import { isBlockaded, outskirtsOf } from '../../map';
import { hasActiveGreatPerson, investmentTier, ownsWonder } from '../../player';
import { asState, type Ctx } from '../../draft';
import type { City, CivState, Placed } from '../../state';
import { currentBattle, isBarbarian, seatOf } from './sides';
import type { BonusItem, Fight, Side } from './types';

/** What a bonus source may read: the side it counts for and the battle around it. */
export interface BonusCtx {
  readonly state: CivState;
  readonly seat: Seat;
  readonly side: Side;
  /** The city being defended, if any. */
  readonly city?: City;
  readonly square: Square;
  readonly fight?: Fight;
}

interface BonusSource {
  readonly source: string;
  readonly label: string;
  readonly rule: string;
  readonly amount: (b: BonusCtx) => number;
}

/**
 * CIV-BATTLE-30 "local bonuses" option: a building or general then counts only in battles on its own city's
 * centre or outskirts; by default they are national (CIV-BLDGAB-05).
 */
function counts(b: BonusCtx, pl: Placed): boolean {
  if (pl.owner !== b.seat || isBlockaded(b.state, pl.at, b.seat)) return false;
  if (b.state.options.battleBonusReach !== 'local') return true;
  return b.state.cities.some((c) => c.owner === b.seat && outskirtsOf(c).some((s) => same(s, pl.at)) && (same(c.centre, b.square) || (!!c.expansion && same(c.expansion, b.square)) || outskirtsOf(c).some((s) => same(s, b.square))));
}

const buildings = (what: string) => (b: BonusCtx) => b.state.placed.filter((pl) => pl.kind === 'building' && pl.what === what && counts(b, pl)).length * BUILDING_BY_ID[what].combatBonus;
const defending = (f: (c: City) => number) => (b: BonusCtx) => (b.side === 'defender' && b.city ? f(b.city) : 0);
const unitsInHand = (fight: Fight | undefined, side: Side) => (fight ? fight.hands[side].length + fight.fronts.filter((f) => f[side]).length : 0);

/** CIV-BATTLE-30: every source of combat bonus, one row each; a side's bonus is the sum of its rows. */
export const BONUS_SOURCES: readonly BonusSource[] = [
  { source: 'barracks', label: 'Barracks', rule: 'CIV-BLDGAB-05', amount: buildings('barracks') },
  { source: 'academy', label: 'Academy', rule: 'CIV-BLDGAB-05', amount: buildings('academy') },
  { source: 'general', label: 'Great general', rule: 'CIV-BATTLE-30', amount: (b) => 4 * b.state.placed.filter((pl) => pl.kind === 'great-person' && pl.what === 'general' && counts(b, pl)).length },
  { source: 'city', label: 'Defending a city', rule: 'CIV-BATTLE-30', amount: defending((c) => (c.kind === 'city' ? 6 : 0)) },
  { source: 'capital', label: 'Defending the capital', rule: 'CIV-BATTLE-30', amount: defending((c) => (c.kind === 'city' ? 0 : 12)) },
  { source: 'walls', label: 'City walls', rule: 'CIV-BLDGAB-06', amount: defending((c) => (c.walls ? 4 : 0)) },
  { source: 'metropolis', label: 'Metropolis', rule: 'FF-METRO-09', amount: defending((c) => (c.kind === 'metropolis' ? 2 : 0)) },
  { source: 'fortification', label: 'Fortification', rule: 'FF-DISBAND-04', amount: defending((c) => (c.marker === 'fortification' ? 2 : 0)) },
  { source: 'military-industrial-complex', label: 'Military-Industrial Complex', rule: 'CIV-INVAB-01', amount: (b) => investmentTier(b.state, b.seat, 'military-industrial-complex')?.combatBonus ?? 0 },
  { source: 'wonders', label: 'Wonders', rule: 'CIV-WONDERAB', amount: (b) => Object.keys(b.state.wondersOwned).reduce((n, w) => n + (ownsWonder(b.state, b.seat, w) ? WONDER_BY_ID[w].combatBonus ?? 0 : 0), 0) },
  // CIV-CLAR-05: Fundamentalism's +4 belongs to the Wisdom and Warfare text; other governments keep theirs.
  { source: 'government', label: 'Government', rule: 'CIV-CLAR-05', amount: (b) => { const g = b.state.players[b.seat].government; return g === 'fundamentalism' ? 0 : GOVERNMENTS[g].combatBonus ?? 0; } },
  { source: 'joan-of-arc', label: 'Joan of Arc', rule: 'CIV-GPAB-18', amount: (b) => (b.side === 'defender' && b.fight?.cards.some((c) => c.seat === b.seat && c.card === gpSlug('Joan of Arc')) ? b.state.players[b.seat].culture : 0) },
  { source: 'leonidas', label: 'Leonidas', rule: 'CIV-GPAB-20', amount: (b) => (b.side === 'defender' && b.fight && hasActiveGreatPerson(b.state, b.seat, 'Leonidas') && unitsInHand(b.fight, 'defender') < unitsInHand(b.fight, 'attacker') ? 8 : 0) },
];

/** The bonus of one side, source by source (CIV-BATTLE-30); barbarians have none (CIV-BATTLE-31). */
export function bonusItems(b: BonusCtx | null): BonusItem[] {
  if (!b) return [];
  const out: BonusItem[] = [];
  for (const s of BONUS_SOURCES) {
    const amount = s.amount(b);
    if (amount > 0) out.push({ source: s.source, label: s.label, amount, rule: s.rule });
  }
  return out;
}

export function bonusTotal(items: readonly BonusItem[]): number {
  return items.reduce((n, i) => n + i.amount, 0);
}

/** The bonus context of one side of the current battle; null for the barbarians (CIV-BATTLE-31). */
export function bonusCtxOf(state: CivState, side: Side): BonusCtx | null {
  const b = currentBattle(state);
  if (!b) return null;
  if (isBarbarian(b, side)) return null;
  const seat = seatOf(b, side) as Seat;
  const city = side === 'defender' && b.cityId ? state.cities.find((c) => c.id === b.cityId) : undefined;
  return { state, seat, side, city, square: b.square, fight: b.fight };
}

/** Writes both sides' bonus, as it stands now, onto the fight (shown itemised; recomputed at resolution). */
export function refreshBonus(ctx: Ctx): void {
  const state = asState(ctx.d);
  const b = currentBattle(state);
  const fight = ctx.d.pending[0];
  if (!b || fight.kind !== 'battle' || !fight.fight) return;
  fight.fight.bonus = { attacker: bonusItems(bonusCtxOf(state, 'attacker')), defender: bonusItems(bonusCtxOf(state, 'defender')) };
}
