import type { GameRules, PlayerSetup } from './contract';
import type { Random } from '../core/rng';
import { khronosActionSchema, type KhronosAction } from './actions';
import { applyKhronos } from './apply';
import { checkKhronos } from './check';
import { legalKhronosActions } from './legal';
import { khronosOptionSpecs, khronosOptionsSchema, type KhronosOptions } from './options';
import { setupKhronos } from './setup';
import type { KhronosState } from './state';
import { khronosSecrets, viewKhronos, type KhronosView } from './view';

/** The Khronos module's rules half (models/core/module.ts contract). */
export const khronosRules: GameRules<KhronosState, KhronosAction, KhronosOptions, KhronosView> = {
  id: 'khronos',
  name: 'Khronos',
  minPlayers: 2,
  maxPlayers: 5,
  optionSpecs: khronosOptionSpecs,
  optionsSchema: khronosOptionsSchema,
  actionSchema: khronosActionSchema,
  setup: (players: readonly PlayerSetup[], options: KhronosOptions, random: Random) => setupKhronos(players, options, random),
  /** KH-TURN-3: the active player, or whoever owes a decision in a resolution. */
  activeSeats: (state) => (state.phase === 'over' ? [] : state.phase === 'decision' && state.pending ? [state.pending.seat] : [state.active]),
  check: checkKhronos,
  apply: applyKhronos,
  view: viewKhronos,
  legalActions: legalKhronosActions,
  outcome: (state) => state.outcome,
  secrets: khronosSecrets,
};
