import type { GameRules, LogLine, Outcome, PlayerSetup, Seat, Secret } from './seat';
import { Random } from '../core/rng';
import { ACTION_DOCS, actionSchema, type EmpiresAction } from './actions';
import { checkClaimEligible, claimOpen, closeWindow, commodityCount, currentSeat, handLimit } from './acquisition';
import { cardLabel, viewFor, type EmpiresView } from './view';
import { removeIllegalBuildings } from './illegal';
import { leaveGame } from './leave';
import { applyManual } from './manual';
import { optionSpecs, optionsSchema, type EmpiresOptions } from './options';
import { empiresMapFile } from './board';
import { applyRegression } from './regression';
import { applyCalamityAction, calamityChooser, settleAfterLeaving } from './calamities/actions';
import { empiresResults } from './results';
import { finalOutcome } from './scoring';
import { createGame } from './setup';
import { checkTransaction, costsOf, executeTransaction, legalAreasInTransaction, sacrificeBuilding } from './transaction';
import { advancePhase, settleAcquisition } from './turn';
import { applyBoardAction, applyCityAction, BOARD_ACTIONS, type BoardAction } from './board-actions';
import { isManualPhase, isScriptedBoardPhase, isScriptedCalamityPhase, isScriptedSpecialPhase, isScriptedTradePhase, strictTurn } from './phases';
import { applyPassSpecial, applyUseSpecial, refreshSpecials, specialsOver, specialsSeat } from './advances/specials';
import { civ } from './data/civilizations';
import { mover } from './movement';
import { settleBoardPhase } from './sequence';
import { cityAreas, moveTargets } from './previews';
import { legalActionsFor } from './legal';
import { applyChoiceAction, CHOICE_ACTIONS, choicePending, choiceSeats, settleChoices, type ChoiceAction } from './board-choices';
import { specialAreas, specialUses } from './advances/special-targets';
import { checkAction } from './check';
import { checkOnce } from './verdicts';
import { withRecords, acquisitionWith, movementWith, playerWith, type EmpiresState } from './state';
import { applyTradeAction, checkHostOnly, dropLeaverOffers, settleTradePhase, TRADE_ACTIONS, type TradeAction } from './trade/actions';
import { tradeActiveSeats } from './trade/legal';

export { checkAction };

type Applied = { state: EmpiresState; log: LogLine[]; revealed?: boolean };

function allDone(state: EmpiresState): boolean {
  return state.players.every((p) => p.left || state.done.includes(p.seat));
}

export function applyAction(state: EmpiresState, seat: Seat, action: EmpiresAction, random: Random): Applied {
  const r = applyOne(state, seat, action, random);
  return { ...r, state: withRecords(r.state, { rng: random.state }) };
}

