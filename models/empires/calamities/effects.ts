import type { LogLine, Seat } from '../seat';
import { commodityOf, stackOf } from '../cards';
import { indexMap } from '../map';
import { citiesOf, supportRate, tokensOnBoard } from '../population';
import { player, type EmpiresState } from '../state';
import { WESTERN_HIMALAYA } from './data';
import { smallGame } from './modifiers';
import type { CalamityTask } from './types';
import type { CalamityChoice, TaskContext, TaskKind, TaskResult } from './effect-types';
import { annexArea, annexCity, destroyCity, discardCard, loseTreasury, pirateCity, reduce, removeTokens, unitPoints } from './units';

export const areaName = (state: EmpiresState, id: string): string => indexMap(state.map).area[id]?.name ?? id;
const nameOf = (state: EmpiresState, seat: Seat) => state.players[seat].name;

/** ME-CALX-14/30/37 and ME-34P-2: coastal, or (small game) in or next to the Western Himalaya. */
export function inPlace(state: EmpiresState, task: CalamityTask, area: string): boolean {
  if (task.areas && !task.areas.includes(area)) return false;
  if (task.where !== 'coastal') return true;
  const index = indexMap(state.map);
  if (index.area[area]?.coastal) return true;
  return smallGame(state) && !!index.area[WESTERN_HIMALAYA] && (area === WESTERN_HIMALAYA || index.land[area]?.includes(WESTERN_HIMALAYA));
}

/** The seat's cities the task may name (pirate cities never: ME-CITY-8). */
export function citiesFor(state: EmpiresState, task: CalamityTask, seat: Seat = task.seat): string[] {
  return citiesOf(state, seat).filter((a) => inPlace(state, task, a)).sort();
}

const sorted = new WeakMap<EmpiresState['map'], readonly string[]>();

/**
 * The map's area ids sorted (the board record holds the map's areas): a damage choice lists the board in this
 * order, once per choice of every point of damage, and sorting ~150 ids each time was most of its cost.
 */
function sortedAreas(state: EmpiresState): readonly string[] {
  let ids = sorted.get(state.map);
  if (!ids) sorted.set(state.map, (ids = state.map.areas.map((a) => a.id).sort()));
  return ids;
}

const done = (t: CalamityTask, used = 1): CalamityTask | null => (t.left - used > 0 ? { ...t, left: t.left - used } : null);
const result = (state: EmpiresState, task: CalamityTask | null, log: LogLine[], extra: Partial<TaskResult> = {}): TaskResult => ({ state, task, log, ...extra });

/** ME-CALX-6: take N damage, one unit at a time; a reduced city counts 5 minus the tokens it leaves (option). */
const damage: TaskKind = {
  options: ({ state, task }) => {
    const out: CalamityChoice[] = [];
    const blackOff = task.areas !== undefined;
    for (const id of sortedAreas(state)) {
      if (!state.areas[id] || !inPlace(state, task, id)) continue;
      if ((state.areas[id].tokens[task.seat] ?? 0) > 0) out.push({ area: id, unit: 'token' });
      // ME-CALX-14: a city on a black site is not on the flood plain.
      const black = blackOff && indexMap(state.map).area[id].blackSite;
      if (state.areas[id].city?.owner === task.seat && !black) out.push({ area: id, unit: 'city' });
    }
    return out;
  },
  apply: ({ state, task }, choice) => {
    const area = choice.area!;
    if (choice.unit === 'token') {
      return result(removeTokens(state, area, task.seat, 1), done(task), [{ text: `${nameOf(state, task.seat)} loses a token in ${areaName(state, area)}.`, rule: 'ME-CALX-6' }]);
    }
    const r = reduce(state, area);
    const worth = state.options.damageCityReductionValue === '5' ? 5 : Math.max(1, 5 - r.placed);
    return result(r.state, done(task, worth), [{ text: `${nameOf(state, task.seat)} reduces the city in ${areaName(state, area)}.`, rule: 'ME-CALX-6' }]);
  },
};

