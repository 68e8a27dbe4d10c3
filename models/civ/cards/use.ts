import type { Seat } from '../contract';
import { OK, refuse, type Check } from '../../core/check';
import { GREAT_PERSON_BY_ID } from '../data/great-people';
import { MARKET_RESOURCES, type MarketResource } from '../data/markers';
import { gpType, hasMarkerOnMap, knows, wonderWorks } from '../player';
import type { Square } from '../geometry';
import type { CivState } from '../state';
import { abilitiesOf, cardName, techCard } from './abilities';
import type { Ability, CardTarget, Timing } from './effects';
import { checkEffectTarget, targetCandidates } from './targets';
import { checkLearnable } from '../rules/tech';
import { INVESTED } from '../rules/investment';
import { currentBattle, sideOf } from '../rules/battle/sides';

export interface UseCard {
  readonly card: string;
  readonly ability?: number;
  readonly target?: CardTarget;
}

const PHASE_OF: Partial<Record<Timing, CivState['phase']>> = { START_OF_TURN: 'start', TRADE: 'trade', CITY_MANAGEMENT: 'city', MOVEMENT: 'movement', RESEARCH: 'research' };
const TIMING_WORDS: Record<Timing, string> = { START_OF_TURN: 'Start of Turn', TRADE: 'Trade', CITY_MANAGEMENT: 'City Management', MOVEMENT: 'Movement', RESEARCH: 'Research', BATTLE: 'a battle you fight', ANY_TIME: 'any time', PASSIVE: 'always' };

/** Every card id whose abilities the player may have: culture hand, great people, wonders, techs, civilization. */
export function cardsOf(state: CivState, seat: Seat): string[] {
  const p = state.players[seat];
  const out: string[] = [];
  for (const c of p.cultureHand) if (abilitiesOf(c).length > 0) out.push(c);
  for (const c of p.gpCards) if (abilitiesOf(c.id).length > 0) out.push(c.id);
  for (const w in state.wondersOwned) if (state.wondersOwned[w] === seat && abilitiesOf(w).length > 0) out.push(w);
  for (const t of p.techs) {
    const card = cardWithAbilities('tech', t.name);
    if (card !== null) out.push(card);
  }
  const civ = cardWithAbilities('civ', p.civ);
  if (civ !== null) out.push(civ);
  return out;
}

/** A tech's or civilization's card id when it has abilities, else null, by name: the rules ask after every action. */
const cardIds = { tech: new Map<string, string | null>(), civ: new Map<string, string | null>() };

function cardWithAbilities(kind: 'tech' | 'civ', name: string): string | null {
  const known = cardIds[kind].get(name);
  if (known !== undefined) return known;
  const card = kind === 'tech' ? techCard(name) : `civ:${name}`;
  const id = abilitiesOf(card).length > 0 ? card : null;
  if (cardIds[kind].size < 1024) cardIds[kind].set(name, id);
  return id;
}

function holds(state: CivState, seat: Seat, card: string): boolean {
  const p = state.players[seat];
  if (card.startsWith('ce-')) return p.cultureHand.includes(card);
  if (card.startsWith('gp-')) return p.gpCards.some((c) => c.id === card);
  if (card.startsWith('w-')) return state.wondersOwned[card] === seat;
  if (card.startsWith('tech:')) return knows(p, card.slice(5));
  if (card.startsWith('civ:')) return p.civ === card.slice(4);
  return false;
}

/** The once-per-turn key (CIV-CARD-02): per card and ability, kept with the resource abilities and reset each round. */
export function useKey(card: string, index: number): string {
  return `card:${card}#${index}`;
}

function checkSource(state: CivState, seat: Seat, card: string, a: Ability): Check {
  if (card.startsWith('w-')) {
    if (state.obsoleteWonders.includes(card)) return refuse('obsolete', 'CIV-CARD-08', `${cardName(card)} is obsolete.`);
    if (!wonderWorks(state, seat, card)) return refuse('blockaded', 'CIV-CARD-07', `An enemy figure stands on ${cardName(card)}.`);
  }
  if (card.startsWith('gp-')) {
    if (!state.options.greatPersonDeck) return refuse('module-off', 'FF-RULE-02', 'The great person deck is not in this game.');
    const held = state.players[seat].gpCards.find((c) => c.id === card);
    if (held?.faceUp && GREAT_PERSON_BY_ID[card]?.use === 'keep') return refuse('already-revealed', 'FF-GP-08', 'That great person is already revealed and working.');
    if (!hasMarkerOnMap(state, seat, gpType(state, card))) return refuse('no-marker-on-map', 'FF-GP-09', `You need a ${gpType(state, card)} marker on the map to use ${cardName(card)}.`);
  } else if (a.timing === 'PASSIVE') return refuse('passive', 'CIV-CARD-01', `${cardName(card)} works by itself.`);
  if (a.auto) return refuse('automatic', 'CIV-CARD-01', `${cardName(card)} works by itself at your Start of Turn.`);
  return OK;
}