function applyOne(state: EmpiresState, seat: Seat, action: EmpiresAction, random: Random): Applied {
  const name = state.players[seat].name;
  if (BOARD_ACTIONS.has(action.type)) return applyBoardAction(state, seat, action as BoardAction, random);
  if (TRADE_ACTIONS.has(action.type)) return applyTradeAction(state, seat, action as TradeAction, random);
  if (CHOICE_ACTIONS.has(action.type)) return applyChoiceAction(state, seat, action as ChoiceAction, random);
  if ((action.type === 'build-city' || action.type === 'phase-done') && isScriptedBoardPhase(state) && state.phase === 'city-construction') return applyCityAction(state, seat, action, random);
  switch (action.type) {
    case 'leave-game': {
      const r = leaveGame(state, seat);
      let s = r.state;
      if (s.acquisition?.window) {
        const claims = s.acquisition.window.claims.filter((c) => c.seat !== seat);
        s = withRecords(s, { acquisition: acquisitionWith(s.acquisition, { window: claims.length ? { claims } : null }) });
      }
      // A city attack or support check waiting for him goes on with the first option.
      if (choicePending(s)) {
        const c = settleChoices(s, random, r.log);
        return { ...c, state: withRecords(c.state, { rng: random.state }) };
      }
      if (isScriptedCalamityPhase(s)) {
        const c = settleAfterLeaving(s, random);
        if (!c.finished) return { state: c.state, log: [...r.log, ...c.log] };
        const a = advancePhase(c.state, random);
        return { state: withRecords(a.state, { rng: random.state }), log: [...r.log, ...c.log, ...a.log] };
      }
      if (isScriptedTradePhase(s)) {
        const a = settleTradePhase(dropLeaverOffers(s, seat), random);
        return { state: a.state, log: [...r.log, ...a.log], revealed: true };
      }
      if (isManualPhase(s) && allDone(s)) {
        const a = advancePhase(s, random);
        return { state: withRecords(a.state, { rng: random.state }), log: [...r.log, ...a.log] };
      }
      if (isScriptedSpecialPhase(s)) return settleSpecials({ state: refreshSpecials(s), log: r.log }, random);
      if (isScriptedBoardPhase(s)) {
        // A leaver who was moving ends his movement; a phase waiting only for him commits.
        const m = s.movement;
        if (m && mover(state) === seat) s = withRecords(s, { movement: movementWith(m, { current: m.current + 1 }) });
        const a = settleBoardPhase(s, random);
        return { state: a.state, log: [...r.log, ...a.log], revealed: a.revealed };
      }
      return settled(random, { state: s, log: r.log });
    }
    case 'calamity-choose':
    case 'resolve-regression': {
      if (action.type === 'resolve-regression' && !isScriptedCalamityPhase(state)) return applyRegression(state, seat, action);
      const r = applyCalamityAction(state, action, random);
      if (!r.finished) return r;
      const a = advancePhase(r.state, random);
      return { state: withRecords(a.state, { rng: random.state }), log: [...r.log, ...a.log] };
    }
    case 'use-special':
      return settleSpecials(applyUseSpecial(state, seat, action.advance, action), random);
    case 'pass-special':
      return settleSpecials(applyPassSpecial(state, seat), random);
    case 'transact': {
      const d = executeTransaction(state, seat, action.plan);
      return settled(random, { state: d.state, log: [...d.log] });
    }
    case 'pass': {
      const acq = state.acquisition!;
      return settled(random, { state: withRecords(state, { acquisition: acquisitionWith(acq, { finished: [...acq.finished, seat] }) }), log: [{ text: `${name} passes.`, rule: 'ME-ADV-1' }] });
    }
    case 'claim-priority':
      return settled(random, claimOpen(state, seat, action.plan));
    case 'close-window':
      return settled(random, closeWindow(state));
    case 'discard-cards':
      if (state.acquisition?.stage === 'hand-limit') return settled(random, applyManual(state, seat, action));
      return applyManual(state, seat, action);
    case 'draw-card': {
      const [card, ...rest] = state.stacks[action.stack];
      const p = state.players[seat];
      const s: EmpiresState = withRecords(state, { stacks: { ...state.stacks, [action.stack]: rest }, players: state.players.map((x) => (x.seat === seat ? playerWith(p, { hand: [...p.hand, card] }) : x)) });
      const others = state.players.map((x) => x.seat).filter((x) => x !== seat);
      return { state: s, revealed: true, log: [{ text: `You drew ${cardLabel(card)} from stack ${action.stack}.`, to: [seat] }, { text: `${name} drew a card from stack ${action.stack}.`, to: others, rule: 'ME-TURN-1' }] };
    }
    case 'check-buildings':
      return removeIllegalBuildings(state);
    case 'phase-done': {
      const s: EmpiresState = withRecords(state, { done: [...state.done, seat] });
      const log: LogLine[] = [{ text: `${name} is done with this phase.`, rule: 'ME-TURN-1' }];
      if (!allDone(s)) return { state: s, log };
      const a = advancePhase(s, random);
      return { state: withRecords(a.state, { rng: random.state }), log: [...log, ...a.log] };
    }
    default:
      return applyManual(state, seat, action as Parameters<typeof applyManual>[2]);
  }
}

