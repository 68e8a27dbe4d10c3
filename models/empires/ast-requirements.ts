import type { Seat } from './seat';
import { ADVANCE_BY_ID } from './data/advances';
import { abilitiesHeld } from './advances/abilities';
import { astRow, epochAt, type AstSide, type Epoch } from './data/ast';
import { citiesOf } from './population';
import type { EmpiresState } from './state';

/** What entering a space of an epoch asks for (ME-ASTX-2 Basic, ME-ASTX-3 Expert). */
export interface Requirement {
  readonly cities: number;
  /** Advances of at least `minCost` printed cost. */
  readonly advances?: { readonly count: number; readonly minCost: number };
  /** Advances of printed cost below 100. */
  readonly cheap?: number;
  /** Advances worth at least this many victory points in all. */
  readonly points?: number;
}

/** [MC] values, per epoch and side. */
export const AST_REQUIREMENTS: Readonly<Record<AstSide, Readonly<Record<Epoch, Requirement>>>> = {
  basic: {
    stone: { cities: 0 },
    'early-bronze': { cities: 2 },
    'middle-bronze': { cities: 3, advances: { count: 3, minCost: 0 } },
    'late-bronze': { cities: 3, advances: { count: 3, minCost: 100 } },
    'early-iron': { cities: 4, advances: { count: 2, minCost: 200 } },
    'late-iron': { cities: 5, advances: { count: 3, minCost: 200 } },
  },
  expert: {
    stone: { cities: 0 },
    'early-bronze': { cities: 3 },
    'middle-bronze': { cities: 3, points: 5 },
    'late-bronze': { cities: 4, advances: { count: 12, minCost: 0 } },
    'early-iron': { cities: 5, cheap: 10, points: 38 },
    'late-iron': { cities: 6, cheap: 17, points: 56 },
  },
};

/** ME-ASTX-4: Wonder of the World counts as one more city. */
export function astCities(state: EmpiresState, seat: Seat): number {
  return citiesOf(state, seat).length + abilitiesHeld(state, seat, 'countsAsCityForAst').length;
}

/** Does the seat meet this requirement now? */
export function meets(state: EmpiresState, seat: Seat, req: Requirement): boolean {
  const held = state.players[seat].advances.map((a) => ADVANCE_BY_ID[a]);
  if (astCities(state, seat) < req.cities) return false;
  if (req.advances && held.filter((a) => a.cost >= req.advances!.minCost).length < req.advances.count) return false;
  if (req.cheap !== undefined && held.filter((a) => a.cost < 100).length < req.cheap) return false;
  if (req.points !== undefined && held.reduce((t, a) => t + a.vp, 0) < req.points) return false;
  return true;
}

/** ME-ASTX-1: may the marker move onto the next space of its own row? */
export function meetsNextSpace(state: EmpiresState, seat: Seat): boolean {
  const p = state.players[seat];
  const side = state.options.astSide;
  if (p.ast >= astRow(p.civ, side).last) return false;
  return meets(state, seat, AST_REQUIREMENTS[side][epochAt(p.civ, side, p.ast + 1)]);
}
