import type { LogLine } from '../seat';
import type { Random } from '../../core/rng';
import { BARBARIAN_BOX } from '../actions';
import { attackCity, attackerOf, attackNeeds, fight, isTokenConflict } from '../conflict';
import { indexMap } from '../map';
import { withArea, type EmpiresState } from '../state';
import { areaName } from './effects';
import type { TaskKind } from './effect-types';
import type { CalamityTask } from './types';
import { unitPoints } from './units';

/** Barbarians above the printed limit of their area. */
const excessIn = (state: EmpiresState, area: string) => Math.max(0, state.areas[area].barbarians - indexMap(state.map).area[area].limit);

/** ME-CONF2 as in phase 4: the token fight first, then the attack on the city. */
function battle(state: EmpiresState, area: string, random: Random): { state: EmpiresState; log: LogLine[] } {
  let s = state;
  const log: LogLine[] = [];
  if (isTokenConflict(s, area)) s = fight(s, area).state;
  if (attackerOf(s, area) === 'barbarians') {
    const r = attackCity(s, area, random);
    s = r.state;
    log.push(...r.log);
  }
  return { state: s, log };
}

function nextMove(state: EmpiresState, task: CalamityTask, area: string): CalamityTask[] {
  const excess = excessIn(state, area);
  return excess > 0 ? [{ kind: 'barbarianMove', seat: task.seat, chooser: task.chooser, left: excess, picked: [area] }] : [];
}

/** ME-CALX-17: the beneficiary picks one of the victim's cities (a wilderness city if he has one) for the horde. */
export const barbarianAttack: TaskKind = {
  options: ({ state, task }) => {
    const site = indexMap(state.map).area;
    const cities = Object.keys(state.areas).filter((a) => state.areas[a].city?.owner === task.seat).sort();
    const wild = cities.filter((a) => !site[a].citySite);
    return (wild.length > 0 ? wild : cities).map((area) => ({ area }));
  },
  apply: ({ state, task }, { area }, random) => {
    const free = BARBARIAN_BOX - Object.values(state.areas).reduce((t, a) => t + a.barbarians, 0);
    const horde = Math.min(task.left, free);
    let s = withArea(state, area!, { barbarians: state.areas[area!].barbarians + horde });
    const log: LogLine[] = [{ text: `${horde} barbarians attack ${state.players[task.seat].name}'s city in ${areaName(state, area!)}.`, rule: 'ME-CALX-17' }];
    const b = battle(s, area!, random);
    s = b.state;
    return { state: s, task: null, log: [...log, ...b.log], next: nextMove(s, task, area!) };
  },
};

/** ME-CALX-17: the excess moves on into a neighbouring area of the victim (a city only if the attack would win). */
export const barbarianMove: TaskKind = {
  options: ({ state, task }) => {
    const from = task.picked![0];
    const index = indexMap(state.map);
    const near = [...new Set([...(index.land[from] ?? []), ...(index.water[from] ?? [])])].filter((a) => index.area[a].kind === 'land' && unitPoints(state, a, task.seat) > 0);
    return near.filter((a) => !state.areas[a].city || task.left >= attackNeeds(state, a, 'barbarians')).sort().map((area) => ({ area }));
  },
  apply: ({ state, task }, { area }, random) => {
    const from = task.picked![0];
    let s = withArea(state, from, { barbarians: state.areas[from].barbarians - task.left });
    s = withArea(s, area!, { barbarians: s.areas[area!].barbarians + task.left });
    const b = battle(s, area!, random);
    s = b.state;
    return { state: s, task: null, log: [{ text: `${task.left} barbarians move on to ${areaName(state, area!)}.`, rule: 'ME-CALX-17' }, ...b.log], next: nextMove(s, task, area!) };
  },
  end: ({ state, task }) => {
    const from = task.picked![0];
    const s = withArea(state, from, { barbarians: Math.max(0, state.areas[from].barbarians - task.left) });
    return { state: s, log: [{ text: `${task.left} barbarians with nowhere to go are removed.`, rule: 'ME-CALX-17' }] };
  },
};
