import { GameHost, type HostConfig } from '../../machines/engine/host';
import type { GameModule } from '../../machines/engine/module';
import { seatPlayers } from '../../machines/engine/testing';
import { modules } from '../../machines/registry';
import type { Action, Seat } from '../../models/core/module';
import type { PatchOp } from '../../models/core/patch';
import { Random, seedRng } from '../../models/core/rng';
import { chooseAction as empiresChoice } from '../../models/empires/random-game';
import type { EmpiresAction } from '../../models/empires/actions';
import type { EmpiresState } from '../../models/empires/state';
import { legalChoice } from '../../models/civ/legal';
import { eastDeck } from '../../models/empires/cards';
import type { CivState } from '../../models/civ/state';
import { civBattleOverrides } from './civ-battle';
import { INVARIANTS } from './invariants';
import { DrillTable } from './drill-table';
import type { DrillFigures, Findings } from './scale';

/** One seeded game of the random-games drill. */
export interface GamePlan {
  readonly module: string;
  readonly seed: string;
  readonly players: number;
  readonly options: Record<string, unknown>;
  /** A scenario's starting position (see planGames for Empires). */
  readonly overrides: readonly PatchOp[];
  /** A game that has not ended after this many actions is a finding (the sandbox has no end: it stops here). */
  readonly maxActions: number;
  readonly needsOutcome: boolean;
}

export const DRILL_MODULES = ['khronos', 'civ', 'empires', 'sandbox'] as const;

/**
 * The games of one module. Khronos and civ play from the normal setup to their end. Random play in Empires never
 * meets the A.S.T. requirements (it does not buy advances towards them), so an Empires game starts from a scenario
 * whose end is already set: every marker on its finish space (the basic side ends after this turn, even if a
 * Regression moves one back), or the expert
 * side's "one more turn" already triggered in turn 1 or 2; every phase of each turn is still played by the random
 * players, down to the final count. The sandbox is a free tabletop without an end: a session is 120 actions.
 */
export function planGames(moduleId: string, count: number, seed: string): GamePlan[] {
  const rules = modules[moduleId].rules;
  const plans: GamePlan[] = [];
  for (let i = 0; i < count; i++) {
    const span = Math.min(rules.maxPlayers, moduleId === 'empires' ? 6 : 5) - rules.minPlayers + 1;
    const players = rules.minPlayers + (i % span);
    const base = { module: moduleId, seed: `${seed}/${moduleId}/${i}`, players, options: {}, overrides: [] as PatchOp[], maxActions: 20_000, needsOutcome: true };
    if (moduleId === 'empires') {
      // Every marker on the finish space: a Regression calamity may move one back during the turn.
      if (i % 4 === 0) plans.push(tradePlan(base));
      else if (i % 2 === 0) plans.push({ ...base, overrides: Array.from({ length: players }, (_, seat): PatchOp => [['players', seat, 'ast'], 15]) });
      else plans.push({ ...base, options: { astSide: 'expert' }, overrides: [[['endTriggeredTurn'], 1 + ((i >> 1) % 2)]] });
    } else if (moduleId === 'sandbox') {
      plans.push({ ...base, options: { gridSize: 6 + (i % 4), deckSize: 20 + (i % 3) * 20 }, maxActions: 120, needsOutcome: false });
    } else if (moduleId === 'civ' && i % 2 === 1) plans.push({ ...base, overrides: civBattleOverrides(base.seed, players) });
    else plans.push(base);
  }
  return plans;
}

/**
 * Empires with trade (ME-TRADEX): every marker on the finish space and the one turn opening on the trade session,
 * each seat holding six cards (a tradeable and a non-tradeable calamity among them), so the leak search watches
 * hands, offers and deals; the rest of the turn is played out as usual.
 */
