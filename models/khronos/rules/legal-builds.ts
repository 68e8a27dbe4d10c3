import type { Seat } from '../contract';
import { FAMILY_COLOUR, KIND_INFO, KINDS, SURCHARGE, type BoardId, type Kind } from '../data';
import type { BoardState, KhronosState } from '../state';
import type { BuildContext } from './construct';
import { domainStats, type DomainStats } from './common';

/** Several buildings (or several domains) at once: no single id. */
const MANY = '\u0000many';

/** What every kind of one size shares at one anchor: what the footprint covers and touches, and its terrain. */
interface Anchor {
  readonly col: number;
  readonly row: number;
  /** The one building under the footprint, MANY, or null (empty squares). */
  readonly occupant: string | null;
  /** The one domain along the border, MANY, or null (KH-MAP-6). */
  readonly borderDomain: string | null;
  readonly river: boolean;
  readonly forest: boolean;
  readonly mountain: boolean;
}

/** The anchors of one size: over empty squares (constructions) and over one building (upgrades). */
interface AnchorTable {
  readonly empty: readonly Anchor[];
  readonly occupied: readonly Anchor[];
}

/** Anchor tables per board record: apply keeps a board's record when the action left the board alone. */
const memo = new WeakMap<BoardState, AnchorTable[]>();

function anchorsOf(state: KhronosState, board: BoardState, size: number): AnchorTable {
  let tables = memo.get(board);
  if (!tables) memo.set(board, (tables = []));
  return (tables[size] ??= scanAnchors(state, board, size));
}

// Read once: in some runtimes every use of an imported binding is a property lookup.
const INFO = KIND_INFO;

function scanAnchors(state: KhronosState, board: BoardState, size: number): AnchorTable {
  const { cols, rows, terrain } = state.map;
  const empty: Anchor[] = [];
  const occupied: Anchor[] = [];
  for (let row = 0; row + size <= rows; row++) {
    for (let col = 0; col + size <= cols; col++) {
      let occupant: string | null = null;
      let river = false;
      let forest = false;
      let mountain = false;
      for (let r = row; r < row + size; r++) {
        for (let c = col; c < col + size; c++) {
          const sq = r * cols + c;
          const t = terrain[sq];
          if (t === 'river') river = true;
          else if (t === 'forest') forest = true;
          else if (t === 'mountain') mountain = true;
          const id = board.cells[sq];
          if (id !== null && occupant !== id) occupant = occupant === null ? id : MANY;
        }
      }
      let borderDomain: string | null = null;
      for (let i = 0; i < 4 * size && borderDomain !== MANY; i++) {
        const side = Math.floor(i / size);
        const k = i % size;
        const r = side === 0 ? row - 1 : side === 1 ? row + size : row + k;
        const c = side < 2 ? col + k : side === 2 ? col - 1 : col + size;
        if (r < 0 || c < 0 || r >= rows || c >= cols) continue;
        const id = board.cells[r * cols + c];
        if (id === null) continue;
        const d = board.domainOf[id];
        if (borderDomain === null) borderDomain = d;
        else if (borderDomain !== d) borderDomain = MANY;
      }
      if (occupant === MANY) continue;
      (occupant === null ? empty : occupied).push({ col, row, occupant, borderDomain, river, forest, mountain });
    }
  }
  return { empty, occupied };
}

/** KH-GEO-2..4 on flags already gathered (the same reading as terrainSurcharge). */
function surcharge(state: KhronosState, forest: boolean, mountain: boolean): number {
  const table = SURCHARGE[state.players.length] ?? SURCHARGE[5];
  const f = forest ? table.forest : 0;
  const m = mountain ? table.mountain : 0;
  return state.options.SURCHARGE_CUMULATIVE ? f + m : Math.max(f, m);
}

/** Surcharge flags of the footprint's squares not under `target` (KH-UPG-4 with UPGRADE_SURCHARGE_FULL_FOOTPRINT off). */
function uncoveredSurcharge(state: KhronosState, board: BoardState, target: string, a: Anchor, size: number): number {
  const { cols, terrain } = state.map;
  let forest = false;
  let mountain = false;
  for (let r = a.row; r < a.row + size; r++) {
    for (let c = a.col; c < a.col + size; c++) {
      const sq = r * cols + c;
      if (board.cells[sq] === target) continue;
      if (terrain[sq] === 'forest') forest = true;
      else if (terrain[sq] === 'mountain') mountain = true;
    }
  }
  return surcharge(state, forest, mountain);
}

