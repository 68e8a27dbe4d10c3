import type { Seat } from '../contract';
import { BUILDING_BY_ID, stockKey } from '../data/buildings';
import { COMPONENTS } from '../data/components';
import { GREAT_PERSON_BY_ID } from '../data/great-people';
import { MARKET_RESOURCES } from '../data/markers';
import { asState, peek, type Ctx } from '../draft';
import { key, same } from '../geometry';
import { coins, figureLimit, hasActiveGreatPerson, wonderWorks } from '../player';
import { noteBattleCard } from '../rules/battle/cards';
import { advanceCulture } from '../rules/culture';
import { applyGalileo } from '../rules/galileo';
import { overbuild } from '../rules/overbuild';
import { checkLearnable, learnTech } from '../rules/tech';
import { sacrificeForTech } from '../rules/russians';
import { abilitiesOf, cardName } from './abilities';
import { buildIntoForces, rebuildForce } from './battle-effects';
import { startBarbarianAttack } from '../rules/battle/engage';
import { addCardCoins } from './coins';
import { currentDeck, discardEvent, drawEvent } from './deck';
import type { Ability, Amount, CardTarget, Effect } from './effects';
import { costResources, useKey, type UseCard } from './use';

function amountOf(ctx: Ctx, seat: Seat, n: Amount): number {
  if (typeof n === 'number') return n;
  const d = ctx.d;
  const state = asState(d);
  const count = n.per === 'coins' ? coins(state, seat) : n.per === 'buildings' ? d.placed.filter((x) => x.owner === seat && x.kind === 'building').length : figureLimit(d.players[seat], 'army') - d.figures.filter((f) => f.owner === seat && f.kind === 'army').length;
  // CIV-CLAR-06: "per N" rounds down.
  return Math.floor(Math.max(0, count) / n.every) * (n.times ?? 1);
}