function tradePlan(base: GamePlan): GamePlan {
  const deck = eastDeck();
  const hands: string[][] = Array.from({ length: base.players }, () => []);
  hands[0].push(deck[2].splice(deck[2].indexOf('card-treachery'), 1)[0]);
  hands[base.players - 1].push(deck[3].splice(deck[3].indexOf('card-famine'), 1)[0]);
  for (let round = 0; hands.some((h) => h.length < 6); round++) {
    for (const h of hands) if (h.length < 6) h.push(deck[1 + ((round + h.length) % 9)].shift()!);
  }
  const overrides: PatchOp[] = [
    ...hands.flatMap((hand, seat): PatchOp[] => [[['players', seat, 'ast'], 15], [['players', seat, 'hand'], hand]]),
    ...Object.entries(deck).map(([k, pile]): PatchOp => [['stacks', Number(k)], pile]),
    [['phase'], 'trade'],
    [['trade'], { offers: [], done: [], nextId: 1, made: {}, deals: 0 }],
  ];
  return { ...base, overrides };
}

/**
 * The random player: a seat that may act, then a kind of action, then one of that kind (so rare kinds come up).
 * Civ offers the same lists by kind (legalChoice: checked only as far as the pick needs, it picks what the full
 * list would, as models/civ/tests/legal-choice.test.ts shows), since its phases have hundreds of legal actions.
 */
function chooseMove(module: GameModule, state: unknown, seats: readonly Seat[], random: Random): { seat: Seat; action: Action } | null {
  for (const seat of random.shuffle(seats)) {
    if (module.rules.id === 'civ') {
      const choice = legalChoice(state as CivState, seat);
      if (choice.types.length === 0) continue;
      return { seat, action: random.pick(choice.ofType(random.pick(choice.types))) };
    }
    const legal = module.rules.legalActions(state, seat) as readonly Action[];
    if (legal.length === 0) continue;
    if (module.rules.id === 'empires') return { seat, action: empiresChoice(legal as readonly EmpiresAction[], random, state as EmpiresState, seat) };
    const type = random.pick([...new Set(legal.map((a) => a.type))]);
    return { seat, action: random.pick(legal.filter((a) => a.type === type)) };
  }
  return null;
}

/**
 * Freezes a state and everything in it, so that any later write to it throws. States share unchanged parts with the
 * one before, and those are frozen already: the walk stops there, so each action costs only what it changed.
 */
function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
}

const CONVERGE_EVERY = 100;

/**
 * One step of the random player: whether the host accepted an action, and the problem that stops the game (null when
 * it goes on, '' when it just cannot go on).
 */
