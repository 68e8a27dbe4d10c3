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

/** Weighted choice: finish manual phases fairly quickly, build cities in one's own region, draw cards, transact often. */
export function chooseAction(legal: readonly EmpiresAction[], random: Random, state: EmpiresState, seat: Seat): EmpiresAction {
  const of = <T extends EmpiresAction['type']>(t: T) => legal.filter((a): a is Extract<EmpiresAction, { type: T }> => a.type === t);
  const roll = random.int(100);
  const pickFrom = <A extends EmpiresAction>(list: readonly A[]): A | null => (list.length ? random.pick(list) : null);
  const done = of('phase-done')[0] ?? random.pick(legal);
  switch (state.phase) {
    case 'advances-acquisition': {
      const bold = pickFrom([...of('transact'), ...of('claim-priority')]);
      if (of('close-window').length && roll < 40) return of('close-window')[0];
      if (bold && roll < 75) return bold;
      return pickFrom(of('pass')) ?? pickFrom(of('close-window')) ?? pickFrom(of('discard-cards')) ?? random.pick(legal);
    }
    case 'calamity-resolution':
      // Scripted (ME-CALX-2): only the calamity's choices are legal; by hand: Regression, then done.
      return pickFrom(of('calamity-choose')) ?? pickFrom(of('resolve-regression')) ?? (roll < 70 ? done : random.pick(legal));
    case 'tax-collection':
      if (of('set-tax-rate').length) return random.pick(of('set-tax-rate'));
      return roll < 50 ? (pickFrom(of('treasury').filter((a) => a.delta > 0)) ?? done) : done;
    case 'population-expansion':
      // Growth goes forward: taking a token back (ME-POPX-3) is left to people.
      if (of('expand').some((a) => !a.back)) return random.pick(of('expand').filter((a) => !a.back));
      break;
    case 'movement':
      if (of('end-movement').length) return randomMove(legal, random, state, seat);
      break;
    case 'trade-card-acquisition':
      // ME-TCARD-7: sometimes buy a card, then stop buying.
      if (of('done-buying').length) return roll < 40 ? (pickFrom(of('buy-trade-card')) ?? of('done-buying')[0]) : of('done-buying')[0];
      return roll < 65 ? (pickFrom(of('draw-card')) ?? done) : done;
    case 'trade':
      // ME-TRADEX: accept and answer what comes, offer now and then, else say done.
      if (of('trade-done').length) return pickFrom(of('accept-trade')) ?? pickFrom(of('answer-trade')) ?? (roll < 75 ? pickFrom(of('offer-trade')) : null) ?? of('trade-done')[0];
      return roll < 20 ? (pickFrom(of('give-cards')) ?? done) : done;
    case 'city-construction': {
      const region = new Set(state.map.regions.find((r) => r.civ === state.players[seat].civ)?.areas ?? []);
      const own = of('build-city').filter((a) => region.has(a.area));
      if (own.length) return own[0];
      const sites = of('place-tokens')
        .filter((a) => region.has(a.area) && indexMap(state.map).area[a.area].citySite && !state.areas[a.area].city)
        .sort((a, b) => (state.areas[b.area].tokens[seat] ?? 0) - (state.areas[a.area].tokens[seat] ?? 0));
      if (sites.length && roll < 85) return sites[0];
      return pickFrom(of('build-city')) ?? done;
    }
    default:
      break;
  }
  if (roll < 55) return done;
  const near = of('place-tokens').filter((a) => (state.areas[a.area].tokens[seat] ?? 0) > 0);
  return pickFrom(near) ?? random.pick(legal);
}

/**
 * Scripted movement (ME-MOVE): mostly gather tokens on city sites of one's own region, sometimes build, keep or
 * sail a ship, and end the movement before long.
 */
function randomMove(legal: readonly EmpiresAction[], random: Random, state: EmpiresState, seat: Seat): EmpiresAction {
  const roll = random.int(100);
  const end = legal.find((a) => a.type === 'end-movement')!;
  if (roll < 12) return end;
  const region = new Set(state.map.regions.find((r) => r.civ === state.players[seat].civ)?.areas ?? []);
  const byId = indexMap(state.map).area;
  const site = (id: string) => byId[id]?.citySite ?? false;
  const moves = legal.filter((a): a is Extract<EmpiresAction, { type: 'move-tokens' }> => a.type === 'move-tokens');
  const here = (id: string) => state.areas[id].tokens[seat] ?? 0;
  const toSite = moves.filter((a) => site(a.to) && !state.areas[a.to].city && here(a.to) >= here(a.from) && region.has(a.to));
  if (toSite.length && roll < 75) return toSite.reduce((best, a) => (here(a.to) + a.count > here(best.to) + best.count ? a : best));
  const ships = legal.filter((a) => a.type === 'build-ship' || a.type === 'maintain-ship' || a.type === 'sail');
  if (ships.length && roll < 82) return random.pick(ships);
  if (moves.length && roll < 88) return random.pick(moves);
  return end;
}
