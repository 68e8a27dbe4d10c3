import type { Seat } from './contract';
import { CIVILIZATIONS } from './data/civs';
import { COMPONENTS } from './data/components';
import { GOVERNMENTS } from './data/governments';
import { GREAT_PERSON_BY_ID, gpSlug, type GreatPersonType } from './data/great-people';
import { INVESTMENT_BY_ID, investmentTitles, type InvestmentCardId, type InvestmentTier } from './data/investments';
import { TECH_BY_NAME } from './data/techs';
import { WONDER_BY_ID } from './data/wonders';
import { BASE_HAND_LIMIT } from './data/culture';
import { cityCentres, iconsAt, isBlockaded, outskirtsOf } from './map';
import type { CivState, PlayerState } from './state';
import { isReading, remember, rememberFor } from './memo';
import { abilitiesOf, techCard } from './cards/abilities';
import type { Ability, Amount } from './cards/effects';

/** CIV-CEV-03: a card's hand-size effects (Computers counts the coins: 1 per 5, CIV-CLAR-06). */
function handSize(state: CivState, seat: Seat, card: string): number {
  let n = 0;
  for (const a of abilitiesOf(card)) for (const e of a.effects) if (e.kind === 'hand-size') n += typeof e.amount === 'number' ? e.amount : Math.floor(coins(state, seat) / e.amount.every) * (e.amount.times ?? 1);
  return n;
}

/** An effect's number for the seat now ("per N" rounds down, CIV-CLAR-06). */
function amountNow(state: CivState, seat: Seat, n: Amount): number {
  if (typeof n === 'number') return n;
  const count = n.per === 'coins' ? coins(state, seat) : n.per === 'buildings' ? state.placed.filter((x) => x.owner === seat && x.kind === 'building').length : figureLimit(state.players[seat], 'army') - state.figures.filter((f) => f.owner === seat && f.kind === 'army').length;
  return Math.floor(Math.max(0, count) / n.every) * (n.times ?? 1);
}

/** Whether a card's ability works under this game's options (an AMBIGUOUS reading may switch it off, CIV-TECHAB-3.07). */
export function abilityOn(state: CivState, a: Ability): boolean {
  return !a.when || state.options[a.when.option] === a.when.is;
}

/** The production every city of the seat gains from its techs' city-production effects (CIV-TECHAB-3.07). */
export function cardCityProduction(state: CivState, seat: Seat): number {
  let n = 0;
  for (const t of state.players[seat].techs) {
    for (const a of abilitiesOf(techCard(t.name))) {
      if (!abilityOn(state, a)) continue;
      for (const e of a.effects) if (e.kind === 'city-production') n += amountNow(state, seat, e.amount);
    }
  }
  return n;
}

export function player(state: CivState, seat: Seat): PlayerState {
  return state.players[seat];
}

export function knows(p: PlayerState, tech: string): boolean {
  return p.techs.some((t) => t.name === tech);
}

/** techMax by the techs list, for a state being read (a new state after each action; its players keep their techs). */
const techMaxes = new WeakMap<PlayerState['techs'], { speed?: number; stack?: number }>();

function techMaxRead(state: CivState, p: PlayerState, k: 'speed' | 'stack'): number {
  if (!isReading(state)) return techMax(p, k);
  let known = techMaxes.get(p.techs);
  if (!known) techMaxes.set(p.techs, (known = {}));
  return (known[k] ??= techMax(p, k));
}

function techMax<K extends 'speed' | 'stack' | 'cityLimit'>(p: PlayerState, k: K): number {
  let best = 0;
  for (const t of p.techs) {
    const v = TECH_BY_NAME[t.name]?.[k];
    if (typeof v === 'number' && v > best) best = v;
  }
  return best;
}

/** FF-GP-09: the type of a card, honouring the Archimedes option. */
export function gpType(state: CivState, cardId: string): GreatPersonType {
  if (cardId === gpSlug('Archimedes')) return state.options.archimedesType;
  return GREAT_PERSON_BY_ID[cardId].type;
}

/** FF-GP-09: a marker of that type on the map (blockaded ones count unless the option says otherwise). */
export function hasMarkerOnMap(state: CivState, seat: Seat, type: GreatPersonType): boolean {
  return state.placed.some((pl) => pl.kind === 'great-person' && pl.owner === seat && pl.what === type && (state.options.blockadedMarkers === 'count' || !isBlockaded(state, pl.at, seat)));
}

