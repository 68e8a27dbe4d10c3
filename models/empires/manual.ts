import { counted } from '../core/words';
import { OK, refuse, type Check } from '../core/check';
import type { LogLine, Seat } from './seat';
import { BARBARIAN_BOX, type EmpiresAction } from './actions';
import { cardKind, stackOf } from './cards';
import { indexMap } from './map';
import { reduceCity } from './population';
import { isRegressionVictim } from './regression';
import { isManualPhase } from './phases';
import { player, withArea, withPlayer, withTokens, withRecords, type EmpiresState } from './state';

export type ManualAction = Extract<EmpiresAction, { type: 'place-tokens' | 'remove-tokens' | 'barbarians' | 'build-city' | 'remove-city' | 'reduce-city' | 'annex-city' | 'treasury' | 'draw-card' | 'give-cards' | 'discard-cards' | 'check-buildings' | 'phase-done' }>;

const MANUAL = 'ME-TURN-1';

/** Manual edits are for the manual phases, by a seat that has not yet said it is done. */
export function checkManualTurn(state: EmpiresState, seat: Seat): Check {
  if (!isManualPhase(state)) return refuse('scripted-phase', MANUAL, 'This phase is run by the rules; board edits wait for a manual phase.');
  if (state.players[seat]?.left !== false) return refuse('not-playing', 'ME-LEAVE-1', 'That seat is not in the game.');
  if (state.done.includes(seat)) return refuse('already-done', MANUAL, 'You have said you are done with this phase.');
  return OK;
}

function landArea(state: EmpiresState, area: string): Check {
  const a = indexMap(state.map).area[area];
  if (!a) return refuse('no-such-area', 'ME-MAP-1', `There is no area "${area}".`);
  if (a.kind !== 'land') return refuse('open-sea', 'ME-MAP-1', `${a.name} is open sea.`);
  if (state.areas[area].outOfPlay) return refuse('out-of-play', 'ME-LEAVE-1', `${a.name} is out of play.`);
  return OK;
}

