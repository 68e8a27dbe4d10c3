import type { PlayerColor, Seat } from './seat';
import type { RngState } from '../core/rng';
import type { Block } from './data/civilizations';
import type { EmpiresMap } from './map';
import type { EmpiresOptions } from './options';
import type { CalamityPhase } from './calamities/types';

/**
 * ME-TURN-1, ME-SEQ: the thirteen phases in order; `scripted` phases are always run by the rules, `board` phases
 * (1-5) by the rules unless the table chose the manual tabletop (option boardPhases), the others are manual.
 */
export const PHASES = [
  { id: 'tax-collection', n: 1, name: 'Tax collection', scripted: false, board: true },
  { id: 'population-expansion', n: 2, name: 'Population expansion', scripted: false, board: true },
  { id: 'movement', n: 3, name: 'Movement', scripted: false, board: true },
  { id: 'conflict', n: 4, name: 'Conflict', scripted: false, board: true },
  { id: 'city-construction', n: 5, name: 'City construction', scripted: false, board: true },
  { id: 'trade-card-acquisition', n: 6, name: 'Trade card acquisition', scripted: false, board: false },
  { id: 'trade', n: 7, name: 'Trade', scripted: false, board: false },
  { id: 'calamity-selection', n: 8, name: 'Calamity selection', scripted: false, board: false },
  { id: 'calamity-resolution', n: 9, name: 'Calamity resolution', scripted: false, board: false },
  { id: 'special-abilities', n: 10, name: 'Special abilities', scripted: false, board: false },
  { id: 'surplus-population', n: 11, name: 'Remove surplus population and city support', scripted: true, board: false },
  { id: 'advances-acquisition', n: 12, name: 'Civilization Advances acquisition', scripted: true, board: false },
  { id: 'ast-alteration', n: 13, name: 'A.S.T. alteration', scripted: true, board: false },
] as const;

export type TurnPhase = (typeof PHASES)[number]['id'];
export type PhaseId = TurnPhase | 'game-over';

/** The ME-CIV-3 box: what one player owns. */
export const TOKENS_PER_PLAYER = 55;
export const CITIES_PER_PLAYER = 9;
export const SHIPS_PER_PLAYER = 4;

/** ME-SHIP: a ship on the board; it carries tokens only while it sails (ME-MOVE-4). */
export interface ShipState {
  readonly id: string;
  readonly owner: Seat;
  /** A coastal land area. */
  readonly at: string;
  readonly builtTurn: number;
  readonly maintainedTurn: number | null;
  readonly sailedTurn: number | null;
}

/** ME-MOVE-1: phase 3, one seat at a time in census order. */
export interface MovementState {
  readonly order: readonly Seat[];
  /** Index into `order` of the seat moving now. */
  readonly current: number;
  /** ME-MOVE-4 (AMBIGUOUS → per-token record): per area and seat, tokens that moved this turn and may not move again. */
  readonly moved: Readonly<Record<string, Readonly<Record<number, number>>>>;
  /** Ships each seat built this turn (at most four, ME-SHIP-1). */
  readonly shipsBuilt: Readonly<Record<number, number>>;
}

/** What the simultaneous board phases collect from each seat before they commit together (ME-SEQ-5). */
export interface BoardInput {
  /** ME-TAX-2: the tax rate each seat chose. */
  readonly taxRates: Readonly<Record<number, number>>;
  /** ME-POPX-3: where a seat short of stock puts the tokens it has. */
  readonly expansion: Readonly<Record<number, Readonly<Record<string, number>>>>;
  /** ME-CITY-3: seats that used Architecture this turn. */
  readonly architecture: readonly Seat[];
  /** ME-ADVX-C04: seats that used Urbanism this turn. */
  readonly urbanism?: readonly Seat[];
  /** ME-CONF2-6: Naval Warfare holders who take their ships as conflict losses before their tokens this turn. */
  readonly shipLosses?: Readonly<Record<number, boolean>>;
  /** ME-CONF2-6: Advanced Military holders who fight their conflicts last, taking losses from neighbouring areas. */
  readonly adjacentLosses?: Readonly<Record<number, boolean>>;
}

export const NO_INPUT: BoardInput = { taxRates: {}, expansion: {}, architecture: [] };

export interface CityState {
  /** A pirate city belongs to the barbarians (ME-CONF-2). */
  readonly owner: Seat | 'pirate';
  readonly builtTurn: number;
}

export interface AreaState {
  /** Tokens per seat; seats without tokens are absent. */
  readonly tokens: Readonly<Record<number, number>>;
  readonly barbarians: number;
  readonly city: CityState | null;
  /** ME-LEAVE-1: a region left by a player is out of play. */
  readonly outOfPlay: boolean;
}