/** The engine's half of the shared vocabulary: one effect, applied for the card's owner. */
export function applyEffect(ctx: Ctx, seat: Seat, card: string, e: Effect, t: CardTarget): void {
  const d = ctx.d;
  const p = d.players[seat];
  switch (e.kind) {
    case 'gain': {
      const n = amountOf(ctx, seat, e.amount);
      if (e.what === 'trade') p.trade = Math.min(COMPONENTS.tradeDialMax, p.trade + n);
      else if (e.what === 'culture') p.culture += n;
      // CIV-TECHAB-00: a card with a coin box keeps its coins (4 at most on a tech, 2 more with The Internet).
      else if (card.startsWith('tech:') || card.startsWith('w-')) addCardCoins(ctx, seat, card, n);
      else p.coinTokens += n;
      return;
    }
    case 'production': p.productionBonus[t.city as string] = (p.productionBonus[t.city as string] ?? 0) + e.amount; return;
    case 'culture-steps': for (let i = amountOf(ctx, seat, e.amount); i > 0; i--) advanceCulture(ctx, seat, true); return;
    case 'learn-tech': return learnTech(ctx, seat, t.tech as string, 'learn');
    case 'exchange-techs': {
      learnTech(ctx, seat, t.tech as string, 'learn');
      // CIV-CEV-I09 / CIV-CLAR-08: the rival then picks one of the player's techs it may learn, if any.
      const other = t.seat as number;
      const fits = asState(d).players[seat].techs.some((x) => checkLearnable(asState(d), other, x.name, e.maxLevel).ok);
      if (fits) d.pending.unshift({ kind: 'gift-tech', seat: other, from: seat, maxLevel: e.maxLevel });
      return;
    }
    case 'build-free': return buildFree(ctx, seat, e, t);
    case 'draw-events': for (let i = 0; i < e.count; i++) drawEvent(ctx, seat, currentDeck(asState(d), seat)); return;
    case 'rival-loses-coin': {
      const seats = e.rivals === 'all' ? d.players.map((o) => o.seat).filter((s) => s !== seat) : (t.seats ?? [t.seat as number]);
      for (const s of seats) if (d.players[s].coinTokens > 0) {
        d.players[s].coinTokens -= 1;
        ctx.log.push({ text: `${d.players[s].name} discards a coin token.`, rule: 'CIV-CEV-I04' });
      }
      return;
    }
    case 'give-coin': d.players[t.seat as number].coinTokens += 1; return;
    case 'anarchy':
      d.players[t.seat as number].government = 'anarchy';
      ctx.log.push({ text: `${d.players[t.seat as number].name} falls into Anarchy.`, rule: 'CIV-GOV-03' });
      return;
    case 'terrain':
      d.terrainOverrides[key(t.square as { x: number; y: number })] = e.to;
      return;
    case 'destroy-building': {
      const at = t.square as { x: number; y: number };
      const b = d.placed.find((x) => x.kind === 'building' && same(x.at, at));
      if (!b) return;
      d.placed = d.placed.filter((x) => x !== b);
      d.buildingStock[stockKey(b.what)] += 1;
      ctx.log.push({ text: `${d.players[b.owner].name}'s ${BUILDING_BY_ID[b.what].name} returns to the market.`, rule: 'CIV-CEV-I11' });
      return;
    }
    case 'kill-figures': {
      const at = t.square as { x: number; y: number };
      const victims = d.figures.filter((f) => f.owner !== seat && same(f.at, at)).slice(0, e.count).map((f) => f.id);
      d.figures = d.figures.filter((f) => !victims.includes(f.id));
      ctx.log.push({ text: `${victims.length} figure${victims.length > 1 ? 's are' : ' is'} killed at (${at.x}, ${at.y}).`, rule: 'CIV-CEV-I05' });
      return;
    }
    case 'village': {
      const id = d.villageBag.shift();
      if (id) d.markers.push({ id, kind: 'village', at: { ...(t.square as { x: number; y: number }) } });
      return;
    }
    case 'take-resource': {
      const r = (t.resources ?? [])[0];
      if (!r || d.market[r] < 1) return;
      d.market[r] -= 1;
      p.resources[r] += 1;
      ctx.log.push({ text: `${p.name} takes ${r} from the market.`, rule: 'CIV-CARD-09' });
      return;
    }
    case 'sacrifice-for-tech': return sacrificeForTech(ctx, seat, t);
    case 'take-resources':
      for (const r of MARKET_RESOURCES) if (d.market[r] > 0) {
        d.market[r] -= 1;
        p.resources[r] += 1;
      }
      return;
    case 'extra-city-action': p.cityActed = p.cityActed.filter((c) => c !== t.city); return;
    case 'build-units': return buildIntoForces(ctx, seat, t.units ?? []);
    case 'rebuild-force': return rebuildForce(ctx, seat, t.units ?? []);
    case 'barbarian-attack': {
      // CIV-CEV-II12 / CIV-BATTLE-43: the barbarians attack the rival's stack or city on that square.
      const at = t.square as { x: number; y: number };
      const city = d.cities.find((c) => c.owner !== seat && (same(c.centre, at) || (!!c.expansion && same(c.expansion, at))));
      const owner = city?.owner ?? d.figures.find((f) => f.owner !== seat && same(f.at, at))?.owner;
      if (owner !== undefined) startBarbarianAttack(ctx, { defender: owner, square: at, ...(city ? { cityId: city.id } : {}), rank: e.rank });
      return;
    }
    case 'edge-move': return applyGalileo(ctx, seat, t.from as { x: number; y: number }, t.to as { x: number; y: number });
    // A great person used in the battle it fights counts in that battle's bonus table (Joan of Arc, Florence Nightingale).
    case 'battle': noteBattleCard(ctx, seat, card); return;
    case 'manual':
      ctx.log.push({ text: `${p.name} resolves at the table: ${e.text}`, rule: 'CIV-CARD-01' });
      return;
    case 'unknown':
      ctx.log.push({ text: `${p.name} uses ${cardName(card)}: resolve this card at the table; its text is not in Tessera.`, rule: 'CIV-CARD-01' });
      return;
    default: return;
  }
}