function checkTiming(state: CivState, seat: Seat, card: string, a: Ability): Check {
  const head = state.pending[0];
  const cancels = a.effects.some((e) => e.kind === 'cancel');
  if (cancels) {
    if (head?.kind !== 'card-response' || head.seat !== seat) return refuse('nothing-to-cancel', 'CIV-CARD-06', 'There is no culture event to cancel now.');
    if (head.cancels.length > 0 && state.options.counterCancels === 'none') return refuse('no-counter-cancel', 'CIV-CARD-06', 'A cancel cannot be cancelled in this game.');
    const targetingMe = a.effects.some((e) => e.kind === 'cancel' && e.targetingMe);
    if (targetingMe && head.cancels.length === 0 && head.target.seat !== seat && !(head.target.seats ?? []).includes(seat) && !touchesSeat(state, seat, head.target)) return refuse('not-aimed-at-you', 'CIV-CEV-I03', 'That culture event is not aimed at you.');
    return OK;
  }
  if (head?.kind === 'card-response') return refuse('respond-first', 'CIV-CARD-06', 'First answer the culture event just played.');
  if (a.timing === 'BATTLE' || a.effects.some((e) => e.kind === 'battle')) return checkBattleTiming(state, seat, card, a);
  if (a.timing === 'ANY_TIME' || a.timing === 'PASSIVE') return OK;
  const phase = PHASE_OF[a.timing];
  if (state.phase !== phase || state.order[state.turn] !== seat || (head && head.kind !== 'culture-discard')) return refuse('wrong-timing', 'CIV-CARD-01', `${cardName(card)} is used in your own ${TIMING_WORDS[a.timing]} step.`);
  return OK;
}

/** Whether the seat plays a side of the battle being fought now. */
function fightsNow(state: CivState, seat: Seat): boolean {
  const b = currentBattle(state);
  return !!b && sideOf(b, seat) !== null;
}

/**
 * A battle card is used in a battle its owner fights, in the owner's own moment (the pending check asks whose):
 * a pre-draw card in the pre-draw window (CIV-BATTLE-12), a start card in the start window (CIV-BATTLE-13), a
 * great person otherwise in the owner's battle turns (CIV-BATTLE-21). Other battle rows work by themselves.
 */
function checkBattleTiming(state: CivState, seat: Seat, card: string, a: Ability): Check {
  const b = currentBattle(state);
  if (!b || !sideOf(b, seat)) return refuse('battle-only', 'CIV-CARD-01', `${cardName(card)} is used inside a battle you fight.`);
  const stage = b.fight.window?.stage;
  if (a.window === 'pre-draw' && stage !== 'pre-draw') return refuse('wrong-timing', 'CIV-BATTLE-12', `${cardName(card)} is played before the battle forces are drawn.`);
  if (a.window === 'start' && stage !== 'start') return refuse('wrong-timing', 'CIV-BATTLE-13', `${cardName(card)} is used as the battle starts, before the first battle turn.`);
  if (!a.window && (stage === 'pre-draw' || !card.startsWith('gp-'))) return refuse('battle-only', 'CIV-CARD-01', `${cardName(card)} works by itself inside the battle.`);
  return OK;
}

/** CIV-BATTLE-12/13: whether the seat holds a card for that window (the window opens only for a side that does). */
export function holdsWindowCard(state: CivState, seat: Seat, stage: 'pre-draw' | 'start'): boolean {
  return cardsOf(state, seat).some((card) => abilitiesOf(card).some((a) => a.window === stage && checkSource(state, seat, card, a).ok));
}

function touchesSeat(state: CivState, seat: Seat, t: CardTarget): boolean {
  const at = t.square;
  if (!at) return false;
  return state.figures.some((f) => f.owner === seat && f.at.x === at.x && f.at.y === at.y) || state.placed.some((x) => x.owner === seat && x.at.x === at.x && x.at.y === at.y);
}

