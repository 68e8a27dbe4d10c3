import type { Seat } from '../contract';
import { FAMILY_COLOUR, KIND_INFO, KINDS, SURCHARGE, type BoardId, type Family, type Kind } from '../data';
import type { KhronosMap } from '../map';
import type { BoardState, KhronosState } from '../state';
import type { BuildContext } from './construct';
import { domainStats, type DomainStats } from './common';

/** Several buildings (or several domains) at once: no single one. */
const MANY = -2;
const NONE = -1;
const RIVER = 1;
const FOREST = 2;
const MOUNTAIN = 4;
// Read once: in some runtimes every use of an imported binding is a property lookup.
const INFO = KIND_INFO;

/**
 * What the map alone fixes for every anchor of one size, worked out once per map: the anchor's square, its terrain
 * flags, and the squares it covers and borders (KH-MAP-6), as flat integer lists so the per-board scan allocates nothing.
 */
interface AnchorShapes {
  readonly count: number;
  readonly col: Int16Array;
  readonly row: Int16Array;
  readonly flags: Uint8Array;
  /** Squares covered by anchor i: cover[coverAt[i] .. coverAt[i + 1]). */
  readonly coverAt: Int32Array;
  readonly cover: Int16Array;
  readonly borderAt: Int32Array;
  readonly border: Int16Array;
  /** The other way round: the anchors whose footprint covers or borders square s, touch[touchAt[s] .. touchAt[s + 1]). */
  readonly touchAt: Int32Array;
  readonly touch: Int32Array;
  /** Scratch for a patch: the patch number that last judged each anchor (so an anchor is judged once per patch). */
  readonly judged: Float64Array;
}

let patches = 0;

const shapesMemo = new WeakMap<KhronosMap, AnchorShapes[]>();

function shapesOf(map: KhronosMap, size: number): AnchorShapes {
  let per = shapesMemo.get(map);
  if (!per) shapesMemo.set(map, (per = []));
  return (per[size] ??= makeShapes(map, size));
}

function makeShapes(map: KhronosMap, size: number): AnchorShapes {
  const { cols, rows, terrain } = map;
  const col: number[] = [];
  const row: number[] = [];
  const flags: number[] = [];
  const coverAt = [0];
  const cover: number[] = [];
  const borderAt = [0];
  const border: number[] = [];
  for (let r0 = 0; r0 + size <= rows; r0++) {
    for (let c0 = 0; c0 + size <= cols; c0++) {
      let f = 0;
      for (let r = r0; r < r0 + size; r++) {
        for (let c = c0; c < c0 + size; c++) {
          const sq = r * cols + c;
          const t = terrain[sq];
          if (t === 'river') f |= RIVER;
          else if (t === 'forest') f |= FOREST;
          else if (t === 'mountain') f |= MOUNTAIN;
          cover.push(sq);
        }
      }
      for (let i = 0; i < 4 * size; i++) {
        const side = Math.floor(i / size);
        const k = i % size;
        const r = side === 0 ? r0 - 1 : side === 1 ? r0 + size : r0 + k;
        const c = side < 2 ? c0 + k : side === 2 ? c0 - 1 : c0 + size;
        if (r >= 0 && c >= 0 && r < rows && c < cols) border.push(r * cols + c);
      }
      col.push(c0);
      row.push(r0);
      flags.push(f);
      coverAt.push(cover.length);
      borderAt.push(border.length);
    }
  }
  const touched = touchIndex(cols * rows, col.length, coverAt, cover, borderAt, border);
  return {
    count: col.length,
    col: Int16Array.from(col),
    row: Int16Array.from(row),
    flags: Uint8Array.from(flags),
    coverAt: Int32Array.from(coverAt),
    cover: Int16Array.from(cover),
    borderAt: Int32Array.from(borderAt),
    border: Int16Array.from(border),
    ...touched,
    judged: new Float64Array(col.length),
  };
}

/** Inverts the cover and border lists: per square, the anchors that read it. */
function touchIndex(squares: number, count: number, coverAt: number[], cover: number[], borderAt: number[], border: number[]): { touchAt: Int32Array; touch: Int32Array } {
  const lists: number[][] = Array.from({ length: squares }, () => []);
  for (let a = 0; a < count; a++) {
    for (let i = coverAt[a]; i < coverAt[a + 1]; i++) lists[cover[i]].push(a);
    for (let i = borderAt[a]; i < borderAt[a + 1]; i++) lists[border[i]].push(a);
  }
  const touchAt = new Int32Array(squares + 1);
  for (let sq = 0; sq < squares; sq++) touchAt[sq + 1] = touchAt[sq] + lists[sq].length;
  return { touchAt, touch: Int32Array.from(lists.flat()) };
}

