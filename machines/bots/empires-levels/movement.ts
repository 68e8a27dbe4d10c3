import type { Seat } from '../../../models/core/module';
import type { EmpiresAction } from '../../../models/empires/actions';
import type { EmpiresView } from '../../../models/empires/view';
import { citiesOf, tokensOf } from './evaluate';

type Move = Extract<EmpiresAction, { type: 'move-tokens' }>;
type Area = EmpiresView['map']['areas'][number];

const areaIndex = new WeakMap<EmpiresView['map'], ReadonlyMap<string, Area>>();
function areasOf(view: EmpiresView): ReadonlyMap<string, Area> {
  let hit = areaIndex.get(view.map);
  if (!hit) areaIndex.set(view.map, (hit = new Map(view.map.areas.map((a) => [a.id, a]))));
  return hit;
}

const mine = (view: EmpiresView, seat: Seat, id: string) => view.areas[id]?.tokens[seat] ?? 0;
const strangers = (view: EmpiresView, seat: Seat, id: string) => {
  const a = view.areas[id];
  let n = a.barbarians;
  for (const [s, k] of Object.entries(a.tokens)) if (Number(s) !== seat) n += k ?? 0;
  return n;
};

/**
 * Normal's movement (ME-MOVE, ME-MAP-3): as many new cities as its tokens can found and still support (six on a
 * city site each, two on the board for every city, ME-POP-2), each gathered from the unmoved tokens next to a free
 * site nobody else stands on, the best sites first (its own region, most tokens at hand). Undefined when it has no
 * such gathering to do (then easy's spreading of the surplus goes on).
 */
export function gatherMove(view: EmpiresView, legal: readonly EmpiresAction[], seat: Seat): Move | undefined {
  const moves = legal.filter((a): a is Move => a.type === 'move-tokens');
  if (moves.length === 0) return undefined;
  const movable = new Map<string, number>();
  for (const m of moves) movable.set(m.from, Math.max(movable.get(m.from) ?? 0, m.count));
  const areas = areasOf(view);
  const cities = citiesOf(view, seat);
  const room = Math.floor((tokensOf(view, seat) - 2 * cities) / 8);
  if (room <= 0 || cities >= 9) return undefined;
  const region = new Set(view.map.regions.find((r) => r.civ === view.players[seat].civ)?.areas ?? []);
  const sites = view.map.areas
    .filter((a) => a.kind === 'land' && a.citySite && a.limit > 0 && !view.areas[a.id].city && !view.areas[a.id].outOfPlay && strangers(view, seat, a.id) === 0)
    .map((a) => {
      const reach = a.neighbours.reduce((t, n) => t + (areas.get(n)?.kind === 'land' && !view.areas[n]?.city ? Math.min(movable.get(n) ?? 0, mine(view, seat, n)) : 0), 0);
      return { a, have: mine(view, seat, a.id), reach, score: mine(view, seat, a.id) + reach + (region.has(a.id) ? 4 : 0) };
    })
    .filter((s) => s.have >= 6 || s.have + s.reach >= 6)
    .sort((x, y) => Number(y.have >= 6) - Number(x.have >= 6) || y.score - x.score);
  const chosen = sites.slice(0, Math.min(room, 9 - cities));
  // Tokens standing on a chosen site stay for its city; the rest of each neighbour may go.
  const keep = new Map(chosen.map((s) => [s.a.id, 6]));
  for (const s of chosen) {
    if (s.have >= 6) continue;
    const need = 6 - s.have;
    const from = s.a.neighbours
      .filter((n) => !keep.has(n) || mine(view, seat, n) > 6)
      .map((n) => ({ n, spare: Math.min(movable.get(n) ?? 0, mine(view, seat, n) - (keep.get(n) ?? 0)) }))
      .filter((x) => x.spare > 0)
      .sort((x, y) => y.spare - x.spare)[0];
    if (!from) continue;
    const all = moves.find((m) => m.from === from.n && m.to === s.a.id && m.count > 1 && m.count <= need && m.count <= from.spare);
    return all ?? moves.find((m) => m.from === from.n && m.to === s.a.id && m.count === 1);
  }
  return undefined;
}
