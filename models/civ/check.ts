import type { Seat } from './contract';
import { OK, refuse, type Check } from '../core/check';
import { MANUAL_ACTION_TYPES, type CivAction } from './actions';
import { BUILDING_BY_ID, stockKey } from './data/buildings';
import { markerKind, MARKET_RESOURCES } from './data/markers';
import { same } from './geometry';
import { isRevealed, enemyFiguresAt, outskirtsOf, placedAt, terrainAt } from './map';
import { activeSeats, currentSeat, phaseName } from './flow';
import type { CivState, Pending } from './state';
import { checkAdvanceCulture } from './rules/culture';
import { cityProduction, checkBuild, checkBuildingSquare, checkFoundCity, harvestable, productionFromTrade } from './rules/city';
import { checkChangeGovernment, checkForceAnarchy } from './rules/government';
import { checkGreekChoice } from './rules/great-people';
import { checkDiscardEvent } from './cards/deck';
import { asUseCard, checkGiftTech, checkUseCard } from './cards/use';
import { checkFriendlyBarbarian } from './rules/huts';
import { checkFreeInvestment, checkInvest } from './rules/investment';
import { checkSpendLoot } from './rules/loot';
import { checkGrowth } from './rules/metropolis';
import { checkDisband, checkExplore, checkMove } from './rules/movement';
import { checkLearnable, checkResearch } from './rules/tech';
import { checkDeclareResult } from './rules/battle/declare';
import { checkPassBattleTurn } from './rules/battle/pass';
import { checkPlayUnit } from './rules/battle/play';

type T = CivAction['type'];
const PENDING_ACTIONS: Record<Pending['kind'], readonly T[]> = {
  growth: ['grow-metropolis'],
  'greek-choice': ['keep-great-person'],
  battle: ['play-unit', 'pass-battle-turn', 'declare-battle-result', 'use-card'],
  loot: ['spend-loot'],
  'friendly-barbarian': ['friendly-barbarian'],
  atlantis: ['choose-free-tech'],
  'card-response': ['use-card', 'done'],
  'culture-discard': ['discard-event', 'use-card'],
  'event-choice': ['discard-event'],
  'gift-tech': ['choose-free-tech'],
};
const PHASE_ACTIONS: Partial<Record<T, CivState['phase']>> = {
  'found-city': 'start', 'change-government': 'start', invest: 'start', 'place-free-investment': 'start', 'place-great-person': 'start', 'use-teacher': 'start',
  give: 'trade',
  'city-action': 'city', 'use-friendly-workers': 'city', 'advance-culture': 'city',
  move: 'movement', explore: 'movement', disband: 'movement',
  research: 'research',
};
const PENDING_TEXT: Record<Pending['kind'], string> = {
  growth: 'the capital must first grow into a metropolis',
  'greek-choice': 'a great person must first be chosen',
  battle: 'the battle must first be fought',
  loot: 'the loot must first be spent',
  'friendly-barbarian': 'the Friendly Barbarian reward must first be taken',
  atlantis: 'the Atlantis tech must first be chosen',
  'card-response': 'the culture event just played must first be answered',
  'culture-discard': 'culture events over the hand limit must first be discarded',
  'event-choice': 'one of the two culture events drawn must first be discarded',
  'gift-tech': 'the tech given by the exchange must first be chosen',
};
const PENDING_RULE: Record<Pending['kind'], string> = { growth: 'FF-METRO-08', 'greek-choice': 'FF-GP-06', battle: 'CIV-COMBAT-07', loot: 'FF-LOOT-02', 'friendly-barbarian': 'FF-HUT-01', atlantis: 'FF-RELIC-06', 'card-response': 'CIV-CARD-06', 'culture-discard': 'CIV-CEV-03', 'event-choice': 'CIV-TECHAB-2.09', 'gift-tech': 'CIV-CLAR-08' };

/** Sets, not array literals: the check runs on every candidate of every legal-action list. */
const MANUAL: ReadonlySet<T> = new Set(MANUAL_ACTION_TYPES);
/** Answers only to a decision the game waits for. */
const ONLY_PENDING: ReadonlySet<T> = new Set([...PENDING_ACTIONS.growth, 'keep-great-person', 'play-unit', 'pass-battle-turn', 'discard-event', 'declare-battle-result', 'spend-loot', 'friendly-barbarian', 'choose-free-tech']);