/** What the cost takes, if the player can pay it (CIV-RES-02; Indians pay any resource as another, CIV-CIVAB-IND-1). */
export function costResources(state: CivState, seat: Seat, a: Ability, t: CardTarget): MarketResource[] | null {
  const c = a.cost;
  if (!c?.resource) return [];
  const p = state.players[seat];
  const n = c.count ?? 1;
  const chosen = t.resources ?? (c.resource === 'any' || p.civ === 'indians' ? MARKET_RESOURCES.flatMap((r) => Array<MarketResource>(p.resources[r]).fill(r)).sort((x, y) => Number(y === c.resource) - Number(x === c.resource)).slice(0, n) : Array<MarketResource>(n).fill(c.resource));
  if (chosen.length !== n) return null;
  if (c.resource !== 'any' && p.civ !== 'indians' && chosen.some((r) => r !== c.resource)) return null;
  const need: Partial<Record<MarketResource, number>> = {};
  for (const r of chosen) need[r] = (need[r] ?? 0) + 1;
  return Object.entries(need).every(([r, k]) => p.resources[r as MarketResource] >= (k as number)) ? chosen : null;
}

function checkCost(state: CivState, seat: Seat, a: Ability, t: CardTarget): Check {
  const p = state.players[seat];
  const c = a.cost;
  if (!c) return OK;
  if (c.resource && !costResources(state, seat, a, t)) return refuse('cost', 'CIV-RES-02', `This costs ${c.count ?? 1} ${c.resource === 'any' ? 'resource' : c.resource}${(c.count ?? 1) > 1 ? 's' : ''}.`);
  if ((c.trade ?? 0) > p.trade) return refuse('cost', 'CIV-CARD-02', `This costs ${c.trade} trade.`);
  if ((c.culture ?? 0) > p.culture) return refuse('cost', 'CIV-CARD-02', `This costs ${c.culture} culture.`);
  if ((c.coin ?? 0) > p.coinTokens) return refuse('cost', 'CIV-CARD-02', `This costs ${c.coin} coin token.`);
  return OK;
}

/** Everything but the targets: whether the ability could be used now, and if not, why (the panel shows it). */
export function checkAbilityNow(state: CivState, seat: Seat, card: string, index = 0): Check {
  const a = abilitiesOf(card)[index];
  if (!a) return refuse('no-ability', 'CIV-CARD-01', 'That card has no such ability.');
  if (card.startsWith('gp-') && !state.options.greatPersonDeck) return refuse('module-off', 'FF-RULE-02', 'The great person deck is not in this game.');
  if (!holds(state, seat, card)) return refuse('not-yours', card.startsWith('gp-') ? 'FF-GP-08' : 'CIV-CARD-01', `You do not hold ${cardName(card)}.`);
  const source = checkSource(state, seat, card, a);
  if (!source.ok) return source;
  const timing = checkTiming(state, seat, card, a);
  if (!timing.ok) return timing;
  if (a.oncePerTurn && state.players[seat].resourceAbilitiesUsed.includes(useKey(card, index))) return refuse('once-per-turn', 'CIV-CARD-02', `${cardName(card)} works once a turn.`);
  if (a.afterInvest) {
    const after = checkAfterInvest(state, seat, card, index);
    if (!after.ok) return after;
  }
  return checkCost(state, seat, a, {});
}

/** CIV-CLAR-04: one use after investing, once a turn or (option machuPicchu) once per marker that fired invest triggers. */
function checkAfterInvest(state: CivState, seat: Seat, card: string, index: number): Check {
  const used = state.players[seat].resourceAbilitiesUsed;
  const invested = used.filter((k) => k === INVESTED).length;
  if (invested === 0) return refuse('not-invested', 'CIV-WONDERAB-D4', `${cardName(card)} works after you invest this turn.`);
  const uses = used.filter((k) => k === useKey(card, index)).length;
  if (state.options.machuPicchu === 'per-marker' ? uses >= invested : uses > 0) return refuse('once-per-turn', 'CIV-CLAR-04', state.options.machuPicchu === 'per-marker' ? `${cardName(card)} works once for each marker you invest.` : `${cardName(card)} works once a turn.`);
  return OK;
}

/** `use-great-person` is an older spelling of `use-card` kept for saved games: a great person is a card like any other. */
export function asUseCard(a: { readonly card: string; readonly from?: Square; readonly to?: Square }): UseCard {
  return { card: a.card, ...(a.from && a.to ? { target: { from: a.from, to: a.to } } : {}) };
}

