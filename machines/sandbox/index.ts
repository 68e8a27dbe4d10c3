import { sandboxInvariantBroken } from '../../models/sandbox/invariants';
import type { SandboxState } from '../../models/sandbox/rules';
import { sandboxRules } from '../../models/sandbox/rules';
import type { GameModule } from '../engine/module';

/** The sandbox is all manual play: no phases, so no statechart. */
export const sandboxModule: GameModule = { rules: sandboxRules, invariant: (state) => sandboxInvariantBroken(state as SandboxState) };
