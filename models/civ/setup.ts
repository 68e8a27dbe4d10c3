import type { PlayerSetup } from './contract';
import type { Random } from '../core/rng';
import { BUILDINGS } from './data/buildings';
import { CIVILIZATIONS, CIV_IDS, type CivId } from './data/civs';
import { COMPONENTS } from './data/components';
import { GP_MARKERS_PER_TYPE, GP_TYPES, GREAT_PEOPLE } from './data/great-people';
import { INVESTMENT_IDS, type InvestmentCardId } from './data/investments';
import { HUT_MIX, MARKET_RESOURCES, markerIds, VILLAGE_MIX, type MarketResource } from './data/markers';
import { TECH_BY_NAME } from './data/techs';
import { unitDeck, UNIT_TYPES } from './data/units';
import { WONDER_BY_ID, WONDERS, WONDERS_PER_ERA_IN_DECK, type Era } from './data/wonders';
import type { Ctx, Draft } from './draft';
import { asState } from './draft';
import { orthogonal, ringAround, rotateLocal, sq, TILE_SIZE, type Square } from './geometry';
import { layoutFor } from './layouts';
import { HOME_TILE_OF, NEUTRAL_TILE_IDS } from './maps';
import { terrainAt } from './map';
import { ARABS_NEED_INVESTMENTS, civOptions, type CivOptions } from './options';
import { gainGreatPerson } from './rules/great-people';
import { beginPlayerStep } from './flow';
import { deckCards } from './cards/events';
import type { CivState, PlayerState, SlotState } from './state';
import type { LogLine } from './contract';

/** CIV-CITY-01: the four central squares of a home tile (absolute squares). */
export function homeCentre(slot: { col: number; row: number }): Square[] {
  const ox = slot.col * TILE_SIZE, oy = slot.row * TILE_SIZE;
  return [sq(ox + 1, oy + 1), sq(ox + 2, oy + 1), sq(ox + 1, oy + 2), sq(ox + 2, oy + 2)];
}

/** FF-CIV-03: India's metropolis covers an orthogonal pair of the home tile's central squares: 4 placements. */
export function indiaMetropolisPlacements(slot: { col: number; row: number }): [Square, Square][] {
  const [tl, tr, bl, br] = homeCentre(slot);
  return [[tl, tr], [bl, br], [tl, bl], [tr, br]];
}

function nearestToCentre(squares: Square[], cols: number, rows: number): Square {
  const cx = (cols * TILE_SIZE) / 2, cy = (rows * TILE_SIZE) / 2;
  const d = (s: Square) => (s.x + 0.5 - cx) ** 2 + (s.y + 0.5 - cy) ** 2;
  return squares.reduce((a, b) => (d(b) < d(a) ? b : a));
}

/** FF-WONDER-01: 4 modern at the bottom, 4 medieval on them, 4 ancient on top; the rest stay unseen in the box. */
export function buildWonderDeck(random: Random, investmentDeck: boolean, wonderPool: CivOptions['wonderPool'] = 'core-ff'): { deck: string[]; box: string[] } {
  const deck: string[] = [];
  const box: string[] = [];
  for (const era of ['ancient', 'medieval', 'modern'] as Era[]) {
    // CIV-WONDERAB-00: the inferred W&W wonders leave after the shuffle, so the seeded draws stay as they were.
    const pool = random.shuffle(WONDERS.filter((w) => w.era === era && (investmentDeck || !w.needsInvestments)).map((w) => w.id))
      .filter((id) => wonderPool === 'all' || !WONDER_BY_ID[id].expansion);
    deck.push(...pool.slice(0, WONDERS_PER_ERA_IN_DECK));
    box.push(...pool.slice(WONDERS_PER_ERA_IN_DECK));
  }
  return { deck, box };
}

/**
 * FF-SETUP-01: the named civilizations take the first seats in order; the other seats are dealt at random from the
 * rest of the pool, which leaves out the Arabs when the investment deck is off (FF-RULE-04).
 */
function dealCivs(options: CivOptions, n: number, random: Random): CivId[] {
  const named = (options.civs ?? []).slice(0, n);
  if (named.length === n) return named;
  const pool = CIV_IDS.filter((c) => !named.includes(c) && (options.investmentDeck || c !== 'arabs'));
  return [...named, ...random.shuffle(pool).slice(0, n - named.length)];
}

/** The options as given, defaults filled in and the civilizations dealt (FF-SETUP-01, FF-RULE-04). */
function optionsWithCivs(given: Partial<CivOptions>, n: number, random: Random): CivOptions {
  // Missing options take their defaults, so a caller that skipped the schema still gets the recommended readings.
  const optionsIn: CivOptions = { ...civOptions(), ...given };
  if (n < 2 || n > 5) throw new RangeError('Civilization seats 2 to 5 players');
  const civs = dealCivs(optionsIn, n, random);
  if (new Set(civs).size !== n) throw new RangeError('Each player needs a different civilization');
  // FF-RULE-04: refused rather than switched on behind the players' backs (the options schema says so first).
  if (civs.includes('arabs') && !optionsIn.investmentDeck) throw new RangeError(ARABS_NEED_INVESTMENTS);
  return { ...optionsIn, civs };
}

