import { khronosInvariantBroken, reindexKhronos } from '../../models/khronos/invariants';
import type { KhronosState } from '../../models/khronos/state';
import { khronosRules } from '../../models/khronos/rules';
import { khronosTurnMachine } from './turn.machine';

/** The Khronos module: pure rules, the turn statechart, and what the host checks after a scenario's overrides. */
export const khronosModule = {
  rules: khronosRules,
  machine: khronosTurnMachine,
  reindex: (state: KhronosState) => reindexKhronos(state),
  invariant: (state: KhronosState) => khronosInvariantBroken(state),
};
