import type { Seat } from '../seat';
import type { EmpiresAction } from '../actions';
import { commodityOf } from '../cards';
import { indexMap } from '../map';
import type { EmpiresState } from '../state';
import { checkSpecialTurn, checkUseSpecial, specialOf, unusedSpecials } from './specials';
import { landAdjacentToUnits, neighbours, unitAreas } from './special-effects';
import { isProtectedFrom } from './abilities';

type Use = Extract<EmpiresAction, { type: 'use-special' }>;

/** A short list of uses of one special, for the panel, the map lighting and the bots (each still checked). */
function candidates(state: EmpiresState, seat: Seat, advance: string): Use[] {
  const use = (extra: Omit<Use, 'type' | 'advance'>): Use => ({ type: 'use-special', advance, ...extra });
  const near = () => [...landAdjacentToUnits(state, seat)].map((area) => use({ area }));
  const p = state.players[seat];
  switch (specialOf(advance)) {
    case 'fundamentalism':
    case 'monotheism':
      return near();
    case 'politics':
      return [...(p.stock > 0 ? [use({ treasury: Math.min(5, p.stock) })] : []), ...near()];
    case 'universal-doctrine':
      return Object.entries(state.areas)
        .filter(([, a]) => !a.outOfPlay && (a.city?.owner === 'pirate' || a.barbarians > 0))
        .map(([area, a]) => (a.city?.owner === 'pirate' ? use({ area }) : use({ area, count: Math.max(1, Math.min(5, a.barbarians, p.stock)) })));
    case 'trade-routes': {
      const cards = p.hand.filter((c) => commodityOf(c));
      return cards.length ? [use({ cards }), ...cards.map((c) => use({ cards: [c] }))] : [];
    }
    case 'provincial-empire': {
      const seats = neighbours(state, seat).filter((v) => !isProtectedFrom(state, v, 'provincial-empire')).slice(0, 5);
      return seats.length ? [use({ seats }), ...seats.map((v) => use({ seats: [v] }))] : [];
    }
    case 'diaspora': {
      // One token from the seat's fullest area to each area it may reach within the limits.
      const from = unitAreas(state, seat).filter((a) => (state.areas[a].tokens[seat] ?? 0) > 0).sort((a, b) => (state.areas[b].tokens[seat] ?? 0) - (state.areas[a].tokens[seat] ?? 0))[0];
      if (!from) return [];
      return state.map.areas.filter((a) => a.kind === 'land' && a.id !== from).map((a) => use({ moves: [{ from, to: a.id, count: 1 }] }));
    }
    default:
      return [];
  }
}

/** ME-ADVX-4: the legal uses of the seat's unused specials now, and passing. */
export function specialActions(state: EmpiresState, seat: Seat): EmpiresAction[] {
  if (!checkSpecialTurn(state, seat).ok) return [];
  const out: EmpiresAction[] = [{ type: 'pass-special' }];
  for (const advance of unusedSpecials(state, seat)) {
    for (const c of candidates(state, seat, advance)) if (checkUseSpecial(state, seat, advance, c).ok) out.push(c);
  }
  return out;
}

/** For the map: areas a special may target now, each legal or with the refusal (the panel lights the legal ones). */
export function specialAreas(state: EmpiresState, seat: Seat, advance: string): { area: string; ok: boolean; message?: string }[] {
  const index = indexMap(state.map);
  return candidates(state, seat, advance)
    .filter((c) => c.area !== undefined && index.area[c.area])
    .map((c) => {
      const check = checkUseSpecial(state, seat, advance, c);
      return check.ok ? { area: c.area!, ok: true } : { area: c.area!, ok: false, message: check.message };
    });
}

/** For the panel: each unused special of the seat with its legal uses, or why none is legal now. */
export function specialUses(state: EmpiresState, seat: Seat): { advance: string; uses: Use[]; reason: string | null }[] {
  const turn = checkSpecialTurn(state, seat);
  return unusedSpecials(state, seat).map((advance) => {
    if (!turn.ok) return { advance, uses: [], reason: turn.message };
    const all = candidates(state, seat, advance);
    const uses = all.filter((c) => checkUseSpecial(state, seat, advance, c).ok);
    const first = all.map((c) => checkUseSpecial(state, seat, advance, c)).find((c) => !c.ok);
    return { advance, uses, reason: uses.length ? null : first && !first.ok ? first.message : null };
  });
}
