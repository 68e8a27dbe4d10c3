import { counted } from '../core/words';
import { OK, refuse, type Check } from '../core/check';
import type { LogLine, Seat } from './seat';
import { ADV } from './data/advances';
import { CALAMITY_RULES } from './calamities/data';
import { amountFor } from './calamities/modifiers';
import { REGRESSION_CARD, stackOf } from './cards';
import { indexMap } from './map';
import { buildingOwnedBy, controls } from './ownership';
import { citiesOf, populationCheck, seatsIn } from './population';
import { sacrificeBuilding } from './transaction';
import { player, withArea, withPlayer, withRecords, type EmpiresState } from './state';

export interface RegressionChoice {
  /** SB-REG-1: sacrifice the building one owns to cancel one step. */
  readonly sacrifice: boolean;
  /** ME-CAL-1 Enlightenment: each pair of cities destroyed cancels one step. */
  readonly destroyCities: readonly string[];
}

/** ME-CAL-1: one step back, one more with Fundamentalism, one fewer with Library. */
export function regressionSteps(state: EmpiresState, seat: Seat): number {
  // The card's data holds the count and the advances that change it (Fundamentalism +1, Library -1): one source.
  return amountFor(state, CALAMITY_RULES.regression, seat, 'primary');
}

export function isRegressionVictim(state: EmpiresState, seat: Seat): boolean {
  return state.players[seat].hand.includes(REGRESSION_CARD);
}

/** SB-REG-1..3, SB-REG-7, ME-CAL-1: what the victim may do against the steps back. */
export function checkRegression(state: EmpiresState, seat: Seat, choice: RegressionChoice): Check {
  if (state.phase !== 'calamity-resolution') return refuse('wrong-phase', 'ME-CAL-2', 'Regression is resolved in the calamity resolution phase.');
  if (!isRegressionVictim(state, seat)) return refuse('not-victim', 'ME-CAL-1', 'You do not hold Regression.');
  const steps = regressionSteps(state, seat);
  if (choice.sacrifice) {
    if (steps === 0) return refuse('nothing-to-prevent', 'SB-REG-7', 'Library leaves no step to prevent, so there is nothing to sacrifice for.');
    const owned = buildingOwnedBy(state, seat);
    if (!owned) return refuse('owns-none', 'SB-REG-3', 'Only the building you own (the one in your region) can stop Regression.');
    if (!controls(state, seat, owned)) return refuse('not-controlled', 'SB-REG-1', `You need a city or the token majority in ${owned.label}'s area.`);
    if (owned.builtTurn === state.turn) return refuse('built-this-turn', 'SB-SAC-6', 'A building cannot be sacrificed in the turn it was built.');
  }
  const cities = choice.destroyCities;
  if (cities.length > 0) {
    if (!state.players[seat].advances.includes(ADV.enlightenment)) return refuse('no-enlightenment', 'SB-REG-2', 'Destroying cities against Regression needs Enlightenment.');
    if (cities.length % 2 !== 0) return refuse('odd-cities', 'SB-REG-2', 'Each step needs two of your cities.');
    if (new Set(cities).size !== cities.length || cities.some((a) => state.areas[a]?.city?.owner !== seat)) return refuse('not-your-city', 'SB-REG-2', 'Name two different cities of yours per step.');
    const prevented = cities.length / 2 + (choice.sacrifice ? 1 : 0);
    if (prevented > steps) return refuse('too-many', 'SB-REG-2', `Only ${counted(steps, 'step')} to prevent.`);
    const area = indexMap(state.map).area;
    const inland = citiesOf(state, seat).filter((a) => !area[a].coastal && !cities.includes(a));
    if (inland.length > 0 && cities.some((a) => area[a].coastal)) return refuse('inland-first', 'SB-REG-2', 'Destroy cities away from the coast while you have any.');
  }
  return OK;
}

/** The marker goes back by the steps not prevented; the card returns to its stack's discards. */
export function applyRegression(state: EmpiresState, seat: Seat, choice: RegressionChoice): { state: EmpiresState; log: LogLine[] } {
  const p = player(state, seat);
  const log: LogLine[] = [];
  let s = state;
  let prevented = 0;
  if (choice.sacrifice) {
    const b = buildingOwnedBy(s, seat)!;
    const area = b.at!;
    s = sacrificeBuilding(s, seat, b.id, 'regression');
    prevented++;
    log.push({ text: `${p.name} sacrifices ${b.label} to hold the A.S.T. marker.`, rule: 'SB-REG-1' });
    if (s.options.regressionCheckAt === 'immediate') {
      const r = populationCheck(s, [area], seatsIn(s, area));
      s = r.state;
      log.push(...r.log);
    } else s = withRecords(s, { pendingChecks: [...s.pendingChecks, area] });
  }
  for (const area of choice.destroyCities) {
    s = withArea(s, area, { city: null });
    s = withPlayer(s, seat, { citiesInStock: player(s, seat).citiesInStock + 1 });
  }
  if (choice.destroyCities.length) {
    prevented += choice.destroyCities.length / 2;
    log.push({ text: `${p.name} destroys ${choice.destroyCities.length} cities with Enlightenment.`, rule: 'SB-REG-2' });
  }
  const back = Math.max(0, regressionSteps(state, seat) - prevented);
  const ast = Math.max(0, p.ast - back);
  s = withPlayer(s, seat, { ast, hand: player(s, seat).hand.filter((c) => c !== REGRESSION_CARD) });
  s = withRecords(s, { discards: { ...s.discards, [stackOf(REGRESSION_CARD)]: [...s.discards[stackOf(REGRESSION_CARD)], REGRESSION_CARD] }, regressed: [...s.regressed, seat] });
  log.push({ text: `Regression: ${p.name}'s marker moves back ${counted(p.ast - ast, 'step')}.`, rule: 'ME-CAL-1' });
  return { state: s, log };
}