/**
 * Numbers for building and domain ids. Append-only, so one numbering serves a board and the boards patched from it
 * (a number always stands for the same id); started afresh when it has grown large.
 */
interface Numbering {
  readonly building: Map<string, number>;
  readonly buildingIds: string[];
  readonly domain: Map<string, number>;
  readonly domainIds: string[];
}

const FRESH_NUMBERING_AFTER = 4096;

function numberOf(nums: Map<string, number>, ids: string[], id: string): number {
  let n = nums.get(id);
  if (n === undefined) {
    nums.set(id, (n = ids.length));
    ids.push(id);
  }
  return n;
}

/**
 * One board as numbers: the building and the domain on each square (-1 for none), and the ids they stand for.
 * Plain arrays rather than typed ones for what is made per board: a typed array of this size is allocated outside the
 * heap, which costs more than the work on it.
 */
interface NumberedBoard {
  readonly map: KhronosMap;
  /** The board numbered, which the next board is compared with (states are never edited). */
  readonly board: BoardState;
  readonly building: number[];
  readonly domain: number[];
  readonly ids: Numbering;
  /** The anchor tables of each size, made when first asked for. */
  readonly tables: AnchorTable[];
  /** What the board decides for each kind, made when first asked for. */
  sites: BoardSites | null;
}

/**
 * The anchors of one size: over empty squares (constructions) and over one building (upgrades), in anchor order.
 * Edited in place when the next board takes the numbers over.
 */
interface AnchorTable {
  readonly empty: number[];
  readonly occupied: number[];
  /** Per anchor: the one building under the footprint, MANY or NONE; the one domain along the border, MANY or NONE. */
  readonly occupant: number[];
  readonly borderDomain: number[];
}

/** Per board record: apply keeps a board's record when the action left the board alone. */
const numbered = new WeakMap<BoardState, NumberedBoard>();
/**
 * The last board of each id numbered: the next one (most often the same board one action later) takes its numbers
 * and anchor tables over, patched where the two boards differ, instead of scanning the whole grid. The board it took
 * them from loses its record (it is numbered again if it is ever asked about again).
 */
const lastNumbered = new Map<BoardId, NumberedBoard>();

function numberedOf(map: KhronosMap, board: BoardState): NumberedBoard {
  let n = numbered.get(board);
  if (n) return n;
  const last = lastNumbered.get(board.id);
  const changed = last && last.map === map && last.ids.buildingIds.length < FRESH_NUMBERING_AFTER ? changedSquares(last, board) : null;
  n = changed ? patchNumbers(last!, map, board, changed) : numberAll(map, board);
  numbered.set(board, n);
  lastNumbered.set(board.id, n);
  return n;
}

function numberAll(map: KhronosMap, board: BoardState): NumberedBoard {
  const squares = board.cells.length;
  const building: number[] = [];
  const domain: number[] = [];
  const ids: Numbering = { building: new Map(), buildingIds: [], domain: new Map(), domainIds: [] };
  for (let sq = 0; sq < squares; sq++) {
    const id = board.cells[sq];
    building.push(id === null ? NONE : numberOf(ids.building, ids.buildingIds, id));
    domain.push(id === null ? NONE : numberOf(ids.domain, ids.domainIds, board.domainOf[id]));
  }
  return { map, board, building, domain, ids, tables: [], sites: null };
}

/** The squares whose building or domain differs from the last board numbered, or null when a fresh scan is cheaper. */
function changedSquares(last: NumberedBoard, board: BoardState): number[] | null {
  const { cells, domainOf } = board;
  const before = last.board;
  if (cells.length !== before.cells.length) return null;
  const out: number[] = [];
  for (let sq = 0; sq < cells.length; sq++) if (cells[sq] !== before.cells[sq]) out.push(sq);
  if (domainOf !== before.domainOf) {
    const cols = last.map.cols;
    for (const id in domainOf) {
      if (domainOf[id] === before.domainOf[id]) continue;
      const b = board.buildings[id];
      if (!b) return null;
      const size = INFO[b.kind].size;
      for (let r = b.row; r < b.row + size; r++) for (let c = b.col; c < b.col + size; c++) out.push(r * cols + c);
    }
  }
  return out.length * 4 > cells.length ? null : out;
}

