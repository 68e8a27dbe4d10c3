import type { LogLine, Seat } from './seat';
import type { Random } from '../core/rng';
import { movementOrder, takeCensus } from './census';
import { seatsThatCanBuild } from './cities';
import { stepConflicts } from './conflict-phase';
import { allAreas, removeSurplus } from './population';
import { continueSupport, startSupport } from './support';
import { mover } from './movement';
import { choosesGrowth, expandAll } from './population-expansion';
import { settleSharedExpansion } from './shared-expansion';
import { choosesLosses } from './ship-losses';
import { isScriptedBoardPhase, isScriptedCalamityPhase, isScriptedTradePhase, phaseInfo, phaseLine, playingSeats } from './phases';
import { leaveCalamities } from './leave-calamities';
import { beginCalamities } from './calamities/phase';
import { enterTradePhase, leaveTradePhase, tradePhaseOver } from './trade/phase';
import { loseUnkeptShips } from './ships';
import { choosesTaxRate, collectTaxes } from './tax';
import { NO_INPUT, PHASES, withRecords, movementWith, type EmpiresState, type TurnPhase } from './state';

export type Step = { state: EmpiresState; log: LogLine[]; revealed?: boolean };

export { phaseLine };

const nextPhase = (phase: TurnPhase): TurnPhase => PHASES[PHASES.findIndex((p) => p.id === phase) + 1].id;

/**
 * ME-SEQ-1/5: enter a phase. Phases 1-5 (unless played by hand) mark the seats with nothing to decide as done,
 * and a phase with no decision left commits at once and enters the next, so a turn runs on to the first choice.
 */
export function enterPhase(state: EmpiresState, phase: TurnPhase, random: Random): Step {
  const scripted = isScriptedBoardPhase(state, phase);
  const manual = !phaseInfo(phase)!.scripted && !scripted;
  let s: EmpiresState = withRecords(state, { phase, done: [] });
  const log: LogLine[] = [phaseLine(phase, manual && !isScriptedCalamityPhase(state, phase) && !isScriptedTradePhase(s, phase))];
  if (phase === 'calamity-selection' && isScriptedCalamityPhase(state, phase)) {
    // ME-CALX-1/2: phase 8 asks nobody; phase 9 runs to the first choice, or on into phase 10.
    const c = beginCalamities(s, random, phaseLine('calamity-resolution', false));
    if (!c.finished) return { state: c.state, log: [...log, ...c.log] };
    // As after a calamity's last choice: discards, then phase 10 by the rules (ME-ADVX-4), not the tabletop.
    const next = leaveCalamities(c.state, random);
    return { state: next.state, log: [...log, ...c.log, ...next.log] };
  }
  if (isScriptedTradePhase(s, phase)) return enterScriptedTrade(s, phase, log, random);
  if (!scripted) return { state: s, log };
  const seats = playingSeats(s);
  switch (phase) {
    case 'tax-collection':
      s = withRecords(s, { input: NO_INPUT, done: seats.filter((x) => !choosesTaxRate(s, x)) });
      break;
    case 'population-expansion':
      s = withRecords(s, { done: seats.filter((x) => !choosesGrowth(s, x)) });
      break;
    case 'movement':
      s = withRecords(s, { movement: { order: movementOrder(s), current: 0, moved: {}, shipsBuilt: {} } });
      log.push({ text: `Movement order: ${s.movement!.order.map((x) => s.players[x].name).join(', ')}.`, rule: 'ME-MOVE-1' });
      break;
    case 'conflict':
      s = withRecords(s, { done: seats.filter((x) => !choosesLosses(s, x)) });
      break;
    case 'city-construction': {
      const builders = seatsThatCanBuild(s);
      s = withRecords(s, { done: seats.filter((x) => !builders.includes(x)) });
      break;
    }
    default:
      break;
  }
  const r = settleBoardPhase(s, random);
  return { state: r.state, log: [...log, ...r.log], revealed: r.revealed };
}

