import { squareName } from '../core/squares';
import type { Seat } from './contract';
import { BOARD_NAMES, KIND_INFO, kindOf, type BoardId, type Family } from './data';
import { anchorsWithin } from './geometry';
import { boardsToRead, identicalShadowOf, liftTile, nameOf, newBuilding, placeTile, removeWithShadows, say, type Work } from './effects';
import { domainStats, familyOf, laterBoards, sizeOf } from './rules/common';
import type { BoardState, Building, KhronosState } from './state';

/** A domain whose top Military or Religious value is shared (KH-HIER-1). */
export interface Violation {
  readonly board: BoardId;
  readonly domain: string;
  readonly family: Family;
  readonly tied: readonly string[];
}

/** KH-HIER-1 / KH-HIER-5 / KH-JUNC-6: the first broken domain, boards in time order, Military before Religious. */
export function findViolation(state: Pick<KhronosState, 'boards' | 'options'>): Violation | null {
  const boards: BoardId[] = state.options.HIERARCHY_ON_REASON ? ['might', 'faith', 'reason'] : ['might', 'faith'];
  for (const board of boards) {
    const b = state.boards[board];
    for (const domain in b.domains) {
      const family = tiedFamily(b, domain);
      if (!family) continue;
      const top = domainStats(b, domain).top[family];
      const tied = b.domains[domain].filter((id) => familyOf(b.buildings[id]) === family && KIND_INFO[b.buildings[id].kind].value === top);
      return { board, domain, family, tied: [...tied].sort() };
    }
  }
  return null;
}

/**
 * The first family, Military before Religious, whose top value two buildings of a domain share, or null: asked of
 * every domain after every build, so it counts without making a record (the same counts as domainStats).
 */
function tiedFamily(b: BoardState, domain: string): 'military' | 'religious' | null {
  let military = 0;
  let militaryCount = 0;
  let religious = 0;
  let religiousCount = 0;
  for (const id of b.domains[domain]) {
    const info = KIND_INFO[b.buildings[id].kind];
    if (info.family === 'military') {
      if (info.value > military) {
        military = info.value;
        militaryCount = 1;
      } else if (info.value === military) militaryCount++;
    } else if (info.family === 'religious') {
      if (info.value > religious) {
        religious = info.value;
        religiousCount = 1;
      } else if (info.value === religious) religiousCount++;
    }
  }
  return militaryCount >= 2 ? 'military' : religiousCount >= 2 ? 'religious' : null;
}

/**
 * Resolves every broken domain by downsizing, one step at a time (KH-HIER-4, KH-DIV-3), pausing whenever a
 * player must choose (KH-TURN-3). Returns to the action phase when all domains obey the rule.
 */
export function settle(w: Work): void {
  for (let step = 0; step < 10_000; step++) {
    if (w.s.pending) {
      w.s.phase = 'decision';
      return;
    }
    const v = findViolation({ options: w.s.options, boards: boardsToRead(w) as KhronosState['boards'] });
    if (!v) {
      w.s.resolution = null;
      w.s.phase = 'actions';
      return;
    }
    const victim = chooseVictim(w, v);
    if (victim) downsize(w, v.board, victim);
  }
  throw new Error('The Hierarchy resolution did not finish.');
}

function chooseVictim(w: Work, v: Violation): string | null {
  const res = w.s.resolution ?? { cause: w.s.active, junctions: {} };
  const board = w.s.boards[v.board];
  const junction = res.junctions[v.board];
  if (junction && v.tied.every((id) => junction.group[id] !== undefined) && new Set(v.tied.map((id) => junction.group[id])).size > 1) {
    // KH-JUNC-2 / KH-JUNC-4: compare the power each merged domain had before the junction.
    const key = v.board === 'faith' ? w.s.options.FAITH_JUNCTION_POWER : 'military';
    const power = (id: string) => junction[key][junction.group[id]];
    const best = Math.max(...v.tied.map(power));
    const weaker = v.tied.filter((id) => power(id) < best);
    if (weaker.length) {
      say(w, `Junction: the stronger domain keeps its top building; the ${KIND_INFO[board.buildings[weaker[0]].kind].name} from a weaker domain is downsized.`, v.board === 'faith' ? 'KH-JUNC-4' : 'KH-JUNC-2');
      return weaker[0];
    }
    if (w.s.options.JUNCTION_TIE_RULE === 'maker_chooses') return ask(w, v, v.tied, res.cause, 'KH-JUNC-3');
    return ownFirst(w, v, res.cause, 'KH-JUNC-3');
  }
  return ownFirst(w, v, res.cause, 'KH-DIV-2');
}

/** KH-DIV-2 / KH-JUNC-3: the cause's own tied building goes first; otherwise he chooses. */
function ownFirst(w: Work, v: Violation, cause: Seat, rule: string): string | null {
  const board = w.s.boards[v.board];
  const own = v.tied.filter((id) => board.buildings[id].owner === cause);
  if (own.length === 1) {
    say(w, `${nameOf(w, cause)} caused the tie, so his own ${KIND_INFO[board.buildings[own[0]].kind].name} is downsized.`, rule);
    return own[0];
  }
  return ask(w, v, own.length ? own : v.tied, cause, rule);
}

