import type { GameRules, Outcome, PlayerSetup, Seat } from './contract';
import type { Random } from '../core/rng';
import { civActionSchema, type CivAction } from './actions';
import { applyAction } from './apply';
import { checkAction } from './check';
import { activeSeats } from './flow';
import { legalActions } from './legal';
import { civOptionSpecs, civOptionsSchema, type CivOptions } from './options';
import { civSecrets } from './secrets';
import { civActionDocs } from './action-docs';
import { metropolisCandidates } from './rules/metropolis';
import { civResults } from './results';
import { setupCiv } from './setup';
import { abilityPanel } from './cards/use';
import { CIVILIZATIONS } from './data/civs';
import type { CivState } from './state';
import { viewCiv, type CivView } from './view';

function outcome(state: CivState): Outcome | null {
  if (!state.winner) return null;
  const w = state.winner;
  return { winners: [w.seat], summary: `${state.players[w.seat].name} (the ${CIVILIZATIONS[state.players[w.seat].civ].name}) wins a ${w.how} victory.` };
}

/** Sid Meier's Civilization: The Board Game with Fame and Fortune: the expansion, battles and cards scripted. */
export const civRules: GameRules<CivState, CivAction, CivOptions, CivView> = {
  id: 'civ',
  name: "Sid Meier's Civilization: The Board Game, with Fame and Fortune",
  minPlayers: 2,
  maxPlayers: 5,
  optionSpecs: civOptionSpecs,
  optionsSchema: civOptionsSchema as unknown as GameRules<CivState, CivAction, CivOptions, CivView>['optionsSchema'],
  actionSchema: civActionSchema as unknown as GameRules<CivState, CivAction, CivOptions, CivView>['actionSchema'],
  actionDocs: civActionDocs,
  setup: (players: readonly PlayerSetup[], options: CivOptions, random: Random) => setupCiv(players, options, random),
  activeSeats,
  check: (state, seat: Seat, action) => checkAction(state, seat, action),
  apply: (state, seat, action, random) => applyAction(state, seat, action, random),
  view: viewCiv,
  legalActions,
  outcome,
  results: civResults,
  secrets: civSecrets,
  questions: {
    /** FF-METRO: each candidate expansion square of the asking seat's capital, legal or with the reason why not. */
    'metropolis-candidates': (state, seat) => metropolisCandidates(state, seat),
    /** CIV-CARD-01: every ability of the asking seat's cards, usable now or with the reason why not. */
    'card-abilities': (state, seat) => abilityPanel(state, seat),
  },
};
