import type { Seat } from '../contract';
import { OK, refuse, type Check } from '../../core/check';
import { TECH_BY_NAME } from '../data/techs';
import { UNIT_TYPES, unitInfo, type UnitType } from '../data/units';
import { asState, type Ctx } from '../draft';
import { currentBattle, sideOf } from '../rules/battle/sides';
import type { CivState } from '../state';
import type { CardTarget } from './effects';

/** A unit type the player may build now: aircraft need a tech that unlocks them (CIV-COMBAT-03). */
function unlocked(state: CivState, seat: Seat, type: UnitType): boolean {
  return type !== 'aircraft' || state.players[seat].techs.some((t) => TECH_BY_NAME[t.name]?.aircraft);
}

/** The player's battle force in the battle being fought now, if they fight it. */
function ownForce(state: CivState, seat: Seat): readonly string[] | null {
  const b = currentBattle(state);
  const side = b && sideOf(b, seat);
  return b && side ? b.fight.hands[side] : null;
}

/** Whether the named unit types can be built: unlocked, with enough cards left in their market decks. */
function checkUnits(state: CivState, seat: Seat, units: readonly UnitType[] | undefined, min: number, max: number, rule: string): Check {
  if (!units || units.length < min || units.length > max) return refuse('bad-target', rule, min === max ? `Name ${max} unit type${max > 1 ? 's' : ''} to build.` : `Name 1 to ${max} unit types to build.`);
  for (const type of new Set(units)) {
    if (!unlocked(state, seat, type)) return refuse('locked', rule, `${type} units are not unlocked.`);
    if (state.unitDecks[type].length < units.filter((u) => u === type).length) return refuse('stock', rule, `Not enough ${type} cards are left.`);
  }
  return OK;
}

/** CIV-BATTLE-12 (Duty and Honor, Nationalism, Patriotism) and CIV-GPAB-16 (Gustavus Adolphus): the units named fit. */
export function checkBattleBuild(state: CivState, seat: Seat, kind: 'build-units' | 'rebuild-force', count: number, t: CardTarget, rule: string): Check {
  if (kind === 'build-units') return checkUnits(state, seat, t.units, 1, count, rule);
  const force = ownForce(state, seat);
  if (!force) return refuse('battle-only', rule, 'Only in a battle you fight.');
  if (force.length === 0) return refuse('empty-force', rule, 'Your battle force is empty.');
  return checkUnits(state, seat, t.units, force.length, force.length, rule);
}

/** Targets worth trying: one unit, or as many as allowed, of each unlocked type. */
export function battleBuildCandidates(state: CivState, seat: Seat, kind: 'build-units' | 'rebuild-force', count: number): CardTarget[] {
  const n = kind === 'build-units' ? count : (ownForce(state, seat)?.length ?? 0);
  if (n === 0) return [];
  const types = UNIT_TYPES.filter((u) => unlocked(state, seat, u));
  const sizes = kind === 'build-units' && n > 1 ? [1, n] : [n];
  return types.flatMap((u) => sizes.map((k) => ({ units: Array<UnitType>(k).fill(u) })));
}

/** Draws one random card of a type from its market deck (CIV-BATTLE-18). */
function build(ctx: Ctx, type: UnitType): string | undefined {
  const deck = ctx.d.unitDecks[type];
  return deck.length ? deck.splice(ctx.random.int(deck.length), 1)[0] : undefined;
}

/** CIV-BATTLE-12: the units go into standing forces, where the draw may pick them. */
export function buildIntoForces(ctx: Ctx, seat: Seat, units: readonly UnitType[]): void {
  const p = ctx.d.players[seat];
  for (const type of units) {
    const card = build(ctx, type);
    if (card) p.forces.push(card);
  }
  ctx.revealed = true;
  ctx.log.push({ text: `${p.name} builds ${units.length} free unit${units.length > 1 ? 's' : ''} (${units.join(', ')}) before the draw.`, rule: 'CIV-BATTLE-12' });
}

/** CIV-GPAB-16: the battle force dies (back to the market decks, no card saves it); new units are built into it. */
export function rebuildForce(ctx: Ctx, seat: Seat, units: readonly UnitType[]): void {
  const pend = ctx.d.pending[0];
  const side = currentBattle(asState(ctx.d)) && pend?.kind === 'battle' && pend.fight ? sideOf(pend, seat) : null;
  if (!side || pend?.kind !== 'battle' || !pend.fight) return;
  const old = pend.fight.hands[side];
  // Build first, so a killed card is not drawn straight back.
  const fresh = units.map((u) => build(ctx, u)).filter((c): c is string => !!c);
  for (const card of old) ctx.d.unitDecks[unitInfo(card).type].push(card);
  pend.fight.hands = { ...pend.fight.hands, [side]: fresh };
  ctx.revealed = true;
  ctx.log.push({ text: `${ctx.d.players[seat].name} sacrifices a battle force of ${old.length} and raises ${fresh.length} new units (Gustavus Adolphus).`, rule: 'CIV-GPAB-16' });
}
