import type { Seat } from './contract';
import type { CivAction, CivActionType, LootPurchase } from './actions';
import { BUILDINGS } from './data/buildings';
import { GP_TYPES } from './data/great-people';
import { investmentTitles } from './data/investments';
import { markerKind, MARKET_RESOURCES } from './data/markers';
import { GAME_TECHS } from './data/techs';
import { key, orthogonal, TILE_SIZE, type Square } from './geometry';
import { outskirtsOf } from './map';
import { canCrossWater, cityLimit, isCityCentreOf } from './player';
import { COMPONENTS } from './data/components';
import { checkAction } from './check';
import { activeSeats, currentSeat } from './flow';
import type { City, CivState } from './state';
import { metropolisCandidates } from './rules/metropolis';
import { movesLeft, squareForMove } from './rules/movement';
import { learnableTechs } from './rules/tech';
import { buildCost, checkBuildItem, cityProduction, productionFromTrade, type BuildWhat } from './rules/city';
import { squareNumber, whileReading } from './memo';
import { battleCandidates } from './rules/battle/view';
import { cardsOf, giftTechs, useCardCandidates, worthTryingNow } from './cards/use';

const GOVS = ['despotism', 'monarchy', 'feudalism', 'republic', 'democracy', 'fundamentalism', 'communism'] as const;

/** Shortest orthogonal paths to every square a group could reach, stopping at squares that end a move. */
function reachable(state: CivState, seat: Seat, from: Square, steps: number): Square[][] {
  const crossWater = canCrossWater(state.players[seat]);
  const paths: Square[][] = [];
  const seen = new Set([squareNumber(from)]);
  let frontier: Square[][] = [[]];
  for (let i = 0; i < steps; i++) {
    const next: Square[][] = [];
    for (const path of frontier) {
      const at = path.length ? path[path.length - 1] : from;
      for (const n of orthogonal(at)) {
        const k = squareNumber(n);
        if (seen.has(k)) continue;
        const here = squareForMove(state, seat, n);
        if (!here.onMap || !here.revealed) continue;
        if (here.water && !crossWater) continue;
        seen.add(k);
        const np = [...path, n];
        paths.push(np);
        if (here.end === 'none') next.push(np);
      }
    }
    frontier = next;
  }
  return paths;
}

/**
 * The candidates in their fixed order, in groups: a group is worked out only when someone needs its candidates, and
 * says which kinds it can hold, so a chooser that already found a legal action of those kinds skips it unmade.
 */
interface Group {
  readonly types: Set<CivActionType>;
  readonly make: (() => readonly CivAction[]) | null;
  made: readonly CivAction[] | null;
}

function made(g: Group): readonly CivAction[] {
  return (g.made ??= (g.make as () => readonly CivAction[])());
}

class Candidates {
  readonly groups: Group[] = [];
  private open: { types: Set<CivActionType>; list: CivAction[] } | null = null;

  /** Candidates at hand, after the ones before. */
  push(...actions: CivAction[]): void {
    if (actions.length === 0) return;
    if (!this.open) {
      const list: CivAction[] = [];
      this.open = { types: new Set(), list };
      this.groups.push({ types: this.open.types, make: null, made: list });
    }
    for (const a of actions) {
      this.open.types.add(a.type);
      this.open.list.push(a);
    }
  }

  /** Candidates of one kind, worked out only when asked (moves, builds: many, and dearer to list than to skip). */
  later(type: CivActionType, make: () => CivAction[]): void {
    this.open = null;
    this.groups.push({ types: new Set([type]), make, made: null });
  }

  all(): CivAction[] {
    return this.groups.flatMap((g) => made(g));
  }
}

function candidates(state: CivState, seat: Seat): Candidates {
  const out = new Candidates();
  const p = state.players[seat];
  if (state.pending[0]) {
    if (activeSeats(state).includes(seat)) pendingCandidates(out, state, seat);
    return out;
  }
  useCards(out, state, seat);
  if (currentSeat(state) !== seat) return out;
  out.push({ type: 'done' });
  const myCities = state.cities.filter((c) => c.owner === seat);
  switch (state.phase) {
    case 'start': startCandidates(out, state, seat, myCities); break;
    case 'trade': tradeCandidates(out, state, seat); break;
    case 'city': cityCandidates(out, state, seat, myCities); break;
    case 'movement': movementCandidates(out, state, seat); break;
    case 'research':
      // Only a shortcut: a player who has researched this turn may not again (checkResearch refuses every tech).
      if (!p.researchedThisTurn) for (const t of GAME_TECHS) out.push({ type: 'research', tech: t.name });
      break;
  }
  if (p.freeBasicBuildings > 0) {
    out.later('spanish-free-building', () => myCities.flatMap((c) => outskirtsOf(c).flatMap((s) => BUILDINGS.filter((b) => b.basic).map((b) => ({ type: 'spanish-free-building' as const, city: c.id, building: b.id, square: s })))));
  }
  return out;
}

