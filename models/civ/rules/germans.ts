import type { Seat } from '../contract';
import { CIVILIZATIONS } from '../data/civs';
import { MARKET_RESOURCES } from '../data/markers';
import type { Tech } from '../data/techs';
import type { UnitType } from '../data/units';
import type { Ctx } from '../draft';

/**
 * CIV-CIVAB-GER-2: a tech researched after setup that unlocks or upgrades a unit type builds one unit of each such
 * type free into standing forces and takes one market resource. The resource is the player's choice at the table;
 * Tessera takes the one the market holds most of (the first in market order on a tie), the pick nearly every
 * player makes, so the game needs no extra question.
 */
export function unitTechBonus(ctx: Ctx, seat: Seat, tech: Tech): void {
  const p = ctx.d.players[seat];
  if (!CIVILIZATIONS[p.civ].unitTechBonus) return;
  const types: UnitType[] = [...(Object.keys(tech.ranks ?? {}) as UnitType[]), ...(tech.aircraft ? ['aircraft' as const] : [])];
  if (types.length === 0) return;
  for (const type of types) {
    const deck = ctx.d.unitDecks[type];
    if (deck.length) p.forces.push(deck.splice(ctx.random.int(deck.length), 1)[0]);
  }
  const market = ctx.d.market;
  const best = MARKET_RESOURCES.reduce((a, r) => (market[r] > market[a] ? r : a), MARKET_RESOURCES[0]);
  const took = market[best] > 0;
  if (took) {
    market[best] -= 1;
    p.resources[best] += 1;
  }
  ctx.revealed = true;
  ctx.log.push({ text: `${p.name} builds ${types.length === 1 ? `a free ${types[0]} unit` : `free ${types.join(' and ')} units`} with ${tech.name}${took ? ` and takes ${best} from the market` : ''}.`, rule: 'CIV-CIVAB-GER-2' });
}
