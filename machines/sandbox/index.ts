import { sandboxRules } from '../../models/sandbox/rules';
import type { GameModule } from '../engine/module';

/** The sandbox is all manual play: no phases, so no statechart. */
export const sandboxModule: GameModule = { rules: sandboxRules };