/** The one check the statechart guard, the preview and the bots share. */
export function checkAction(state: CivState, seat: Seat, a: CivAction): Check {
  if (state.phase === 'ended') return refuse('game-over', 'CIV-VICTORY', 'The game is over.');
  if (!state.players[seat]) return refuse('no-seat', 'CIV-TURN-02', 'No such seat.');
  if (MANUAL.has(a.type)) return checkManual(state, seat, a);
  if (a.type === 'use-great-person') return checkAction(state, seat, { type: 'use-card', ...asUseCard(a) });
  const pending = state.pending[0];
  if (pending) {
    if (!PENDING_ACTIONS[pending.kind].includes(a.type)) return refuse('pending', PENDING_RULE[pending.kind], `Not now: ${PENDING_TEXT[pending.kind]}.`);
    if (a.type === 'declare-battle-result') return checkDeclareResult(state, seat);
    if (!activeSeats(state).includes(seat)) return refuse('not-your-decision', PENDING_RULE[pending.kind], `Waiting for ${activeSeats(state).map((s) => state.players[s].name).join(' or ')}.`);
    return checkPending(state, seat, a);
  }
  if (a.type === 'use-card') return checkUseCard(state, seat, a);
  if (a.type === 'spend-resource') return checkSpendResource(state, seat, a);
  if (ONLY_PENDING.has(a.type)) return refuse('nothing-pending', 'CIV-TURN-02', 'There is no such decision to take now.');
  if (currentSeat(state) !== seat) return refuse('not-your-turn', 'CIV-TURN-02', `It is ${state.players[currentSeat(state)].name}'s turn.`);
  const phase = PHASE_ACTIONS[a.type];
  if (phase && phase !== state.phase) return refuse('wrong-phase', 'CIV-TURN-01', `That belongs to ${phaseName(phase)}, not ${phaseName(state.phase)}.`);
  return checkPhaseAction(state, seat, a);
}

function checkPending(state: CivState, seat: Seat, a: CivAction): Check {
  const pending = state.pending[0];
  switch (a.type) {
    case 'grow-metropolis': return checkGrowth(state, seat, a.square);
    case 'keep-great-person': return checkGreekChoice(state, seat, a.card);
    case 'play-unit': return checkPlayUnit(state, seat, a.card, a.front, a.iron);
    case 'pass-battle-turn': return checkPassBattleTurn(state, seat);
    case 'use-card': return pending?.kind === 'culture-discard' && state.options.handLimitCheck === 'at-once' ? refuse('discard-first', 'CIV-CEV-03', 'Discard down to your hand limit first.') : checkUseCard(state, seat, a);
    case 'discard-event': return checkDiscardEvent(state, seat, a.card);
    case 'done': return pending?.kind === 'card-response' ? OK : refuse('pending', 'CIV-TURN-02', 'Not now.');
    case 'spend-loot': return checkSpendLoot(state, seat, a.purchases);
    case 'friendly-barbarian': return checkFriendlyBarbarian(state, seat, a.choice, a.unit);
    case 'choose-free-tech':
      if (pending?.kind === 'gift-tech') return checkGiftTech(state, seat, a.tech);
      return pending?.kind === 'atlantis' ? checkLearnable(state, seat, a.tech) : refuse('nothing-pending', 'FF-RELIC-06', 'No Atlantis reward is due.');
    default: return refuse('pending', 'CIV-TURN-02', 'Not now.');
  }
}

