import type { Seat } from '../../models/core/module';
import type { KhronosAction } from '../../models/khronos/actions';
import { EARNING_TURNS, KIND_INFO, TRAVEL_PRICE, UPGRADE_BONUS, type BoardId, type Family, type Kind } from '../../models/khronos/data';
import { footprint } from '../../models/khronos/geometry';
import type { BuildingView, KhronosView } from '../../models/khronos/view';
import { bestOf, type Bot } from './bot';

/** The family whose top building earns on each board (KH-EARN-3/4); Reason earns by population (KH-EARN-5). */
const EARNER: Partial<Record<BoardId, Family>> = { might: 'military', faith: 'religious' };

interface Domain {
  civil: number;
  /** Value of the strongest building of the board's earning family, and who holds each of that value. */
  top: number;
  topOwners: (Seat | null)[];
  nonCivil: number;
  cubes: number[];
}

const family = (kind: Kind) => KIND_INFO[kind].family;
const value = (b: BuildingView) => (b.ruin ? 0 : KIND_INFO[b.kind].value);

function domainsOf(view: KhronosView, board: BoardId, skip: ReadonlySet<string> = new Set()): Map<string, Domain> {
  const out = new Map<string, Domain>();
  const earner = EARNER[board];
  for (const b of view.boards[board].buildings) {
    if (skip.has(b.id)) continue;
    const d = out.get(b.domain) ?? { civil: 0, top: 0, topOwners: [], nonCivil: 0, cubes: view.players.map(() => 0) };
    const f = family(b.kind);
    if (f === 'civil') d.civil += KIND_INFO[b.kind].value;
    else d.nonCivil += value(b);
    if (f === earner) {
      const v = KIND_INFO[b.kind].value;
      if (v > d.top) [d.top, d.topOwners] = [v, [b.owner]];
      else if (v === d.top) d.topOwners.push(b.owner);
    }
    b.population.forEach((n, s) => (d.cubes[s] += n));
    out.set(b.domain, d);
  }
  return out;
}

/** What the seat would collect from one domain at the earnings (the same reading as earningsFor, on the view). */
function earning(board: BoardId, d: Domain, seat: Seat): number {
  if (board === 'reason') {
    const most = Math.max(...d.cubes);
    return most > 0 && d.cubes[seat] === most ? d.nonCivil : 0;
  }
  return d.top > 0 && d.topOwners.length === 1 && d.topOwners[0] === seat ? d.civil : 0;
}

function boardEarning(view: KhronosView, board: BoardId, seat: Seat): number {
  let sum = 0;
  for (const d of domainsOf(view, board).values()) sum += earning(board, d, seat);
  return sum;
}

function cellsOf(view: KhronosView, board: BoardId): (BuildingView | undefined)[] {
  const cells: (BuildingView | undefined)[] = new Array(view.map.cols * view.map.rows);
  for (const b of view.boards[board].buildings) for (const sq of footprint(view.map, b.col, b.row, KIND_INFO[b.kind].size)) cells[sq] = b;
  return cells;
}

/**
 * The change in the seat's earnings from putting a building of `kind` at (col, row): the domains it touches merge
 * (KH-DOM-2), the buildings it covers go (an upgrade), and the merged domain pays whoever holds its top.
 */
interface BoardCache {
  /** The building on each square. */
  readonly cells: (BuildingView | undefined)[];
  readonly domains: Map<string, Domain>;
  /** The domains recounted without some covered tiles, by their ids. */
  readonly without: Map<string, Map<string, Domain>>;
}

const NO_DOMAIN: Domain = { civil: 0, top: 0, topOwners: [], nonCivil: 0, cubes: [] };

/** A domain the new footprint touches (not one of the tiles it covers), once. A plain function: no closure per build. */
function touch(b: BuildingView | undefined, covered: readonly BuildingView[], touched: string[]): void {
  if (b && !covered.includes(b) && !touched.includes(b.domain)) touched.push(b.domain);
}

