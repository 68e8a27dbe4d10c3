import { civRules } from '../../models/civ/rules';
import { civTurnMachine } from './turn.machine';

export const civModule = { rules: civRules, machine: civTurnMachine };
export { civTurnMachine };
