import { Random, seedRng } from '../core/rng';
import type { LogLine, PlayerSetup, Seat } from './seat';
import type { EmpiresAction } from './actions';
import { empiresRules } from './rules';
import type { EmpiresOptionsInput } from './options';
import { createGame } from './setup';
import { indexMap } from './map';
import type { EmpiresState } from './state';

const COLORS = ['blue', 'orange', 'green', 'purple', 'yellow', 'red', 'cyan', 'pink', 'brown'] as const;

export interface RandomGame {
  readonly states: readonly EmpiresState[];
  readonly actions: readonly { seat: Seat; action: EmpiresAction }[];
  readonly log: readonly LogLine[];
  readonly final: EmpiresState;
}

/**
 * Plays legal actions drawn from `legalActions` with a seeded generator: in manual phases a seat mostly edits the
 * board a little and then says it is done; in phase 12 it claims, transacts or passes. Stops after `turns` turns
 * or at game end. Every state is kept so tests can check invariants along the way.
 */
export function playRandomGame(seed: string, players: number, turns = 4, options: EmpiresOptionsInput = {}): RandomGame {
  const { state, random } = randomGameStart(seed, players, options);
  return playRandomGameFrom(state, random, turns);
}

/** The set-up game `playRandomGame` starts from, with its generator (the benchmark times the play alone). */
export function randomGameStart(seed: string, players: number, options: EmpiresOptionsInput = {}): { state: EmpiresState; random: Random } {
  const random = new Random(seedRng(seed));
  const setup: PlayerSetup[] = Array.from({ length: players }, (_, i) => ({ seat: i, name: `P${i + 1}`, color: COLORS[i % COLORS.length] }));
  return { state: createGame({ players: setup, options }, random), random };
}

/** `playRandomGame` from a set-up game and the generator that set it up. */
export function playRandomGameFrom(start: EmpiresState, random: Random, turns = 4): RandomGame {
  let state = start;
  const states: EmpiresState[] = [state];
  const actions: { seat: Seat; action: EmpiresAction }[] = [];
  const log: LogLine[] = [];
  let guard = 0;
  while (state.phase !== 'game-over' && state.turn <= turns && guard++ < 20000) {
    const seats = empiresRules.activeSeats(state);
    if (seats.length === 0) break;
    const seat = random.pick(seats);
    const legal = empiresRules.legalActions(state, seat);
    if (legal.length === 0) continue;
    const action = chooseAction(legal, random, state, seat);
    const check = empiresRules.check(state, seat, action);
    if (!check.ok) throw new Error(`legalActions offered a refused action ${action.type}: ${check.message}`);
    const applied = empiresRules.apply(state, seat, action, random);
    state = applied.state;
    states.push(state);
    actions.push({ seat, action });
    log.push(...applied.log);
  }
  return { states, actions, log, final: state };
}

// Module functions, not closures made per call: a named closure costs a `name` definition each time it is made
// under the test and bench transpiler (keepNames), and this runs for every action of a random game.
function ofType<T extends EmpiresAction['type']>(legal: readonly EmpiresAction[], t: T): Extract<EmpiresAction, { type: T }>[] {
  return legal.filter((a): a is Extract<EmpiresAction, { type: T }> => a.type === t);
}

function pickOrNull<A extends EmpiresAction>(random: Random, list: readonly A[]): A | null {
  return list.length ? random.pick(list) : null;
}