function buildFree(ctx: Ctx, seat: Seat, e: Extract<Effect, { kind: 'build-free' }>, t: CardTarget): void {
  const d = ctx.d;
  const p = d.players[seat];
  if (e.item === 'unit') {
    const deck = d.unitDecks[e.unit ?? 'infantry'];
    if (deck.length) p.forces.push(deck.splice(ctx.random.int(deck.length), 1)[0]);
    ctx.revealed = true;
    ctx.log.push({ text: `${p.name} builds a free ${e.unit} unit.`, rule: 'CIV-CARD-03' });
    return;
  }
  const city = d.cities.find((c) => c.id === t.city);
  if (!city) return;
  if (e.useCityAction) p.cityActed.push(city.id);
  if (e.item === 'walls') {
    city.walls = true;
    ctx.log.push({ text: `${p.name} builds free city walls.`, rule: 'CIV-CARD-03' });
    return;
  }
  const at = t.square as { x: number; y: number };
  overbuild(ctx, at);
  d.buildingStock[stockKey(t.building as string)] -= 1;
  d.placed.push({ id: `b-${seat}-${key(at)}-${d.round}`, kind: 'building', owner: seat, at: { ...at }, what: t.building as string });
  ctx.log.push({ text: `${p.name} builds a free ${BUILDING_BY_ID[t.building as string].name}.`, rule: 'CIV-CARD-03' });
}

function payCost(ctx: Ctx, seat: Seat, a: Ability, t: CardTarget): void {
  const d = ctx.d;
  const p = d.players[seat];
  const c = a.cost;
  if (!c) return;
  const spent = costResources(asState(d), seat, a, t) ?? [];
  for (const r of spent) {
    p.resources[r] -= 1;
    d.market[r] += 1;
  }
  // CIV-CIVAB-ARA-1: the Arabs earn culture for each resource spent.
  if (spent.length && p.civ === 'arabs') p.culture += spent.length;
  p.trade -= c.trade ?? 0;
  p.culture -= c.culture ?? 0;
  p.coinTokens -= c.coin ?? 0;
}

function resolveAll(ctx: Ctx, seat: Seat, card: string, a: Ability, t: CardTarget): void {
  for (const e of a.effects) applyEffect(ctx, seat, card, e, t);
}

/** `use-card` (CIV-CARD-01/02): pay, then resolve; a culture event first waits in the response window (CIV-CARD-06). */
export function useCard(ctx: Ctx, seat: Seat, u: UseCard): void {
  const d = ctx.d;
  const p = d.players[seat];
  const index = u.ability ?? 0;
  const a = abilitiesOf(u.card)[index];
  const t = u.target ?? {};
  payCost(ctx, seat, a, t);
  if (a.oncePerTurn || a.afterInvest) p.resourceAbilitiesUsed.push(useKey(u.card, index));
  ctx.log.push({ text: `${p.name} uses ${cardName(u.card)}: ${a.text}`, rule: a.rule });
  const cancel = a.effects.some((e) => e.kind === 'cancel');
  if (u.card.startsWith('ce-')) {
    ctx.revealed = true;
    discardEvent(ctx, seat, u.card);
    if (cancel) return answerWithCancel(ctx, seat, u.card);
    if (d.players.length > 1) return openResponse(ctx, seat, u.card, index, t);
    return resolveAll(ctx, seat, u.card, a, t);
  }
  if (u.card.startsWith('gp-')) {
    const held = p.gpCards.find((c) => c.id === u.card);
    if (held) held.faceUp = true;
    ctx.revealed = true;
    if (GREAT_PERSON_BY_ID[u.card]?.use === 'discard') {
      p.gpCards = p.gpCards.filter((c) => c.id !== u.card);
      d.gpDeck.push({ id: u.card, faceUp: true });
    }
  }
  if (cancel) return answerWithCancel(ctx, seat, u.card);
  // A triggered card is only revealed by its use: its effect waits for its event (fireTrigger).
  if (a.trigger) return;
  resolveAll(ctx, seat, u.card, a, t);
}

