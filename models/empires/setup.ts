import type { PlayerSetup } from './seat';
import type { Random } from '../core/rng';
import { EAST_BUILDINGS, type BuildingDef } from './data/buildings';
import { CIVS_BY_ID, EAST_CIVS } from './data/civilizations';
import { eastDeck } from './cards';
import { preshuffle } from './trade/deck';
import { TESSERA_EAST } from './board';
import { indexMap, parseEmpiresMap, type EmpiresMap } from './map';
import { resolveOptions, type EmpiresOptionsInput } from './options';
import { enterPhase } from './sequence';
import { outOfPlayAreas, withStartingCredits } from './small-game';
import { shortGameSetup } from './short-game';
import { NO_INPUT, CITIES_PER_PLAYER, TOKENS_PER_PLAYER, areaWith, type AreaState, type BuildingState, type EmpiresState, type PlayerState } from './state';

export interface GameSpec {
  readonly players: readonly PlayerSetup[];
  readonly options?: EmpiresOptionsInput;
  /** Building catalogue (defaults to the nine East buildings; tests add a West block). */
  readonly buildings?: readonly BuildingDef[];
  /** Civilizations to deal from (defaults to the nine East civilizations). */
  readonly civPool?: readonly string[];
}

/** A fresh game: one token in each starting area, the rest in stock, shuffled stacks, buildings in supply. */
export function createGame(spec: GameSpec, random: Random): EmpiresState {
  const options = resolveOptions(spec.options ?? {});
  let map: EmpiresMap = TESSERA_EAST;
  if (options.map !== undefined) {
    const parsed = parseEmpiresMap(options.map);
    if (!parsed.ok) throw new Error(`The chosen map is not valid: ${parsed.errors.join('; ')}`);
    map = parsed.map;
  }
  const index = indexMap(map);
  const pool = spec.civPool ?? EAST_CIVS.map((c) => c.id);
  let civs: string[];
  if (options.civilizations) civs = options.civilizations.slice(0, spec.players.length);
  else if (options.civAssignment === 'by-rank') civs = [...pool].sort((a, b) => CIVS_BY_ID[a].rank - CIVS_BY_ID[b].rank).slice(0, spec.players.length);
  else civs = random.shuffle(pool).slice(0, spec.players.length);
  if (civs.length !== spec.players.length) throw new Error('Not enough civilizations for the players.');
  if (new Set(civs).size !== civs.length) throw new Error('Each player needs a different civilization.');
  for (const c of civs) {
    if (!CIVS_BY_ID[c]) throw new Error(`Unknown civilization ${c}.`);
    if (!index.region[c]) throw new Error(`The map has no region for ${CIVS_BY_ID[c].name}.`);
  }
  // ME-SETUP-2 / ME-34P-5: areas out of play for this number of players.
  const closed = new Set(outOfPlayAreas(map, civs));
  const areas: Record<string, AreaState> = Object.fromEntries(map.areas.map((a) => [a.id, { tokens: {}, barbarians: 0, city: null, outOfPlay: closed.has(a.id) }]));
  const players: PlayerState[] = spec.players.map((ps, i) => {
    const start = index.region[civs[i]].start;
    areas[start] = areaWith(areas[start], { tokens: { ...areas[start].tokens, [ps.seat]: 1 } });
    // The credits are there from the start, unset (a hash and a view skip them): a player record that gained them
    // later took another shape, and every function reading players was compiled again late in a game.
    return { seat: ps.seat, name: ps.name, color: ps.color, civ: civs[i], stock: TOKENS_PER_PLAYER - 1, treasury: 0, citiesInStock: CITIES_PER_PLAYER, hand: [], advances: [], ast: 0, startCredit: undefined, bonusCredits: undefined, left: false };
  });
  // SB-SETUP-1: only the buildings of civilizations in the game.
  const defs = (spec.buildings ?? EAST_BUILDINGS).filter((b) => civs.includes(b.civ));
  const buildings: Record<string, BuildingState> = Object.fromEntries(
    defs.map((b) => [b.id, { id: b.id, label: b.label, civ: b.civ, block: b.block, at: null, builtBy: null, builtTurn: null, paid: 0 }]),
  );
  // ME-TCARD-3: the nine-player deck (option east9pDeck).
  const deck = eastDeck(spec.players.length >= 9 && options.east9pDeck === 'mcThirdGoodsAndMinors');
  // ME-TCARD-5: the first preparation keeps calamities out of the first cards; ME-CLAR-8: the short game skips it.
  const stacks = options.shortGame ? Object.fromEntries(Object.entries(deck).map(([k, v]) => [Number(k), random.shuffle(v)])) : preshuffle(deck, spec.players.length, random);
  const discards = Object.fromEntries(Object.keys(deck).map((k) => [Number(k), [] as string[]]));
  const state: EmpiresState = {
    module: 'empires',
    options,
    map,
    players,
    areas,
    buildings,
    stacks,
    discards,
    turn: 1,
    phase: 'tax-collection',
    done: [],
    acquisition: null,
    sacrificed: {},
    regressed: [],
    pendingChecks: [],
    lateIronFirst: null,
    endTriggeredTurn: null,
    rng: random.state,
    ships: [],
    movement: null,
    input: NO_INPUT,
    census: {},
    // Records the phases add later, there from the start (unset: a hash skips them), so that every state of a game
    // has one shape: a state that gained them later took another, and the code reading states was compiled again.
    conflict: undefined,
    support: undefined,
    cardPurchase: undefined,
    trade: undefined,
    calamity: undefined,
    specials: undefined,
    waterIssued: undefined,
  };
  // ME-SETUP-6 credits; ME-SHORT-4 the short game's start; ME-SEQ-1: turn 1 starts with tax collection and the
  // scripted phases run on to the first decision.
  const ready = options.shortGame ? shortGameSetup(state, random) : withStartingCredits(state);
  return enterPhase(ready, 'tax-collection', random).state;
}