// Scored for every legal build at every step of a look-ahead: small arrays rather than sets and square lists.
function buildGain(view: KhronosView, seat: Seat, board: BoardId, kind: Kind, col: number, row: number, cache: BoardCache): number {
  const size = KIND_INFO[kind].size;
  const { cols, rows } = view.map;
  const { cells } = cache;
  const covered: BuildingView[] = [];
  for (let r = row; r < row + size; r++) {
    for (let c = col; c < col + size; c++) {
      const b = cells[r * cols + c];
      if (b && !covered.includes(b)) covered.push(b);
    }
  }
  const touched: string[] = [];
  // The border in the order of geometry's border(): above, below, left, right (KH-MAP-6).
  if (row > 0) for (let c = col; c < col + size; c++) touch(cells[(row - 1) * cols + c], covered, touched);
  if (row + size < rows) for (let c = col; c < col + size; c++) touch(cells[(row + size) * cols + c], covered, touched);
  if (col > 0) for (let r = row; r < row + size; r++) touch(cells[r * cols + col - 1], covered, touched);
  if (col + size < cols) for (let r = row; r < row + size; r++) touch(cells[r * cols + col + size], covered, touched);
  const before = cache.domains;
  let after = before;
  if (covered.length > 0) {
    // In the board's order, as before: the covered tiles' domains join the touched ones.
    for (const b of view.boards[board].buildings) if (covered.includes(b) && !touched.includes(b.domain)) touched.push(b.domain);
    // Upgrades over the same tiles share the recount of the board without them.
    const key = covered.map((b) => b.id).sort().join(' ');
    const known = cache.without.get(key);
    if (known) after = known;
    else cache.without.set(key, (after = domainsOf(view, board, new Set(covered.map((b) => b.id)))));
  }
  let was = 0;
  for (const id of touched) was += earning(board, before.get(id) ?? NO_DOMAIN, seat);
  const merged: Domain = { civil: 0, top: 0, topOwners: [], nonCivil: 0, cubes: view.players.map(() => 0) };
  for (const id of touched) {
    const d = after.get(id);
    if (!d) continue;
    merged.civil += d.civil;
    merged.nonCivil += d.nonCivil;
    if (d.top > merged.top) [merged.top, merged.topOwners] = [d.top, [...d.topOwners]];
    else if (d.top === merged.top) merged.topOwners.push(...d.topOwners);
  }
  const f = family(kind);
  const v = KIND_INFO[kind].value;
  if (f === 'civil') merged.civil += v;
  else merged.nonCivil += v;
  if (f === EARNER[board]) {
    if (v > merged.top) [merged.top, merged.topOwners] = [v, [seat]];
    else if (v === merged.top) merged.topOwners.push(seat);
  }
  return earning(board, merged, seat) - was;
}

/** Earnings still to come this game, counting the current turn's. */
function earningsLeft(view: KhronosView): number {
  return EARNING_TURNS.filter((t) => t >= view.turn).length;
}

/** Earnings with pawns on `boards` (each board once: KH-EARN-1 with EARN_ONCE_PER_BOARD, the default). */
function pawnEarning(view: KhronosView, seat: Seat, boards: readonly BoardId[]): number {
  return [...new Set(boards)].reduce((sum, b) => sum + boardEarning(view, b, seat), 0);
}

/**
 * Khronos: Ecus win (KH-END-1), and they come from domains the seat controls at the earnings (turns 4 and 7) and
 * from building bonuses. The bot builds its board's earning family where the merged domain will pay it, peoples
 * Reason where it takes the majority, travels when a pawn would earn more elsewhere, and never pays to exchange.
 */
export function khronosBot(): Bot<KhronosView, KhronosAction> {
  return {
    name: 'khronos',
    decide(view, legal, random, seat) {
      return bestOf(legal, easyScore(view, seat), random, legal.some((a) => a.type === 'endActions') ? 0 : -Infinity);
    },
  };
}

/** The easy level's score of each action on the seat's view (also the stronger levels' first sort of candidates). */
export function easyScore(view: KhronosView, seat: Seat): (a: KhronosAction) => number {
  const me = view.players[seat];
  const left = earningsLeft(view);
  const caches = new Map<BoardId, BoardCache>();
  const cacheOf = (board: BoardId): BoardCache => {
    let c = caches.get(board);
    if (!c) caches.set(board, (c = { cells: cellsOf(view, board), domains: domainsOf(view, board), without: new Map() }));
    return c;
  };
  const score = (a: KhronosAction): number => {
    switch (a.type) {
      case 'startActions':
      case 'collect':
        return 1;
      case 'endActions':
        return 0;
      case 'exchange':
      case 'holdem':
      case 'demolish':
        return -1;
      case 'refill':
        return -a.discard.length;
      case 'construct':
      case 'upgrade': {
        const info = KIND_INFO[a.kind];
        const gain = buildGain(view, seat, a.board, a.kind, a.col, a.row, cacheOf(a.board));
        const bonus = info.size >= 2 || a.type === 'upgrade' ? UPGRADE_BONUS[a.board] : 0;
        // Power of one's own family keeps later domains; a little weight so the bot builds rather than idles.
        const own = info.family === EARNER[a.board] ? 0.3 * info.value : 0;
        return gain * Math.max(left, 0.2) + bonus + own - 0.05 * info.cost;
      }
      case 'populate':
      case 'renovate': {
        const b = view.boards.reason.buildings.find((x) => x.id === a.building);
        if (!b) return -1;
        if (a.type === 'renovate') return 0.2 * a.count;
        const domains = cacheOf('reason').domains;
        const d = domains.get(b.domain)!;
        const was = earning('reason', d, seat);
        const cubes = [...d.cubes];
        cubes[seat] += a.count;
        const now = earning('reason', { ...d, cubes }, seat);
        return (now - was) * Math.max(left, 0.2) - 0.1 * a.count + 0.05;
      }
      case 'travel': {
        if (me.ecus !== null && me.ecus < TRAVEL_PRICE + 1) return -1;
        const pawns = [...me.pawns];
        const before = pawnEarning(view, seat, pawns);
        pawns[a.pawn] = a.to;
        const after = pawnEarning(view, seat, pawns);
        // Only the coming earnings matter; elsewhere travelling just costs an Ecu.
        const soon = EARNING_TURNS.includes(view.turn) ? 1 : 0;
        return soon * (after - before) - TRAVEL_PRICE;
      }
      case 'placeDownsized':
      case 'chooseDownsize':
        return 0;
    }
  };
  return score;
}
