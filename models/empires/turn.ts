import type { LogLine, Seat } from './seat';
import type { Random } from '../core/rng';
import { astRow, epochAt, EPOCH_NAMES } from './data/ast';
import { overHandLimit, transactionsOver } from './acquisition';
import { meetsNextSpace } from './ast-requirements';
import { isScriptedBoardPhase, phaseInfo, isManualPhase } from './phases';
import { allAreas, citiesOf, populationCheck } from './population';
import { enterPhase, phaseLine } from './sequence';
import { reshuffleStacks } from './trade/deck';
import { enterSurplusPhase, leaveCalamities } from './leave-calamities';
import { PHASES, withPlayer, withRecords, acquisitionWith, type EmpiresState, type TurnPhase } from './state';

export { phaseInfo, isManualPhase, meetsNextSpace };

const line = (s: EmpiresState, phase: TurnPhase): LogLine => phaseLine(phase, isManualPhase(s, phase));

const activeSeats = (s: EmpiresState): Seat[] => s.players.filter((p) => !p.left).map((p) => p.seat);

/**
 * ME-TURN-1: leave the current phase once everyone is done, running the scripted steps that belong to its end
 * (5b/5c after city construction, the calamity clean-up after phase 9), then enter the next; scripted phases
 * 11 and 13 run straight through.
 */
export function advancePhase(state: EmpiresState, random: Random): { state: EmpiresState; log: LogLine[] } {
  let s: EmpiresState = withRecords(state, { done: [] });
  const log: LogLine[] = [];
  switch (state.phase) {
    case 'city-construction': {
      if (isScriptedBoardPhase(s)) break;
      const r = populationCheck(s, allAreas(s), activeSeats(s));
      s = r.state;
      log.push({ text: 'Surplus population removed and city support checked (5b/5c).', rule: 'SB-POP-9' }, ...r.log);
      // Phase 6 may be run by the rules (option cardPhases): enter it as the sequence does.
      const next = enterPhase(s, 'trade-card-acquisition', random);
      s = next.state;
      log.push(...next.log);
      break;
    }
    case 'calamity-resolution': {
      const r = leaveCalamities(s, random);
      s = r.state;
      log.push(...r.log);
      break;
    }
    case 'special-abilities': {
      const r = enterSurplusPhase(s, random);
      s = r.state;
      log.push(...r.log);
      break;
    }
    case 'advances-acquisition': {
      const r = astAlteration(s, random);
      s = r.state;
      log.push(...r.log);
      break;
    }
    default: {
      const i = PHASES.findIndex((p) => p.id === state.phase);
      const r = enterPhase(s, PHASES[i + 1].id, random);
      s = r.state;
      log.push(...r.log);
    }
  }
  return { state: s, log };
}

/** In phase 12: once all transactions are made, the hand limit; once that is met, phase 13. */
export function settleAcquisition(state: EmpiresState, random: Random): { state: EmpiresState; log: LogLine[] } {
  const acq = state.acquisition;
  if (!acq || state.phase !== 'advances-acquisition') return { state, log: [] };
  if (acq.stage === 'transactions' && transactionsOver(state)) {
    const over = overHandLimit(state);
    if (over.length > 0) {
      return { state: withRecords(state, { acquisition: acquisitionWith(acq, { stage: 'hand-limit' }) }), log: [{ text: `Hand limit: ${over.map((x) => state.players[x].name).join(', ')} must discard.`, rule: 'ME-TRADE-4' }] };
    }
    return advancePhase(state, random);
  }
  if (acq.stage === 'hand-limit' && overHandLimit(state).length === 0) return advancePhase(state, random);
  return { state, log: [] };
}

/** ME-AST-5/6, phase 13: markers move, the game may end, the discards are shuffled under their stacks. */
export function astAlteration(state: EmpiresState, random: Random): { state: EmpiresState; log: LogLine[] } {
  let s: EmpiresState = withRecords(state, { phase: 'ast-alteration', acquisition: null, done: [] });
  const log: LogLine[] = [line(s, 'ast-alteration')];
  const side = s.options.astSide;
  const reachedLateIron: Seat[] = [];
  for (const p of s.players.filter((x) => !x.left)) {
    const row = astRow(p.civ, side);
    if (side === 'expert' && citiesOf(s, p.seat).length === 0 && epochAt(p.civ, side, p.ast) !== 'stone') {
      s = withPlayer(s, p.seat, { ast: p.ast - 1 });
      log.push({ text: `${p.name} has no cities and moves back one space.`, rule: 'ME-AST-6' });
    } else if (meetsNextSpace(s, p.seat)) {
      s = withPlayer(s, p.seat, { ast: p.ast + 1 });
      const epoch = epochAt(p.civ, side, p.ast + 1);
      if (p.ast + 1 === row.starts['late-iron']) reachedLateIron.push(p.seat);
      log.push({ text: `${p.name} advances to space ${p.ast + 1} (${EPOCH_NAMES[epoch]}).`, rule: 'ME-AST-1' });
    }
  }
  const anyBefore = state.players.some((p) => !p.left && p.ast >= astRow(p.civ, side).starts['late-iron']);
  // ME-CLAR-9: everyone who gets there in the first such turn shares the bonus, not only a sole entrant.
  if (side === 'expert' && s.lateIronFirst === null && !anyBefore && reachedLateIron.length > 0) s = withRecords(s, { lateIronFirst: reachedLateIron[0], lateIronAlso: reachedLateIron.slice(1) });
  // 13c: the turn's discards are shuffled and put under their stacks (ME-TCARD-10).
  s = withRecords(s, { ...reshuffleStacks(s, random), rng: random.state });
  const finished = s.players.filter((p) => !p.left && p.ast >= astRow(p.civ, side).finish);
  let end = false;
  if (side === 'basic') end = finished.length > 0;
  else if (s.endTriggeredTurn !== null) end = s.turn > s.endTriggeredTurn;
  else if (finished.length > 0) {
    s = withRecords(s, { endTriggeredTurn: s.turn });
    log.push({ text: 'A marker reached the coloured spaces: one more turn is played.', rule: 'ME-AST-6' });
  }
  // [DEFAULT], a gap in the rules: when no civilization has a token, ship or city left on the board, no rule can
  // bring one back, so the turns would repeat unchanged for ever; the game ends and is scored as it stands.
  if (!end && nothingLeftOnBoard(s)) {
    end = true;
    log.push({ text: 'No civilization has a token, ship or city left on the board, so nothing can change any more.', rule: 'ME-AST-6' });
  }
  if (end) {
    log.push({ text: 'The game ends; victory points are counted.', rule: 'ME-AST-6' });
    return { state: withRecords(s, { phase: 'game-over' }), log };
  }
  s = withRecords(s, { turn: s.turn + 1, sacrificed: {}, regressed: [] });
  log.push({ text: `Turn ${s.turn} begins.`, rule: 'ME-TURN-1' });
  const next = enterPhase(s, 'tax-collection', random);
  return { state: next.state, log: [...log, ...next.log] };
}

/** Whether every seat still playing has nothing on the board: no token, no ship, no city. */
export function nothingLeftOnBoard(state: EmpiresState): boolean {
  const playing = new Set(state.players.filter((p) => !p.left).map((p) => p.seat));
  if (state.ships.some((ship) => playing.has(ship.owner))) return false;
  const board = state.areas;
  for (const id in board) {
    const area = board[id];
    if (area.city && area.city.owner !== 'pirate' && playing.has(area.city.owner)) return false;
    for (const seat in area.tokens) if (area.tokens[seat] > 0 && playing.has(Number(seat))) return false;
  }
  return true;
}