/**
 * Every construction and upgrade the seat may make on one board, as assessBuild would judge each footprint
 * (KH-DIG-2 order: stock, occupancy or upgrade, geography, Dominion, Hierarchy, cards, cube), but from one pass
 * over the anchors per size shared by all kinds: listing the legal actions must be fast enough to search. A test
 * compares it with assessBuild footprint by footprint on random positions and under the table options.
 */
export function legalBuilds(state: KhronosState, seat: Seat, board: BoardId, ctx: BuildContext): { mode: 'construct' | 'upgrade'; kind: Kind; col: number; row: number }[] {
  const out: { mode: 'construct' | 'upgrade'; kind: Kind; col: number; row: number }[] = [];
  if (board === 'reason' || ctx.pawns === 0) return out;
  const b = state.boards[board];
  const o = state.options;
  const stats = new Map<string, DomainStats>();
  const statsOf = (d: string) => {
    let s = stats.get(d);
    if (!s) stats.set(d, (s = domainStats(b, d)));
    return s;
  };
  for (const kind of KINDS) {
    if (state.stock[kind] <= 0) continue;
    const info = INFO[kind];
    const size = info.size;
    const colourHeld = ctx.colourCount[FAMILY_COLOUR[info.family]];
    // Every build pays at least one card of its colour (an upgrade the difference in cost, KH-UPG-3).
    if (colourHeld === 0 || ctx.allowance === 0) continue;
    const table = anchorsOf(state, b, size);
    const banRiver = info.family !== 'civil' || kind === 'hamlet';
    const civil = info.family === 'civil';
    // Constructions pay the full cost (KH-CONS-2); the empty anchors are skipped at once when it is out of reach.
    const constructs: Anchor[] = [];
    const upgrades: Anchor[] = [];
    const affordable = colourHeld >= info.cost && ctx.allowance >= info.cost && ctx.handSize >= info.cost && (civil || ctx.cubes > 0 || !o.CONSTRUCT_NEEDS_CUBE);
    if (affordable) {
      for (const a of table.empty) {
        if (banRiver && a.river) continue; // KH-GEO-1
        if (!civil) {
          const domain = a.borderDomain;
          if (domain === MANY) continue; // KH-DOM-3
          if (domain !== null && statsOf(domain).top[info.family] === info.value) continue; // KH-HIER-2
        }
        const total = info.cost + surcharge(state, a.forest, a.mountain);
        if (ctx.allowance < total || ctx.handSize < total) continue; // KH-CARD-1/6
        constructs.push(a);
      }
    }
    for (const a of size === 1 ? [] : table.occupied) {
      const t = b.buildings[a.occupant!];
      const old = INFO[t.kind];
      if (old.family !== info.family || old.size >= size) continue;
      if (t.col < a.col || t.row < a.row || t.col + old.size > a.col + size || t.row + old.size > a.row + size) continue;
      if (t.printed && !o.UPGRADE_PRINTED_HAMLET) continue; // KH-UPG-10
      if (size - old.size > 1 && !o.UPGRADE_SKIP_SIZE) continue; // KH-UPG-9
      if (!civil && t.owner !== seat && !o.UPGRADE_OTHERS_BUILDINGS) continue; // KH-UPG-7
      if (banRiver && a.river) continue;
      if (!civil) {
        const own = b.domainOf[t.id];
        if (a.borderDomain !== null && a.borderDomain !== own) continue; // KH-DOM-3
        if (statsOf(own).top[info.family] === info.value) continue; // KH-HIER-2
      }
      const colourCards = info.cost - old.cost;
      const total = colourCards + (o.UPGRADE_SURCHARGE_FULL_FOOTPRINT ? surcharge(state, a.forest, a.mountain) : uncoveredSurcharge(state, b, t.id, a, size));
      if (ctx.allowance < total || colourHeld < colourCards || ctx.handSize < total) continue;
      upgrades.push(a);
    }
    // In anchor order (row by row), as the footprints are listed everywhere else.
    let i = 0;
    let j = 0;
    while (i < constructs.length || j < upgrades.length) {
      const c = constructs[i];
      const u = upgrades[j];
      if (u === undefined || (c !== undefined && (c.row < u.row || (c.row === u.row && c.col < u.col)))) {
        out.push({ mode: 'construct', kind, col: c.col, row: c.row });
        i++;
      } else {
        out.push({ mode: 'upgrade', kind, col: u.col, row: u.row });
        j++;
      }
    }
  }
  return out;
}
