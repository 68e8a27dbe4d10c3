import { counted } from '../../core/words';
import { OK, refuse, type Check } from '../../core/check';
import type { Seat } from '../contract';
import { CARDS_PER_PAWN, FAMILY_COLOUR, KIND_INFO, cardColour, UPGRADE_BONUS, type BoardId, type CardColour, type Kind } from '../data';
import { border, footprint, insideGrid } from '../geometry';
import type { Building, KhronosState } from '../state';
import { checkPayment, describeNeed, type CardNeed, type Payment } from './cards';
import { allowanceOn, domainStats, inPhase, pawnCount, playerOf, terrainSurcharge, type DomainStats } from './common';

/** A construction or upgrade: the new tile's kind and top-left square on a board (KH-BLD-2). */
export interface BuildPlan extends Payment {
  readonly board: BoardId;
  readonly kind: Kind;
  readonly col: number;
  readonly row: number;
}

/** The itemised price shown by the placement preview. */
export interface BuildCost {
  readonly colour: CardColour;
  /** Cards of the building's colour: its printed cost, or the difference for an upgrade (KH-CONS-2, KH-UPG-3). */
  readonly colourCards: number;
  /** Extra cards of any colour (KH-GEO-2, KH-GEO-3). */
  readonly forest: number;
  readonly mountain: number;
  readonly anyCards: number;
  readonly totalCards: number;
  /** Ecus paid (none for building) and Ecus received at once (KH-BONUS, KH-UPG-8). */
  readonly ecus: number;
  readonly bonus: number;
}

export interface BuildShape {
  readonly mode: 'construct' | 'upgrade';
  readonly target: Building | null;
  readonly squares: readonly number[];
  readonly cost: BuildCost;
}

export type BuildAssessment = { readonly check: Check; readonly shape: BuildShape | null; readonly squares: readonly number[] };

/** Domain statistics memoised across many footprints of one preview. */
export type StatsCache = Map<string, DomainStats>;

/** What many footprints of one seat on one board share, worked out once (keeps the preview fast). */
export interface BuildContext {
  readonly board: BoardId;
  readonly pawns: number;
  readonly allowance: number;
  readonly cubes: number;
  readonly handSize: number;
  readonly colourCount: Readonly<Record<CardColour, number>>;
  readonly stats: StatsCache;
}

export function buildContext(state: KhronosState, seat: Seat, board: BoardId, stats: StatsCache = new Map()): BuildContext {
  const p = playerOf(state, seat);
  const colourCount = { orange: 0, fuchsia: 0, blue: 0 };
  for (const c of p.hand) colourCount[cardColour(c)]++;
  return { board, pawns: pawnCount(p, board), allowance: allowanceOn(p, board), cubes: p.cubes, handSize: p.hand.length, colourCount, stats };
}

function statsOf(state: KhronosState, board: BoardId, domain: string, cache: StatsCache): DomainStats {
  let s = cache.get(domain);
  if (!s) {
    s = domainStats(state.boards[board], domain);
    cache.set(domain, s);
  }
  return s;
}

/** The Ecus a construction or upgrade pays at once (KH-UPG-8, KH-BONUS-1, KH-BONUS-2). */
export function buildBonus(state: KhronosState, mode: 'construct' | 'upgrade', board: BoardId, kind: Kind): number {
  if (mode === 'upgrade') return UPGRADE_BONUS[board];
  if (state.options.CONSTRUCTION_BONUS === 'none' || KIND_INFO[kind].size < 2) return 0;
  return UPGRADE_BONUS[board];
}

// Module-level helpers rather than closures: assessBuild runs thousands of times per list of legal actions.
function fail(check: Check, squares: readonly number[] = []): BuildAssessment {
  return { check, shape: null, squares };
}

/** The old tile lies within the new footprint (KH-UPG-2). */
function inside(o: Building, plan: { col: number; row: number }, size: number): boolean {
  const s = KIND_INFO[o.kind].size;
  return o.col >= plan.col && o.row >= plan.row && o.col + s <= plan.col + size && o.row + s <= plan.row + size;
}