function playStep(host: GameHost, table: DrillTable, plan: GamePlan, random: Random, actions: number, figures: DrillFigures, check: (move: { seat: Seat; action: Action }) => string | null): { accepted: boolean; problem: string | null } {
  const stop = (problem: string) => ({ accepted: false, problem });
  const label = table.label;
  const seats = host.activeSeats();
  if (seats.some((s) => !Number.isInteger(s) || s < 0 || s >= plan.players)) return stop(`${label}: activeSeats ${JSON.stringify(seats)} after action ${actions}`);
  const move = chooseMove(modules[plan.module], host.state, seats, random);
  if (!move) return stop(plan.needsOutcome ? `${label}: no seat has a legal action after ${actions} actions, and the game is not over` : '');
  table.lastAction = move.action;
  let refusal: ReturnType<GameHost['submit']>;
  try {
    refusal = host.submit(move.seat, move.action);
  } catch (error) {
    // States are frozen after each action, so an apply that mutates its input throws here.
    return stop(`${label}: action ${actions} ${JSON.stringify(move.action)} by seat ${move.seat} threw: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (refusal) return stop(`${label}: action ${actions} ${JSON.stringify(move.action)} by seat ${move.seat} is in legalActions but refused: ${refusal.code} [${refusal.rule}] ${refusal.message}`);
  figures.actions_checked++;
  deepFreeze(host.state);
  return { accepted: true, problem: check(move) };
}

/** At the end: a replay of the action log must rebuild the same state hash. */
function checkReplay(config: HostConfig, host: GameHost, label: string, figures: DrillFigures, findings: Findings): void {
  try {
    const replayed = GameHost.replay(config, host.actionLog);
    if (replayed.hash() !== host.hash()) {
      figures.divergences++;
      findings.add(`${label}: the replay of ${host.actionLog.length} actions ends on hash ${replayed.hash()}, the game on ${host.hash()}`);
    }
  } catch (error) {
    figures.divergences++;
    findings.add(`${label}: the replay fails: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Plays one game through GameHost with a client per seat and a spectator attached in memory (JSON on the way, as on
 * a wire). After every action: the module's invariants, that apply left the previous state alone (states are frozen), and that no message
 * any client received carries a secret its seat may not see. Every few actions and at the end: every client's mirror
 * (view, version, log) equals the host's. At the end: a replay of the action log rebuilds the same state hash.
 */
export async function playDrillGame(plan: GamePlan, figures: DrillFigures, findings: Findings): Promise<{ actions: number; finished: boolean }> {
  const module = modules[plan.module];
  const label = `${plan.module} ${plan.players}p seed ${plan.seed}`;
  const config: HostConfig = { module, players: seatPlayers(Array.from({ length: plan.players }, (_, i) => `P${i + 1}`)), options: plan.options, seed: plan.seed, overrides: plan.overrides };
  const host = new GameHost(config);
  const invariant = INVARIANTS[plan.module];
  const start = host.state;
  const table = new DrillTable(host, plan.players, label, figures, findings);
  const random = new Random(seedRng(`${plan.seed}/players`));
  let actions = 0;
  deepFreeze(host.state);
  let previous = host.state;
  let stopped = false;
  // After each accepted action: the module's invariants against the start and the state before.
  const check = (move: { seat: Seat; action: Action }) => {
    const broken = invariant(host.state, start, previous);
    previous = host.state;
    return broken ? `${label}: after action ${actions} (${JSON.stringify(move.action).slice(0, 200)} by seat ${move.seat}): ${broken}` : null;
  };
  while (actions < plan.maxActions && !host.outcome) {
    const { accepted, problem } = playStep(host, table, plan, random, actions, figures, check);
    if (accepted) actions++;
    if (problem !== null) {
      if (problem) {
        figures.invariant_violations++;
        findings.add(problem);
      }
      stopped = true;
      break;
    }
    if (actions % CONVERGE_EVERY === 0) {
      table.converge(`after action ${actions - 1}`);
      // Let the process breathe (a test runner's messages, timers) during long games.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  table.converge('at the end');
  const finished = host.outcome !== null || !plan.needsOutcome;
  if (!finished && !stopped) {
    figures.invariant_violations++;
    findings.add(`${label}: no outcome after ${actions} actions`);
  }
  checkReplay(config, host, label, figures, findings);
  if (finished) figures.games_played++;
  return { actions, finished };
}

/**
 * The random-games drill (which also runs the secret-leak drill on every message): `count` games of each module.
 * `shard` [k, n] plays only the games whose number is k modulo n, so several processes can share a module's games.
 * No game starts after `deadline` (a Date.now() time): the drill is bounded in time as well as in count.
 */
export async function runGames(
  count: number,
  seed: string,
  figures: DrillFigures,
  findings: Findings,
  only: readonly string[] = DRILL_MODULES,
  progress?: (line: string) => void,
  shard: readonly [number, number] = [0, 1],
  deadline = Infinity,
): Promise<void> {
  for (const id of only) {
    const started = Date.now();
    let actions = 0;
    let games = 0;
    let planned = 0;
    const plans = planGames(id, count, seed);
    for (let i = 0; i < plans.length; i++) {
      if (i % shard[1] !== shard[0]) continue;
      planned++;
      if (Date.now() > deadline) continue;
      actions += (await playDrillGame(plans[i], figures, findings)).actions;
      games++;
    }
    const share = shard[1] > 1 ? ` (share ${shard[0] + 1} of ${shard[1]})` : '';
    const cut = games < planned ? ` of ${planned} (the time budget ran out)` : '';
    progress?.(`games ${id}${share}: ${games}${cut} games, ${actions} actions, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
