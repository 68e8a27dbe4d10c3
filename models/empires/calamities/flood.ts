import { indexMap } from '../map';
import type { Seat } from '../seat';
import type { EmpiresState } from '../state';
import { areaName } from './effects';
import type { Expand } from './expand-types';
import { amountFor } from './modifiers';
import type { CalamityTask } from './types';

/** ME-CALX-14: units on a plain; a city on a black site stands off it. */
function onPlain(state: EmpiresState, areas: readonly string[], seat: Seat): number {
  const index = indexMap(state.map);
  return areas.reduce((t, a) => t + (state.areas[a].tokens[seat] ?? 0) + (state.areas[a].city?.owner === seat && !index.area[a].blackSite ? 5 : 0), 0);
}

/**
 * ME-CALX-14: the flood plain holding most of the victim's units: he takes 15 there, everyone else on it 5
 * (Engineering 5 less each). No units on a plain: 5 damage in coastal areas (ME-34P-2: or by the Western Himalaya).
 */
export const expandFlood: Expand = (state, active, rule) => {
  const v = active.victim;
  const plains = state.map.floodPlains.filter((p) => onPlain(state, p.areas, v) > 0);
  if (plains.length === 0) {
    return { state, log: [{ text: 'The flood reaches the coasts.', rule: 'ME-CALX-14' }], tasks: [{ kind: 'damage', seat: v, chooser: v, left: 5, where: 'coastal' }] };
  }
  const plain = [...plains].sort((a, b) => onPlain(state, b.areas, v) - onPlain(state, a.areas, v) || a.id.localeCompare(b.id))[0];
  const tasks: CalamityTask[] = [{ kind: 'damage', seat: v, chooser: v, left: amountFor(state, rule, v, 'primary'), areas: plain.areas }];
  for (const p of state.players) {
    if (p.seat === v || p.left || onPlain(state, plain.areas, p.seat) === 0) continue;
    tasks.push({ kind: 'damage', seat: p.seat, chooser: p.seat, left: amountFor(state, rule, p.seat, 'secondary'), areas: plain.areas });
  }
  return { state, log: [{ text: `The ${plain.name} floods (${plain.areas.map((a) => areaName(state, a)).join(', ')}).`, rule: 'ME-CALX-14' }], tasks: tasks.filter((t) => t.left > 0) };
};
