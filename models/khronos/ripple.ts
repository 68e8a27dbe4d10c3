import { squareName } from '../core/squares';
import { BOARD_NAMES, KIND_INFO } from './data';
import { linkBuilding, neighbourIds, unlinkBuilding } from './domains';
import { border, footprintOf } from './geometry';
import { eraseUnder, liftTile, nameOf, newBuilding, placeTile, recordJunction, say, shadowOf, takeCube, touchedDomains, type Work } from './effects';
import { familyOf, laterBoards } from './rules/common';
import type { BoardDraft, Building } from './state';

/**
 * KH-RIPPLE-6 / KH-RIPPLE-8: would this Military or Religious shadow on Faith link two domains or tie the top
 * value of its family? By default the check is made as if the tiles it erases were already gone.
 */
export function faithShadowBlocked(w: Work, shape: { kind: Building['kind']; col: number; row: number }, replacing: string | null): string | null {
  const grid = w.s.map;
  const info = KIND_INFO[shape.kind];
  const squares = footprintOf(grid, shape);
  const real = w.s.boards.faith;
  let board: BoardDraft = real;
  const touched: string[] = [];
  if (w.s.options.RIPPLE_CHECK_AFTER_ERASURE) {
    // Simulate the erasure on a throwaway copy of the Faith board. Building records are never edited in place, so
    // copying the containers (and the domain member lists, which linking pushes onto) is enough.
    const domains: Record<string, string[]> = {};
    for (const d in real.domains) domains[d] = real.domains[d].slice();
    board = { id: real.id, buildings: { ...real.buildings }, hidden: { ...real.hidden }, cells: real.cells.slice(), domainOf: { ...real.domainOf }, domains };
    let n = 0;
    const ids = () => `sim${++n}`;
    const gone = new Set<string>();
    for (const sq of squares) {
      const id = board.cells[sq];
      // The shadow being replaced stays: its domain is the one the larger shadow takes over (as in KH-UPG-4).
      if (id === null || id === replacing || gone.has(id) || board.buildings[id].printed) continue;
      gone.add(id);
      const b = board.buildings[id];
      const neighbours = neighbourIds(grid, board, id);
      for (const s of footprintOf(grid, b)) board.cells[s] = null;
      unlinkBuilding(grid, board, id, neighbours, ids);
      delete board.buildings[id];
      for (const h of b.covers) {
        const hamlet = board.hidden[h];
        if (!hamlet) continue;
        board.buildings[h] = hamlet;
        for (const s of footprintOf(grid, hamlet)) board.cells[s] = h;
        linkBuilding(grid, board, h, ids);
      }
    }
  } else {
    for (const sq of squares) {
      const id = board.cells[sq];
      if (id !== null && id !== replacing && !touched.includes(board.domainOf[id])) touched.push(board.domainOf[id]);
    }
  }
  if (replacing !== null && board.domainOf[replacing] && !touched.includes(board.domainOf[replacing])) touched.push(board.domainOf[replacing]);
  for (const sq of border(grid, shape.col, shape.row, info.size)) {
    const id = board.cells[sq];
    if (id === null || id === replacing) continue;
    if (!touched.includes(board.domainOf[id])) touched.push(board.domainOf[id]);
  }
  if (touched.length > 1) return 'KH-DOM-3';
  if (touched.length === 1) {
    const members = board.domains[touched[0]].filter((m) => m !== replacing);
    const top = Math.max(0, ...members.map((m) => board.buildings[m]).filter((b) => familyOf(b) === info.family).map((b) => KIND_INFO[b.kind].value));
    if (top === info.value) return 'KH-HIER-2';
  }
  return null;
}

/**
 * KH-RIPPLE-1..10: a size 2-3 building built or upgraded on Might or Faith casts identical shadows on every later
 * board. `replaced` is the tile it was upgraded from: its shadows are replaced only while they stay identical.
 */
export function ripple(w: Work, made: Building, replaced: Building | null): void {
  const info = KIND_INFO[made.kind];
  if (info.size < 2) return;
  const family = info.family;
  let prevNew = made;
  let prevOld = replaced && KIND_INFO[replaced.kind].size >= 2 ? replaced : null;
  for (const nb of laterBoards(made.board)) {
    const old = prevOld ? shadowOf(w, nb, prevOld.id) : null;
    if (prevOld && !old) return; // KH-RIPPLE-10: the later tile is no longer its identical shadow; leave it alone.
    if (nb === 'faith' && family !== 'civil') {
      const blocked = faithShadowBlocked(w, prevNew, old ? old.id : null);
      if (blocked) {
        say(w, `The ${info.name} casts no shadow on Faith: there it would break ${blocked === 'KH-DOM-3' ? 'the Rule of Dominion' : 'the Rule of Hierarchy'}.`, 'KH-RIPPLE-6');
        if (w.s.options.BLOCKED_RIPPLE_SKIPS_REASON || old) return;
        continue;
      }
    }
    if (w.s.stock[made.kind] <= 0) {
      say(w, `No ${info.name} tile is left for its shadow on the ${BOARD_NAMES[nb]}.`, 'KH-RIPPLE-9');
      if (w.s.options.RIPPLE_STOCK_SHORTAGE === 'skip') return;
      continue;
    }
    const owned = nb === 'faith' && family !== 'civil';
    let ownerCube = false;
    if (owned) {
      if (old) ownerCube = old.ownerCube;
      else if (made.owner !== null) {
        ownerCube = takeCube(w, made.owner);
        if (!ownerCube && w.s.options.SHADOW_NEEDS_CUBE) {
          say(w, `${nameOf(w, made.owner)} has no cube for the Faith shadow, so none is cast.`, 'KH-RIPPLE-2');
          return;
        }
      }
    }
    eraseUnder(w, nb, footprintOf(w.s.map, prevNew), old ? old.id : null);
    // The pre-merge domains are recorded before the old shadow is lifted (KH-JUNC-6).
    if (family === 'civil') recordJunction(w, nb, touchedDomains(w, nb, prevNew, old ? old.id : null));
    let population = w.s.players.map(() => 0);
    if (old) {
      // KH-RIPPLE-10: renovation markers on a replaced ruin go back to their owners.
      liftTile(w, nb, old.id, { ownerCube: false, population: !(family === 'civil' && nb === 'reason'), markersLost: false });
      if (family === 'civil' && nb === 'reason') population = [...old.population];
    }
    const shadow = placeTile(w, newBuilding(w, nb, made.kind, prevNew.col, prevNew.row, {
      owner: owned ? made.owner : null,
      ownerCube,
      ruin: nb === 'reason' && family !== 'civil',
      population,
      source: prevNew.id,
    }));
    w.s.stock[made.kind]--;
    say(w, `A ${info.name} shadow appears on the ${BOARD_NAMES[nb]} at ${squareName(shadow.col, shadow.row)}${shadow.ruin ? ' as a ruin' : ''}.`, shadow.ruin ? 'KH-RIPPLE-3' : old ? 'KH-RIPPLE-10' : 'KH-RIPPLE-1');
    prevOld = old;
    prevNew = shadow;
  }
}