/** ME-TCARD, ME-TRADEX: phases 6 and 7 by the rules; a phase with nothing to decide runs on into the next. */
function enterScriptedTrade(state: EmpiresState, phase: TurnPhase, log: LogLine[], random: Random): Step {
  const r = enterTradePhase(state, phase);
  if (!tradePhaseOver(r.state)) return { state: r.state, log: [...log, ...r.log], revealed: true };
  const end = leaveTradePhase(r.state);
  const next = enterPhase(end.state, nextPhase(phase), random);
  return { state: next.state, log: [...log, ...r.log, ...end.log, ...next.log], revealed: true };
}

/** A scripted board phase whose inputs are all in commits and moves on; otherwise nothing changes. */
export function settleBoardPhase(state: EmpiresState, random: Random): Step {
  if (!isScriptedBoardPhase(state)) return { state, log: [] };
  const phase = state.phase as TurnPhase;
  const allDone = playingSeats(state).every((x) => state.done.includes(x));
  let commit: Step | null = null;
  switch (phase) {
    case 'tax-collection':
      if (allDone) commit = collectTaxes(state);
      break;
    case 'population-expansion':
      if (allDone) {
        const grown = expandAll(state);
        const settled = settleSharedExpansion(grown.state);
        const census = takeCensus(settled.state);
        commit = { state: census.state, log: [...grown.log, ...settled.log, ...census.log] };
      }
      break;
    case 'movement':
      if (mover(state) === null) commit = { state: withRecords(state, { movement: null }), log: [] };
      break;
    case 'conflict': {
      // ME-CONF2-6: the loss choices of Naval Warfare and Advanced Military come first.
      if (!allDone) break;
      // ME-CONF2-2/10: the attacks stop at each choice a player has to make.
      const r = stepConflicts(state, random);
      if (!r.finished) return { state: withRecords(r.state, { rng: random.state }), log: r.log, revealed: r.revealed };
      commit = r;
      break;
    }
    case 'city-construction':
      if (allDone) {
        const r = cityUpkeep(state);
        if (!r.finished) return { state: r.state, log: r.log };
        commit = r;
      }
      break;
    default:
      break;
  }
  if (!commit) return { state, log: [] };
  const next = enterPhase(withRecords(commit.state, { rng: random.state }), nextPhase(phase), random);
  return { state: next.state, log: [...commit.log, ...next.log], revealed: !!commit.revealed || !!next.revealed };
}

/** ME-CITY-4/5 (5b, 5c): surplus removed everywhere, then city support, where a short player chooses what to reduce. */
function cityUpkeep(state: EmpiresState): Step & { finished: boolean } {
  if (state.support) return { ...continueSupport(state) };
  const surplus = removeSurplus(state, allAreas(state));
  const support = startSupport(surplus.state, playingSeats(surplus.state));
  return { ...support, log: [{ text: 'Surplus population removed and city support checked (5b/5c).', rule: 'ME-CITY-4' }, ...surplus.log, ...support.log] };
}

/** ME-MOVE-2, ME-SHIP-4: the mover declares his movement over (final); unkept ships are lost; the next seat moves. */
export function endMovement(state: EmpiresState, seat: Seat, random: Random): Step {
  const lost = loseUnkeptShips(state, seat);
  const m = lost.state.movement!;
  let s: EmpiresState = withRecords(lost.state, { movement: movementWith(m, { current: m.current + 1 }) });
  // Seats that left the game are skipped.
  while (s.movement!.current < s.movement!.order.length && s.players[s.movement!.order[s.movement!.current]].left) s = withRecords(s, { movement: movementWith(s.movement!, { current: s.movement!.current + 1 }) });
  const log: LogLine[] = [{ text: `${state.players[seat].name} ends movement.`, rule: 'ME-MOVE-2' }, ...lost.log];
  const r = settleBoardPhase(s, random);
  return { state: r.state, log: [...log, ...r.log], revealed: r.revealed };
}