/** A kept (non-discard) great person works once revealed, while its type has a marker on the map. */
export function hasActiveGreatPerson(state: CivState, seat: Seat, name: string): boolean {
  // Most players have no revealed great person: no need to name the card or remember the answer.
  const p = state.players[seat];
  if (!p || !p.gpCards.some((c) => c.faceUp)) return false;
  return remember(state, `gp/${seat}/${name}`, () => greatPersonActive(state, seat, name));
}

function greatPersonActive(state: CivState, seat: Seat, name: string): boolean {
  const id = gpSlug(name);
  const p = state.players[seat];
  return !!p && p.gpCards.some((c) => c.id === id && c.faceUp) && hasMarkerOnMap(state, seat, gpType(state, id));
}

/** CIV-CARD-07/08: a wonder with an enemy figure on its marker, or obsolete, gives its owner nothing. */
export function wonderWorks(state: CivState, seat: Seat, wonder: string): boolean {
  if (state.wondersOwned[wonder] !== seat || state.obsoleteWonders.includes(wonder)) return false;
  const marker = state.placed.find((x) => x.kind === 'wonder' && x.what === wonder);
  return !marker || !isBlockaded(state, marker.at, seat);
}

export function ownsWonder(state: CivState, seat: Seat, wonderId: string): boolean {
  return state.wondersOwned[wonderId] === seat && !state.obsoleteWonders.includes(wonderId);
}

/** The keys of the answers by seat, made once (a key built per ask showed in profiles). */
const STACK_KEYS = Array.from({ length: 8 }, (_, seat) => `stack/${seat}`);
const SPEED_KEYS = Array.from({ length: 8 }, (_, seat) => `speed/${seat}`);

/** CIV-STACK-01: 2 at start; techs, civ abilities (Russia) and Louis Pasteur raise it. */
export function stackLimit(state: CivState, seat: Seat): number {
  return remember(state, STACK_KEYS[seat] ?? `stack/${seat}`, () => stackLimitNow(state, seat));
}

function stackLimitNow(state: CivState, seat: Seat): number {
  const p = state.players[seat];
  const base = Math.max(COMPONENTS.startStackingLimit, techMaxRead(state, p, 'stack'));
  return base + (CIVILIZATIONS[p.civ].stackBonus ?? 0) + (GOVERNMENTS[p.government].stack ?? 0) + (hasActiveGreatPerson(state, seat, 'Louis Pasteur') ? 1 : 0);
}

/** CIV-MOVE-01: travel speed 2 at start; techs, Spain and Henry Ford raise it. */
export function travelSpeed(state: CivState, seat: Seat): number {
  return remember(state, SPEED_KEYS[seat] ?? `speed/${seat}`, () => travelSpeedNow(state, seat));
}

function travelSpeedNow(state: CivState, seat: Seat): number {
  const p = state.players[seat];
  const base = Math.max(COMPONENTS.startTravelSpeed, techMaxRead(state, p, 'speed'));
  return base + (CIVILIZATIONS[p.civ].speedBonus ?? 0) + (hasActiveGreatPerson(state, seat, 'Henry Ford') ? 1 : 0);
}

/** CIV-MOVE-02: Navigation lets figures cross water; Sailing and later techs let them stop there. */
export function canCrossWater(p: PlayerState): boolean {
  return rememberFor(null, p, 'cross-water', () => p.techs.some((t) => TECH_BY_NAME[t.name]?.crossWater || TECH_BY_NAME[t.name]?.endOnWater));
}

export function canEndOnWater(p: PlayerState): boolean {
  return rememberFor(null, p, 'end-on-water', () => p.techs.some((t) => TECH_BY_NAME[t.name]?.endOnWater));
}

/** CIV-CITY-02: two cities (capital included) until Irrigation makes it three. */
export function cityLimit(p: PlayerState): number {
  return Math.max(2, techMax(p, 'cityLimit'));
}

/** FF-TERM-02: immune to anarchy (Dr. Martin Luther King, The Pyramids). */
export function immuneToAnarchy(state: CivState, seat: Seat): boolean {
  return hasActiveGreatPerson(state, seat, 'Dr. Martin Luther King') || Object.entries(state.wondersOwned).some(([w, s]) => s === seat && WONDER_BY_ID[w]?.immuneToAnarchy && !state.obsoleteWonders.includes(w));
}

