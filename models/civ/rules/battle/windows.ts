import type { Seat } from '../../contract';
import { UNIT_TYPES, unitInfo } from '../../data/units';
import { asState, type Ctx } from '../../draft';
import { holdsWindowCard } from '../../cards/use';
import { refreshBonus } from './bonus';
import { resolveIfDone } from './result';
import { currentBattle, isBarbarian, seatOf, type BattlePending } from './sides';
import type { Fight, Side } from './types';

type Stage = 'pre-draw' | 'start';

/** The battle at the head of the draft (the one being fought), as the draft to write and the state to read. */
function liveBattle(ctx: Ctx) {
  const p = ctx.d.pending[0];
  const b = currentBattle(asState(ctx.d));
  return p?.kind === 'battle' && p.fight && b ? { b, f: p.fight } : null;
}

/** The sides, attacker first (CIV-BATTLE-12/13 DEFAULT), whose player holds a card for the window. */
function sidesHolding(ctx: Ctx, stage: Stage): Side[] {
  const state = asState(ctx.d);
  const b = currentBattle(state);
  if (!b) return [];
  return (['attacker', 'defender'] as const).filter((side) => !isBarbarian(b, side) && holdsWindowCard(state, seatOf(b, side) as Seat, stage));
}

/** Opens a window for the sides holding a card of that moment; false when none does. */
function openWindow(ctx: Ctx, stage: Stage): boolean {
  const live = liveBattle(ctx);
  const sides = sidesHolding(ctx, stage);
  if (!live || sides.length === 0) return false;
  const { b, f } = live;
  f.window = { stage, sides };
  f.next = sides[0];
  const who = sides.map((s) => ctx.d.players[seatOf(b, s) as Seat].name).join(', then ');
  ctx.log.push(stage === 'pre-draw'
    ? { text: `Before the battle forces are drawn, ${who} may play cards for it.`, rule: 'CIV-BATTLE-12' }
    : { text: `As the battle starts, ${who} may use cards for it.`, rule: 'CIV-BATTLE-13' });
  return true;
}

/** CIV-BATTLE-11: the side draws its battle force at random from its standing forces; the rest stays there. */
function drawFromForces(ctx: Ctx, seat: Seat, size: number): string[] {
  const forces = ctx.d.players[seat].forces;
  const hand: string[] = [];
  while (hand.length < size && forces.length > 0) hand.push(forces.splice(ctx.random.int(forces.length), 1)[0]);
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
  return hand;
}

/** What a hand holds, for its owner's private log line (card ids stay out of logs). */
function describe(hand: readonly string[]): string {
  return hand.length === 0 ? 'no units' : hand.map((id) => `${unitInfo(id).type} ${unitInfo(id).base}`).join(', ');
}

/** The side taking the first battle turn: the one CIV-BATTLE-20 names, unless its hand is empty. */
function firstTurn(f: Pick<Fight, 'first' | 'hands'>): Side {
  const first = f.first ?? 'defender';
  const o: Side = first === 'attacker' ? 'defender' : 'attacker';
  return f.hands[first].length === 0 && f.hands[o].length > 0 ? o : first;
}

/** CIV-BATTLE-11 / -40: both sides draw in secret; each sees only its own hand. */
function drawForces(ctx: Ctx, b: BattlePending, f: { hands: Fight['hands']; sizes?: Fight['sizes'] }): void {
  const sizes = f.sizes ?? { attacker: 3, defender: 3 };
  const draw = (side: Side) => (isBarbarian(b, side) ? drawBarbarians(ctx) : drawFromForces(ctx, seatOf(b, side) as Seat, sizes[side]));
  f.hands = { attacker: draw('attacker'), defender: draw('defender') };
  ctx.revealed = true;
  ctx.log.push({ text: `The battle forces are drawn: ${f.hands.attacker.length} against ${f.hands.defender.length} units.`, rule: 'CIV-BATTLE-11' });
  for (const side of ['attacker', 'defender'] as const) {
    const seat = seatOf(b, side);
    if (seat === undefined) continue;
    const barbarians = isBarbarian(b, side);
    ctx.log.push({ text: `${barbarians ? 'The barbarians\' hand' : 'Your battle force'}: ${describe(f.hands[side])}.`, to: [seat], rule: barbarians ? 'CIV-BATTLE-40' : 'CIV-BATTLE-11' });
  }
}

/** After the draw: the start window if a side holds a card for it, else the first battle turn. */
function afterDraw(ctx: Ctx): void {
  const live = liveBattle(ctx);
  if (!live) return;
  drawForces(ctx, live.b, live.f);
  refreshBonus(ctx);
  if (openWindow(ctx, 'start')) return;
  live.f.next = firstTurn(live.f);
  resolveIfDone(ctx);
}

/**
 * CIV-BATTLE-12 / -11 / -13 / -20: a battle just set up (hands empty, sizes known) opens its pre-draw window for the
 * sides holding a pre-draw card, or draws at once; then the start window, then the first battle turn.
 */
export function beginFight(ctx: Ctx): void {
  if (openWindow(ctx, 'pre-draw')) return;
  afterDraw(ctx);
}

/** `pass-battle-turn` in a window: the side is done with it; the last one closes it. */
export function closeWindowTurn(ctx: Ctx): void {
  const live = liveBattle(ctx);
  const w = live?.f.window;
  if (!live || !w) return;
  const rest = w.sides.slice(1);
  if (rest.length > 0) {
    live.f.window = { stage: w.stage, sides: rest };
    live.f.next = rest[0];
    return;
  }
  delete live.f.window;
  if (w.stage === 'pre-draw') return afterDraw(ctx);
  refreshBonus(ctx);
  live.f.next = firstTurn(live.f);
  resolveIfDone(ctx);
}