/** Weighted choice: finish manual phases fairly quickly, build cities in one's own region, draw cards, transact often. */
export function chooseAction(legal: readonly EmpiresAction[], random: Random, state: EmpiresState, seat: Seat): EmpiresAction {
  const roll = random.int(100);
  const done = ofType(legal, 'phase-done')[0] ?? random.pick(legal);
  switch (state.phase) {
    case 'advances-acquisition': {
      const bold = pickOrNull(random, [...ofType(legal, 'transact'), ...ofType(legal, 'claim-priority')]);
      if (ofType(legal, 'close-window').length && roll < 40) return ofType(legal, 'close-window')[0];
      if (bold && roll < 75) return bold;
      return pickOrNull(random, ofType(legal, 'pass')) ?? pickOrNull(random, ofType(legal, 'close-window')) ?? pickOrNull(random, ofType(legal, 'discard-cards')) ?? random.pick(legal);
    }
    case 'calamity-resolution':
      // Scripted (ME-CALX-2): only the calamity's choices are legal; by hand: Regression, then done.
      return pickOrNull(random, ofType(legal, 'calamity-choose')) ?? pickOrNull(random, ofType(legal, 'resolve-regression')) ?? (roll < 70 ? done : random.pick(legal));
    case 'tax-collection':
      if (ofType(legal, 'set-tax-rate').length) return random.pick(ofType(legal, 'set-tax-rate'));
      return roll < 50 ? (pickOrNull(random, ofType(legal, 'treasury').filter((a) => a.delta > 0)) ?? done) : done;
    case 'population-expansion':
      // Growth goes forward: taking a token back (ME-POPX-3) is left to people.
      if (ofType(legal, 'expand').some((a) => !a.back)) return random.pick(ofType(legal, 'expand').filter((a) => !a.back));
      break;
    case 'movement':
      if (ofType(legal, 'end-movement').length) return randomMove(legal, random, state, seat);
      break;
    case 'trade-card-acquisition':
      // ME-TCARD-7: sometimes buy a card, then stop buying.
      if (ofType(legal, 'done-buying').length) return roll < 40 ? (pickOrNull(random, ofType(legal, 'buy-trade-card')) ?? ofType(legal, 'done-buying')[0]) : ofType(legal, 'done-buying')[0];
      return roll < 65 ? (pickOrNull(random, ofType(legal, 'draw-card')) ?? done) : done;
    case 'trade':
      // ME-TRADEX: accept and answer what comes, offer now and then, else say done.
      if (ofType(legal, 'trade-done').length) return pickOrNull(random, ofType(legal, 'accept-trade')) ?? pickOrNull(random, ofType(legal, 'answer-trade')) ?? (roll < 75 ? pickOrNull(random, ofType(legal, 'offer-trade')) : null) ?? ofType(legal, 'trade-done')[0];
      return roll < 20 ? (pickOrNull(random, ofType(legal, 'give-cards')) ?? done) : done;
    case 'city-construction': {
      const region = regionSet(state, seat);
      const own = ofType(legal, 'build-city').filter((a) => region.has(a.area));
      if (own.length) return own[0];
      const sites = ofType(legal, 'place-tokens')
        .filter((a) => region.has(a.area) && indexMap(state.map).area[a.area].citySite && !state.areas[a.area].city)
        .sort((a, b) => (state.areas[b.area].tokens[seat] ?? 0) - (state.areas[a.area].tokens[seat] ?? 0));
      if (sites.length && roll < 85) return sites[0];
      return pickOrNull(random, ofType(legal, 'build-city')) ?? done;
    }
    default:
      break;
  }
  if (roll < 55) return done;
  const near = ofType(legal, 'place-tokens').filter((a) => (state.areas[a.area].tokens[seat] ?? 0) > 0);
  return pickOrNull(random, near) ?? random.pick(legal);
}

/**
 * Scripted movement (ME-MOVE): mostly gather tokens on city sites of one's own region, sometimes build, keep or
 * sail a ship, and end the movement before long.
 */
function randomMove(legal: readonly EmpiresAction[], random: Random, state: EmpiresState, seat: Seat): EmpiresAction {
  const roll = random.int(100);
  const end = legal.find((a) => a.type === 'end-movement')!;
  if (roll < 12) return end;
  const region = regionSet(state, seat);
  const byId = indexMap(state.map).area;
  const moves = legal.filter((a): a is Extract<EmpiresAction, { type: 'move-tokens' }> => a.type === 'move-tokens');
  // The region and the map first: a look-up in the board record is the dear part.
  const toSite = moves.filter((a) => region.has(a.to) && (byId[a.to]?.citySite ?? false) && !state.areas[a.to].city && tokensHere(state, a.to, seat) >= tokensHere(state, a.from, seat));
  if (toSite.length && roll < 75) return toSite.reduce((best, a) => (tokensHere(state, a.to, seat) + a.count > tokensHere(state, best.to, seat) + best.count ? a : best));
  const ships = legal.filter((a) => a.type === 'build-ship' || a.type === 'maintain-ship' || a.type === 'sail');
  if (ships.length && roll < 82) return random.pick(ships);
  if (moves.length && roll < 88) return random.pick(moves);
  return end;
}

function tokensHere(state: EmpiresState, id: string, seat: Seat): number {
  return state.areas[id].tokens[seat] ?? 0;
}

const regionSets = new WeakMap<EmpiresState['map'], Map<string, ReadonlySet<string>>>();

/** The areas of the seat's civilization's region, once per map and civilization. */
function regionSet(state: EmpiresState, seat: Seat): ReadonlySet<string> {
  const civ = state.players[seat].civ;
  let byCiv = regionSets.get(state.map);
  if (!byCiv) regionSets.set(state.map, (byCiv = new Map()));
  let set = byCiv.get(civ);
  if (!set) byCiv.set(civ, (set = new Set(state.map.regions.find((r) => r.civ === civ)?.areas ?? [])));
  return set;
}
