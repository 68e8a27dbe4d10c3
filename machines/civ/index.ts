import { civInvariantBroken, reindexCiv } from '../../models/civ/invariants';
import type { CivState } from '../../models/civ/state';
import { civRules } from '../../models/civ/rules';
import { civTurnMachine } from './turn.machine';

/** The Civilization module: pure rules, the turn statechart, and the invariants the host checks after a scenario's overrides. */
export const civModule = {
  rules: civRules,
  machine: civTurnMachine,
  reindex: (state: CivState) => reindexCiv(state),
  invariant: (state: CivState, setup: CivState) => civInvariantBroken(state, setup),
  // CIV-INVAB-04: games saved before the catalogue's investment titles became the default invested in Tessera's own.
  // CIV-TECHAB-3.07: before its option, Military Science only unlocked the Academy.
  legacyOptions: { investmentSet: 'proposed', militaryScience: 'academy-only' },
};
export { civTurnMachine };
