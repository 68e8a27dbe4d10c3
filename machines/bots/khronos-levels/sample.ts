import type { Seat } from '../../../models/core/module';
import { seedRng, type Random } from '../../../models/core/rng';
import { BOARD_IDS, KIND_INFO, makeDeck, type BoardId } from '../../../models/khronos/data';
import { footprint } from '../../../models/khronos/geometry';
import type { KhronosMap, Terrain } from '../../../models/khronos/map';
import type { BoardState, Building, KhronosState } from '../../../models/khronos/state';
import type { KhronosView } from '../../../models/khronos/view';

/**
 * One full game state consistent with what a seat sees (determinization): the boards, stocks, pawns and the
 * seat's own hand are as in its view; the cards nobody has shown it (other hands, the draw pile's order) are dealt
 * at random from the cards it has not seen, and hidden money (KH-SETUP-4) is guessed as its own. The search plays
 * the pure rules on such samples and never reads the real state.
 */
export function sampleState(view: KhronosView, seat: Seat, random: Random): KhronosState {
  const map: KhronosMap = { id: view.map.id, name: view.map.name, cols: view.map.cols, rows: view.map.rows, terrain: view.map.terrain as Terrain[], mixed: view.map.mixed, printedHamlets: view.map.printedHamlets };
  const me = view.players[seat];
  const seen = new Set([...(me.hand ?? []), ...view.discard, ...view.display]);
  const unseen = random.shuffle(makeDeck(view.options.CARD_DECK_SIZE).filter((c) => !seen.has(c)));
  let serial = 0;
  const players = view.players.map((p) => {
    const hand = p.seat === seat ? [...(p.hand ?? [])] : unseen.splice(0, p.handCount);
    return { seat: p.seat, name: p.name, color: p.color, ecus: p.ecus ?? me.ecus ?? 0, cubes: p.cubes, pawns: [p.pawns[0], p.pawns[1]] as [BoardId, BoardId], charged: [p.charged[0], p.charged[1]] as [number, number], hand };
  });
  const boards = {} as Record<BoardId, BoardState>;
  for (const id of BOARD_IDS) {
    const buildings: Record<string, Building> = {};
    const hidden: Record<string, Building> = {};
    const cells: (string | null)[] = new Array(map.cols * map.rows).fill(null);
    const domainOf: Record<string, string> = {};
    const domains: Record<string, string[]> = {};
    for (const b of view.boards[id].buildings) {
      const squares = footprint(map, b.col, b.row, KIND_INFO[b.kind].size);
      // A tile standing on printed Hamlet squares covers them (KH-UPG-10); they show again when it goes.
      const covers: string[] = [];
      if (!b.printed) {
        map.printedHamlets.forEach((sq, i) => {
          if (!squares.includes(sq)) return;
          const hid = `hamlet-${id}-${i + 1}`;
          covers.push(hid);
          hidden[hid] = { id: hid, kind: 'hamlet', board: id, col: sq % map.cols, row: Math.floor(sq / map.cols), owner: null, ownerCube: false, printed: true, ruin: false, population: players.map(() => 0), markers: [], renovationPaid: 0, source: null, covers: [], bonus: 0, bonusTo: null };
        });
      }
      buildings[b.id] = { id: b.id, kind: b.kind, board: id, col: b.col, row: b.row, owner: b.owner, ownerCube: b.ownerCube, printed: b.printed, ruin: b.ruin, population: [...b.population], markers: [...b.markers], renovationPaid: b.renovationPaid, source: b.shadowOf, covers, bonus: 0, bonusTo: null };
      for (const sq of squares) cells[sq] = b.id;
      domainOf[b.id] = b.domain;
      (domains[b.domain] ??= []).push(b.id);
      serial = Math.max(serial, idNumber(b.id), idNumber(b.domain));
    }
    boards[id] = { id, buildings, hidden, cells, domainOf, domains };
  }
  return {
    options: view.options,
    map,
    players,
    boards,
    stock: { ...view.stock },
    deck: unseen.slice(0, view.deckCount),
    discard: [...view.discard],
    display: [...view.display],
    turn: view.turn,
    first: view.first,
    active: view.active,
    phase: view.phase,
    exchanged: view.exchanged,
    swapped: view.swapped,
    pending: view.pending,
    // Junction records of a resolution in progress are not in the view: the bots answer those choices by heuristic.
    resolution: null,
    serial,
    rng: seedRng(`sample/${random.uint32()}`),
    outcome: view.outcome,
  };
}

/** The number in a generated id ("b12", "d7"), so the sample's new ids never collide with the real ones. */
function idNumber(id: string): number {
  const m = /^[a-z](\d+)$/.exec(id);
  return m ? Number(m[1]) : 0;
}

