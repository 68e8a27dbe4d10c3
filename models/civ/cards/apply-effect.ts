import type { Seat } from '../contract';
import { BUILDING_BY_ID, stockKey } from '../data/buildings';
import { COMPONENTS } from '../data/components';
import { MARKET_RESOURCES, type MarketResource } from '../data/markers';
import { asState, type Ctx } from '../draft';
import { key, same, type Square } from '../geometry';
import { coins, figureLimit } from '../player';
import { noteBattleCard } from '../rules/battle/cards';
import { startBarbarianAttack } from '../rules/battle/engage';
import { advanceCulture } from '../rules/culture';
import { applyGalileo } from '../rules/galileo';
import { overbuild } from '../rules/overbuild';
import { sacrificeForTech } from '../rules/russians';
import { checkLearnable, learnTech } from '../rules/tech';
import { cardName } from './abilities';
import { buildIntoForces, rebuildForce } from './battle-effects';
import { addCardCoins } from './coins';
import { currentDeck, drawEvent } from './deck';
import type { Amount, CardTarget, Effect } from './effects';

// The engine's half of the shared effect vocabulary (effects.ts): one effect, applied for the card's owner.

type Of<K extends Effect['kind']> = Extract<Effect, { kind: K }>;

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
    case 'gain': return gain(ctx, seat, card, e);
    case 'production': p.productionBonus[t.city as string] = (p.productionBonus[t.city as string] ?? 0) + e.amount; return;
    case 'culture-steps': for (let i = amountOf(ctx, seat, e.amount); i > 0; i--) advanceCulture(ctx, seat, true); return;
    case 'learn-tech': return learnTech(ctx, seat, t.tech as string, 'learn');
    case 'exchange-techs': return exchangeTechs(ctx, seat, e.maxLevel, t);
    case 'build-free': return buildFree(ctx, seat, e, t);
    case 'draw-events': for (let i = 0; i < e.count; i++) drawEvent(ctx, seat, currentDeck(asState(d), seat)); return;
    case 'rival-loses-coin': return rivalsLoseCoin(ctx, seat, e.rivals === 'all' ? d.players.map((o) => o.seat).filter((s) => s !== seat) : (t.seats ?? [t.seat as number]));
    case 'give-coin': d.players[t.seat as number].coinTokens += 1; return;
    case 'anarchy':
      d.players[t.seat as number].government = 'anarchy';
      ctx.log.push({ text: `${d.players[t.seat as number].name} falls into Anarchy.`, rule: 'CIV-GOV-03' });
      return;
    case 'terrain':
      d.terrainOverrides[key(t.square as { x: number; y: number })] = e.to;
      return;
    case 'destroy-building': return destroyBuilding(ctx, t.square as Square);
    case 'kill-figures': return killFigures(ctx, seat, t.square as Square, e.count);
    case 'village': {
      const id = d.villageBag.shift();
      if (id) d.markers.push({ id, kind: 'village', at: { ...(t.square as { x: number; y: number }) } });
      return;
    }
    case 'take-resource': return takeResource(ctx, seat, (t.resources ?? [])[0]);
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
    case 'barbarian-attack': return barbarianAttack(ctx, seat, t.square as Square, e.rank);
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


/** Trade (up to the dial's end), culture, or coins: on the card's coin box for a tech or wonder (CIV-TECHAB-00), else tokens. */
function gain(ctx: Ctx, seat: Seat, card: string, e: Of<'gain'>): void {
  const p = ctx.d.players[seat];
  const n = amountOf(ctx, seat, e.amount);
  if (e.what === 'trade') p.trade = Math.min(COMPONENTS.tradeDialMax, p.trade + n);
  else if (e.what === 'culture') p.culture += n;
  // A tech keeps 4 coins at most, 2 more with The Internet.
  else if (card.startsWith('tech:') || card.startsWith('w-')) addCardCoins(ctx, seat, card, n);
  else p.coinTokens += n;
}

/** CIV-CEV-I09 / CIV-CLAR-08: the player learns the rival's tech; the rival then picks one of the player's it may learn, if any. */
function exchangeTechs(ctx: Ctx, seat: Seat, maxLevel: number, t: CardTarget): void {
  const d = ctx.d;
  learnTech(ctx, seat, t.tech as string, 'learn');
  const other = t.seat as number;
  const fits = asState(d).players[seat].techs.some((x) => checkLearnable(asState(d), other, x.name, maxLevel).ok);
  if (fits) d.pending.unshift({ kind: 'gift-tech', seat: other, from: seat, maxLevel });
}

/** CIV-CEV-I04: each of these rivals holding a coin token discards one. */
function rivalsLoseCoin(ctx: Ctx, seat: Seat, seats: readonly Seat[]): void {
  const d = ctx.d;
  for (const s of seats) if (d.players[s].coinTokens > 0) {
    d.players[s].coinTokens -= 1;
    ctx.log.push({ text: `${d.players[s].name} discards a coin token.`, rule: 'CIV-CEV-I04' });
  }
}

/** CIV-CEV-I11: the building on the square goes back to the market. */
function destroyBuilding(ctx: Ctx, at: Square): void {
  const d = ctx.d;
  const b = d.placed.find((x) => x.kind === 'building' && same(x.at, at));
  if (!b) return;
  d.placed = d.placed.filter((x) => x !== b);
  d.buildingStock[stockKey(b.what)] += 1;
  ctx.log.push({ text: `${d.players[b.owner].name}'s ${BUILDING_BY_ID[b.what].name} returns to the market.`, rule: 'CIV-CEV-I11' });
}

/** CIV-CEV-I05: up to `count` of the others' figures on the square are killed. */
function killFigures(ctx: Ctx, seat: Seat, at: Square, count: number): void {
  const d = ctx.d;
  const victims = d.figures.filter((f) => f.owner !== seat && same(f.at, at)).slice(0, count).map((f) => f.id);
  d.figures = d.figures.filter((f) => !victims.includes(f.id));
  ctx.log.push({ text: `${victims.length} figure${victims.length > 1 ? 's are' : ' is'} killed at (${at.x}, ${at.y}).`, rule: 'CIV-CEV-I05' });
}

/** CIV-CARD-09: one resource from the market, if it has one. */
function takeResource(ctx: Ctx, seat: Seat, r: MarketResource | undefined): void {
  const d = ctx.d;
  if (!r || d.market[r] < 1) return;
  d.market[r] -= 1;
  d.players[seat].resources[r] += 1;
  ctx.log.push({ text: `${d.players[seat].name} takes ${r} from the market.`, rule: 'CIV-CARD-09' });
}

/** CIV-CEV-II12 / CIV-BATTLE-43: the barbarians attack the rival's stack or city on that square. */
function barbarianAttack(ctx: Ctx, seat: Seat, at: Square, rank: Of<'barbarian-attack'>['rank']): void {
  const d = ctx.d;
  const city = d.cities.find((c) => c.owner !== seat && (same(c.centre, at) || (!!c.expansion && same(c.expansion, at))));
  const owner = city?.owner ?? d.figures.find((f) => f.owner !== seat && same(f.at, at))?.owner;
  if (owner !== undefined) startBarbarianAttack(ctx, { defender: owner, square: at, ...(city ? { cityId: city.id } : {}), rank });
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
