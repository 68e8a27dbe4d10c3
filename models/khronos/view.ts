import type { Outcome, PlayerColor, Secret, Seat } from './contract';
import { BOARD_IDS, type BoardId, type Kind } from './data';
import type { KhronosOptions } from './options';
import type { Building, KhronosState, Pending, Phase } from './state';

/** A building as every seat sees it: the record's public fields, with the shadow's source and the domain named. */
export interface BuildingView extends Pick<Building, 'id' | 'kind' | 'col' | 'row' | 'owner' | 'ownerCube' | 'printed' | 'ruin' | 'population' | 'markers' | 'renovationPaid'> {
  readonly shadowOf: string | null;
  readonly domain: string;
}

export interface KhronosView {
  readonly you: Seat | null;
  readonly turn: number;
  readonly first: Seat;
  readonly active: Seat;
  readonly phase: Phase;
  readonly exchanged: boolean;
  readonly swapped: boolean;
  readonly pending: Pending | null;
  readonly players: readonly {
    readonly seat: Seat;
    readonly name: string;
    readonly color: PlayerColor;
    /** null when money is hidden (KH-SETUP-4 option) and this is not your seat. */
    readonly ecus: number | null;
    readonly cubes: number;
    readonly pawns: readonly BoardId[];
    readonly charged: readonly number[];
    readonly handCount: number;
    /** Only your own hand (KH-SETUP-5, KH-DIG-4). */
    readonly hand: readonly string[] | null;
  }[];
  readonly boards: Readonly<Record<BoardId, { readonly buildings: readonly BuildingView[] }>>;
  readonly stock: Readonly<Record<Kind, number>>;
  readonly deckCount: number;
  readonly discard: readonly string[];
  readonly display: readonly string[];
  readonly map: { readonly id: string; readonly name: string; readonly cols: number; readonly rows: number; readonly terrain: readonly string[]; readonly mixed: readonly number[]; readonly printedHamlets: readonly number[] };
  readonly outcome: Outcome | null;
  /** The table's options: chosen in the open when the game was set up, and the bots play by them. */
  readonly options: KhronosOptions;
}

function buildingView(b: Building, domain: string): BuildingView {
  return {
    id: b.id, kind: b.kind, col: b.col, row: b.row, owner: b.owner, ownerCube: b.ownerCube, printed: b.printed, ruin: b.ruin,
    population: b.population, markers: b.markers, renovationPaid: b.renovationPaid, shadowOf: b.source, domain,
  };
}

/** What one seat may see: never another seat's hand, the deck order or the generator (KH-DIG-4). */
export function viewKhronos(state: KhronosState, seat: Seat | null): KhronosView {
  const boards = {} as Record<BoardId, { buildings: BuildingView[] }>;
  for (const id of BOARD_IDS) {
    const b = state.boards[id];
    boards[id] = { buildings: Object.values(b.buildings).map((x) => buildingView(x, b.domainOf[x.id])) };
  }
  return {
    you: seat,
    turn: state.turn,
    first: state.first,
    active: state.active,
    phase: state.phase,
    exchanged: state.exchanged,
    swapped: state.swapped,
    pending: state.pending,
    players: state.players.map((p) => ({
      seat: p.seat, name: p.name, color: p.color,
      ecus: state.options.HIDDEN_MONEY && p.seat !== seat ? null : p.ecus,
      cubes: p.cubes, pawns: [...p.pawns], charged: [...p.charged], handCount: p.hand.length,
      hand: p.seat === seat ? [...p.hand] : null,
    })),
    boards,
    stock: state.stock,
    deckCount: state.deck.length,
    discard: state.discard,
    display: state.display,
    map: { id: state.map.id, name: state.map.name, cols: state.map.cols, rows: state.map.rows, terrain: state.map.terrain, mixed: state.map.mixed, printedHamlets: state.map.printedHamlets },
    outcome: state.outcome,
    options: state.options,
  };
}

/** Hand cards are seen by their holder only; deck cards by nobody (order and content of the pile are hidden). */
export function khronosSecrets(state: KhronosState): Secret[] {
  const out: Secret[] = [];
  for (const p of state.players) for (const card of p.hand) out.push({ token: card, seenBy: [p.seat] });
  for (const card of state.deck) out.push({ token: card, seenBy: [] });
  return out;
}