/** The cheapest commodity cards of a hand (Theocracy gives these up: the digital default). */
function cheapest(state: EmpiresState, seat: Seat, n: number): string[] {
  const cards = player(state, seat).hand.filter((c) => commodityOf(c));
  return cards.sort((a, b) => commodityOf(a)!.face - commodityOf(b)!.face || a.localeCompare(b)).slice(0, n);
}

/**
 * ME-CALX-15/21/23/32, ME-CALX-18 (with a shore): the sufferer reduces cities of his own; with Theocracy he may
 * instead give up two commodity cards (ME-CALX-23: his own reductions only).
 */
const reduceCities: TaskKind = {
  options: ({ state, task }) => {
    const out: CalamityChoice[] = citiesFor(state, task).map((area) => ({ area }));
    if (task.saveCards && out.length > 0 && cheapest(state, task.seat, task.saveCards).length === task.saveCards) out.push({ save: true });
    return out;
  },
  apply: ({ state, task }, { area, save }) => {
    if (save) {
      const s = cheapest(state, task.seat, task.saveCards!).reduce((x, c) => discardCard(x, task.seat, c, stackOf(c)), state);
      return result(s, null, [{ text: `${nameOf(state, task.seat)} gives up ${task.saveCards} cards through Theocracy and keeps his cities.`, rule: 'ME-CALX-23' }]);
    }
    return result(reduce(state, area!).state, done(task), [{ text: `${nameOf(state, task.seat)} reduces the city in ${areaName(state, area!)}.`, rule: 'ME-TERM-5' }]);
  },
};

/** ME-CALX-33/35/37: the sufferer destroys cities; City in Flames may be bought off. */
const destroyCities: TaskKind = {
  options: ({ state, task }) => {
    const out: CalamityChoice[] = citiesFor(state, task).map((area) => ({ area }));
    if (task.saveCost !== undefined && out.length > 0 && player(state, task.seat).treasury >= task.saveCost) out.push({ save: true });
    return out;
  },
  apply: ({ state, task }, { area, save }) => {
    if (save) {
      const r = loseTreasury(state, task.seat, task.saveCost!);
      return result(r.state, null, [{ text: `${nameOf(state, task.seat)} pays ${r.lost} treasury to save a city.`, rule: 'ME-CALX-33' }]);
    }
    return result(destroyCity(state, area!), done(task), [{ text: `${nameOf(state, task.seat)} loses the city in ${areaName(state, area!)}.`, rule: 'ME-TERM-5' }]);
  },
};

/** ME-CALX-11: the beneficiary annexes cities of the victim. */
const annexCities: TaskKind = {
  options: ({ state, task }) => citiesFor(state, task).map((area) => ({ area })),
  apply: ({ state, task }, { area }) =>
    result(annexCity(state, area!, task.chooser), done(task), [{ text: `${nameOf(state, task.chooser)} annexes ${nameOf(state, task.seat)}'s city in ${areaName(state, area!)}.`, rule: 'ME-CALX-11' }]),
};

/**
 * ME-CALX-16/20, ME-CALX-27, ME-CLAR-10: the beneficiary takes whole areas of the victim one at a time, each next
 * to one already taken while there is such an area (option civilWarGrouping), until the total is reached.
 */
const annexUnits: TaskKind = {
  options: ({ state, task }) => {
    const mine = Object.keys(state.areas).filter((a) => unitPoints(state, a, task.seat) > 0).sort();
    const picked = task.picked ?? [];
    if (picked.length === 0 || state.options.civilWarGrouping === 'anyAreas') return mine.map((area) => ({ area }));
    const land = indexMap(state.map).land;
    const near = mine.filter((a) => picked.some((p) => land[p]?.includes(a)));
    return (near.length > 0 ? near : mine).map((area) => ({ area }));
  },
  apply: ({ state, task }, { area }) => {
    const r = annexArea(state, area!, task.seat, task.chooser);
    const next = done(task, r.points);
    return result(r.state, next && { ...next, picked: [...(task.picked ?? []), area!] }, [
      { text: `${nameOf(state, task.chooser)} annexes ${nameOf(state, task.seat)}'s units in ${areaName(state, area!)} (${r.points}).`, rule: 'ME-CLAR-10' },
    ]);
  },
};