function checkPhaseAction(state: CivState, seat: Seat, a: CivAction): Check {
  const p = state.players[seat];
  switch (a.type) {
    case 'done': return OK;
    case 'found-city': return checkFoundCity(state, seat, a.scout);
    case 'change-government': return checkChangeGovernment(state, seat, a.government);
    case 'invest': return checkInvest(state, seat, a.card);
    case 'place-free-investment': return checkFreeInvestment(state, seat, a.card);
    case 'place-great-person': return checkPlaceGreatPerson(state, seat, a);
    case 'use-teacher': {
      if (!p.held.includes(a.marker) || markerKind(a.marker).kind !== 'teacher') return refuse('no-teacher', 'FF-HUT-04', 'You hold no such Teacher marker.');
      return checkLearnable(state, seat, a.tech, 1);
    }
    case 'give': {
      if (a.to === seat || !state.players[a.to]) return refuse('bad-target', 'CIV-TURN-05', 'Give to another player.');
      if ((a.trade ?? 0) > p.trade) return refuse('trade', 'CIV-TURN-05', 'You do not have that much trade.');
      if (a.resource && p.resources[a.resource] < 1) return refuse('resource', 'CIV-TURN-05', `You have no ${a.resource}.`);
      if (!(a.trade ?? 0) && !a.resource) return refuse('empty', 'CIV-TURN-05', 'Give something.');
      return OK;
    }
    case 'city-action': return checkCityAction(state, seat, a);
    case 'use-friendly-workers': {
      if (!p.held.includes(a.marker) || markerKind(a.marker).kind !== 'friendly-workers') return refuse('no-workers', 'FF-HUT-02', 'You hold no such Friendly Workers marker.');
      const city = state.cities.find((c) => c.id === a.city && c.owner === seat);
      if (!city) return refuse('no-city', 'FF-HUT-02', 'Choose one of your cities.');
      if (p.cityActed.includes(city.id)) return refuse('acted', 'FF-HUT-02', 'That city has already acted this turn.');
      return OK;
    }
    case 'advance-culture': return checkAdvanceCulture(state, seat);
    case 'move': return checkMove(state, seat, a.figures, a.path);
    case 'explore': return checkExplore(state, seat, a.figure, a.col, a.row);
    case 'disband': return checkDisband(state, seat, a.figure, a.marker);
    case 'research': return checkResearch(state, seat, a.tech);
    case 'spanish-free-building': {
      if (p.freeBasicBuildings < 1) return refuse('none', 'FF-CIV-06', 'You have no free basic building to build.');
      const b = BUILDING_BY_ID[a.building];
      if (!b || !b.basic) return refuse('not-basic', 'FF-TERM-01', 'Only a basic building may be built this way.');
      const city = state.cities.find((c) => c.id === a.city && c.owner === seat);
      if (!city) return refuse('no-city', 'FF-CIV-06', 'Choose one of your cities.');
      if (state.buildingStock[stockKey(b.id)] < 1) return refuse('stock', 'CIV-BLDG-01', `No ${b.name} marker is left.`);
      return checkBuildingSquare(state, seat, city, a.square, b.water, b.limited ? b.id : undefined);
    }
    default: return refuse('unknown', 'CIV-TURN-01', 'That action is not known.');
  }
}

function checkCityAction(state: CivState, seat: Seat, a: Extract<CivAction, { type: 'city-action' }>): Check {
  const p = state.players[seat];
  const city = state.cities.find((c) => c.id === a.city);
  if (!city || city.owner !== seat) return refuse('no-city', 'CIV-CITY-06', 'Choose one of your cities.');
  if (p.cityActed.includes(city.id)) return refuse('acted', 'CIV-TURN-06', 'Each city takes one action a turn.');
  if (p.government === 'anarchy' && city.kind !== 'city') return refuse('anarchy', 'CIV-GOV-03', 'Under Anarchy the capital takes no action.');
  const act = a.action;
  if (act.kind === 'arts') return OK;
  if (act.kind === 'harvest') {
    if (!harvestable(state, city).has(act.resource)) return refuse('not-shown', 'CIV-CITY-06', `No unblockaded ${act.resource} shows in this city's outskirts.`);
    if (state.market[act.resource] < 1) return refuse('market-empty', 'CIV-RES-01', `The market has no ${act.resource} left.`);
    return OK;
  }
  const spent = act.tradeSpent ?? 0;
  if (spent > p.trade) return refuse('trade', 'CIV-CITY-05', 'You do not have that much trade to convert.');
  if (act.useCaravan && city.marker !== 'caravan') return refuse('no-caravan', 'FF-DISBAND-06', 'That city has no caravan.');
  const production = cityProduction(state, city) + productionFromTrade(state, seat, spent) + (act.useCaravan ? 2 : 0);
  return checkBuild(state, seat, city, act.build, production);
}