/** A decision the game waits for (growth, a battle, a card's answer, loot...): only its answers. */
function pendingCandidates(out: Candidates, state: CivState, seat: Seat): void {
  const p = state.players[seat];
  const pending = state.pending[0];
  switch (pending.kind) {
    case 'growth': for (const c of metropolisCandidates(state, seat)) if (c.ok) out.push({ type: 'grow-metropolis', square: c.square }); break;
    case 'greek-choice': for (const card of pending.cards) out.push({ type: 'keep-great-person', card }); break;
    // The table override `declare-battle-result` is never offered: battles are fought with the cards.
    case 'battle': out.push(...battleCandidates(state, seat), ...useCardCandidates(state, seat).map((u) => ({ type: 'use-card' as const, ...u }))); break;
    case 'friendly-barbarian': out.push({ type: 'friendly-barbarian', choice: 'army' }, { type: 'friendly-barbarian', choice: 'scout' }, ...(['artillery', 'infantry', 'mounted', 'aircraft'] as const).map((unit) => ({ type: 'friendly-barbarian' as const, choice: 'unit' as const, unit }))); break;
    case 'atlantis': for (const tech of learnableTechs(state, seat)) out.push({ type: 'choose-free-tech', tech }); break;
    case 'card-response': out.push({ type: 'done' }); useCards(out, state, seat); break;
    case 'gift-tech': for (const tech of giftTechs(state, seat)) out.push({ type: 'choose-free-tech', tech }); break;
    case 'event-choice': out.push(...pending.cards.map((card) => ({ type: 'discard-event' as const, card }))); break;
    case 'culture-discard': out.push(...p.cultureHand.map((card) => ({ type: 'discard-event' as const, card }))); useCards(out, state, seat); break;
    case 'loot': return lootCandidates(out, state, pending.loser, pending.loot);
  }
}

/** FF-LOOT: nothing, one purchase of one loot, or (with two) a purchase of two or two of one. */
function lootCandidates(out: Candidates, state: CivState, loser: Seat, loot: number): void {
  const ones: LootPurchase[] = [{ effect: 'trade', amount: 3 }, { effect: 'culture', amount: 3 }, { effect: 'discard-coin' }, { effect: 'resource', resource: 'facedown' }, ...MARKET_RESOURCES.map((resource) => ({ effect: 'resource' as const, resource }))];
  const twos: LootPurchase[] = [{ effect: 'culture-card' }, { effect: 'take-coin' }, ...state.players[loser].techs.map((t) => ({ effect: 'tech' as const, tech: t.name }))];
  out.push({ type: 'spend-loot', purchases: [] });
  for (const a of ones) out.push({ type: 'spend-loot', purchases: [a] });
  if (loot >= 2) {
    for (const a of twos) out.push({ type: 'spend-loot', purchases: [a] });
    out.push({ type: 'spend-loot', purchases: [ones[0], ones[1]] }, { type: 'spend-loot', purchases: [ones[0], ones[0]] });
  }
}

/** Start of turn: cities founded, governments changed, investments, great people moved, a Teacher spent. */
function startCandidates(out: Candidates, state: CivState, seat: Seat, myCities: readonly City[]): void {
  const p = state.players[seat];
  // Shortcuts again: kinds the check would refuse for every candidate (a city limit reached, a coin invested) are
  // left out before their candidates are made and checked one by one.
  const cityRoom = myCities.length < Math.min(cityLimit(p), COMPONENTS.cityMarkersPerPlayer);
  if (cityRoom) for (const f of state.figures) if (f.owner === seat && f.kind === 'scout') out.push({ type: 'found-city', scout: f.id });
  if (!p.anarchyTarget) for (const g of GOVS) if (g !== p.government) out.push({ type: 'change-government', government: g });
  const mayInvest = state.options.investmentDeck && !p.investedThisTurn && p.coinTokens >= 1;
  for (const card of investmentTitles(state.options)) {
    if (mayInvest) out.push({ type: 'invest', card });
    if (p.freeInvestments >= 1) out.push({ type: 'place-free-investment', card });
  }
  for (const t of GP_TYPES) if (p.gpReserve.includes(t)) for (const c of myCities) for (const s of outskirtsOf(c)) out.push({ type: 'place-great-person', from: { reserve: t }, to: s });
  for (const pl of state.placed) if (pl.kind === 'great-person' && pl.owner === seat) out.push({ type: 'place-great-person', from: pl.at, to: 'reserve' });
  for (const h of p.held) if (markerKind(h).kind === 'teacher') out.later('use-teacher', () => learnableTechs(state, seat, 1).map((tech) => ({ type: 'use-teacher', marker: h, tech })));
}

