import { squareName } from '../core/squares';
import type { LogLine, Seat } from './contract';
import { BANK_TOTAL, BOARD_NAMES, KIND_INFO, type BoardId, type Kind } from './data';
import { linkBuilding, neighbourIds, unlinkBuilding } from './domains';
import { footprintOf } from './geometry';
import { domainStats, nextBoard } from './rules/common';
import type { BoardDraft, Building, JunctionRecord, PlayerState, StateDraft } from './state';

/** The working copy of one apply plus the log lines it writes. */
export interface Work {
  readonly s: StateDraft;
  readonly log: LogLine[];
  /** A board to read without copying it (apply copies a board when first reached through `s.boards`). */
  readonly peek?: (board: BoardId) => Readonly<BoardDraft>;
}

/** The boards for a read-only look (a Hierarchy check): the working copies where made, the originals otherwise. */
export function boardsToRead(w: Work): Record<BoardId, Readonly<BoardDraft>> {
  const peek = w.peek;
  if (!peek) return w.s.boards;
  return { might: peek('might'), faith: peek('faith'), reason: peek('reason') };
}

export const newId = (w: Work, prefix: string): string => `${prefix}${++w.s.serial}`;
const domainIds = (w: Work) => () => newId(w, 'd');

export function say(w: Work, text: string, rule?: string, to?: readonly Seat[]): void {
  w.log.push(to ? { text, rule, to } : rule ? { text, rule } : { text });
}

export const nameOf = (w: Work, seat: Seat | null): string => (seat === null ? 'nobody' : w.s.players[seat].name);

export function updatePlayer(w: Work, seat: Seat, change: (p: PlayerState) => Partial<PlayerState>): void {
  const p = w.s.players[seat];
  w.s.players[seat] = { ...p, ...change(p) };
}

/** Ecus from the bank (KH-EARN-7); with the 'box' bank the coins of the box are the limit (KH-COMP-5). */
export function payOut(w: Work, seat: Seat, amount: number): number {
  let paid = amount;
  if (w.s.options.BANK === 'box') {
    const inPlay = w.s.players.reduce((sum, p) => sum + p.ecus, 0);
    paid = Math.max(0, Math.min(amount, BANK_TOTAL - inPlay));
  }
  updatePlayer(w, seat, (p) => ({ ecus: p.ecus + paid }));
  return paid;
}

export function takeCube(w: Work, seat: Seat): boolean {
  if (w.s.players[seat].cubes <= 0) return false;
  updatePlayer(w, seat, (p) => ({ cubes: p.cubes - 1 }));
  return true;
}

export function giveCubes(w: Work, seat: Seat, n: number): void {
  if (n > 0) updatePlayer(w, seat, (p) => ({ cubes: p.cubes + n }));
}

export function newBuilding(w: Work, board: BoardId, kind: Kind, col: number, row: number, extra: Partial<Building> = {}): Building {
  return {
    id: newId(w, 'b'),
    kind, board, col, row,
    owner: null, ownerCube: false, printed: false, ruin: false,
    population: w.s.players.map(() => 0), markers: [], renovationPaid: 0,
    source: null, covers: [], bonus: 0, bonusTo: null,
    ...extra,
  };
}

function returnPopulation(w: Work, b: Building): void {
  b.population.forEach((n, seat) => giveCubes(w, seat, n));
}

/** Takes a building off the grid and out of its domain (KH-DIV-1 splits happen here). */
function detach(w: Work, board: BoardDraft, id: string): Building {
  const b = board.buildings[id];
  const neighbours = neighbourIds(w.s.map, board, id);
  for (const sq of footprintOf(w.s.map, b)) board.cells[sq] = null;
  unlinkBuilding(w.s.map, board, id, neighbours, domainIds(w));
  delete board.buildings[id];
  return b;
}

function attach(w: Work, board: BoardDraft, b: Building): string[] {
  board.buildings[b.id] = b;
  for (const sq of footprintOf(w.s.map, b)) board.cells[sq] = b.id;
  return linkBuilding(w.s.map, board, b.id, domainIds(w));
}

/** Puts a tile on its board; printed Hamlets under it are covered, not destroyed (KH-UPG-10). */
export function placeTile(w: Work, b: Building): Building {
  const board = w.s.boards[b.board];
  const covers = [...b.covers];
  for (const sq of footprintOf(w.s.map, b)) {
    const id = board.cells[sq];
    if (id === null) continue;
    const under = board.buildings[id];
    if (!under.printed) throw new Error(`Tiles may not overlap (${b.id} on ${id}, KH-BLD-7)`);
    returnPopulation(w, under);
    detach(w, board, id);
    board.hidden[id] = { ...under, population: under.population.map(() => 0) };
    covers.push(id);
  }
  const placed = { ...b, covers };
  attach(w, board, placed);
  return placed;
}

export interface LiftOptions {
  /** Return the owner's Control cube (false when it moves onto a replacement tile). */
  readonly ownerCube: boolean;
  /** Return population cubes (false when a replacement keeps them). */
  readonly population: boolean;
  /** Renovation markers on a replaced ruin are "lost" (KH-DOWN-3, flag LOST_CUBE). */
  readonly markersLost: boolean;
}

const RETURN_ALL: LiftOptions = { ownerCube: true, population: true, markersLost: false };