type Layout = ReturnType<typeof layoutFor>;

/** The map's slots: each home tile faceup in its seat's slot, the neutral tiles shuffled facedown into the rest. */
function dealTiles(layout: Layout, civs: readonly CivId[], random: Random): { slots: SlotState[]; homeSlotOf: Record<number, { col: number; row: number }> } {
  const neutralIds = random.shuffle(NEUTRAL_TILE_IDS);
  let ni = 0, hi = 0;
  const homeSlotOf: Record<number, { col: number; row: number }> = {};
  const slots: SlotState[] = layout.slots.map((s) => {
    if (s.kind === 'hole') return { ...s, tileId: null, revealed: false };
    if (s.kind === 'home') {
      const seat = hi++;
      homeSlotOf[seat] = s;
      return { ...s, tileId: HOME_TILE_OF[civs[seat]], revealed: true };
    }
    return { ...s, tileId: neutralIds[ni++], revealed: false };
  });
  return { slots, homeSlotOf };
}

/** The table before anyone sits down: the supplies, bags and decks shuffled (in this order: a seed replays alike). */
function emptyTable(options: CivOptions, layout: Layout, slots: SlotState[], players: readonly PlayerSetup[], random: Random): Draft {
  const n = players.length;
  const { deck } = buildWonderDeck(random, options.investmentDeck, options.wonderPool);
  const market = Object.fromEntries(MARKET_RESOURCES.map((r) => [r, n])) as Record<MarketResource, number>;
  return {
    options,
    layoutId: layout.id,
    cols: layout.cols,
    rows: layout.rows,
    slots,
    players: [],
    figures: [],
    moved: {},
    cities: [],
    placed: [],
    markers: [],
    terrainOverrides: {},
    hutBag: random.shuffle(markerIds('hut', HUT_MIX)),
    villageBag: random.shuffle(markerIds('village', VILLAGE_MIX)),
    market,
    buildingStock: Object.fromEntries(BUILDINGS.filter((b) => b.basic).map((b) => [b.id, b.supply])),
    wonderDeck: deck,
    wonderMarket: [],
    wonderDiscard: [],
    wondersOwned: {},
    obsoleteWonders: [],
    gpDeck: options.greatPersonDeck ? random.shuffle(GREAT_PEOPLE.map((c) => ({ id: c.id, faceUp: false }))) : [],
    gpSupply: Object.fromEntries(GP_TYPES.map((t) => [t, GP_MARKERS_PER_TYPE])) as Draft['gpSupply'],
    unitDecks: Object.fromEntries(UNIT_TYPES.map((t) => [t, random.shuffle(unitDeck(t))])),
    // Drawn at random from the pile (CIV-CEV-01), so setup uses no random numbers for them.
    cultureDecks: { 1: deckCards(1, options.wawEvents === 'include'), 2: deckCards(2, options.wawEvents === 'include'), 3: deckCards(3, options.wawEvents === 'include') },
    cultureDiscards: { 1: [], 2: [], 3: [] },
    investmentPool: COMPONENTS.investmentMarkers,
    fortPool: COMPONENTS.fortificationCaravanMarkers,
    round: 1,
    order: players.map((p) => p.seat),
    phase: 'start',
    turn: 0,
    pending: [],
    relicsClaimed: [],
    winner: null,
    rng: random.state as unknown as Draft['rng'],
  };
}

