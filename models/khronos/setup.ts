import type { PlayerSetup } from './contract';
import type { Random } from '../core/rng';
import { BOARD_IDS, COLOURS, CUBES_PER_PLAYER, HAND_SIZE, KIND_INFO, KINDS, STARTING_ECUS, cardColour, makeDeck, type BoardId, type Kind } from './data';
import { placeTile, say, type Work } from './effects';
import { normaliseMap, TESSERA_MAP } from './map';
import type { KhronosOptions } from './options';
import type { BoardDraft, KhronosState, StateDraft } from './state';

function emptyBoard(id: BoardId, squares: number): BoardDraft {
  return { id, buildings: {}, hidden: {}, cells: new Array<string | null>(squares).fill(null), domainOf: {}, domains: {} };
}

/** KH-SETUP-1..8: boards with their printed Hamlets, stocks, deck, Ecus, cubes, pawns, hands and a random first player. */
export function setupKhronos(players: readonly PlayerSetup[], options: KhronosOptions, random: Random): KhronosState {
  if (players.length < 2 || players.length > 5) throw new RangeError('Khronos is for 2 to 5 players.');
  const map = options.map ? normaliseMap(options.map) : TESSERA_MAP;
  const squares = map.cols * map.rows;
  let deck = random.shuffle(makeDeck(options.CARD_DECK_SIZE));
  const display: string[] = [];
  if (options.HOLDEM) {
    // KH-HOLD-1: one face-up card of each colour.
    for (const colour of COLOURS) {
      const i = deck.findIndex((c) => cardColour(c) === colour);
      display.push(deck[i]);
      deck = [...deck.slice(0, i), ...deck.slice(i + 1)];
    }
  }
  const stock = Object.fromEntries(KINDS.map((k) => [k, KIND_INFO[k].tiles])) as Record<Kind, number>;
  const s: StateDraft = {
    options,
    map,
    players: players.map((p, seat) => {
      const hand = deck.slice(0, HAND_SIZE);
      deck = deck.slice(HAND_SIZE);
      return { seat, name: p.name, color: p.color, ecus: STARTING_ECUS, cubes: CUBES_PER_PLAYER, pawns: ['might', 'might'], charged: [0, 0], hand };
    }),
    boards: { might: emptyBoard('might', squares), faith: emptyBoard('faith', squares), reason: emptyBoard('reason', squares) },
    stock,
    deck,
    discard: [],
    display,
    turn: 1,
    first: random.int(players.length),
    active: 0,
    phase: 'exchange',
    exchanged: false,
    swapped: false,
    pending: null,
    resolution: null,
    serial: 0,
    rng: random.state,
    outcome: null,
  };
  s.active = s.first;
  const w: Work = { s, log: [] };
  for (const board of BOARD_IDS) {
    map.printedHamlets.forEach((sq, i) => {
      placeTile(w, {
        id: `hamlet-${board}-${i + 1}`, kind: 'hamlet', board, col: sq % map.cols, row: Math.floor(sq / map.cols),
        owner: null, ownerCube: false, printed: true, ruin: false, population: players.map(() => 0), markers: [],
        renovationPaid: 0, source: null, covers: [], bonus: 0, bonusTo: null,
      });
    });
  }
  say(w, `${players[s.first].name} plays first.`, 'KH-SETUP-6');
  s.rng = random.state;
  return s as unknown as KhronosState;
}
