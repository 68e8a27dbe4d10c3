import type { Seat } from '../contract';
import type { ActionOf as Of } from '../actions';
import { markerKind, MARKET_RESOURCES } from '../data/markers';
import type { Ctx } from '../draft';

// What a player hands over or spends outside a city action: trade and resources given, resources and hut finds spent.
type MarketResource = (typeof MARKET_RESOURCES)[number];
const isMarketResource = (token: string): token is MarketResource => (MARKET_RESOURCES as readonly string[]).includes(token);

/** CIV-TURN-05: trade (up to the 27 of the dial) and resources given to another player. */
export function give(ctx: Ctx, seat: Seat, a: Of<'give'>): void {
  const p = ctx.d.players[seat];
  const to = ctx.d.players[a.to];
  if (a.trade) {
    p.trade -= a.trade;
    to.trade = Math.min(27, to.trade + a.trade);
  }
  if (a.resource) {
    p.resources[a.resource] -= 1;
    to.resources[a.resource] += 1;
  }
  ctx.log.push({ text: `${p.name} gives ${to.name} ${a.trade ? `${a.trade} trade` : ''}${a.trade && a.resource ? ' and ' : ''}${a.resource ?? ''}.`, rule: 'CIV-TURN-05' });
}

/** CIV-RES-02: a resource (back to the market) or a hut's find spent for an ability; the Arabs earn culture by it. */
export function spendResource(ctx: Ctx, seat: Seat, a: Of<'spend-resource'>): void {
  const p = ctx.d.players[seat];
  p.resourceAbilitiesUsed.push(a.ability);
  if (isMarketResource(a.token)) {
    p.resources[a.token] -= 1;
    ctx.d.market[a.token] += 1;
  } else {
    p.held = p.held.filter((h) => h !== a.token);
    ctx.revealed = true;
  }
  ctx.log.push({ text: `${p.name} spends ${isMarketResource(a.token) ? a.token : markerKind(a.token).kind} for ${a.ability}.`, rule: 'CIV-RES-02' });
  if (p.civ === 'arabs') {
    p.culture += 1;
    ctx.log.push({ text: `${p.name} earns 1 culture for spending a resource.`, rule: 'FF-CIV-06' });
  }
}

/** FF-HUT-02: Friendly Workers add 4 production to one city this turn. */
export function useFriendlyWorkers(ctx: Ctx, seat: Seat, a: Of<'use-friendly-workers'>): void {
  const p = ctx.d.players[seat];
  p.held = p.held.filter((h) => h !== a.marker);
  p.productionBonus[a.city] = (p.productionBonus[a.city] ?? 0) + 4;
  ctx.revealed = true;
  ctx.log.push({ text: `${p.name} spends Friendly Workers: +4 production in one city this turn.`, rule: 'FF-HUT-02' });
}