/** Abilities an event fires by themselves: each rival's working great people that answer it (CIV-GPAB-01). */
export function fireTrigger(ctx: Ctx, trigger: NonNullable<Ability['trigger']>, by: Seat): void {
  const d = ctx.d;
  for (const other of d.players) {
    if (other.seat === by || !other.gpCards.some((c) => c.faceUp)) continue;
    for (const c of other.gpCards) {
      if (!c.faceUp || !hasActiveGreatPerson(peek(d), other.seat, GREAT_PERSON_BY_ID[c.id].name)) continue;
      for (const a of abilitiesOf(c.id)) {
        if (a.trigger !== trigger) continue;
        ctx.log.push({ text: `${other.name}'s ${cardName(c.id)} works: ${a.text}`, rule: a.rule });
        resolveAll(ctx, other.seat, c.id, a, {});
      }
    }
  }
}

/** Players after `from` in seat order, `from` left out. */
function othersAfter(ctx: Ctx, from: Seat): Seat[] {
  const n = ctx.d.players.length;
  return Array.from({ length: n - 1 }, (_, i) => (from + 1 + i) % n);
}

function openResponse(ctx: Ctx, seat: Seat, card: string, ability: number, target: CardTarget): void {
  const waiting = othersAfter(ctx, seat);
  ctx.d.pending.unshift({ kind: 'card-response', seat: waiting[0], by: seat, card, ability, target: target as never, waiting: waiting.slice(1), cancels: [] });
  ctx.log.push({ text: 'Each other player in turn may cancel it.', rule: 'CIV-CARD-06' });
}

function answerWithCancel(ctx: Ctx, seat: Seat, card: string): void {
  const d = ctx.d;
  const head = d.pending[0];
  if (!head || head.kind !== 'card-response') return;
  head.cancels.push(card);
  ctx.log.push({ text: `${d.players[seat].name} cancels ${head.cancels.length > 1 ? 'the cancel' : 'the culture event'}.`, rule: 'CIV-CARD-06' });
  if (d.options.counterCancels === 'none') return closeResponse(ctx);
  // AMBIGUOUS CIV-CARD-06: the others may answer the cancel in turn (last played, first resolved).
  const waiting = othersAfter(ctx, seat);
  head.seat = waiting[0];
  head.waiting = waiting.slice(1);
}

/** `done` in the response window: the player lets it pass; after the last one the event resolves or stays cancelled. */
export function passResponse(ctx: Ctx): void {
  const head = ctx.d.pending[0];
  if (!head || head.kind !== 'card-response') return;
  const next = head.waiting.shift();
  if (next === undefined) return closeResponse(ctx);
  head.seat = next;
}

function closeResponse(ctx: Ctx): void {
  const d = ctx.d;
  const head = d.pending.shift();
  if (!head || head.kind !== 'card-response') return;
  // Each cancel cancels the one before it: an even count leaves the event standing.
  if (head.cancels.length % 2 === 1) return void ctx.log.push({ text: `${cardName(head.card)} is cancelled and discarded without effect.`, rule: 'CIV-CARD-06' });
  const a = abilitiesOf(head.card)[head.ability];
  resolveAll(ctx, head.by, head.card, a, head.target);
}

/** Start of Turn income printed on working cards (CIV-WONDERAB-A2, D7, M3...), applied as the owner's step begins. */
export function autoStartOfTurn(ctx: Ctx, seat: Seat): void {
  for (const [w, s] of Object.entries(peek(ctx.d).wondersOwned)) {
    if (s !== seat || !wonderWorks(peek(ctx.d), seat, w)) continue;
    for (const a of abilitiesOf(w)) if (a.auto) resolveAll(ctx, seat, w, a, {});
  }
}