/** The full check of a `use-card` action. */
export function checkUseCard(state: CivState, seat: Seat, u: UseCard): Check {
  const index = u.ability ?? 0;
  const now = checkAbilityNow(state, seat, u.card, index);
  if (!now.ok && !(now.code === 'cost' && u.target?.resources)) return now;
  const a = abilitiesOf(u.card)[index];
  const t = u.target ?? {};
  const cost = checkCost(state, seat, a, t);
  if (!cost.ok) return cost;
  for (const e of a.effects) {
    const ok = checkEffectTarget(state, seat, e, t, a.rule);
    if (!ok.ok) return ok;
  }
  return OK;
}

/** A quick look that leaves out what cannot be used now, before the full check (legalActions runs after every action). */
function worthTrying(state: CivState, seat: Seat, card: string, a: Ability): boolean {
  if (a.auto) return false;
  if (a.timing === 'PASSIVE') return card.startsWith('gp-');
  if (a.timing === 'BATTLE') return fightsNow(state, seat);
  const head = state.pending[0];
  if (head?.kind === 'card-response') return head.seat === seat && a.effects.some((e) => e.kind === 'cancel');
  const phase = PHASE_OF[a.timing];
  return !phase || (state.phase === phase && state.order[state.turn] === seat);
}

/** Whether some ability of the card is worth trying now: legalActions lists no candidates for the others. */
export function worthTryingNow(state: CivState, seat: Seat, card: string): boolean {
  for (const a of abilitiesOf(card)) if (worthTrying(state, seat, card, a)) return true;
  return false;
}

/** CIV-CLAR-08: the rival of an exchange picks one of the giver's techs it may learn. */
export function checkGiftTech(state: CivState, seat: Seat, tech: string): Check {
  const head = state.pending[0];
  if (head?.kind !== 'gift-tech' || head.seat !== seat) return refuse('nothing-pending', 'CIV-CLAR-08', 'No tech is offered to you.');
  if (!knows(state.players[head.from], tech)) return refuse('not-offered', 'CIV-CLAR-08', `${state.players[head.from].name} does not know ${tech}.`);
  const ok = checkLearnable(state, seat, tech, head.maxLevel);
  return ok.ok ? OK : refuse(ok.code, 'CIV-CARD-05', ok.message);
}

export function giftTechs(state: CivState, seat: Seat): string[] {
  const head = state.pending[0];
  if (head?.kind !== 'gift-tech') return [];
  return state.players[head.from].techs.map((t) => t.name).filter((n) => checkLearnable(state, seat, n, head.maxLevel).ok);
}

/** The use-card actions to try now (legalActions keeps those that pass the check), of all the cards or of some. */
export function useCardCandidates(state: CivState, seat: Seat, cards: readonly string[] = cardsOf(state, seat)): UseCard[] {
  const out: UseCard[] = [];
  for (const card of cards) {
    abilitiesOf(card).forEach((a, index) => {
      if (!worthTrying(state, seat, card, a) || !checkAbilityNow(state, seat, card, index).ok) return;
      for (const target of targetCandidates(state, seat, a)) out.push({ card, ...(index ? { ability: index } : {}), ...(Object.keys(target).length ? { target } : {}) });
    });
  }
  return out;
}

export interface AbilityRow {
  readonly card: string;
  readonly ability: number;
  readonly name: string;
  readonly text: string;
  readonly timing: Timing;
  readonly manual: boolean;
  /** Why it cannot be used now (absent when it can). */
  readonly reason?: string;
  readonly rule?: string;
}

/** The player's panel: every ability of every card they hold, usable now or with the reason why not. */
export function abilityPanel(state: CivState, seat: Seat): AbilityRow[] {
  const rows: AbilityRow[] = [];
  for (const card of cardsOf(state, seat)) {
    abilitiesOf(card).forEach((a, ability) => {
      if (a.timing === 'PASSIVE' && !card.startsWith('gp-')) return;
      const now = checkAbilityNow(state, seat, card, ability);
      const manual = a.effects.some((e) => e.kind === 'manual' || e.kind === 'unknown');
      rows.push({ card, ability, name: cardName(card), text: a.text, timing: a.timing, manual, ...(now.ok ? {} : { reason: now.message, rule: now.rule }) });
    });
  }
  return rows;
}
