import { empiresInvariantBroken, reindexEmpires } from '../../models/empires/invariants';
import type { EmpiresState } from '../../models/empires/state';
import { empiresRules } from '../../models/empires/rules';
import { empiresTurnMachine } from './turn.machine';

/** The Mega Empires (East + Special Buildings) module: pure rules plus the turn statechart. */
export const empiresModule = {
  rules: empiresRules,
  machine: empiresTurnMachine,
  // After a scenario's overrides: building records rebuilt from the catalogue, then the invariants.
  reindex: (state: EmpiresState, setup: EmpiresState) => reindexEmpires(state, setup),
  invariant: (state: EmpiresState, setup: EmpiresState) => empiresInvariantBroken(state, setup),
};

export { priorityRaceMachine } from './priority-race.machine';
export { transactionMachine } from './transaction.machine';
export { calamityMachine } from './calamity.machine';
export { empiresTurnMachine };