/** Trade: a trade or a resource given to another player. */
function tradeCandidates(out: Candidates, state: CivState, seat: Seat): void {
  const p = state.players[seat];
  for (const o of state.players) if (o.seat !== seat) {
    if (p.trade > 0) out.push({ type: 'give', to: o.seat, trade: 1 });
    for (const r of MARKET_RESOURCES) if (p.resources[r] > 0) out.push({ type: 'give', to: o.seat, resource: r });
  }
}

/** City management: culture advanced, each city's action, Friendly Workers spent. */
function cityCandidates(out: Candidates, state: CivState, seat: Seat, myCities: readonly City[]): void {
  const p = state.players[seat];
  out.push({ type: 'advance-culture' });
  for (const c of myCities) {
    // Only a shortcut: a city that cannot act now, checkCityAction refuses anyway.
    if (!p.cityActed.includes(c.id) && !(p.government === 'anarchy' && c.kind !== 'city')) {
      out.push({ type: 'city-action', city: c.id, action: { kind: 'arts' } });
      for (const r of MARKET_RESOURCES) out.push({ type: 'city-action', city: c.id, action: { kind: 'harvest', resource: r } });
      out.later('city-action', () => builds(state, seat, c));
    }
    for (const h of p.held) if (markerKind(h).kind === 'friendly-workers') out.push({ type: 'use-friendly-workers', marker: h, city: c.id });
  }
}

/** Movement: each figure and each stack's moves (listed only when asked), exploring, disbanding. */
function movementCandidates(out: Candidates, state: CivState, seat: Seat): void {
  const mine = state.figures.filter((f) => f.owner === seat);
  const groups = new Map<string, string[]>();
  for (const f of mine) groups.set(key(f.at), [...(groups.get(key(f.at)) ?? []), f.id]);
  for (const f of mine) {
    out.later('move', () => reachable(state, seat, f.at, movesLeft(state, f.id, seat)).map((path) => ({ type: 'move', figures: [f.id], path })));
    for (const n of orthogonal(f.at)) {
      if (n.x < 0 || n.y < 0) continue;
      const slot = state.slots.find((s) => s.col === Math.floor(n.x / TILE_SIZE) && s.row === Math.floor(n.y / TILE_SIZE));
      if (slot && slot.kind === 'neutral' && !slot.revealed) out.push({ type: 'explore', figure: f.id, col: slot.col, row: slot.row });
    }
    // Only a shortcut: a figure outside its own city centres cannot disband (checkDisband refuses).
    if (isCityCentreOf(state, seat, f.at)) for (const marker of ['fortification', 'caravan', 'none'] as const) out.push({ type: 'disband', figure: f.id, marker });
  }
  for (const ids of groups.values()) if (ids.length > 1) {
    out.later('move', () => {
      const from = state.figures.find((f) => f.id === ids[0])!.at;
      const left = Math.min(...ids.map((id) => movesLeft(state, id, seat)));
      return reachable(state, seat, from, left).map((path) => ({ type: 'move', figures: ids, path }));
    });
  }
}

/** Card by card: a chooser looking for one usable card stops at the first (a player holds dozens of cards). */
function useCards(out: Candidates, state: CivState, seat: Seat): void {
  // A card none of whose abilities is worth trying now would make an empty group (most cards, most of the time).
  for (const card of cardsOf(state, seat)) if (worthTryingNow(state, seat, card)) out.later('use-card', () => useCardCandidates(state, seat, [card]).map((u) => ({ type: 'use-card', ...u })));
}

function buildable(state: CivState, seat: Seat, what: BuildWhat, production: number): boolean {
  return buildCost(state, seat, what) <= production && checkBuildItem(state, seat, what).ok;
}

/**
 * A city's builds. Only shortcuts: what is left out here checkCityAction refuses anyway (an item that cannot be
 * built anywhere, or costs more than the city makes); the rest is checked in full.
 */