/** FF-INV-07: the highest tier whose threshold the markers on the card reach; lower tiers stop working. */
export function activeTier(cardId: InvestmentCardId, markers: number): InvestmentTier | null {
  let best: InvestmentTier | null = null;
  for (const tier of INVESTMENT_BY_ID[cardId].tiers) if (markers >= tier.threshold) best = tier;
  return best;
}

export function investmentTier(state: CivState, seat: Seat, cardId: InvestmentCardId): InvestmentTier | null {
  if (!state.options.investmentDeck || !investmentTitles(state.options).includes(cardId)) return null;
  return activeTier(cardId, state.players[seat].investments[cardId] ?? 0);
}

/**
 * CIV-COIN-01/02 and FF-INV-06: coins are tokens, unblockaded outskirts icons, tech coins, government and card
 * effects. Investment markers are never coins.
 */
export function coins(state: CivState, seat: Seat): number {
  const p = state.players[seat];
  let total = p.coinTokens + boardCoins(state, seat) + cardCoins(state, p);
  total += GOVERNMENTS[p.government].coins ?? 0;
  if (hasActiveGreatPerson(state, seat, 'Adam Smith')) total += 1;
  return total;
}

/**
 * The coins on a player's cards and of their techs, by the parts they come from (victory asks after every action;
 * a player copied for an edit elsewhere keeps these parts). Kept only for a state being read: nothing edits it.
 */
const coinsOnCards = new WeakMap<PlayerState['cardCoins'], number>();
const techCoins = new WeakMap<PlayerState['techs'], number>();

function cardCoins(state: CivState, p: PlayerState): number {
  if (!isReading(state)) return cardCoinsNow(p.cardCoins) + techCoinsNow(p.techs);
  let onCards = coinsOnCards.get(p.cardCoins);
  if (onCards === undefined) coinsOnCards.set(p.cardCoins, (onCards = cardCoinsNow(p.cardCoins)));
  let ofTechs = techCoins.get(p.techs);
  if (ofTechs === undefined) techCoins.set(p.techs, (ofTechs = techCoinsNow(p.techs)));
  return onCards + ofTechs;
}

function cardCoinsNow(cardCoins: PlayerState['cardCoins']): number {
  let total = 0;
  for (const k in cardCoins) total += cardCoins[k];
  return total;
}

function techCoinsNow(techs: PlayerState['techs']): number {
  let total = 0;
  for (const t of techs) total += TECH_BY_NAME[t.name]?.coins ?? 0;
  return total;
}

/** The coin icons the seat's cities and scouts claim on the board. */
function boardCoinsNow(state: CivState, seat: Seat): number {
  let total = 0;
  const reading = isReading(state);
  for (const c of state.cities) {
    if (c.owner !== seat) continue;
    if (reading) {
      for (const s of coinSquares(state, c)) if (!isBlockaded(state, s, seat)) total += s.coins;
    } else for (const s of outskirtsOf(c)) if (!isBlockaded(state, s, seat)) total += iconsAt(state, s).coins;
  }
  // CIV-SCOUT-01: a scout outside its own cities claims the coin icons of its square.
  for (const f of state.figures) {
    if (f.owner !== seat || f.kind !== 'scout' || isBlockaded(state, f.at, seat)) continue;
    if (state.cities.some((c) => c.owner === seat && [...cityCentres(c), ...outskirtsOf(c)].some((q) => q.x === f.at.x && q.y === f.at.y))) continue;
    total += iconsAt(state, f.at).coins;
  }
  return total;
}

interface CoinSquares {
  readonly placed: CivState['placed'];
  readonly slots: CivState['slots'];
  readonly terrainOverrides: CivState['terrainOverrides'];
  readonly squares: readonly { readonly x: number; readonly y: number; readonly coins: number }[];
}

/** A city's outskirts squares showing coins, by the city and the parts its icons depend on (most show none). */
const coinSquaresOf = new WeakMap<CivState['cities'][number], CoinSquares>();