/** ME-CIV-3, ME-MAP-3: counts never go below zero nor beyond the box. */
export function checkManual(state: EmpiresState, seat: Seat, action: ManualAction): Check {
  const turn = checkManualTurn(state, seat);
  if (!turn.ok) return turn;
  const p = player(state, seat);
  switch (action.type) {
    case 'place-tokens': {
      const land = landArea(state, action.area);
      if (!land.ok) return land;
      if (action.count > p.stock) return refuse('stock-short', 'ME-CIV-3', `You have only ${p.stock} tokens in stock.`);
      return OK;
    }
    case 'remove-tokens': {
      const here = state.areas[action.area]?.tokens[seat] ?? 0;
      if (action.count > here) return refuse('tokens-short', 'ME-CIV-3', `You have only ${here} tokens there.`);
      return OK;
    }
    case 'barbarians': {
      const land = landArea(state, action.area);
      if (!land.ok) return land;
      const here = state.areas[action.area].barbarians;
      const total = Object.values(state.areas).reduce((t, a) => t + a.barbarians, 0);
      if (here + action.delta < 0) return refuse('barbarians-short', 'ME-CONF-2', `Only ${here} barbarian tokens are there.`);
      if (total + action.delta > BARBARIAN_BOX) return refuse('barbarian-box', 'ME-CONF-2', `The box holds ${BARBARIAN_BOX} barbarian tokens.`);
      return OK;
    }
    case 'build-city': {
      const land = landArea(state, action.area);
      if (!land.ok) return land;
      const a = indexMap(state.map).area[action.area];
      if (state.areas[action.area].city) return refuse('city-there', 'ME-MAP-3', `${a.name} already holds a city.`);
      if (a.limit === 0) return refuse('zero-area', 'ME-MAP-3', 'No city can stand in an area with population limit 0.');
      if (p.citiesInStock === 0) return refuse('no-city-left', 'ME-MAP-3', 'All nine of your cities are on the board.');
      const need = a.citySite ? 6 : 12;
      const have = state.areas[action.area].tokens[seat] ?? 0;
      if (have < need) return refuse('tokens-for-city', 'ME-MAP-3', `A city here needs ${need} of your tokens in the area; you have ${have}.`);
      return OK;
    }
    case 'remove-city':
    case 'reduce-city': {
      if (!state.areas[action.area]?.city) return refuse('no-city', 'SB-MAP-3', 'There is no city there.');
      return action.type === 'remove-city' ? checkAttack(state, seat, action.area) : OK;
    }
    case 'annex-city': {
      const city = state.areas[action.area]?.city;
      if (!city) return refuse('no-city', 'SB-MAP-3', 'There is no city there.');
      const attack = checkAttack(state, seat, action.area);
      if (!attack.ok) return attack;
      if (city.owner === seat) return refuse('own-city', 'SB-MAP-3', 'That city is already yours.');
      if (p.citiesInStock === 0) return refuse('no-city-left', 'ME-CIV-3', 'You have no city left in stock to annex with.');
      return OK;
    }
    case 'treasury': {
      if (action.delta === 0) return refuse('zero', 'ME-CIV-3', 'Move at least one token.');
      if (action.delta > p.stock) return refuse('stock-short', 'ME-CIV-3', `You have only ${p.stock} tokens in stock.`);
      if (-action.delta > p.treasury) return refuse('treasury-short', 'ME-CIV-3', `You have only ${p.treasury} in treasury.`);
      return OK;
    }
    case 'draw-card': {
      if (state.phase !== 'trade-card-acquisition') return refuse('wrong-phase', 'ME-TURN-1', 'Trade cards are drawn in the trade card acquisition phase.');
      if ((state.stacks[action.stack] ?? []).length === 0) return refuse('stack-empty', 'ME-TRADE-2', `Stack ${action.stack} is empty.`);
      return OK;
    }
    case 'give-cards': {
      if (action.to === seat || !state.players[action.to] || state.players[action.to].left) return refuse('bad-receiver', 'ME-TURN-1', 'Give cards to another player in the game.');
      if (new Set(action.cards).size !== action.cards.length || action.cards.some((c) => !p.hand.includes(c))) return refuse('card-not-held', 'ME-TURN-1', 'You can give only cards you hold.');
      if (action.cards.some((c) => { const k = cardKind(c); return k?.kind === 'calamity' && !k.tradeable; })) {
        return refuse('not-tradeable', 'ME-TRADE-3', 'A non-tradeable calamity cannot be given away.');
      }
      return OK;
    }
    case 'discard-cards': {
      if (new Set(action.cards).size !== action.cards.length || action.cards.some((c) => !p.hand.includes(c))) return refuse('card-not-held', 'ME-TURN-1', 'You can discard only cards you hold.');
      if (action.cards.includes('card-regression') && state.phase === 'calamity-resolution') return refuse('resolve-first', 'ME-CAL-1', 'Resolve Regression instead of discarding it.');
      return OK;
    }
    case 'check-buildings':
      return OK;
    case 'phase-done': {
      if (state.phase === 'calamity-resolution' && isRegressionVictim(state, seat)) return refuse('resolve-regression', 'SB-REG-1', 'Resolve your Regression first.');
      return OK;
    }
  }
}

/** ME-CONF-1, SB-MAP-1: in the conflict phase another player's city falls only to an attack of 7 or more tokens. */
export function checkAttack(state: EmpiresState, seat: Seat, area: string): Check {
  const city = state.areas[area]?.city;
  if (state.phase !== 'conflict' || !city || city.owner === seat) return OK;
  const attackers = state.areas[area].tokens[seat] ?? 0;
  if (attackers < ATTACK_TOKENS) return refuse('attack-too-small', 'ME-CONF-1', `Taking a city needs at least ${ATTACK_TOKENS} of your tokens in the area; you have ${attackers}.`);
  return OK;
}

const ATTACK_TOKENS = 7;

