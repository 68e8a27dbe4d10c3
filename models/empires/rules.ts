import { counted } from '../core/words';
import { OK, refuse, type Check } from '../core/check';
import type { GameRules, LogLine, Outcome, PlayerSetup, Seat, Secret } from './seat';
import { Random } from '../core/rng';
import { ACTION_DOCS, actionSchema, type EmpiresAction } from './actions';
import { checkClaimEligible, checkNormalTurn, claimOpen, closeWindow, commodityCount, currentSeat, handLimit } from './acquisition';
import { cardLabel, viewFor, type EmpiresView } from './view';
import { removeIllegalBuildings } from './illegal';
import { leaveGame } from './leave';
import { applyManual, checkManual, type ManualAction } from './manual';
import { optionSpecs, optionsSchema, type EmpiresOptions } from './options';
import { applyRegression, checkRegression } from './regression';
import { finalOutcome } from './scoring';
import { createGame } from './setup';
import { checkTransaction, costsOf, executeTransaction, legalAreasInTransaction, sacrificeBuilding } from './transaction';
import { advancePhase, isManualPhase, settleAcquisition } from './turn';
import { legalActionsFor } from './legal';
import type { EmpiresState } from './state';

type Applied = { state: EmpiresState; log: LogLine[]; revealed?: boolean };

export function checkAction(state: EmpiresState, seat: Seat, action: EmpiresAction): Check {
  if (state.phase === 'game-over') return refuse('game-over', 'ME-AST-6', 'The game is over.');
  const p = state.players[seat];
  if (!p) return refuse('no-seat', 'ME-TURN-1', 'There is no such seat.');
  if (p.left) return refuse('left', 'SB-LEAVE-1', 'You have left the game.');
  switch (action.type) {
    case 'leave-game':
      return OK;
    case 'resolve-regression': {
      if (state.done.includes(seat)) return refuse('already-done', 'ME-TURN-1', 'You are done with this phase.');
      return checkRegression(state, seat, action);
    }
    case 'transact': {
      const turn = checkNormalTurn(state, seat);
      return turn.ok ? checkTransaction(state, seat, action.plan) : turn;
    }
    case 'pass':
      return checkNormalTurn(state, seat);
    case 'claim-priority':
      return checkClaimEligible(state, seat);
    case 'close-window':
      if (!state.acquisition?.window) return refuse('no-window', 'SB-PRIO-3', 'No priority dispute is open.');
      return OK;
    case 'discard-cards':
      if (state.acquisition?.stage === 'hand-limit') {
        const excess = commodityCount(state, seat) - handLimit(state, seat);
        if (excess <= 0) return refuse('within-limit', 'ME-TRADE-4', 'Your hand is within the limit.');
        if (action.cards.length > excess) return refuse('too-many', 'ME-TRADE-4', `Discard ${counted(excess, 'card')}, no more.`);
        if (new Set(action.cards).size !== action.cards.length || action.cards.some((c) => !p.hand.includes(c))) return refuse('card-not-held', 'ME-TRADE-4', 'You can discard only cards you hold.');
        return OK;
      }
      return checkManual(state, seat, action);
    default:
      return checkManual(state, seat, action as ManualAction);
  }
}

function allDone(state: EmpiresState): boolean {
  return state.players.every((p) => p.left || state.done.includes(p.seat));
}

export function applyAction(state: EmpiresState, seat: Seat, action: EmpiresAction, random: Random): Applied {
  const name = state.players[seat].name;
  const settle = (r: { state: EmpiresState; log: LogLine[] }): Applied => {
    const s = settleAcquisition(r.state, random);
    return { state: { ...s.state, rng: random.state }, log: [...r.log, ...s.log] };
  };
  switch (action.type) {
    case 'leave-game': {
      const r = leaveGame(state, seat);
      let s = r.state;
      if (s.acquisition?.window) {
        const claims = s.acquisition.window.claims.filter((c) => c.seat !== seat);
        s = { ...s, acquisition: { ...s.acquisition, window: claims.length ? { claims } : null } };
      }
      if (isManualPhase(s.phase) && allDone(s)) {
        const a = advancePhase(s, random);
        return { state: { ...a.state, rng: random.state }, log: [...r.log, ...a.log] };
      }
      return settle({ state: s, log: r.log });
    }
    case 'resolve-regression':
      return applyRegression(state, seat, action);
    case 'transact': {
      const d = executeTransaction(state, seat, action.plan);
      return settle({ state: d.state, log: [...d.log] });
    }
    case 'pass': {
      const acq = state.acquisition!;
      return settle({ state: { ...state, acquisition: { ...acq, finished: [...acq.finished, seat] } }, log: [{ text: `${name} passes.`, rule: 'ME-ADV-1' }] });
    }
    case 'claim-priority':
      return settle(claimOpen(state, seat, action.plan));
    case 'close-window':
      return settle(closeWindow(state));
    case 'discard-cards':
      if (state.acquisition?.stage === 'hand-limit') return settle(applyManual(state, seat, action));
      return applyManual(state, seat, action);
    case 'draw-card': {
      const [card, ...rest] = state.stacks[action.stack];
      const p = state.players[seat];
      const s: EmpiresState = { ...state, stacks: { ...state.stacks, [action.stack]: rest }, players: state.players.map((x) => (x.seat === seat ? { ...p, hand: [...p.hand, card] } : x)) };
      const others = state.players.map((x) => x.seat).filter((x) => x !== seat);
      return { state: s, revealed: true, log: [{ text: `You drew ${cardLabel(card)} from stack ${action.stack}.`, to: [seat] }, { text: `${name} drew a card from stack ${action.stack}.`, to: others, rule: 'ME-TURN-1' }] };
    }
    case 'check-buildings':
      return removeIllegalBuildings(state);
    case 'phase-done': {
      const s: EmpiresState = { ...state, done: [...state.done, seat] };
      const log: LogLine[] = [{ text: `${name} is done with this phase.`, rule: 'ME-TURN-1' }];
      if (!allDone(s)) return { state: s, log };
      const a = advancePhase(s, random);
      return { state: { ...a.state, rng: random.state }, log: [...log, ...a.log] };
    }
    default:
      return applyManual(state, seat, action);
  }
}

