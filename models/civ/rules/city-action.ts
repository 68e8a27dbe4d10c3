import { squareName } from '../../core/squares';
import type { Seat } from '../contract';
import type { ActionOf } from '../actions';
import { BUILDING_BY_ID, stockKey } from '../data/buildings';
import { WONDER_BY_ID } from '../data/wonders';
import { peek, type Ctx } from '../draft';
import { key, type Square } from '../geometry';
import { investmentTier } from '../player';
import { fireTrigger } from '../cards/resolve';
import { artsCulture, buildCost, cityProduction, productionFromTrade } from './city';
import { advanceCulture } from './culture';
import { nextFigureId } from './huts';
import { overbuild } from './overbuild';
import { refillMarket } from './wonders';

// What a city does on the board: founded by a scout, then arts, a harvest or a build each turn (CIV-CITY).

/** CIV-CITY-03: the scout becomes the city, numbered after the seat's cities so far. */
export function foundCity(ctx: Ctx, seat: Seat, scoutId: string): void {
  const d = ctx.d;
  const scout = d.figures.find((f) => f.id === scoutId);
  if (!scout) return;
  d.figures = d.figures.filter((f) => f.id !== scoutId);
  let n = 1;
  while (d.cities.some((c) => c.id === `city-${seat}-${n}`)) n++;
  d.cities.push({ id: `city-${seat}-${n}`, owner: seat, kind: 'city', centre: { ...scout.at }, walls: false });
  ctx.log.push({ text: `${d.players[seat].name} founds a city at ${squareName(scout.at.x, scout.at.y)}.`, rule: 'CIV-CITY-03' });
  romanStep(ctx, seat);
}

/** FF-CIV-06: the Spanish build a basic building free for each tile they explore. */
export function spanishFreeBuilding(ctx: Ctx, seat: Seat, building: string, square: Square): void {
  const d = ctx.d;
  const p = d.players[seat];
  p.freeBasicBuildings -= 1;
  overbuild(ctx, square);
  d.buildingStock[stockKey(building)] -= 1;
  d.placed.push({ id: `b-${seat}-${key(square)}-${d.round}`, kind: 'building', owner: seat, at: { ...square }, what: building });
  ctx.log.push({ text: `${p.name} builds a free ${BUILDING_BY_ID[building].name}.`, rule: 'FF-CIV-06' });
}

/** CIV-CIVAB-ROM-1: the Romans move one culture space free for each city and wonder they build. */
function romanStep(ctx: Ctx, seat: Seat): void {
  if (ctx.d.players[seat].civ !== 'romans') return;
  ctx.log.push({ text: `${ctx.d.players[seat].name} moves one culture space free.`, rule: 'CIV-CIVAB-ROM-1' });
  advanceCulture(ctx, seat, true);
}

export function cityAction(ctx: Ctx, seat: Seat, a: ActionOf<'city-action'>): void {
  const d = ctx.d;
  const p = d.players[seat];
  const city = d.cities.find((c) => c.id === a.city);
  if (!city) return;
  // Every read below is a number or an id worked out on the spot.
  const state = peek(d);
  const act = a.action;
  if (act.kind === 'arts') {
    let culture = artsCulture(state, city);
    const guilds = investmentTier(state, seat, 'patron-guilds');
    if (guilds && !p.resourceAbilitiesUsed.includes('patron-guilds')) {
      culture += guilds.artsCulture ?? 0;
      p.resourceAbilitiesUsed.push('patron-guilds');
    }
    p.culture += culture;
    ctx.log.push({ text: `${p.name} devotes a city to the arts: ${culture} culture.`, rule: city.kind === 'metropolis' ? 'FF-METRO-09' : 'CIV-CITY-06' });
    fireTrigger(ctx, 'rival-arts', seat);
  } else if (act.kind === 'harvest') {
    d.market[act.resource] -= 1;
    p.resources[act.resource] += 1;
    ctx.log.push({ text: `${p.name} harvests ${act.resource}.`, rule: 'CIV-CITY-06' });
  } else {
    const production = cityProduction(state, city);
    const spent = act.tradeSpent ?? 0;
    p.trade -= spent;
    const total = production + productionFromTrade(state, seat, spent) + (act.useCaravan ? 2 : 0);
    if (act.useCaravan) {
      delete city.marker;
      ctx.log.push({ text: `${p.name} spends a caravan: +2 production.`, rule: 'FF-DISBAND-06' });
    }
    const works = investmentTier(state, seat, 'public-works');
    if (works && works.threshold < 6) p.resourceAbilitiesUsed.push('public-works');
    const b = act.build;
    const cost = buildCost(state, seat, b);
    switch (b.item) {
      case 'figure':
        d.figures.push({ id: nextFigureId(state, seat, b.figure), owner: seat, kind: b.figure, at: { ...b.square } });
        break;
      case 'building':
        overbuild(ctx, b.square);
        d.buildingStock[stockKey(b.building)] -= 1;
        d.placed.push({ id: `b-${seat}-${key(b.square)}-${d.round}`, kind: 'building', owner: seat, at: { ...b.square }, what: b.building });
        break;
      case 'wonder': {
        overbuild(ctx, b.square);
        const i = d.wonderMarket.indexOf(b.wonder);
        d.wonderMarket[i] = null;
        d.wondersOwned[b.wonder] = seat;
        d.placed.push({ id: `placed-${b.wonder}`, kind: 'wonder', owner: seat, at: { ...b.square }, what: b.wonder });
        refillMarket(ctx);
        romanStep(ctx, seat);
        break;
      }
      case 'unit': {
        const deck = d.unitDecks[b.unit];
        p.forces.push(deck.splice(ctx.random.int(deck.length), 1)[0]);
        ctx.revealed = true;
        break;
      }
    }
    const what = b.item === 'figure' ? `a${b.figure === 'army' ? 'n' : ''} ${b.figure}` : b.item === 'building' ? BUILDING_BY_ID[b.building].name : b.item === 'wonder' ? WONDER_BY_ID[b.wonder].name : `${b.unit} unit`;
    ctx.log.push({ text: `${p.name} builds ${what} for ${cost} of ${total} production.`, rule: 'CIV-CITY-05' });
  }
  p.cityActed.push(city.id);
}