export interface BuildingState {
  readonly id: string;
  readonly label: string;
  readonly civ: string;
  readonly block: Block;
  /** null: in the supply of its block. */
  readonly at: string | null;
  readonly builtBy: Seat | null;
  readonly builtTurn: number | null;
  /** Trade points paid for it, lost if it proves illegal (SB-ILLEGAL-2). */
  readonly paid: number;
}

export interface PlayerState {
  readonly seat: Seat;
  readonly name: string;
  readonly color: PlayerColor;
  readonly civ: string;
  readonly stock: number;
  readonly treasury: number;
  readonly citiesInStock: number;
  /** Trade cards (commodities and calamities), secret to this seat. */
  readonly hand: readonly string[];
  readonly advances: readonly string[];
  /** Spaces advanced from the arrow on the A.S.T. */
  readonly ast: number;
  /** ME-SETUP-6: starting credit points in every colour (5 and 6 player games). */
  readonly startCredit?: number;
  /** ME-ADVX-5: credit points placed at purchase (Written Record, Monument), per colour. */
  readonly bonusCredits?: Readonly<Partial<Record<'red' | 'blue' | 'orange' | 'green' | 'yellow', number>>>;
  readonly left: boolean;
}

/** What a transaction buys and how it is paid (SB-DEF-TRANSACTION, SB-PRIO-4). */
export interface TransactionPlan {
  readonly sacrifice?: { readonly building: string; readonly bonusCommodity?: string };
  readonly advances: readonly string[];
  readonly build?: { readonly building: string; readonly area: string };
  readonly payment: { readonly cards: readonly string[]; readonly treasury: number };
  /** Trade Empire: one substitute card (of at least the face value) completes `commodity`'s incomplete set. */
  readonly tradeEmpire?: { readonly card: string; readonly commodity: string };
  /** ME-ADVX-5: per bought advance (Written Record, Monument), where its credit points go. */
  readonly bonusCredits?: Readonly<Record<string, Readonly<Partial<Record<'red' | 'blue' | 'orange' | 'green' | 'yellow', number>>>>>;
  /** ME-ADVX-5: the free advance Anatomy brings. */
  readonly freeAdvance?: string;
}

export interface SacrificeRecord {
  readonly building: string;
  readonly reason: 'trade' | 'regression';
}

export interface Claim {
  readonly seat: Seat;
  readonly plan: TransactionPlan;
  readonly arrival: number;
}

export interface AcquisitionState {
  readonly stage: 'transactions' | 'hand-limit';
  /** ME-ADV-1: A.S.T.-position order fixed when the phase began. */
  readonly order: readonly Seat[];
  /** Seats whose one transaction is made (or who passed). */
  readonly finished: readonly Seat[];
  readonly failedClaims: readonly Seat[];
  /** An open dispute window (SB-PRIO-3). */
  readonly window: { readonly claims: readonly Claim[] } | null;
  readonly arrivals: number;
}

/** ME-ADVX-4, phase 10 scripted: holders of special advances in A.S.T.-position order. */
export interface SpecialsState {
  readonly order: readonly Seat[];
  /** Index into `order` of the seat acting now. */
  readonly current: number;
  /** `seat:advance` for each special used (or passed) this phase. */
  readonly used: readonly string[];
}

/** ME-TCARD-7: phase 6b, one seat buys at a time in the order of the draw. */
export interface CardPurchaseState {
  readonly order: readonly Seat[];
  /** Index into `order` of the seat buying now. */
  readonly current: number;
  /** Seats that took Wonder of the World's free card this turn. */
  readonly wonderUsed: readonly Seat[];
}

/** ME-TRADEX-5/8: what a giver states about his side of a deal: the card count and two commodities in it. */
export interface TradeDeclaration {
  readonly count: number;
  readonly named: readonly [string, string];
}

export interface TradeSide {
  readonly cards: readonly string[];
  readonly declared: TradeDeclaration;
}

/** ME-TRADEX-3: an offer from one seat to one other; the counterpart answers with his side, the offerer accepts. */
export interface TradeOffer {
  readonly id: number;
  readonly from: Seat;
  readonly to: Seat;
  readonly give: TradeSide;
  readonly answer: TradeSide | null;
}

/** ME-TRADEX: the open trade session of phase 7. */
export interface TradeSession {
  readonly offers: readonly TradeOffer[];
  /** Seats that said they are done trading (final). */
  readonly done: readonly Seat[];
  readonly nextId: number;
  /** Offers each seat has made this session. */
  readonly made: Readonly<Record<number, number>>;
  readonly deals: number;
}