/** A seat's player board at the start: its civilization's government, tech, ranks, resources, forces and capital. */
function seatPlayer(d: Draft, ps: PlayerSetup, seat: number, civId: CivId, slot: { col: number; row: number }): void {
  const civ = CIVILIZATIONS[civId];
  const tech = TECH_BY_NAME[civ.startingTech];
  const ranks = { artillery: 1, infantry: 1, mounted: 1, ...civ.startRanks };
  const p: PlayerState = {
    seat, name: ps.name, color: ps.color, civ: civ.id, government: civ.government,
    governmentsUnlocked: tech.government ? { [tech.government]: 0 } : {},
    techs: [{ name: tech.name, level: tech.level }],
    trade: 0, culture: 0, cultureTrack: 0, cultureHand: [], cardCoins: {}, coinTokens: 0,
    resources: { incense: 0, iron: 0, silk: 0, wheat: 0 },
    held: [], gpCards: [], gpReserve: [],
    investments: Object.fromEntries(INVESTMENT_IDS.map((i) => [i, 0])) as Record<InvestmentCardId, number>,
    investedThisTurn: false, freeInvestments: 0, ranks, forces: [], researchedThisTurn: false, cityActed: [],
    productionBonus: {}, resourceAbilitiesUsed: [], metroPending: false, freeBasicBuildings: 0, startOfTurnBegun: false,
  };
  d.players.push(p as Draft['players'][number]);
  // FF-CIV-01: the Arabs take one of each market resource.
  for (const r of civ.startResources ?? []) {
    d.market[r] -= 1;
    d.players[seat].resources[r] += 1;
  }
  // CIV-FIG-03: the standing forces begin with one unit of each ranked type.
  for (const t of ['artillery', 'infantry', 'mounted'] as const) d.players[seat].forces.push(d.unitDecks[t].shift() as string);
  // CIV-CIVAB-GER-1: the Germans start with two more infantry.
  for (const [t, n] of Object.entries(civ.extraUnits ?? {}) as ['artillery' | 'infantry' | 'mounted', number][]) for (let i = 0; i < n; i++) d.players[seat].forces.push(d.unitDecks[t].shift() as string);
  const capital = nearestToCentre(homeCentre(slot), d.cols, d.rows);
  if (civ.startsWithMetropolis) {
    const pair = indiaMetropolisPlacements(slot).find(([a, b]) => (a.x === capital.x && a.y === capital.y) || (b.x === capital.x && b.y === capital.y)) as [Square, Square];
    d.cities.push({ id: `city-${seat}-1`, owner: seat, kind: 'metropolis', centre: pair[0], expansion: pair[1], walls: !!civ.capitalWalls });
  } else d.cities.push({ id: `city-${seat}-1`, owner: seat, kind: 'capital', centre: capital, walls: !!civ.capitalWalls });
}

/** CIV-FIG-03 / FF-CIV-04: starting figures in the capital's outskirts, each on its own land square; FF-WONDER-02: Egypt's wonder. */
function placeStartingFigures(d: Draft, seat: number): void {
  const civ = CIVILIZATIONS[d.players[seat].civ];
  const city = d.cities[seat];
  const centres = city.expansion ? [city.centre, city.expansion] : [city.centre];
  const land = ringAround(centres).filter((s) => terrainAt(asState(d), s) !== 'water');
  const ordered = land.slice().sort((a, b) => Number(orthogonal(centres[0]).some((o) => o.x === b.x && o.y === b.y)) - Number(orthogonal(centres[0]).some((o) => o.x === a.x && o.y === a.y)));
  const kinds: ('army' | 'scout')[] = ['army', 'scout', ...Array(civ.extraArmies ?? 0).fill('army'), ...Array(civ.extraScouts ?? 0).fill('scout')];
  kinds.forEach((kind, i) => {
    const count = d.figures.filter((f) => f.owner === seat && f.kind === kind).length;
    d.figures.push({ id: `${kind}-${seat}-${count + 1}`, owner: seat, kind, at: { ...ordered[i % ordered.length] } });
  });
  // FF-WONDER-02: Egypt takes the top wonder before the market opens.
  if (civ.startingWonder) {
    const w = d.wonderDeck.shift() as string;
    d.wondersOwned[w] = seat;
    const spot = ordered.slice(kinds.length).find((s) => !d.placed.some((x) => x.at.x === s.x && x.at.y === s.y)) ?? ordered[ordered.length - 1];
    d.placed.push({ id: `placed-${w}`, kind: 'wonder', owner: seat, at: { ...spot }, what: w });
  }
}

export function setupCiv(players: readonly PlayerSetup[], given: Partial<CivOptions>, random: Random): CivState {
  const options = optionsWithCivs(given, players.length, random);
  const civs = options.civs as CivId[];
  const layout = layoutFor(players.length);
  const { slots, homeSlotOf } = dealTiles(layout, civs, random);
  const d = emptyTable(options, layout, slots, players, random);
  const ctx: Ctx = { d, log: [] as LogLine[], random, revealed: false };
  players.forEach((ps, seat) => seatPlayer(d, ps, seat, civs[seat], homeSlotOf[seat]));
  d.players.forEach((_, seat) => placeStartingFigures(d, seat));
  d.wonderMarket = d.wonderDeck.splice(0, 4);
  // FF-CIV-05 / CIV-GPM-02: the Americans gain a great person at the start: a card with the deck, else a random marker.
  d.players.forEach((p, seat) => {
    if (CIVILIZATIONS[p.civ].startingGreatPerson) gainGreatPerson(ctx, seat);
  });
  beginPlayerStep(ctx);
  d.rng = random.state as unknown as Draft['rng'];
  return asState(d);
}

export function rotatedHomeSquare(slot: { col: number; row: number; rotation: number }, lx: number, ly: number): Square {
  const r = rotateLocal(lx, ly, slot.rotation);
  return sq(slot.col * TILE_SIZE + r.x, slot.row * TILE_SIZE + r.y);
}
