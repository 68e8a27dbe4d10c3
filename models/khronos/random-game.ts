import { PLAYER_COLORS, type LogLine, type PlayerSetup } from './contract';
import { Random, seedRng } from '../core/rng';
import type { KhronosAction } from './actions';
import { BOARD_IDS, CUBES_PER_PLAYER, KIND_INFO, KINDS, makeDeck } from './data';
import { findViolation } from './resolve';
import { domainPartition, recomputeDomains } from './domains';
import { khronosOptions, type KhronosOptions } from './options';
import { khronosRules } from './rules';
import type { KhronosState } from './state';

export interface RandomGame {
  readonly seed: string;
  readonly players: readonly PlayerSetup[];
  readonly options: KhronosOptions;
  readonly start: KhronosState;
  readonly actions: readonly { readonly seat: number; readonly action: KhronosAction }[];
  readonly final: KhronosState;
  readonly log: readonly LogLine[];
}

export function seatsFor(count: number): PlayerSetup[] {
  return Array.from({ length: count }, (_, seat) => ({ seat, name: `Player ${seat + 1}`, color: PLAYER_COLORS[seat] }));
}

/** Throws if any board's incremental domains differ from a from-scratch computation (KH-DIG-3). */
export function assertDomainsConsistent(state: KhronosState): void {
  for (const id of BOARD_IDS) {
    const fresh = recomputeDomains(state.map, state.boards[id]);
    const kept = domainPartition(state.boards[id]);
    if (JSON.stringify(fresh) !== JSON.stringify(kept)) throw new Error(`Domains on the ${id} board drifted from a fresh computation.`);
  }
}

/**
 * Throws if material is created or lost (tiles, cubes, cards), or if a settled position breaks Hierarchy:
 * the drill's check that every rule's bookkeeping adds up after each action.
 */
export function assertInvariants(state: KhronosState): void {
  assertDomainsConsistent(state);
  if (state.phase !== 'decision' && state.phase !== 'over') {
    const v = findViolation(state);
    if (v) throw new Error(`Hierarchy is broken on the ${v.board} board after the resolution.`);
  }
  const all = BOARD_IDS.flatMap((b) => Object.values(state.boards[b].buildings));
  if (state.options.DOWNSIZE_NO_STOCK === 'destroy') {
    for (const kind of KINDS) {
      const placed = all.filter((b) => b.kind === kind && !b.printed).length;
      if (placed + state.stock[kind] !== KIND_INFO[kind].tiles) throw new Error(`${kind} tiles: ${placed} placed + ${state.stock[kind]} in stock.`);
    }
  }
  if (state.options.LOST_CUBE === 'return_to_owner') {
    for (const p of state.players) {
      const onBoard = all.reduce((n, b) => n + (b.owner === p.seat && b.ownerCube ? 1 : 0) + b.population[p.seat] + b.markers.filter((m) => m === p.seat).length, 0);
      if (onBoard + p.cubes !== CUBES_PER_PLAYER) throw new Error(`${p.name} has ${p.cubes} cubes in supply and ${onBoard} on the boards.`);
    }
  }
  const cards = state.deck.length + state.discard.length + state.display.length + state.players.reduce((n, p) => n + p.hand.length, 0);
  if (cards !== makeDeck(state.options.CARD_DECK_SIZE).length) throw new Error(`${cards} construction cards are in play.`);
}

/**
 * Plays a whole game by picking uniformly among legal actions with a seeded generator, until an outcome.
 * Returns the start state and every action, so the integrator can store it as a scenario or replay it.
 */
/** With `check`, every action is followed by `assertInvariants` (domains, Hierarchy, tiles, cubes, cards). */
export function playRandomGame(seed: string, players: number | readonly PlayerSetup[] = 3, options: Partial<KhronosOptions> = {}, checkDomains = false, startEcus?: number): RandomGame {
  const seats = typeof players === 'number' ? seatsFor(players) : players;
  const opts = khronosOptions(options);
  const dealt = khronosRules.setup(seats, opts, new Random(seedRng(seed)));
  // A drill may start everyone richer so that more of the rules (junctions, downsizing chains) come up.
  const start = startEcus === undefined ? dealt : { ...dealt, players: dealt.players.map((p) => ({ ...p, ecus: startEcus })) };
  const chooser = new Random(seedRng(`${seed}/choices`));
  const actions: { seat: number; action: KhronosAction }[] = [];
  const log: LogLine[] = [];
  let state = start;
  for (let step = 0; state.outcome === null; step++) {
    if (step > 20_000) throw new Error('The random game did not finish.');
    const seat = khronosRules.activeSeats(state)[0];
    const legal = khronosRules.legalActions(state, seat);
    if (legal.length === 0) throw new Error(`Seat ${seat} has no legal action in phase ${state.phase}.`);
    // Ending the action phase is always legal; weight it down so games see real building.
    const building = legal.filter((a) => a.type !== 'endActions' && a.type !== 'travel');
    const action = state.phase === 'actions' && building.length && chooser.int(4) > 0 ? chooser.pick(building) : chooser.pick(legal);
    const verdict = khronosRules.check(state, seat, action);
    if (!verdict.ok) throw new Error(`A listed legal action was refused: ${verdict.code} (${verdict.rule}) ${verdict.message}`);
    const applied = khronosRules.apply(state, seat, action, new Random(state.rng));
    state = applied.state;
    actions.push({ seat, action });
    log.push(...applied.log);
    if (checkDomains) assertInvariants(state);
  }
  return { seed, players: seats, options: opts, start, actions, final: state, log };
}