/** Takes the last board's numbers over, edited in place (copying them was most of what a listing allocated). */
function patchNumbers(last: NumberedBoard, map: KhronosMap, board: BoardState, changed: readonly number[]): NumberedBoard {
  numbered.delete(last.board);
  const { building, domain, ids, tables } = last;
  for (const sq of changed) {
    const id = board.cells[sq];
    building[sq] = id === null ? NONE : numberOf(ids.building, ids.buildingIds, id);
    domain[sq] = id === null ? NONE : numberOf(ids.domain, ids.domainIds, board.domainOf[id]);
  }
  const n: NumberedBoard = { map, board, building, domain, ids, tables, sites: null };
  tables.forEach((table, size) => {
    if (table) patchAnchors(shapesOf(map, size), n, table, changed);
  });
  return n;
}

function anchorsOf(map: KhronosMap, board: NumberedBoard, size: number): AnchorTable {
  return (board.tables[size] ??= scanAnchors(shapesOf(map, size), board));
}

/** Judges anchor `a`: the one building it covers (or MANY, NONE) and the one domain along its border. */
function judgeAnchor(shapes: AnchorShapes, board: NumberedBoard, a: number, occupant: number[], borderDomain: number[]): void {
  const { building, domain } = board;
  const { coverAt, cover, borderAt, border } = shapes;
  let occ = NONE;
  for (let i = coverAt[a], end = coverAt[a + 1]; i < end; i++) {
    const b = building[cover[i]];
    if (b !== NONE && occ !== b) {
      occ = occ === NONE ? b : MANY;
      if (occ === MANY) break;
    }
  }
  occupant[a] = occ;
  let bd = NONE;
  if (occ !== MANY) {
    for (let i = borderAt[a], end = borderAt[a + 1]; i < end; i++) {
      const d = domain[border[i]];
      if (d === NONE || d === bd) continue;
      if (bd === NONE) bd = d;
      else {
        bd = MANY;
        break;
      }
    }
  }
  borderDomain[a] = bd;
}

function scanAnchors(shapes: AnchorShapes, board: NumberedBoard): AnchorTable {
  const occupant: number[] = [];
  const borderDomain: number[] = [];
  for (let a = 0; a < shapes.count; a++) {
    occupant.push(NONE);
    borderDomain.push(NONE);
    judgeAnchor(shapes, board, a, occupant, borderDomain);
  }
  const table: AnchorTable = { empty: [], occupied: [], occupant, borderDomain };
  sortAnchors(occupant, table.empty, table.occupied);
  return table;
}

/** Edits a table in place: only the anchors that read a changed square are judged again. */
function patchAnchors(shapes: AnchorShapes, board: NumberedBoard, table: AnchorTable, changed: readonly number[]): void {
  const { occupant, borderDomain } = table;
  const { touchAt, touch, judged } = shapes;
  const patch = ++patches;
  for (const sq of changed) {
    for (let i = touchAt[sq], end = touchAt[sq + 1]; i < end; i++) {
      const a = touch[i];
      if (judged[a] === patch) continue;
      judged[a] = patch;
      judgeAnchor(shapes, board, a, occupant, borderDomain);
    }
  }
  sortAnchors(occupant, table.empty, table.occupied);
}

/** Fills `empty` and `occupied` with the empty and the singly occupied anchors, in anchor order. */
function sortAnchors(occupant: readonly number[], empty: number[], occupied: number[]): void {
  let e = 0;
  let o = 0;
  for (let a = 0; a < occupant.length; a++) {
    if (occupant[a] === NONE) empty[e++] = a;
    else if (occupant[a] !== MANY) occupied[o++] = a;
  }
  empty.length = e;
  occupied.length = o;
}

/** KH-GEO-2..4 on flags already gathered (the same reading as terrainSurcharge). */
function surcharge(state: KhronosState, flags: number): number {
  const table = SURCHARGE[state.players.length] ?? SURCHARGE[5];
  const f = flags & FOREST ? table.forest : 0;
  const m = flags & MOUNTAIN ? table.mountain : 0;
  return state.options.SURCHARGE_CUMULATIVE ? f + m : Math.max(f, m);
}

/** Surcharge flags of the footprint's squares not under `target` (KH-UPG-4 with UPGRADE_SURCHARGE_FULL_FOOTPRINT off). */
function uncoveredSurcharge(state: KhronosState, shapes: AnchorShapes, board: NumberedBoard, target: number, a: number): number {
  const terrain = state.map.terrain;
  let flags = 0;
  for (let i = shapes.coverAt[a], end = shapes.coverAt[a + 1]; i < end; i++) {
    const sq = shapes.cover[i];
    if (board.building[sq] === target) continue;
    if (terrain[sq] === 'forest') flags |= FOREST;
    else if (terrain[sq] === 'mountain') flags |= MOUNTAIN;
  }
  return surcharge(state, flags);
}

