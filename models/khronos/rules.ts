import type { GameRules, PlayerSetup } from './contract';
import type { Random } from '../core/rng';
import { khronosActionSchema, type KhronosAction } from './actions';
import { applyKhronos } from './apply';
import { checkKhronos } from './check';
import { legalKhronosActions } from './legal';
import { khronosMapFile } from './map';
import { khronosOptionSpecs, khronosOptionsSchema, type KhronosOptions } from './options';
import { setupKhronos } from './setup';
import type { KhronosState } from './state';
import { BOARD_IDS, KINDS, type BoardId, type Kind } from './data';
import { earningsFor } from './earnings';
import { footprintsFor } from './footprints';
import { khronosResults } from './results';
import { khronosSecrets, viewKhronos, type KhronosView } from './view';

/**
 * The host asks the same question up to three times per action (its own check, the chart's `can`, the chart's
 * guard on the transition): the last answer is kept for the same state, seat and action objects. Safe because
 * states and actions are never edited once made.
 */
let lastCheck: { state: KhronosState; seat: number; action: KhronosAction; verdict: ReturnType<typeof checkKhronos> } | null = null;
function checkOnce(state: KhronosState, seat: number, action: KhronosAction): ReturnType<typeof checkKhronos> {
  if (lastCheck && lastCheck.state === state && lastCheck.seat === seat && lastCheck.action === action) return lastCheck.verdict;
  const verdict = checkKhronos(state, seat, action);
  lastCheck = { state, seat, action, verdict };
  return verdict;
}

/** The Khronos module's rules half (models/core/module.ts contract). */
export const khronosRules: GameRules<KhronosState, KhronosAction, KhronosOptions, KhronosView> = {
  id: 'khronos',
  name: 'Khronos',
  minPlayers: 2,
  maxPlayers: 5,
  optionSpecs: khronosOptionSpecs,
  mapFile: khronosMapFile,
  optionsSchema: khronosOptionsSchema,
  actionSchema: khronosActionSchema,
  setup: (players: readonly PlayerSetup[], options: KhronosOptions, random: Random) => setupKhronos(players, options, random),
  /** KH-TURN-3: the active player, or whoever owes a decision in a resolution. */
  activeSeats: (state) => (state.phase === 'over' ? [] : state.phase === 'decision' && state.pending ? [state.pending.seat] : [state.active]),
  check: checkOnce,
  apply: applyKhronos,
  view: viewKhronos,
  legalActions: legalKhronosActions,
  outcome: (state) => state.outcome,
  results: khronosResults,
  secrets: khronosSecrets,
  questions: {
    /** The placement preview: every footprint of `kind` on `board` for the asking seat, with cost or refusal (KH-DIG-2). */
    footprints: (state, seat, q) => {
      const kind = q.kind as Kind;
      const board = q.board as BoardId;
      if (!KINDS.includes(kind)) throw new Error(`there is no building kind "${String(q.kind)}"`);
      if (!BOARD_IDS.includes(board)) throw new Error(`there is no board "${String(q.board)}"`);
      return footprintsFor(state, seat, kind, board);
    },
    /** What a seat would collect now, per board and domain (KH-EARN-1..6); boards and pawns are public. */
    earnings: (state, seat, q) => {
      const whose = q.seat === undefined ? seat : Number(q.seat);
      if (!state.players[whose]) throw new Error(`there is no seat ${String(q.seat)}`);
      return earningsFor(state, whose);
    },
  },
};