function ask(w: Work, v: Violation, candidates: readonly string[], seat: Seat, rule: string): null {
  w.s.pending = { kind: 'chooseDownsize', seat, board: v.board, candidates: [...candidates], rule };
  say(w, `${nameOf(w, seat)} chooses which tied building is downsized.`, rule);
  return null;
}

/** KH-DOWN-1 / KH-DOWN-6: size 1 is destroyed; otherwise the owner places the smaller tile (KH-DOWN-2). */
export function downsize(w: Work, boardId: BoardId, id: string): void {
  const b = w.s.boards[boardId].buildings[id];
  const info = KIND_INFO[b.kind];
  if (info.size === 1) {
    say(w, `The ${info.name} is downsized away.`, 'KH-DOWN-1');
    removeWithShadows(w, boardId, id, 'destroy');
    return;
  }
  const smaller = kindOf(info.family, info.size - 1)!;
  if (w.s.stock[smaller] <= 0 && w.s.options.DOWNSIZE_NO_STOCK === 'destroy') {
    say(w, `No ${KIND_INFO[smaller].name} tile is left, so the ${info.name} is destroyed.`, 'KH-DOWN-6');
    removeWithShadows(w, boardId, id, 'destroy');
    return;
  }
  const seat = b.owner ?? w.s.resolution?.cause ?? w.s.active;
  w.s.pending = { kind: 'placeDownsized', seat, board: boardId, building: id, into: smaller, anchors: anchorsWithin(b.col, b.row, info.size, info.size - 1), rule: 'KH-DOWN-2' };
  say(w, `The ${info.name} becomes a ${KIND_INFO[smaller].name}; ${nameOf(w, seat)} chooses where inside its old squares.`, 'KH-DOWN-2');
}

/** The owner's choice of spot; then the shadows follow (KH-DOWN-3, KH-DOWN-4) and resolution goes on. */
export function placeDownsized(w: Work, col: number, row: number): void {
  const pending = w.s.pending;
  if (!pending || pending.kind !== 'placeDownsized') throw new Error('No downsizing is waiting.');
  w.s.pending = null;
  const old = w.s.boards[pending.board].buildings[pending.building];
  const later = laterBoards(pending.board);
  const firstShadow = later.length ? identicalShadowOf(w, later[0], old) : null;
  liftTile(w, pending.board, old.id, { ownerCube: false, population: true, markersLost: false });
  const made = placeTile(w, newBuilding(w, pending.board, pending.into, col, row, { owner: old.owner, ownerCube: old.ownerCube, ruin: old.ruin }));
  w.s.stock[pending.into] = Math.max(0, w.s.stock[pending.into] - 1);
  const junction = w.s.resolution?.junctions[pending.board];
  if (junction && junction.group[old.id] !== undefined && w.s.resolution) {
    w.s.resolution = { ...w.s.resolution, junctions: { ...w.s.resolution.junctions, [pending.board]: { ...junction, group: { ...junction.group, [made.id]: junction.group[old.id] } } } };
  }
  say(w, `The smaller ${KIND_INFO[made.kind].name} is placed at ${squareName(col, row)}.`, 'KH-DOWN-2');
  if (!firstShadow) return;
  if (sizeOf(old) === 2) {
    say(w, `Its shadows on later boards vanish.`, 'KH-DOWN-3');
    removeWithShadows(w, later[0], firstShadow.id, 'downsize');
    return;
  }
  // A Castle or Abbey: each shadow becomes the smaller tile in the new spot (KH-DOWN-3).
  let prevOld: Building = old;
  let prevNew: Building = made;
  for (const nb of later) {
    const shadow = identicalShadowOf(w, nb, prevOld);
    if (!shadow) return;
    if (w.s.stock[made.kind] <= 0) {
      removeWithShadows(w, nb, shadow.id, 'downsize');
      return;
    }
    liftTile(w, nb, shadow.id, { ownerCube: false, population: true, markersLost: true });
    // On Faith the same tile shrinks and moves, keeping its id and its owner's cube; on Reason a new ruin is laid.
    const smaller = { owner: shadow.owner, ownerCube: shadow.ownerCube, ruin: nb === 'reason', source: prevNew.id };
    const replacement = placeTile(w, nb === 'faith'
      ? { ...shadow, ...smaller, kind: made.kind, col, row, covers: [], population: shadow.population.map(() => 0) }
      : newBuilding(w, nb, made.kind, col, row, smaller));
    w.s.stock[made.kind]--;
    say(w, `On the ${BOARD_NAMES[nb]} the shadow becomes a ${KIND_INFO[made.kind].name}${replacement.ruin ? ' ruin' : ''}.`, 'KH-DOWN-3');
    prevOld = shadow;
    prevNew = replacement;
  }
}