/** Step 3 (KH-CONS-3, KH-UPG-2/6/7/9/10): the building an upgrade covers, null for a construction, or the refusal. */
function upgradeTarget(state: KhronosState, seat: Seat, plan: BuildPlan, occupants: readonly string[], mode: 'construct' | 'upgrade', expect?: 'construct' | 'upgrade'): Building | null | Check {
  const b = state.boards[plan.board];
  const info = KIND_INFO[plan.kind];
  if (expect === 'construct' && mode === 'upgrade') {
    const printed = occupants.some((id) => b.buildings[id].printed);
    return refuse('occupied', 'KH-CONS-3', printed ? 'A printed Hamlet stands there: build on empty squares, or upgrade it.' : 'Those squares already hold a building: build on empty squares, or upgrade it.');
  }
  if (expect === 'upgrade' && mode === 'construct') return refuse('nothing-to-upgrade', 'KH-UPG-2', 'An upgrade must cover an existing building of the same family.');
  if (mode === 'construct') return null;
  const olds = occupants.map((id) => b.buildings[id]);
  const upgradable = olds.every((o) => KIND_INFO[o.kind].family === info.family && KIND_INFO[o.kind].size < info.size && inside(o, plan, info.size));
  if (!upgradable) return refuse('occupied', 'KH-CONS-3', olds.some((o) => o.printed) ? 'A printed Hamlet already stands there.' : 'Those squares already hold a building.');
  if (olds.length > 1) return refuse('grouping', 'KH-UPG-6', 'Several small buildings cannot be merged into one larger building.');
  const target = olds[0];
  if (target.printed && !state.options.UPGRADE_PRINTED_HAMLET) return refuse('printed-hamlet', 'KH-UPG-10', 'Printed Hamlets cannot be upgraded (table option).');
  if (info.size - KIND_INFO[target.kind].size > 1 && !state.options.UPGRADE_SKIP_SIZE) return refuse('skip-size', 'KH-UPG-9', 'An upgrade goes one size at a time (table option).');
  if (info.family !== 'civil' && target.owner !== seat && !state.options.UPGRADE_OTHERS_BUILDINGS) return refuse('not-yours', 'KH-UPG-7', 'You may only upgrade Military and Religious buildings you control.');
  return target;
}

/** Steps 5 and 6: Dominion (KH-DOM-3), the domains the footprint touches, and Hierarchy (KH-HIER-2) within the one it joins. */
function domainCheck(state: KhronosState, plan: BuildPlan, target: Building | null, stats: StatsCache): Check {
  const info = KIND_INFO[plan.kind];
  if (info.family === 'civil') return OK;
  const b = state.boards[plan.board];
  const touched: string[] = [];
  if (target) touched.push(b.domainOf[target.id]);
  for (const sq of border(state.map, plan.col, plan.row, info.size)) {
    const id = b.cells[sq];
    if (id === null || (target && id === target.id)) continue;
    const d = b.domainOf[id];
    if (!touched.includes(d)) touched.push(d);
  }
  if (touched.length > 1) return refuse('links-domains', 'KH-DOM-3', `A ${info.name} would link ${touched.length} domains: only civil buildings may join domains.`);
  // The new value may not equal the domain's top value of its family.
  if (touched.length === 1 && statsOf(state, plan.board, touched[0], stats).top[info.family] === info.value) {
    return refuse('hierarchy', 'KH-HIER-2', `That domain's top ${info.family} building already has value ${info.value}; a second one may not join it.`);
  }
  return OK;
}

/** Step 7's price: the colour cards (an upgrade pays the difference, KH-UPG-3) and the terrain's surcharge (KH-GEO-2..4). */
function costOf(state: KhronosState, plan: BuildPlan, mode: 'construct' | 'upgrade', target: Building | null, squares: readonly number[]): BuildCost {
  const info = KIND_INFO[plan.kind];
  const b = state.boards[plan.board];
  const surchargeSquares = target && !state.options.UPGRADE_SURCHARGE_FULL_FOOTPRINT ? squares.filter((sq) => b.cells[sq] !== target.id) : squares;
  const { forest, mountain } = terrainSurcharge(state, surchargeSquares);
  const colourCards = info.cost - (target ? KIND_INFO[target.kind].cost : 0);
  return { colour: FAMILY_COLOUR[info.family], colourCards, forest, mountain, anyCards: forest + mountain, totalCards: colourCards + forest + mountain, ecus: 0, bonus: buildBonus(state, mode, plan.board, plan.kind) };
}

/** Step 7: the cards named in the plan, or (a plan without them) the same answers from counts worked out once. */
function paymentCheck(state: KhronosState, seat: Seat, plan: BuildPlan, ctx: BuildContext, cost: BuildCost, mode: 'construct' | 'upgrade'): Check {
  const need: CardNeed = { colour: cost.colour, colourCards: cost.colourCards, anyCards: cost.anyCards, rule: mode === 'construct' ? 'KH-CONS-2' : 'KH-UPG-3' };
  if (plan.cards !== undefined || plan.pawns !== undefined) return checkPayment(state, seat, plan.board, need, plan);
  if (ctx.allowance < cost.totalCards) {
    const both = cost.totalCards > CARDS_PER_PAWN && ctx.pawns < 2;
    return both ? refuse('needs-both-pawns', 'KH-CARD-3', `This costs ${cost.totalCards} cards: both your pawns must be on this board.`) : refuse('allowance', 'KH-CARD-1', `Your pawns here may spend only ${counted(ctx.allowance, 'more card', 'more cards')} this turn.`);
  }
  if (ctx.colourCount[cost.colour] < cost.colourCards || ctx.handSize < cost.totalCards) return refuse('cards', 'KH-CARD-6', `You need ${describeNeed(need)} in hand.`);
  return OK;
}

const isCheck = (x: Building | Check | null): x is Check => x !== null && 'ok' in x;

