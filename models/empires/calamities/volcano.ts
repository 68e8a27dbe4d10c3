import type { LogLine } from '../seat';
import { ADV } from '../data/advances';
import { indexMap } from '../map';
import { withArea, player, type EmpiresState } from '../state';
import { areaName } from './effects';
import type { Expand } from './expand-types';
import type { TaskKind } from './effect-types';
import { destroyCity, reduce, removeTokens, unitPoints } from './units';

/** ME-CALX-10: every unit of every owner in the areas the volcano touches is destroyed. */
function erupt(state: EmpiresState, areas: readonly string[]): EmpiresState {
  let s = state;
  for (const a of areas) {
    for (const seat of Object.keys(s.areas[a].tokens).map(Number)) s = removeTokens(s, a, seat, s.areas[a].tokens[seat] ?? 0);
    if (s.areas[a].city) s = destroyCity(s, a);
    if (s.areas[a].barbarians > 0) s = withArea(s, a, { barbarians: 0 });
  }
  return s;
}

/**
 * ME-CALX-10: a volcano next to one of the victim's cities erupts (the one that hits most of his unit points);
 * otherwise an earthquake: he destroys one of his cities (reduces it with Engineering), then reduces one next to it.
 */
export const expandVolcano: Expand = (state, active) => {
  const v = active.victim;
  const hits = state.map.volcanoes.filter((x) => x.areas.some((a) => state.areas[a]?.city?.owner === v));
  if (hits.length > 0) {
    const worth = (areas: readonly string[]) => areas.reduce((t, a) => t + unitPoints(state, a, v), 0);
    const volcano = [...hits].sort((a, b) => worth(b.areas) - worth(a.areas) || a.id.localeCompare(b.id))[0];
    const log: LogLine[] = [{ text: `${volcano.name} erupts: everything in ${volcano.areas.map((a) => areaName(state, a)).join(' and ')} is destroyed.`, rule: 'ME-CALX-10' }];
    return { state: erupt(state, volcano.areas), log, tasks: [] };
  }
  return { state, log: [{ text: 'No volcano is near: an earthquake strikes.', rule: 'ME-CALX-10' }], tasks: [{ kind: 'volcanoOrEarthquake', seat: v, chooser: v, left: 1 }] };
};

const neighboursOf = (state: EmpiresState, area: string): string[] => {
  const index = indexMap(state.map);
  return [...new Set([...(index.land[area] ?? []), ...(index.water[area] ?? [])])];
};

/** ME-CALX-10 earthquake: the victim's own city first. */
export const earthquake: TaskKind = {
  options: ({ state, task }) => Object.keys(state.areas).filter((a) => state.areas[a].city?.owner === task.seat).sort().map((area) => ({ area })),
  apply: ({ state, task }, { area }) => {
    const engineering = player(state, task.seat).advances.includes(ADV.engineering);
    const s = engineering ? reduce(state, area!).state : destroyCity(state, area!);
    const near = neighboursOf(s, area!).filter((a) => s.areas[a]?.city && s.areas[a].city!.owner !== 'pirate');
    const text = `${player(state, task.seat).name}'s city in ${areaName(state, area!)} is ${engineering ? 'reduced (Engineering)' : 'destroyed'}.`;
    return { state: s, task: null, log: [{ text, rule: 'ME-CALX-10' }], next: near.length ? [{ kind: 'earthquakeReduce', seat: task.seat, chooser: task.seat, left: 1, areas: near }] : [] };
  },
};

/** ME-CALX-10 earthquake: then one city (any owner) next to it is reduced. */
export const earthquakeReduce: TaskKind = {
  options: ({ state, task }) => (task.areas ?? []).filter((a) => state.areas[a].city && state.areas[a].city!.owner !== 'pirate').map((area) => ({ area })),
  apply: ({ state }, { area }) => {
    const owner = state.areas[area!].city!.owner as number;
    return { state: reduce(state, area!).state, task: null, log: [{ text: `The earthquake reduces ${player(state, owner).name}'s city in ${areaName(state, area!)}.`, rule: 'ME-CALX-10' }] };
  },
};