/** Phase 12 moves on after an acquisition action (settleAcquisition); a module function, not a closure per action. */
function settled(random: Random, r: { state: EmpiresState; log: LogLine[] }): Applied {
  const s = settleAcquisition(r.state, random);
  return { state: withRecords(s.state, { rng: random.state }), log: [...r.log, ...s.log] };
}

/** ME-ADVX-4: once every holder has acted, phase 10 ends and phase 11 runs. */
function settleSpecials(r: Applied, random: Random): Applied {
  if (!specialsOver(r.state)) return r;
  const a = advancePhase(r.state, random);
  return { state: withRecords(a.state, { rng: random.state }), log: [...r.log, ...a.log], revealed: r.revealed };
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
  // ME-CONF2-2/10, ME-CITY-5: a choice the rules wait for comes before the phase's usual order.
  const choosers = choiceSeats(state);
  if (choosers !== null) return choosers;
  const acq = state.acquisition;
  if (state.phase === 'advances-acquisition' && acq) {
    if (acq.stage === 'hand-limit') return playing.filter((s) => commodityCount(state, s) > handLimit(state, s));
    // While a dispute is open anyone may still claim, and the host (any seat) closes the window.
    if (acq.window) return playing;
    const current = currentSeat(state);
    const claimers = playing.filter((s) => checkClaimEligible(state, s).ok);
    return [...new Set([...(current === null ? [] : [current]), ...claimers])];
  }
  if (isScriptedCalamityPhase(state)) {
    const chooser = calamityChooser(state);
    return chooser === null ? [] : [chooser];
  }
  if (isScriptedTradePhase(state)) return tradeActiveSeats(state);
  if (state.phase === 'movement' && isScriptedBoardPhase(state)) {
    const m = mover(state);
    return m === null ? [] : [m];
  }
  if (isScriptedSpecialPhase(state)) {
    const s = specialsSeat(state);
    return s === null ? [] : [s];
  }
  const strict = strictTurn(state, (s) => civ(state.players[s].civ).rank);
  if (strict !== null) return [strict];
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
  mapFile: empiresMapFile,
  optionsSchema,
  actionSchema,
  setup: (players: readonly PlayerSetup[], options: EmpiresOptions, random: Random) => createGame({ players, options }, random),
  activeSeats: activeSeatsOf,
  check: checkOnce,
  apply: applyAction,
  view: viewFor,
  legalActions: legalActionsFor,
  outcome: (state: EmpiresState): Outcome | null => (state.phase === 'game-over' ? finalOutcome(state) : null),
  results: empiresResults,
  secrets: secretsOf,
  playerLeft,
  actionDocs: ACTION_DOCS,
  hostOnly: checkHostOnly,
  questions: {
    /**
     * For dragging tokens: every land area one step (two with Roadbuilding) from `from`, legal for `count` tokens or
     * with the refusal (ME-MOVE-3..9); ships' harbours come with `ship`.
     */
    'move-targets': (state: EmpiresState, seat: Seat, q: Record<string, unknown>) => moveTargets(state, seat, q),
    /** Phase 10: each unused special of the seat with its legal uses, or why none is legal (ME-ADVX-4). */
    'special-uses': (state: EmpiresState, seat: Seat) => specialUses(state, seat),
    /** Phase 10: the areas a special may target, legal or with the refusal, for lighting the map. */
    'special-areas': (state: EmpiresState, seat: Seat, q: Record<string, unknown>) => specialAreas(state, seat, String(q.advance ?? '')),
    /** For city construction: every land area where the seat holds tokens, legal or with the refusal (ME-CITY-1). */
    'city-areas': (state: EmpiresState, seat: Seat) => cityAreas(state, seat),
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
