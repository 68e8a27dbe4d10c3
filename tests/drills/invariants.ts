import { khronosInvariantBroken } from '../../models/khronos/invariants';
import { civInvariantBroken } from '../../models/civ/invariants';
import { empiresInvariantBroken } from '../../models/empires/invariants';
import { sandboxInvariantBroken } from '../../models/sandbox/invariants';
import type { EmpiresState } from '../../models/empires/state';
import type { KhronosState } from '../../models/khronos/state';
import type { CivState } from '../../models/civ/state';
import type { SandboxState } from '../../models/sandbox/rules';

/**
 * Each module's invariants (models/<game>/invariants.ts, which the host also runs after a scenario's overrides),
 * as "the first broken one, or null". `start` is the state after setup, for quantities that must be conserved from
 * there; `previous` the state before the action.
 */
export type InvariantCheck = (state: unknown, start: unknown, previous: unknown) => string | null;

export const INVARIANTS: Readonly<Record<string, InvariantCheck>> = {
  khronos: (state) => khronosInvariantBroken(state as KhronosState),
  civ: (state, _start, previous) => civInvariantBroken(state as CivState, previous as CivState),
  empires: (state, start) => empiresInvariantBroken(state as EmpiresState, start as EmpiresState),
  sandbox: (state) => sandboxInvariantBroken(state as SandboxState),
};
