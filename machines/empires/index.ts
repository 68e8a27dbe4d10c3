import { empiresRules } from '../../models/empires/rules';
import { empiresTurnMachine } from './turn.machine';

/** The Mega Empires (East + Special Buildings) module: pure rules plus the turn statechart. */
export const empiresModule = { rules: empiresRules, machine: empiresTurnMachine };

export { priorityRaceMachine } from './priority-race.machine';
export { transactionMachine } from './transaction.machine';
export { empiresTurnMachine };