function checkPlaceGreatPerson(state: CivState, seat: Seat, a: Extract<CivAction, { type: 'place-great-person' }>): Check {
  const p = state.players[seat];
  if ('reserve' in a.from) {
    if (!p.gpReserve.includes(a.from.reserve)) return refuse('none', 'CIV-GPM-04', `You have no ${a.from.reserve} marker in reserve.`);
  } else {
    const from = a.from;
    const pl = state.placed.find((x) => x.kind === 'great-person' && x.owner === seat && same(x.at, from));
    if (!pl) return refuse('none', 'CIV-GPM-04', 'You have no great person there.');
  }
  if (a.to === 'reserve') return 'reserve' in a.from ? refuse('same', 'CIV-GPM-04', 'That marker is already in reserve.') : OK;
  const to = a.to;
  if (!state.cities.some((c) => c.owner === seat && outskirtsOf(c).some((s) => same(s, to)))) return refuse('not-outskirts', 'CIV-GPM-03', 'Great people stand on your own outskirts squares.');
  if (!isRevealed(state, to) || terrainAt(state, to) === 'water') return refuse('terrain', 'CIV-GPM-03', 'Great people stand on land.');
  if (placedAt(state, to)) return refuse('occupied', 'CIV-GPM-04', 'That square already holds a building, wonder or great person.');
  if (enemyFiguresAt(state, to, seat).length > 0) return refuse('enemy-figure', 'CIV-GPM-03', 'An enemy figure stands there.');
  return OK;
}

function checkSpendResource(state: CivState, seat: Seat, a: Extract<CivAction, { type: 'spend-resource' }>): Check {
  const p = state.players[seat];
  if (p.resourceAbilitiesUsed.includes(a.ability)) return refuse('once-per-turn', 'CIV-RES-02', 'Each resource ability works once a turn.');
  const isMarket = (MARKET_RESOURCES as readonly string[]).includes(a.token);
  if (isMarket ? p.resources[a.token as (typeof MARKET_RESOURCES)[number]] < 1 : !p.held.includes(a.token)) return refuse('no-token', 'CIV-RES-02', 'You do not hold that resource.');
  if (a.as && p.civ !== 'indians') {
    const kind = isMarket ? a.token : markerKind(a.token).kind;
    if (kind !== a.as) return refuse('not-that-kind', 'FF-CIV-06', 'Only the Indians may spend one resource as another.');
  }
  return OK;
}

function checkManual(state: CivState, _seat: Seat, a: CivAction): Check {
  switch (a.type) {
    case 'adjust-counter': {
      const p = state.players[a.target];
      if (!p) return refuse('no-seat', 'CIV-TURN-02', 'No such player.');
      const v = (a.counter === 'cultureCards' ? p.cultureHand.length : p[a.counter]) + a.delta;
      if (v < 0) return refuse('negative', 'CIV-TURN-05', 'A counter cannot go below 0.');
      if (a.counter === 'trade' && v > 27) return refuse('dial-max', 'CIV-TRADE-01', 'The trade dial stops at 27.');
      return OK;
    }
    case 'kill-great-person': {
      const p = state.players[a.owner];
      if (!p) return refuse('no-seat', 'FF-GP-10', 'No such player.');
      const at = a.at;
      if ('reserve' in at) return p.gpReserve.includes(at.reserve) ? OK : refuse('none', 'FF-GP-10', 'No such marker in reserve.');
      return state.placed.some((x) => x.kind === 'great-person' && x.owner === a.owner && same(x.at, at)) ? OK : refuse('none', 'FF-GP-10', 'No great person marker there.');
    }
    case 'gain-great-person': return state.players[a.target] ? OK : refuse('no-seat', 'CIV-GPM-02', 'No such player.');
    case 'place-disaster': {
      if (!isRevealed(state, a.square)) return refuse('unexplored', 'CIV-TERRAIN-04', 'Only an explored square can change.');
      if (state.markers.some((m) => m.kind === 'relic' && same(m.at, a.square))) return refuse('relic', 'FF-RELIC-02', 'Nothing may alter a relic square.');
      if (terrainAt(state, a.square) === 'mountain' && a.terrain === 'water') return refuse('mountain', 'FF-TECH-03', 'A flood cannot cover a mountain.');
      return OK;
    }
    case 'force-anarchy': return state.players[a.target] ? checkForceAnarchy(state, a.target) : refuse('no-seat', 'CIV-GOV-03', 'No such player.');
    case 'declare-barbarian-attack': {
      const city = state.cities.find((c) => c.id === a.city);
      if (!city) return refuse('no-city', 'FF-DISBAND-04', 'No such city.');
      if (!a.held && city.kind !== 'city') return refuse('capital', 'CIV-CITY-07', 'Barbarians cannot take a capital; declare it held.');
      return OK;
    }
    default: return refuse('unknown', 'CIV-TURN-01', 'That action is not known.');
  }
}
