import type { LogLine, Seat } from './seat';
import type { Random } from '../core/rng';
import type { EmpiresAction } from './actions';
import { buildCity } from './cities';
import { indexMap } from './map';
import { applyMove, applySail } from './movement';
import { recordExpand, recordTakeBack } from './population-expansion';
import { endMovement, settleBoardPhase, type Step } from './sequence';
import { buildShip, maintainShip } from './ships';
import { recordLossChoice } from './ship-losses';
import { withRecords, type EmpiresState } from './state';

export type BoardAction = Extract<EmpiresAction, { type: 'set-tax-rate' | 'expand' | 'move-tokens' | 'build-ship' | 'maintain-ship' | 'sail' | 'end-movement' | 'ship-losses' | 'adjacent-losses' }>;

export const BOARD_ACTIONS: ReadonlySet<string> = new Set(['set-tax-rate', 'expand', 'move-tokens', 'build-ship', 'maintain-ship', 'sail', 'end-movement', 'ship-losses', 'adjacent-losses']);

const settled = (r: { state: EmpiresState; log: LogLine[] }, random: Random): Step => {
  const s = settleBoardPhase(r.state, random);
  return { state: s.state, log: [...r.log, ...s.log], revealed: s.revealed };
};

/** Applies a scripted board-phase action that `checkAction` accepted; a phase whose inputs are all in then commits. */
export function applyBoardAction(state: EmpiresState, seat: Seat, action: BoardAction, random: Random): Step {
  const name = state.players[seat].name;
  switch (action.type) {
    case 'set-tax-rate': {
      const s: EmpiresState = withRecords(state, { input: { ...state.input, taxRates: { ...state.input.taxRates, [seat]: action.rate } }, done: [...state.done, seat] });
      return settled({ state: s, log: [{ text: `${name} sets a tax rate of ${action.rate}.`, rule: 'ME-TAX-2' }] }, random);
    }
    case 'expand':
      if (action.back) return { state: recordTakeBack(state, seat, action.area), log: [{ text: `${name} takes back a token from ${indexMap(state.map).area[action.area].name}.`, rule: 'ME-POPX-3' }] };
      return settled({ state: recordExpand(state, seat, action.area), log: [{ text: `${name} chooses a token for ${indexMap(state.map).area[action.area].name}.`, rule: 'ME-POPX-3' }] }, random);
    case 'move-tokens':
      return applyMove(state, seat, action.from, action.to, action.count, action.via);
    case 'build-ship':
      return buildShip(state, seat, action.area, action.pay, action.tokenFrom, action.replace);
    case 'maintain-ship':
      return maintainShip(state, seat, action.ship, action.pay, action.tokenFrom);
    case 'sail':
      return applySail(state, seat, action.ship, action.path, action.carry, action.stops);
    case 'end-movement':
      return endMovement(state, seat, random);
    case 'ship-losses':
      return settled(recordLossChoice(state, seat, 'ships', action.ships), random);
    case 'adjacent-losses':
      return settled(recordLossChoice(state, seat, 'adjacent', action.adjacent), random);
  }
}

/** City construction, scripted: build, or say done; the phase commits (5b, 5c) when every seat is done. */
export function applyCityAction(state: EmpiresState, seat: Seat, action: Extract<EmpiresAction, { type: 'build-city' | 'phase-done' }>, random: Random): Step {
  if (action.type === 'build-city') return buildCity(state, seat, action.area, action.treasury ?? 0);
  const s: EmpiresState = withRecords(state, { done: [...state.done, seat] });
  return settled({ state: s, log: [{ text: `${state.players[seat].name} is done building cities.`, rule: 'ME-CITY-1' }] }, random);
}
