import { tabletopInvariantBroken } from '../tabletop/invariants';
import type { SandboxState } from './rules';

/** The sandbox is all tabletop: its invariants are the table's. */
export const sandboxInvariantBroken = (state: SandboxState): string | null => tabletopInvariantBroken(state.table);