/** Removes a tile: cubes back to their owners, the tile back to the stock, covered printed Hamlets shown again. */
export function liftTile(w: Work, boardId: BoardId, id: string, opts: LiftOptions = RETURN_ALL): Building {
  const board = w.s.boards[boardId];
  const b = detach(w, board, id);
  if (opts.ownerCube && b.ownerCube && b.owner !== null) giveCubes(w, b.owner, 1);
  if (opts.population) returnPopulation(w, b);
  if (!(opts.markersLost && w.s.options.LOST_CUBE === 'out_of_play')) for (const seat of b.markers) giveCubes(w, seat, 1);
  if (!b.printed) w.s.stock[b.kind]++;
  for (const h of b.covers) {
    const hamlet = board.hidden[h];
    delete board.hidden[h];
    if (hamlet) attach(w, board, hamlet);
  }
  return b;
}

/** The building on `board` that is the identical shadow of `sourceId` (KH-RIPPLE-1, KH-DOWN-4). */
export function shadowOf(w: { s: { boards: Record<BoardId, { buildings: Record<string, Building> }> } }, board: BoardId, sourceId: string): Building | null {
  for (const b of Object.values(w.s.boards[board].buildings)) if (b.source === sourceId) return b;
  return null;
}

/**
 * KH-DOWN-4: the shadow of `source` on `board` only while it is still identical (same kind and, on Faith, the same
 * owner); a linked building that has changed since is left alone.
 */
export function identicalShadowOf(w: { s: { boards: Record<BoardId, { buildings: Record<string, Building> }> } }, board: BoardId, source: Building): Building | null {
  const shadow = shadowOf(w, board, source.id);
  if (!shadow || shadow.kind !== source.kind) return null;
  return board === 'faith' && shadow.owner !== source.owner ? null : shadow;
}

/** Removes a building and every shadow it cast on later boards (KH-RIPPLE-7, KH-DOWN-3). */
export function removeWithShadows(w: Work, boardId: BoardId, id: string, why: 'erase' | 'downsize' | 'destroy'): void {
  const nb = nextBoard(boardId);
  const shadow = nb ? shadowOf(w, nb, id) : null;
  const b = liftTile(w, boardId, id, { ownerCube: true, population: true, markersLost: why === 'downsize' });
  if (why === 'erase' && !w.s.options.KEEP_ECUS_ON_ERASURE && b.bonusTo !== null && b.bonus > 0) {
    updatePlayer(w, b.bonusTo, (p) => ({ ecus: Math.max(0, p.ecus - b.bonus) }));
  }
  if (shadow && nb) removeWithShadows(w, nb, shadow.id, why);
}

/** KH-RIPPLE-7: every tile overlapping `squares` on the board vanishes as if it had never been (printed Hamlets are only covered). */
export function eraseUnder(w: Work, boardId: BoardId, squares: readonly number[], except: string | null): void {
  const board = w.s.boards[boardId];
  const victims: string[] = [];
  for (const sq of squares) {
    const id = board.cells[sq];
    if (id !== null && id !== except && !board.buildings[id].printed && !victims.includes(id)) victims.push(id);
  }
  for (const id of victims) {
    const b = board.buildings[id];
    if (!b) continue;
    say(w, `Paradox: the ${KIND_INFO[b.kind].name} on the ${BOARD_NAMES[boardId]} at ${squareName(b.col, b.row)} is erased by an older building's shadow.`, 'KH-RIPPLE-7');
    removeWithShadows(w, boardId, id, 'erase');
  }
}

/** KH-JUNC-6: remembers the domains a civil building is about to merge, with their powers, for the resolution. */
export function recordJunction(w: Work, boardId: BoardId, touched: readonly string[]): void {
  if (touched.length < 2 || !w.s.resolution) return;
  const board = w.s.boards[boardId];
  const old: JunctionRecord = w.s.resolution.junctions[boardId] ?? { group: {}, military: [], religious: [] };
  const group = { ...old.group };
  const military = [...old.military];
  const religious = [...old.religious];
  for (const d of touched) {
    const stats = domainStats(board, d);
    const index = military.length;
    military.push(stats.power.military);
    religious.push(stats.power.religious);
    for (const m of board.domains[d]) group[m] = index;
  }
  w.s.resolution = { ...w.s.resolution, junctions: { ...w.s.resolution.junctions, [boardId]: { group, military, religious } } };
}

/** Side neighbours, in the order touchedDomains has always looked (it decides the junction's group numbers). */
const SIDES: readonly (readonly [number, number])[] = [[1, 0], [-1, 0], [0, 1], [0, -1]];

/** The distinct domains a footprint touches by a side, plus the domain of the tile it replaces. */
export function touchedDomains(w: Work, boardId: BoardId, b: { kind: Kind; col: number; row: number }, replacing: string | null): string[] {
  const board = w.s.boards[boardId];
  const out: string[] = [];
  if (replacing !== null && board.domainOf[replacing]) out.push(board.domainOf[replacing]);
  const { cols, rows } = w.s.map;
  const size = KIND_INFO[b.kind].size;
  for (let r = b.row; r < b.row + size; r++) {
    for (let c = b.col; c < b.col + size; c++) {
      for (const [dc, dr] of SIDES) {
        const nc = c + dc, nr = r + dr;
        if (nc < 0 || nr < 0 || nc >= cols || nr >= rows) continue;
        // A square of the footprint itself is not a neighbour.
        if (nc >= b.col && nc < b.col + size && nr >= b.row && nr < b.row + size) continue;
        const id = board.cells[nr * cols + nc];
        if (id === null || id === replacing) continue;
        const d = board.domainOf[id];
        if (!out.includes(d)) out.push(d);
      }
    }
  }
  return out;
}
