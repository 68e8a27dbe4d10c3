import { squareName } from '../../../core/squares';
import type { Seat } from '../../contract';
import { UNIT_TYPES, unitInfo } from '../../data/units';
import { asState, type Ctx } from '../../draft';
import type { Square } from '../../geometry';
import { figuresAt } from '../../map';
import type { City, CivState } from '../../state';
import { battleHandSize } from '../combat';
import { refreshBonus } from './bonus';
import { resolveIfDone } from './result';
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

/** CIV-BATTLE-11: the side draws its battle force at random from its standing forces; the rest stays there. */
function drawFromForces(ctx: Ctx, seat: Seat, size: number): string[] {
  const forces = ctx.d.players[seat].forces;
  const hand: string[] = [];
  while (hand.length < size && forces.length > 0) hand.push(forces.splice(ctx.random.int(forces.length), 1)[0]);
  if (hand.length > 0) ctx.revealed = true;
  return hand;
}

/** CIV-BATTLE-40: one artillery, one infantry and one mounted card from the market decks; an empty deck gives none. */
function drawBarbarians(ctx: Ctx): string[] {
  const hand: string[] = [];
  for (const type of UNIT_TYPES) {
    if (type === 'aircraft') continue;
    const deck = ctx.d.unitDecks[type];
    if (deck.length > 0) hand.push(deck.splice(ctx.random.int(deck.length), 1)[0]);
  }
  ctx.revealed = true;
  return hand;
}

/** What a hand holds, for its owner's private log line (card ids stay out of logs). */
function describe(hand: readonly string[]): string {
  return hand.length === 0 ? 'no units' : hand.map((id) => `${unitInfo(id).type} ${unitInfo(id).base}`).join(', ');
}

/**
 * CIV-BATTLE-01..05, -10, -11, -20, -40: a battle starts. Both sides draw their battle force in secret, the
 * defender (or, behind city walls, the attacker) takes the first battle turn; with both hands empty it is decided
 * at once by the bonuses.
 */
export function startBattle(ctx: Ctx, e: Engagement): void {
  const d = ctx.d;
  const state = asState(d);
  const city = e.cityId ? state.cities.find((c) => c.id === e.cityId) : undefined;
  const defenderFigures = e.defender === 'barbarians' ? 0 : figuresAt(state, e.square).filter((f) => f.owner === e.defender).length;
  const attackSize = handSizeFor(state, e.attacker, e.square, 'attacker');
  const defendSize = e.defender === 'barbarians' ? 3 : handSizeFor(state, e.defender, e.square, 'defender', city);
  const attackHand = drawFromForces(ctx, e.attacker, attackSize);
  const barbarianSeat = e.defender === 'barbarians' ? (e.attacker + 1) % d.players.length : undefined;
  const defendHand = e.defender === 'barbarians' ? drawBarbarians(ctx) : drawFromForces(ctx, e.defender, defendSize);
  const first: Side = city?.walls ? 'attacker' : 'defender';
  const fight: Fight = {
    hands: { attacker: attackHand, defender: defendHand },
    fronts: [],
    next: defendHand.length === 0 && first === 'defender' ? 'attacker' : attackHand.length === 0 && first === 'attacker' ? 'defender' : first,
    ...(barbarianSeat !== undefined ? { barbarianSeat, barbarianRank: 1 } : {}),
    bonus: { attacker: [], defender: [] },
    cards: [],
  };
  d.pending.unshift({ kind: 'battle', attacker: e.attacker, defender: e.defender, square: { ...e.square }, ...(e.cityId ? { cityId: e.cityId } : {}), ...(e.village ? { village: e.village } : {}), defenderFigures, fight } as never);
  const a = d.players[e.attacker];
  const defenderName = e.defender === 'barbarians' ? `the barbarians (played by ${d.players[barbarianSeat as Seat].name})` : d.players[e.defender].name;
  ctx.log.push({ text: `Battle at ${squareName(e.square.x, e.square.y)}: ${a.name} attacks ${defenderName}. Hands: ${attackHand.length} against ${defendHand.length} units.`, rule: 'CIV-BATTLE-10' });
  ctx.log.push({ text: `Your battle force: ${describe(attackHand)}.`, to: [e.attacker], rule: 'CIV-BATTLE-11' });
  const defenderSeat = e.defender === 'barbarians' ? barbarianSeat : e.defender;
  if (defenderSeat !== undefined) ctx.log.push({ text: `${e.defender === 'barbarians' ? 'The barbarians\' hand' : 'Your battle force'}: ${describe(defendHand)}.`, to: [defenderSeat], rule: e.defender === 'barbarians' ? 'CIV-BATTLE-40' : 'CIV-BATTLE-11' });
  refreshBonus(ctx);
  resolveIfDone(ctx);
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
  const defendHand = drawFromForces(ctx, e.defender, handSizeFor(state, e.defender, e.square, 'defender', city));
  const attackHand = drawBarbarians(ctx);
  const first: Side = city?.walls ? 'attacker' : 'defender';
  const fight: Fight = {
    hands: { attacker: attackHand, defender: defendHand },
    fronts: [],
    next: first === 'defender' && defendHand.length === 0 ? 'attacker' : first === 'attacker' && attackHand.length === 0 ? 'defender' : first,
    barbarianSeat,
    barbarianRank: e.rank ?? 2,
    barbariansAttack: true,
    bonus: { attacker: [], defender: [] },
    cards: [],
  };
  const defenderFigures = figuresAt(state, e.square).filter((f) => f.owner === e.defender).length;
  d.pending.unshift({ kind: 'battle', attacker: barbarianSeat, defender: e.defender, square: { ...e.square }, ...(e.cityId ? { cityId: e.cityId } : {}), defenderFigures, fight } as never);
  ctx.log.push({ text: `Barbarians (played by ${d.players[barbarianSeat].name}) attack ${d.players[e.defender].name} at ${squareName(e.square.x, e.square.y)}. Hands: ${attackHand.length} against ${defendHand.length} units.`, rule: 'CIV-BATTLE-43' });
  ctx.log.push({ text: `The barbarians' hand: ${describe(attackHand)}.`, to: [barbarianSeat], rule: 'CIV-CLAR-01' });
  ctx.log.push({ text: `Your battle force: ${describe(defendHand)}.`, to: [e.defender], rule: 'CIV-BATTLE-11' });
  refreshBonus(ctx);
  resolveIfDone(ctx);
}