export function applyManual(state: EmpiresState, seat: Seat, action: Exclude<ManualAction, { type: 'phase-done' | 'check-buildings' | 'draw-card' }>): { state: EmpiresState; log: LogLine[] } {
  const p = player(state, seat);
  const name = (area: string) => indexMap(state.map).area[area].name;
  const log = (text: string): LogLine[] => [{ text: `${p.name}: ${text}`, rule: MANUAL }];
  switch (action.type) {
    case 'place-tokens': {
      const s = withTokens(state, action.area, seat, (state.areas[action.area].tokens[seat] ?? 0) + action.count);
      return { state: withPlayer(s, seat, { stock: p.stock - action.count }), log: log(`placed ${counted(action.count, 'token')} in ${name(action.area)}.`) };
    }
    case 'remove-tokens': {
      const s = withTokens(state, action.area, seat, state.areas[action.area].tokens[seat] - action.count);
      return { state: withPlayer(s, seat, { stock: p.stock + action.count }), log: log(`removed ${counted(action.count, 'token')} from ${name(action.area)}.`) };
    }
    case 'barbarians':
      return { state: withArea(state, action.area, { barbarians: state.areas[action.area].barbarians + action.delta }), log: log(`${action.delta > 0 ? 'added' : 'removed'} ${counted(Math.abs(action.delta), 'barbarian token')} in ${name(action.area)}.`) };
    case 'build-city': {
      const need = indexMap(state.map).area[action.area].citySite ? 6 : 12;
      let s = withTokens(state, action.area, seat, state.areas[action.area].tokens[seat] - need);
      s = withArea(s, action.area, { city: { owner: seat, builtTurn: state.turn } });
      return { state: withPlayer(s, seat, { stock: p.stock + need, citiesInStock: p.citiesInStock - 1 }), log: log(`built a city in ${name(action.area)}.`) };
    }
    case 'remove-city': {
      const owner = state.areas[action.area].city!.owner;
      let s = withArea(state, action.area, { city: null });
      if (owner !== 'pirate') s = withPlayer(s, owner, { citiesInStock: player(s, owner).citiesInStock + 1 });
      return { state: s, log: log(`destroyed the city in ${name(action.area)}.`) };
    }
    case 'reduce-city':
      return { state: reduceCity(state, action.area), log: log(`reduced the city in ${name(action.area)}.`) };
    case 'annex-city': {
      const owner = state.areas[action.area].city!.owner;
      let s = withArea(state, action.area, { city: { owner: seat, builtTurn: state.turn } });
      if (owner !== 'pirate') s = withPlayer(s, owner, { citiesInStock: player(s, owner).citiesInStock + 1 });
      s = withPlayer(s, seat, { citiesInStock: player(s, seat).citiesInStock - 1 });
      return { state: s, log: log(`annexed the city in ${name(action.area)}.`) };
    }
    case 'treasury':
      return { state: withPlayer(state, seat, { stock: p.stock - action.delta, treasury: p.treasury + action.delta }), log: log(`moved ${counted(Math.abs(action.delta), 'token')} ${action.delta > 0 ? 'into' : 'out of'} treasury.`) };
    case 'give-cards': {
      const to = player(state, action.to);
      let s = withPlayer(state, seat, { hand: p.hand.filter((c) => !action.cards.includes(c)) });
      s = withPlayer(s, action.to, { hand: [...to.hand, ...action.cards] });
      return { state: s, log: log(`gave ${counted(action.cards.length, 'card')} to ${to.name}.`) };
    }
    case 'discard-cards': {
      const discards: Record<number, string[]> = Object.fromEntries(Object.entries(state.discards).map(([k, v]) => [k, [...v]]));
      for (const c of action.cards) discards[stackOf(c)].push(c);
      return { state: withRecords(withPlayer(state, seat, { hand: p.hand.filter((c) => !action.cards.includes(c)) }), { discards }), log: log(`discarded ${counted(action.cards.length, 'card')}.`) };
    }
  }
}