/** A legal build as the action that makes it. */
export type LegalBuild = { type: 'construct' | 'upgrade'; board: 'might' | 'faith'; kind: Kind; col: number; row: number };

/** An upgrade's owner check passes for anyone (a civil building, KH-UPG-7 concerns only the other families). */
const ANYONE = -2;

/**
 * Where a kind may be constructed as far as the board decides, in anchor order: each site is its anchor and its
 * terrain surcharge in one number (anchor << 8 | surcharge), one list rather than two, since these are made per board.
 */
type ConstructSites = readonly number[];

/** The upgrades a kind may make as far as the board decides, in anchor order, with each one's price in cards. */
interface UpgradeSites {
  readonly anchors: number[];
  /** The upgraded building's owner (-1 for none), or ANYONE. */
  readonly owner: number[];
  readonly colourCards: number[];
  readonly totalCards: number[];
}

/**
 * What the board alone (with the table options) decides for each kind, before the seat's cards, worked out when
 * first asked for; valid for one map, options and table size.
 */
interface BoardSites {
  readonly map: KhronosMap;
  readonly options: KhronosState['options'];
  readonly players: number;
  readonly constructs: Partial<Record<Kind, ConstructSites>>;
  readonly upgrades: Partial<Record<Kind, UpgradeSites>>;
  /** The surcharge of each combination of terrain flags. */
  readonly extra: readonly number[];
  /** Domain statistics by domain number, shared by the kinds. */
  readonly stats: Map<number, DomainStats>;
}

function sitesOf(state: KhronosState, nb: NumberedBoard): BoardSites {
  let sites = nb.sites;
  if (!sites || sites.map !== state.map || sites.options !== state.options || sites.players !== state.players.length) {
    const extra = [0, 1, 2, 3, 4, 5, 6, 7].map((flags) => surcharge(state, flags));
    nb.sites = sites = { map: state.map, options: state.options, players: state.players.length, constructs: {}, upgrades: {}, extra, stats: new Map() };
  }
  return sites;
}

/** KH-HIER-2: the top value of a family in the domain numbered `d`. */
function topOf(b: BoardState, nb: NumberedBoard, sites: BoardSites, d: number, family: Family): number {
  let stats = sites.stats.get(d);
  if (!stats) sites.stats.set(d, (stats = domainStats(b, nb.ids.domainIds[d])));
  return stats.top[family];
}

/** Steps 3 to 6 of KH-DIG-2 for every empty anchor of a kind: geography, Dominion, Hierarchy. */
function findConstructs(state: KhronosState, b: BoardState, nb: NumberedBoard, kind: Kind, sites: BoardSites): ConstructSites {
  const info = INFO[kind];
  const shapes = shapesOf(state.map, info.size);
  const table = anchorsOf(state.map, nb, info.size);
  const banRiver = info.family !== 'civil' || kind === 'hamlet';
  const civil = info.family === 'civil';
  const out: number[] = [];
  for (const a of table.empty) {
    const flags = shapes.flags[a];
    if (banRiver && flags & RIVER) continue; // KH-GEO-1
    if (!civil) {
      const domain = table.borderDomain[a];
      if (domain === MANY) continue; // KH-DOM-3
      if (domain !== NONE && topOf(b, nb, sites, domain, info.family) === info.value) continue; // KH-HIER-2
    }
    out.push((a << 8) | sites.extra[flags]);
  }
  return out;
}

