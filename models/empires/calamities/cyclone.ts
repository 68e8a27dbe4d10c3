import { indexMap } from '../map';
import type { Seat } from '../seat';
import type { EmpiresState } from '../state';
import { WESTERN_HIMALAYA } from './data';
import { areaName } from './effects';
import type { Expand } from './expand-types';
import { modifiersFor, smallGame } from './modifiers';
import type { CalamityRule, Role } from './data';
import type { CalamityTask } from './types';

/** The land areas touching an open sea (or, ME-34P-2, the Western Himalaya and its neighbours). */
function shoreOf(state: EmpiresState, centre: string): string[] {
  const index = indexMap(state.map);
  const around = index.area[centre].neighbours.filter((n) => index.area[n].kind === 'land');
  return centre === WESTERN_HIMALAYA ? [centre, ...around] : around;
}

const citiesOn = (state: EmpiresState, shore: readonly string[], seat: Seat) => shore.filter((a) => state.areas[a].city?.owner === seat);

/**
 * ME-CALX-18: how many of his cities on the shore a player loses: he selects the number (Trade Empire one more)
 * from those he has there, then Masonry and Calendar deselect after the selection (ME-CALX-26: never below 0).
 */
function selectedFor(state: EmpiresState, rule: CalamityRule, seat: Seat, role: Role, onShore: number): number {
  const base = (smallGame(state) ? rule.small?.[role] : undefined) ?? rule.amounts[role] ?? 0;
  const mods = modifiersFor(state, rule, seat, role);
  const selected = Math.min(onShore, mods.filter((m) => m.delta > 0).reduce((t, m) => t + m.delta, base));
  return Math.max(0, mods.filter((m) => m.delta < 0).reduce((t, m) => t + m.delta, selected));
}

/**
 * ME-CALX-18, ME-34P-2: the open sea with most of the victim's cities on its shore; he selects 3 of them, every
 * other player 2 of his there, and the selected cities are reduced (advances add or take away selections).
 */
export const expandCyclone: Expand = (state, active, rule) => {
  const v = active.victim;
  const index = indexMap(state.map);
  const centres = state.map.areas.filter((a) => a.kind === 'sea' && !a.inland).map((a) => a.id);
  if (smallGame(state) && index.area[WESTERN_HIMALAYA]) centres.push(WESTERN_HIMALAYA);
  const scored = centres.map((c) => ({ c, n: citiesOn(state, shoreOf(state, c), v).length })).filter((x) => x.n > 0);
  if (scored.length === 0) return { state, log: [{ text: 'The cyclone passes over no city of its victim.', rule: 'ME-CALX-18' }], tasks: [] };
  const centre = scored.sort((a, b) => b.n - a.n || a.c.localeCompare(b.c))[0].c;
  const shore = shoreOf(state, centre);
  const tasks: CalamityTask[] = [{ kind: 'reduceCities', seat: v, chooser: v, left: selectedFor(state, rule, v, 'primary', citiesOn(state, shore, v).length), areas: shore }];
  for (const p of state.players) {
    if (p.seat === v || p.left || citiesOn(state, shore, p.seat).length === 0) continue;
    tasks.push({ kind: 'reduceCities', seat: p.seat, chooser: p.seat, left: selectedFor(state, rule, p.seat, 'secondary', citiesOn(state, shore, p.seat).length), areas: shore });
  }
  return { state, log: [{ text: `A cyclone strikes the shores of ${areaName(state, centre)}.`, rule: 'ME-CALX-18' }], tasks: tasks.filter((t) => t.left > 0) };
};
