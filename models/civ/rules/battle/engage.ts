import { squareName } from '../../../core/squares';
import type { Seat } from '../../contract';
import { asState, type Ctx } from '../../draft';
import type { Square } from '../../geometry';
import { figuresAt } from '../../map';
import type { City, CivState } from '../../state';
import { battleHandSize } from '../combat';
import { beginFight } from './windows';
import type { Fight, Side } from './types';

export interface Engagement {
  readonly attacker: Seat;
  readonly defender: Seat | 'barbarians';
  readonly square: Square;
  readonly cityId?: string;
  readonly village?: string;
}

/** CIV-BATTLE-10: a side's hand size from the armies it has in the square and the city it defends. */
export function handSizeFor(state: CivState, seat: Seat, square: Square, side: Side, city?: City): number {
  const armies = figuresAt(state, square).filter((f) => f.owner === seat && f.kind === 'army').length;
  const defendsCity = side === 'defender' && !!city && (city.kind !== 'metropolis' || state.options.metropolisHand === 'city');
  return battleHandSize(state, seat, armies, defendsCity);
}

/**
 * CIV-BATTLE-01..05, -10, -20, -40: a battle starts with its hand sizes and first side known; `beginFight` runs the
 * windows before the draw and after it (CIV-BATTLE-12/13), the secret draw (CIV-BATTLE-11) and the first turn.
 */
export function startBattle(ctx: Ctx, e: Engagement): void {
  const d = ctx.d;
  const state = asState(d);
  const city = e.cityId ? state.cities.find((c) => c.id === e.cityId) : undefined;
  const defenderFigures = e.defender === 'barbarians' ? 0 : figuresAt(state, e.square).filter((f) => f.owner === e.defender).length;
  const sizes = { attacker: handSizeFor(state, e.attacker, e.square, 'attacker'), defender: e.defender === 'barbarians' ? 3 : handSizeFor(state, e.defender, e.square, 'defender', city) };
  const barbarianSeat = e.defender === 'barbarians' ? (e.attacker + 1) % d.players.length : undefined;
  const first: Side = city?.walls ? 'attacker' : 'defender';
  const fight: Fight = {
    hands: { attacker: [], defender: [] },
    fronts: [],
    next: first,
    sizes,
    first,
    ...(barbarianSeat !== undefined ? { barbarianSeat, barbarianRank: 1 } : {}),
    bonus: { attacker: [], defender: [] },
    cards: [],
  };
  d.pending.unshift({ kind: 'battle', attacker: e.attacker, defender: e.defender, square: { ...e.square }, ...(e.cityId ? { cityId: e.cityId } : {}), ...(e.village ? { village: e.village } : {}), defenderFigures, fight } as never);
  const a = d.players[e.attacker];
  const defenderName = e.defender === 'barbarians' ? `the barbarians (played by ${d.players[barbarianSeat as Seat].name})` : d.players[e.defender].name;
  ctx.log.push({ text: `Battle at ${squareName(e.square.x, e.square.y)}: ${a.name} attacks ${defenderName}.`, rule: 'CIV-BATTLE-10' });
  beginFight(ctx);
}

export interface BarbarianAttack {
  readonly defender: Seat;
  readonly square: Square;
  readonly cityId?: string;
  /** CIV-BATTLE-43: a Roaming Horde attacks at rank II. */
  readonly rank?: number;
}

/**
 * CIV-BATTLE-43 / CIV-CLAR-01: barbarians attack a player's army stack or city (a Roaming Horde). The player to the
 * defender's left (or right, by the option) draws one card of each type from the decks and plays them; the defender
 * draws its normal hand (+3 in a city) and keeps its bonus. Called by the card that sends the horde.
 */
export function startBarbarianAttack(ctx: Ctx, e: BarbarianAttack): void {
  const d = ctx.d;
  const state = asState(d);
  const n = d.players.length;
  const barbarianSeat = d.options.barbarianPlayer === 'right-of-defender' ? (e.defender + n - 1) % n : (e.defender + 1) % n;
  const city = e.cityId ? state.cities.find((c) => c.id === e.cityId) : undefined;
  const first: Side = city?.walls ? 'attacker' : 'defender';
  const fight: Fight = {
    hands: { attacker: [], defender: [] },
    fronts: [],
    next: first,
    sizes: { attacker: 3, defender: handSizeFor(state, e.defender, e.square, 'defender', city) },
    first,
    barbarianSeat,
    barbarianRank: e.rank ?? 2,
    barbariansAttack: true,
    bonus: { attacker: [], defender: [] },
    cards: [],
  };
  const defenderFigures = figuresAt(state, e.square).filter((f) => f.owner === e.defender).length;
  d.pending.unshift({ kind: 'battle', attacker: barbarianSeat, defender: e.defender, square: { ...e.square }, ...(e.cityId ? { cityId: e.cityId } : {}), defenderFigures, fight } as never);
  ctx.log.push({ text: `Barbarians (played by ${d.players[barbarianSeat].name}) attack ${d.players[e.defender].name} at ${squareName(e.square.x, e.square.y)}.`, rule: 'CIV-BATTLE-43' });
  beginFight(ctx);
}