export interface EmpiresState {
  readonly module: 'empires';
  readonly options: EmpiresOptions;
  readonly map: EmpiresMap;
  readonly players: readonly PlayerState[];
  readonly areas: Readonly<Record<string, AreaState>>;
  readonly buildings: Readonly<Record<string, BuildingState>>;
  /** Trade card stacks 1-9, top card first; order secret to all. */
  readonly stacks: Readonly<Record<number, readonly string[]>>;
  /** Spent and discarded cards waiting for the reshuffle of phase 13. */
  readonly discards: Readonly<Record<number, readonly string[]>>;
  readonly turn: number;
  readonly phase: PhaseId;
  /** Seats that said phase-done in the current manual phase. */
  readonly done: readonly Seat[];
  readonly acquisition: AcquisitionState | null;
  /** Buildings each seat sacrificed this turn, for any reason (SB-REBUILD-1, SB-REBUILD-5). */
  readonly sacrificed: Readonly<Record<number, readonly SacrificeRecord[]>>;
  /** Seats that resolved their Regression this turn. */
  readonly regressed: readonly Seat[];
  /** Areas whose surplus check waits for phase 11 (SB-REG-5). */
  readonly pendingChecks: readonly string[];
  readonly lateIronFirst: Seat | null;
  /** ME-CLAR-9: the others who entered the Late Iron Age in the same turn as the first; they share the +5. */
  readonly lateIronAlso?: readonly Seat[];
  /** Expert side: the turn in which the first marker reached a coloured space. */
  readonly endTriggeredTurn: number | null;
  readonly rng: RngState;
  readonly ships: readonly ShipState[];
  readonly movement: MovementState | null;
  readonly input: BoardInput;
  /** ME-CENSUS-1: tokens on the board per seat at the last census. */
  readonly census: Readonly<Record<number, number>>;
  /** Phase 9 scripted (ME-CALX-2): the calamities still to resolve and the one resolving now; absent otherwise. */
  readonly calamity?: CalamityPhase | null;
  /** Phase 10 when scripted (option cardPhases); absent otherwise. */
  readonly specials?: SpecialsState | null;
  /** Phase 6b purchases (ME-TCARD-7), when the card phases are scripted. */
  readonly cardPurchase?: CardPurchaseState | null;
  /** Phase 7's trade session (ME-TRADEX), when the card phases are scripted. */
  readonly trade?: TradeSession | null;
  /** Water cards handed out so far (ME-TCARD-6), so each one has its own id. */
  readonly waterIssued?: number;
  /** Phase 4 (or 11) while its city attacks wait for a player's choice (ME-CONF2-2/10); absent otherwise. */
  readonly conflict?: ConflictProgress | null;
  /** 5c or phase 11 while a player short of support chooses the city to reduce (ME-CITY-5); absent otherwise. */
  readonly support?: SupportProgress | null;
}

/** ME-CONF2-2/10: the city attacks of 4b still to resolve and the one between its steps. */
export interface ConflictProgress {
  /** Attacked areas in the order they are resolved (pirate cities first, then by the defender's A.S.T.-ranking). */
  readonly queue: readonly string[];
  /** Areas whose place in the queue is settled (the defender chose it, or it waits behind his own attack). */
  readonly fixed: readonly string[];
  /** ME-CONF2-10 (1): defenders who used their one wait. */
  readonly waited: readonly Seat[];
  /** A taken city whose attacker has still to choose his spoils (steps 3 and 4). */
  readonly spoils: { readonly area: string; readonly attacker: Seat; readonly defender: Seat | 'pirate'; readonly step: 'card' | 'treasury' } | null;
}

/** ME-CITY-5: the seats whose city support is being checked (5c or phase 11). */
export interface SupportProgress {
  readonly seats: readonly Seat[];
}

/** `fresh` (a new literal naming every field of its kind) with `change`'s fields set over it: the copies below. */
function overlaid<T>(fresh: Record<string, unknown>, change: Partial<T>): T {
  for (const key in change) fresh[key] = change[key as keyof T];
  return fresh as unknown as T;
}

/**
 * The state with some of its records replaced: what `{ ...state, ...change }` makes, built as one object literal
 * that names every record in the order setup gives them. V8 (Node 20) gives the copies each spread site makes a
 * shape of their own, and copies field by field once a site has seen a few shapes: states of half a dozen shapes
 * made every reader of states polymorphic, and code compiled for the shapes seen so far was thrown away late in a
 * game when another turned up. Made here, every state of a game has one shape.
 */