/**
 * The one composed check for building (KH-DIG-2 order): board and pawn, stock, grid and occupancy (or a valid
 * upgrade), geography, Dominion, Hierarchy, cards, cube. Used by `check`, the preview and the bots.
 */
export function assessBuild(state: KhronosState, seat: Seat, plan: BuildPlan, context?: BuildContext, expect?: 'construct' | 'upgrade'): BuildAssessment {
  const { board, kind } = plan;
  const ctx = context && context.board === board ? context : buildContext(state, seat, board);
  const info = KIND_INFO[kind];
  const grid = state.map;
  if (!info) return fail(refuse('unknown-kind', 'KH-BLD-1', `There is no building called ${kind}.`));
  const phase = inPhase(state, seat, 'actions', 'build');
  if (!phase.ok) return fail(phase);
  if (!insideGrid(grid, plan.col, plan.row, info.size)) return fail(refuse('off-grid', 'KH-MAP-7', 'The building must lie entirely on the board.'));
  const squares = footprint(grid, plan.col, plan.row, info.size);
  const b = state.boards[board];

  // Occupancy decides construction or upgrade (KH-CONS-3, KH-UPG-2, KH-UPG-6).
  const occupants: string[] = [];
  for (const sq of squares) {
    const id = b.cells[sq];
    if (id !== null && !occupants.includes(id)) occupants.push(id);
  }
  const mode = occupants.length === 0 ? 'construct' : 'upgrade';

  // 1. Board and pawn.
  if (board === 'reason') {
    return fail(mode === 'construct' ? refuse('reason-board', 'KH-CONS-1', 'Nothing may be built on the Age of Reason board.') : refuse('reason-board', 'KH-UPG-1', 'Nothing may be upgraded on the Age of Reason board.'), squares);
  }
  if (ctx.pawns === 0) return fail(refuse('no-pawn', 'KH-CONS-1', 'You need a pawn on this board to build here.'), squares);
  // 2. Stock.
  if (state.stock[kind] <= 0) return fail(refuse('no-tile', (expect ?? mode) === 'construct' ? 'KH-CONS-5' : 'KH-UPG-5', `No ${info.name} tile is left in the stock.`), squares);
  // 3. Occupancy / upgrade validity.
  const target = upgradeTarget(state, seat, plan, occupants, mode, expect);
  if (isCheck(target)) return fail(target, squares);
  // 4. Geography (KH-GEO-1).
  if ((info.family !== 'civil' || kind === 'hamlet') && squares.some((sq) => grid.terrain[sq] === 'river')) {
    return fail(refuse('river', 'KH-GEO-1', `A ${info.name} cannot cover a river square: only Towns and Cities may.`), squares);
  }
  // 5 and 6. Dominion and Hierarchy.
  const domains = domainCheck(state, plan, target, ctx.stats);
  if (!domains.ok) return fail(domains, squares);
  // 7. Cards.
  const cost = costOf(state, plan, mode, target, squares);
  const shape: BuildShape = { mode, target, squares, cost };
  const pay = paymentCheck(state, seat, plan, ctx, cost, mode);
  if (!pay.ok) return { check: pay, shape, squares };
  // 8. Cube (KH-CONS-6).
  if (mode === 'construct' && info.family !== 'civil' && ctx.cubes <= 0 && state.options.CONSTRUCT_NEEDS_CUBE) {
    return { check: refuse('no-cube', 'KH-CONS-6', 'You have no Control cube left to mark a new building.'), shape, squares };
  }
  return { check: OK, shape, squares };
}

/**
 * The host checks a build before it applies it, with the same state, seat and action objects: the last accepted
 * assessment is kept so the apply reads its shape instead of assessing the footprint again. Safe because states and
 * actions are never edited once made; `expect` only changes which refusal is given, never an accepted shape.
 */
let lastAccepted: { readonly state: KhronosState; readonly seat: Seat; readonly plan: BuildPlan; readonly shape: BuildShape } | null = null;

/** assessBuild for the statechart's guard (KH-DIG-2), remembering an accepted build for the apply that follows. */
export function checkBuild(state: KhronosState, seat: Seat, plan: BuildPlan, expect: 'construct' | 'upgrade'): Check {
  const { check, shape } = assessBuild(state, seat, plan, undefined, expect);
  if (check.ok && shape) lastAccepted = { state, seat, plan, shape };
  return check;
}

/** The shape of a build (the accepted one remembered when it is the same question), or null when it has none. */
export function buildShape(state: KhronosState, seat: Seat, plan: BuildPlan): BuildShape | null {
  const last = lastAccepted;
  if (last && last.state === state && last.seat === seat && last.plan === plan) return last.shape;
  return assessBuild(state, seat, plan).shape;
}

/** The composed check for constructing or upgrading (the mode follows from what the footprint covers). */
export function canConstruct(state: KhronosState, seat: Seat, plan: BuildPlan, expect?: 'construct' | 'upgrade'): Check {
  return assessBuild(state, seat, plan, undefined, expect).check;
}