function builds(state: CivState, seat: Seat, c: City): CivAction[] {
  const out: CivAction[] = [];
  const p = state.players[seat];
  const trades = p.trade >= 3 ? [0, p.trade - (p.trade % 3)] : [0];
  for (const tradeSpent of trades) {
    const production = cityProduction(state, c) + productionFromTrade(state, seat, tradeSpent);
    const army = buildable(state, seat, { item: 'figure', figure: 'army' }, production);
    const scout = buildable(state, seat, { item: 'figure', figure: 'scout' }, production);
    const buildings = BUILDINGS.filter((b) => buildable(state, seat, { item: 'building', building: b.id }, production));
    const wonders = state.wonderMarket.filter((w): w is string => !!w && buildable(state, seat, { item: 'wonder', wonder: w }, production));
    for (const s of outskirtsOf(c)) {
      if (army) out.push({ type: 'city-action', city: c.id, action: { kind: 'build', tradeSpent, build: { item: 'figure', figure: 'army', square: s } } });
      if (scout) out.push({ type: 'city-action', city: c.id, action: { kind: 'build', tradeSpent, build: { item: 'figure', figure: 'scout', square: s } } });
      for (const b of buildings) out.push({ type: 'city-action', city: c.id, action: { kind: 'build', tradeSpent, build: { item: 'building', building: b.id, square: s } } });
      for (const w of wonders) out.push({ type: 'city-action', city: c.id, action: { kind: 'build', tradeSpent, build: { item: 'wonder', wonder: w, square: s } } });
    }
    for (const unit of ['artillery', 'infantry', 'mounted', 'aircraft'] as const) out.push({ type: 'city-action', city: c.id, action: { kind: 'build', tradeSpent, build: { item: 'unit', unit } } });
  }
  return out;
}

/**
 * Kinds that `candidates` lists once each (one path per figure or group and square reached; one city action per
 * city, trade spent, item and square), so they need no key to drop repeats (a test checks there are none).
 */
const LISTED_ONCE: ReadonlySet<CivActionType> = new Set(['move', 'city-action']);

/** The candidates that pass `checkAction`, without repeats (a repeat has the verdict of its first copy, so checking first keeps the same list). */
function legalAmong(state: CivState, seat: Seat, all: readonly CivAction[]): CivAction[] {
  const seen = new Set<string>();
  return all.filter((a) => {
    if (!checkAction(state, seat, a).ok) return false;
    if (LISTED_ONCE.has(a.type)) return true;
    const k = JSON.stringify(a);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Every legal action for the seat now (bots and drills use it); each one passes `checkAction`. */
export function legalActions(state: CivState, seat: Seat): CivAction[] {
  if (state.phase === 'ended') return [];
  return whileReading(state, () => legalAmong(state, seat, candidates(state, seat).all()));
}

/** `legalActions` by kind, worked out only as far as asked. */
export interface LegalChoice {
  /** The kinds with a legal action, in the order of their first one in `legalActions`. */
  readonly types: readonly CivActionType[];
  /** The legal actions of one kind, as `legalActions` lists them. */
  ofType(type: CivActionType): CivAction[];
}

/**
 * For players that pick a kind of action first, then one of that kind (the random players of the drills and
 * tests): the same lists as `legalActions` gives, but only the kinds' first legal actions and the chosen kind's
 * are checked (a movement phase has a hundred legal moves; most picks are not moves).
 */
export function legalChoice(state: CivState, seat: Seat): LegalChoice {
  if (state.phase === 'ended') return new KindChoice(state, seat, [], new Map());
  // Where each kind's first legal candidate is: its group, and its place in the group. Groups come in order, so
  // the kinds are found in the order of their first legal candidates.
  const first = new Map<CivActionType, { group: number; at: number }>();
  const { groups } = whileReading(state, () => {
    const found = candidates(state, seat);
    found.groups.forEach((g, group) => {
      let open = false;
      for (const t of g.types) if (!first.has(t)) open = true;
      if (!open) return;
      const list = made(g);
      for (let at = 0; at < list.length; at++) if (!first.has(list[at].type) && checkAction(state, seat, list[at]).ok) first.set(list[at].type, { group, at });
    });
    return found;
  });
  return new KindChoice(state, seat, groups, first);
}

/** A class, not an object literal: tsx names every arrow-function property at each call (a cost the profile showed). */
class KindChoice implements LegalChoice {
  readonly types: readonly CivActionType[];
  private readonly state: CivState;
  private readonly seat: Seat;
  private readonly groups: readonly Group[];
  private readonly first: ReadonlyMap<CivActionType, { group: number; at: number }>;

  constructor(state: CivState, seat: Seat, groups: readonly Group[], first: ReadonlyMap<CivActionType, { group: number; at: number }>) {
    this.state = state;
    this.seat = seat;
    this.groups = groups;
    this.first = first;
    this.types = [...first.keys()];
  }

  ofType(type: CivActionType): CivAction[] {
    const from = this.first.get(type);
    if (from === undefined) return [];
    const { state, seat, groups } = this;
    return whileReading(state, () => {
      // Candidates of the kind before its first legal one were checked and refused.
      const list: CivAction[] = [];
      for (let g = from.group; g < groups.length; g++) {
        if (!groups[g].types.has(type)) continue;
        const all = made(groups[g]);
        for (let i = g === from.group ? from.at : 0; i < all.length; i++) if (all[i].type === type) list.push(all[i]);
      }
      return legalAmong(state, seat, list);
    });
  }
}