function coinSquares(state: CivState, c: CivState['cities'][number]): CoinSquares['squares'] {
  const known = coinSquaresOf.get(c);
  if (known && known.placed === state.placed && known.slots === state.slots && known.terrainOverrides === state.terrainOverrides) return known.squares;
  const squares: { x: number; y: number; coins: number }[] = [];
  for (const s of outskirtsOf(c)) {
    const n = iconsAt(state, s).coins;
    if (n !== 0) squares.push({ x: s.x, y: s.y, coins: n });
  }
  coinSquaresOf.set(c, { placed: state.placed, slots: state.slots, terrainOverrides: state.terrainOverrides, squares });
  return squares;
}

interface Board {
  readonly cities: CivState['cities'];
  readonly placed: CivState['placed'];
  readonly slots: CivState['slots'];
  readonly terrainOverrides: CivState['terrainOverrides'];
  readonly bySeat: number[];
}

/** Board coins by the parts they depend on (states share unchanged parts): victory asks after every action. */
const boards = new WeakMap<CivState['figures'], Board>();

function boardCoins(state: CivState, seat: Seat): number {
  if (!isReading(state)) return boardCoinsNow(state, seat);
  let board = boards.get(state.figures);
  if (!board || board.cities !== state.cities || board.placed !== state.placed || board.slots !== state.slots || board.terrainOverrides !== state.terrainOverrides) {
    board = { cities: state.cities, placed: state.placed, slots: state.slots, terrainOverrides: state.terrainOverrides, bySeat: [] };
    boards.set(state.figures, board);
  }
  return (board.bySeat[seat] ??= boardCoinsNow(state, seat));
}

/** CIV-CULT-05: base 2, raised by techs, Valmiki, Cristo Redentor and Patron Guilds. */
export function handLimit(state: CivState, seat: Seat): number {
  const p = state.players[seat];
  let limit = BASE_HAND_LIMIT;
  // CIV-CEV-03: the hand-size effects of every working card (techs, revealed great people, wonders).
  for (const t of p.techs) limit += handSize(state, seat, techCard(t.name));
  for (const c of p.gpCards) if (c.faceUp && hasActiveGreatPerson(state, seat, GREAT_PERSON_BY_ID[c.id].name)) limit += handSize(state, seat, c.id);
  for (const w in state.wondersOwned) if (wonderWorks(state, seat, w)) limit += handSize(state, seat, w);
  limit += (investmentTier(state, seat, 'patron-guilds')?.handLimit ?? 0) + (investmentTier(state, seat, 'endowment-for-the-arts')?.handLimit ?? 0);
  return limit;
}

export function capitalOf(state: CivState, seat: Seat) {
  return state.cities.find((c) => c.owner === seat && (c.kind === 'capital' || c.kind === 'metropolis'));
}

export function figuresOf(state: CivState, seat: Seat, kind?: 'army' | 'scout') {
  return ownFigures(state, seat, kind).slice();
}

/** How many figures (of that kind) the seat has on the map, without copying the list. */
export function figureCount(state: CivState, seat: Seat, kind?: 'army' | 'scout'): number {
  return ownFigures(state, seat, kind).length;
}

const FIGURE_KEYS = Array.from({ length: 8 }, (_, seat) => ({ army: `figures/${seat}/army`, scout: `figures/${seat}/scout`, all: `figures/${seat}/undefined` }));

function ownFigures(state: CivState, seat: Seat, kind?: 'army' | 'scout'): readonly CivState['figures'][number][] {
  const k = FIGURE_KEYS[seat]?.[kind ?? 'all'] ?? `figures/${seat}/${kind}`;
  return remember(state, k, () => state.figures.filter((f) => f.owner === seat && (!kind || f.kind === kind)));
}

/** CIV-FIG-01: 6 armies and 2 scouts per colour; Russia and Spain add one figure. */
export function figureLimit(p: PlayerState, kind: 'army' | 'scout'): number {
  const civ = CIVILIZATIONS[p.civ];
  return kind === 'army' ? COMPONENTS.armiesPerPlayer + (civ.extraArmies ?? 0) : COMPONENTS.scoutsPerPlayer + (civ.extraScouts ?? 0);
}

export function isCityCentreOf(state: CivState, seat: Seat, s: { x: number; y: number }): boolean {
  return state.cities.some((c) => c.owner === seat && cityCentres(c).some((q) => q.x === s.x && q.y === s.y));
}