export function withRecords(state: EmpiresState, change: Partial<EmpiresState>): EmpiresState {
  // A state made otherwise (a test's own record, the Expert's Late Iron record added): spread as before.
  if (!('waterIssued' in state) || 'lateIronAlso' in state) return { ...state, ...change };
  const fresh: Record<string, unknown> = {
    module: state.module,
    options: state.options,
    map: state.map,
    players: state.players,
    areas: state.areas,
    buildings: state.buildings,
    stacks: state.stacks,
    discards: state.discards,
    turn: state.turn,
    phase: state.phase,
    done: state.done,
    acquisition: state.acquisition,
    sacrificed: state.sacrificed,
    regressed: state.regressed,
    pendingChecks: state.pendingChecks,
    lateIronFirst: state.lateIronFirst,
    endTriggeredTurn: state.endTriggeredTurn,
    rng: state.rng,
    ships: state.ships,
    movement: state.movement,
    input: state.input,
    census: state.census,
    conflict: state.conflict,
    support: state.support,
    cardPurchase: state.cardPurchase,
    trade: state.trade,
    calamity: state.calamity,
    specials: state.specials,
    waterIssued: state.waterIssued,
  };
  return overlaid(fresh, change);
}

/** A player's record with some fields replaced, as one literal: one shape for every player record (see `withRecords`). */
export function playerWith(p: PlayerState, change: Partial<PlayerState>): PlayerState {
  // A record made otherwise (a test's own, without the credits setup gives every player): spread as before.
  if (!('bonusCredits' in p)) return { ...p, ...change };
  const fresh: Record<string, unknown> = {
    seat: p.seat,
    name: p.name,
    color: p.color,
    civ: p.civ,
    stock: p.stock,
    treasury: p.treasury,
    citiesInStock: p.citiesInStock,
    hand: p.hand,
    advances: p.advances,
    ast: p.ast,
    startCredit: p.startCredit,
    bonusCredits: p.bonusCredits,
    left: p.left,
  };
  return overlaid(fresh, change);
}

/** An area's record with some fields replaced, as one literal: one shape for every area record (see `withRecords`). */
export function areaWith(area: AreaState, change: Partial<AreaState>): AreaState {
  return overlaid<AreaState>({ tokens: area.tokens, barbarians: area.barbarians, city: area.city, outOfPlay: area.outOfPlay }, change);
}

/** The movement's record with some fields replaced, as one literal (see `withRecords`). */
export function movementWith(movement: MovementState, change: Partial<MovementState>): MovementState {
  return overlaid<MovementState>({ order: movement.order, current: movement.current, moved: movement.moved, shipsBuilt: movement.shipsBuilt }, change);
}

/** The acquisition phase's record with some fields replaced, as one literal (see `withRecords`). */
export function acquisitionWith(acquisition: AcquisitionState, change: Partial<AcquisitionState>): AcquisitionState {
  const a = acquisition;
  return overlaid<AcquisitionState>({ stage: a.stage, order: a.order, finished: a.finished, failedClaims: a.failedClaims, window: a.window, arrivals: a.arrivals }, change);
}

/** The trade session's record with some fields replaced, as one literal (see `withRecords`). */
export function tradeWith(trade: TradeSession, change: Partial<TradeSession>): TradeSession {
  return overlaid<TradeSession>({ offers: trade.offers, done: trade.done, nextId: trade.nextId, made: trade.made, deals: trade.deals }, change);
}

export function player(state: EmpiresState, seat: Seat): PlayerState {
  const p = state.players[seat];
  if (!p) throw new RangeError(`No seat ${seat}`);
  return p;
}

export function withPlayer(state: EmpiresState, seat: Seat, change: Partial<PlayerState>): EmpiresState {
  return withRecords(state, { players: state.players.map((p) => (p.seat === seat ? playerWith(p, change) : p)) });
}

/** What a board record was made from: the record before and the areas changed (in the order they changed). */
export interface AreasChange {
  readonly before: EmpiresState['areas'];
  readonly changed: readonly string[];
}

// The last boards made by copying one area or a few: a short ring, not a WeakMap (one entry per board copy would
// load every garbage collection with ephemerons), since the counts are asked of the boards just made.
const RING = 32;
const made: ({ readonly after: EmpiresState['areas'] } & AreasChange)[] = [];
let nextMade = 0;

/** Notes that `after` is `before` with only the `changed` areas replaced (or added). */
export function noteAreasChange(after: EmpiresState['areas'], before: EmpiresState['areas'], changed: readonly string[]): void {
  made[nextMade] = { after, before, changed };
  nextMade = (nextMade + 1) % RING;
}