/** Steps 3 to 6 of KH-DIG-2 for every anchor of a kind over one building: a valid upgrade, geography, Dominion, Hierarchy. */
function findUpgrades(state: KhronosState, b: BoardState, nb: NumberedBoard, kind: Kind, sites: BoardSites): UpgradeSites {
  const o = state.options;
  const info = INFO[kind];
  const size = info.size;
  const shapes = shapesOf(state.map, size);
  const table = anchorsOf(state.map, nb, size);
  const banRiver = info.family !== 'civil' || kind === 'hamlet';
  const civil = info.family === 'civil';
  const out: UpgradeSites = { anchors: [], owner: [], colourCards: [], totalCards: [] };
  for (const a of table.occupied) {
    const occ = table.occupant[a];
    const t = b.buildings[nb.ids.buildingIds[occ]];
    const old = INFO[t.kind];
    if (old.family !== info.family || old.size >= size) continue;
    const col = shapes.col[a];
    const row = shapes.row[a];
    if (t.col < col || t.row < row || t.col + old.size > col + size || t.row + old.size > row + size) continue;
    if (t.printed && !o.UPGRADE_PRINTED_HAMLET) continue; // KH-UPG-10
    if (size - old.size > 1 && !o.UPGRADE_SKIP_SIZE) continue; // KH-UPG-9
    const flags = shapes.flags[a];
    if (banRiver && flags & RIVER) continue;
    if (!civil) {
      const own = nb.domain[t.row * state.map.cols + t.col];
      const bd = table.borderDomain[a];
      if (bd !== NONE && bd !== own) continue; // KH-DOM-3
      if (topOf(b, nb, sites, own, info.family) === info.value) continue; // KH-HIER-2
    }
    const colourCards = info.cost - old.cost;
    out.anchors.push(a);
    out.owner.push(civil ? ANYONE : (t.owner ?? -1));
    out.colourCards.push(colourCards);
    out.totalCards.push(colourCards + (o.UPGRADE_SURCHARGE_FULL_FOOTPRINT ? sites.extra[flags] : uncoveredSurcharge(state, shapes, nb, occ, a)));
  }
  return out;
}

const NO_CONSTRUCTS: ConstructSites = [];
const NO_UPGRADES: UpgradeSites = { anchors: [], owner: [], colourCards: [], totalCards: [] };

/**
 * Every construction and upgrade the seat may make on one board, as assessBuild would judge each footprint
 * (KH-DIG-2 order: stock, occupancy or upgrade, geography, Dominion, Hierarchy, cards, cube). What the board decides
 * is worked out once per board and kind (a board most often outlives several listings: the actions on another board,
 * the travels); what the seat's cards decide is checked here. Listing the legal actions must be fast enough to
 * search. A test compares it with assessBuild footprint by footprint on random positions and under the table options.
 */
export function legalBuilds(state: KhronosState, seat: Seat, board: BoardId, ctx: BuildContext, out: LegalBuild[] = []): LegalBuild[] {
  if (board === 'reason' || ctx.pawns === 0 || ctx.allowance === 0) return out;
  const b = state.boards[board];
  const nb = numberedOf(state.map, b);
  const o = state.options;
  // KH-CARD-1/6: no build may cost more cards than the pawns here may spend, nor than the hand holds.
  const budget = Math.min(ctx.allowance, ctx.handSize);
  const sites = sitesOf(state, nb);
  for (const kind of KINDS) {
    if (state.stock[kind] <= 0) continue;
    const info = INFO[kind];
    const colourHeld = ctx.colourCount[FAMILY_COLOUR[info.family]];
    // Every build pays at least one card of its colour (an upgrade the difference in cost, KH-UPG-3).
    if (colourHeld === 0) continue;
    const shapes = shapesOf(state.map, info.size);
    // Constructions pay the full cost (KH-CONS-2) and a Military or Religious one takes a cube (KH-CONS-6).
    const affordable = colourHeld >= info.cost && budget >= info.cost && (info.family === 'civil' || ctx.cubes > 0 || !o.CONSTRUCT_NEEDS_CUBE);
    const constructs = affordable ? (sites.constructs[kind] ??= findConstructs(state, b, nb, kind, sites)) : NO_CONSTRUCTS;
    const up = info.size > 1 ? (sites.upgrades[kind] ??= findUpgrades(state, b, nb, kind, sites)) : NO_UPGRADES;
    const { anchors: upgrades, owner: upgradeOwner, colourCards: upgradeColour, totalCards: upgradeTotal } = up;
    const others = o.UPGRADE_OTHERS_BUILDINGS;
    let i = 0;
    let j = 0;
    // In anchor order (row by row), as the footprints are listed everywhere else; an anchor is empty or occupied, not both.
    for (;;) {
      while (i < constructs.length && info.cost + (constructs[i] & 255) > budget) i++;
      // KH-UPG-7, then the difference in cost and the surcharge (KH-UPG-3, KH-CARD-1/6).
      while (j < upgrades.length && ((upgradeOwner[j] !== ANYONE && upgradeOwner[j] !== seat && !others) || upgradeColour[j] > colourHeld || upgradeTotal[j] > budget)) j++;
      if (i >= constructs.length && j >= upgrades.length) break;
      const construct = j >= upgrades.length || (i < constructs.length && constructs[i] >> 8 < upgrades[j]);
      const a = construct ? constructs[i++] >> 8 : upgrades[j++];
      out.push({ type: construct ? 'construct' : 'upgrade', board, kind, col: shapes.col[a], row: shapes.row[a] });
    }
  }
  return out;
}