/** Every secret: a card in a hand is seen by its holder; cards in stacks and discards by nobody. */
export function secretsOf(state: EmpiresState): Secret[] {
  const out: Secret[] = [];
  for (const p of state.players) for (const c of p.hand) out.push({ token: c, seenBy: [p.seat] });
  for (const pile of [...Object.values(state.stacks), ...Object.values(state.discards)]) for (const c of pile) out.push({ token: c, seenBy: [] });
  return out;
}

export function activeSeatsOf(state: EmpiresState): Seat[] {
  const playing = state.players.filter((p) => !p.left).map((p) => p.seat);
  if (state.phase === 'game-over') return [];
  const acq = state.acquisition;
  if (state.phase === 'advances-acquisition' && acq) {
    if (acq.stage === 'hand-limit') return playing.filter((s) => commodityCount(state, s) > handLimit(state, s));
    // While a dispute is open anyone may still claim, and the host (any seat) closes the window.
    if (acq.window) return playing;
    const current = currentSeat(state);
    const claimers = playing.filter((s) => checkClaimEligible(state, s).ok);
    return [...new Set([...(current === null ? [] : [current]), ...claimers])];
  }
  return playing.filter((s) => !state.done.includes(s));
}

/** The host's "leave for good": the same as the leave-game action, with the game's own generator for any shuffle. */
export function playerLeft(state: EmpiresState, seat: Seat): Applied {
  if (state.players[seat]?.left !== false || state.phase === 'game-over') return { state, log: [] };
  return applyAction(state, seat, { type: 'leave-game' }, new Random(state.rng));
}

export const empiresRules: GameRules<EmpiresState, EmpiresAction, EmpiresOptions, EmpiresView> = {
  id: 'empires',
  name: 'Mega Empires: The East with Special Buildings',
  minPlayers: 3,
  maxPlayers: 9,
  optionSpecs,
  optionsSchema,
  actionSchema,
  setup: (players: readonly PlayerSetup[], options: EmpiresOptions, random: Random) => createGame({ players, options }, random),
  activeSeats: activeSeatsOf,
  check: checkAction,
  apply: applyAction,
  view: viewFor,
  legalActions: legalActionsFor,
  outcome: (state: EmpiresState): Outcome | null => (state.phase === 'game-over' ? finalOutcome(state) : null),
  secrets: secretsOf,
  playerLeft,
  actionDocs: ACTION_DOCS,
  questions: {
    /** For the placement preview: each land area legal or not for a building (after the plan's sacrifice, if any), with the reason. */
    'legal-areas': (state: EmpiresState, seat: Seat, q: Record<string, unknown>) =>
      legalAreasInTransaction(state, seat, String(q.building ?? ''), typeof q.sacrifice === 'string' && q.sacrifice !== '' ? q.sacrifice : undefined),
    /** What a transaction would cost this seat now, and whether it is legal (its refusal if not). */
    'transaction-check': (state: EmpiresState, seat: Seat, q: Record<string, unknown>) => {
      const plan = actionSchema.safeParse({ type: 'transact', plan: q.plan });
      if (!plan.success || plan.data.type !== 'transact') return { ok: false, code: 'bad-plan', rule: 'SB-PRIO-4', message: 'The plan is malformed.' };
      const check = checkTransaction(state, seat, plan.data.plan);
      const after = plan.data.plan.sacrifice && state.buildings[plan.data.plan.sacrifice.building]?.at ? sacrificeBuilding(state, seat, plan.data.plan.sacrifice.building, 'trade') : state;
      return { check, costs: costsOf(after, seat, plan.data.plan) };
    },
  },
};