/**
 * The record a recent board was copied from by `withArea`, `withTokens`, `withTokenDeltas` (or surplus removal),
 * and the areas that differ: what is counted over the whole board (tokens and cities per seat, occupied areas) is
 * then corrected for those areas only. Undefined for a board made otherwise or long ago.
 */
export function areasChange(areas: EmpiresState['areas']): AreasChange | undefined {
  for (let i = 0; i < made.length; i++) if (made[i].after === areas) return made[i];
  return undefined;
}

// V8 (Node 20) copies a spread record through its generic path once a spread site has seen a few record shapes,
// and a board record's copies each take a new shape: a board copy of ~150 areas then cost ~30 kB of garbage (its
// property store regrown field by field). A copy of one fixed record per map, its fields then set from the board,
// keeps the spread on one shape. Records of other keys (a surplus check's one-area board) are spread as before.
const boardTemplates = new WeakMap<EmpiresState['map'], { readonly ids: readonly string[]; readonly record: EmpiresState['areas'] }>();

/** A copy of the state's board record, its areas in the same order. */
export function copyBoard(state: EmpiresState): Record<string, AreaState> {
  const areas = state.areas;
  let template = boardTemplates.get(state.map);
  if (!template) boardTemplates.set(state.map, (template = { ids: Object.keys(areas), record: { ...areas } }));
  const { ids, record } = template;
  const out: Record<string, AreaState> = { ...record };
  let i = 0;
  for (const id in areas) {
    if (id !== ids[i]) return { ...areas };
    out[id] = areas[id];
    i++;
  }
  return i === ids.length ? out : { ...areas };
}

export function withArea(state: EmpiresState, id: string, change: Partial<AreaState>): EmpiresState {
  const areas = copyBoard(state);
  areas[id] = areaWith(state.areas[id], change);
  noteAreasChange(areas, state.areas, [id]);
  return withRecords(state, { areas });
}

export function withTokens(state: EmpiresState, area: string, seat: Seat, count: number): EmpiresState {
  const tokens = { ...state.areas[area].tokens };
  if (count > 0) tokens[seat] = count;
  else delete tokens[seat];
  return withArea(state, area, { tokens });
}

/**
 * Several token changes at once, in order (each `[area, seat, delta]` on the count the changes before it left): the
 * areas record is copied once, not once per change (an action touching many areas would copy it again and again).
 */
export function withTokenDeltas(state: EmpiresState, changes: readonly (readonly [area: string, seat: Seat, delta: number])[]): EmpiresState {
  if (changes.length === 0) return state;
  const areas = copyBoard(state);
  for (const [area, seat, delta] of changes) {
    const tokens = { ...areas[area].tokens };
    const count = (tokens[seat] ?? 0) + delta;
    if (count > 0) tokens[seat] = count;
    else delete tokens[seat];
    areas[area] = areaWith(areas[area], { tokens });
  }
  noteAreasChange(areas, state.areas, changes.map((c) => c[0]));
  return withRecords(state, { areas });
}

/** A tokens record's seats (ascending, as for-in gives them) and their counts, side by side. */
export interface TokenEntries {
  readonly seats: readonly number[];
  readonly counts: readonly number[];
}

const entriesByTokens = new WeakMap<Readonly<Record<number, number>>, TokenEntries>();

/**
 * The entries of a tokens record, read once per record (records are replaced, never changed once on the board):
 * a for-in over a record keyed by seat numbers makes a string of every key each time, and the rules ask "whose
 * tokens stand here?" of the same few areas many times per action.
 */
export function tokenEntries(tokens: Readonly<Record<number, number>>): TokenEntries {
  let hit = entriesByTokens.get(tokens);
  if (!hit) {
    const seats: number[] = [];
    const counts: number[] = [];
    for (const seat in tokens) {
      seats.push(Number(seat));
      counts.push(tokens[seat]);
    }
    entriesByTokens.set(tokens, (hit = { seats, counts }));
  }
  return hit;
}

export function withBuilding(state: EmpiresState, id: string, change: Partial<BuildingState>): EmpiresState {
  return withRecords(state, { buildings: { ...state.buildings, [id]: { ...state.buildings[id], ...change } } });
}

export function activePlayers(state: EmpiresState): readonly PlayerState[] {
  return state.players.filter((p) => !p.left);
}

/** With 12 or more players the game runs in two blocks (ME-CIV-2, SB-SETUP-3). */
export function blocksInPlay(state: EmpiresState): boolean {
  return state.players.length >= 12;
}