/** ME-CALX-25: picked coastal cities become pirate cities. */
const pirateCities: TaskKind = {
  options: ({ state, task }) => citiesFor(state, { ...task, where: 'coastal' }).map((area) => ({ area })),
  apply: ({ state, task }, { area }) =>
    result(pirateCity(state, area!), done(task), [{ text: `Pirates seize ${nameOf(state, task.seat)}'s city in ${areaName(state, area!)}.`, rule: 'ME-CALX-25' }]),
};

/** ME-CALX-30..32/37: treasury lost; beyond what is held, all of it. */
const treasuryLoss: TaskKind = {
  automatic: true,
  options: () => [{}],
  apply: ({ state, task }) => {
    const r = loseTreasury(state, task.seat, task.left);
    return result(r.state, null, [{ text: `${nameOf(state, task.seat)} loses ${r.lost} treasury.`, rule: 'ME-CALX-31' }]);
  },
};

/** One card per commodity is enough to list: cards of one commodity are alike. */
function commodityCards(state: EmpiresState, seat: Seat): string[] {
  const seen = new Set<string>();
  return player(state, seat).hand.filter((c) => {
    const k = commodityOf(c);
    if (!k || seen.has(k.id)) return false;
    seen.add(k.id);
    return true;
  });
}

/** ME-CALX-22, ME-CLAR-4: discard commodity cards until their face values reach the amount (or none are left). */
const discardFaceValue: TaskKind = {
  options: ({ state, task }) => commodityCards(state, task.seat).map((card) => ({ card })),
  apply: ({ state, task }, { card }) => {
    const face = commodityOf(card!)!.face;
    return result(discardCard(state, task.seat, card!, stackOf(card!)), done(task, face), [{ text: `${nameOf(state, task.seat)} discards a card worth ${face}.`, rule: 'ME-CALX-22' }]);
  },
};

/** ME-CALX-36: discard cards; each may be kept by paying treasury. */
const discardCards: TaskKind = {
  options: ({ state, task }) => {
    const rich = player(state, task.seat).treasury >= (task.saveCost ?? Infinity);
    return commodityCards(state, task.seat).flatMap((card) => (rich ? [{ card }, { card, save: true }] : [{ card }]));
  },
  apply: ({ state, task }, { card, save }) => {
    if (save) {
      const r = loseTreasury(state, task.seat, task.saveCost!);
      return result(r.state, done(task), [{ text: `${nameOf(state, task.seat)} pays ${r.lost} treasury to keep a card.`, rule: 'ME-CALX-36' }]);
    }
    return result(discardCard(state, task.seat, card!, stackOf(card!)), done(task), [{ text: `${nameOf(state, task.seat)} discards a card.`, rule: 'ME-CALX-36' }]);
  },
};

/** ME-CALX-13: with the support rate raised by `left`, reduce cities (victim's choice) until the rest are supported. */
const supportRateKind: TaskKind = {
  options: ({ state, task }) => {
    const cities = citiesOf(state, task.seat);
    const rate = supportRate(state, task.seat) + task.left;
    return tokensOnBoard(state, task.seat) >= rate * cities.length ? [] : cities.sort().map((area) => ({ area }));
  },
  apply: ({ state, task }, { area }) =>
    result(reduce(state, area!).state, task, [{ text: `${nameOf(state, task.seat)} cannot support the city in ${areaName(state, area!)} and reduces it.`, rule: 'ME-CALX-13' }]),
};

export const BASIC_KINDS = { damage, reduceCities, destroyCities, annexCities, annexUnits, pirateCities, treasuryLoss, discardFaceValue, discardCards, supportRate: supportRateKind } as const;

export type { TaskContext };
