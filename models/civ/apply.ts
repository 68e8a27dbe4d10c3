import { squareName } from '../core/squares';
import type { Applied, Seat } from './contract';
import type { Random } from '../core/rng';
import type { CivAction } from './actions';
import { BUILDING_BY_ID, stockKey } from './data/buildings';
import type { GreatPersonType } from './data/great-people';
import { markerKind, MARKET_RESOURCES } from './data/markers';
import { WONDER_BY_ID } from './data/wonders';
import { asState, draftOf, finish, peek, type Ctx } from './draft';
import { key, rotateLocal as rotate, same, TILE_SIZE } from './geometry';
import { TECH_BY_NAME } from './data/techs';
import { TILES } from './maps';
import { cityAt, figuresAt, markerAt } from './map';
import { travelSpeed } from './player';
import type { CivState } from './state';
import { advanceTurn } from './flow';
import { artsCulture, buildCost, cityProduction, productionFromTrade } from './rules/city';
import { lootEarned } from './rules/combat';
import { advanceCulture } from './rules/culture';
import { changeGovernment } from './rules/government';
import { gainGreatPerson, keepGreekChoice, killMarker } from './rules/great-people';
import { growMetropolis } from './rules/grow';
import { friendlyBarbarian, nextFigureId, takeMarker } from './rules/huts';
import { placeInvestment } from './rules/investment';
import { spendLoot } from './rules/loot';
import { moveEnd } from './rules/movement';
import { overbuild } from './rules/overbuild';
import { claimRelic } from './rules/relics';
import { learnTech, techCost, tradeAfterResearch } from './rules/tech';
import { declareWinner, winnerAfter } from './rules/victory';
import { refillMarket } from './rules/wonders';
import { declareResult } from './rules/battle/declare';
import { startBattle } from './rules/battle/engage';
import { destroyCity } from './rules/battle/losses';
import { passBattleTurn } from './rules/battle/pass';
import { playUnit } from './rules/battle/play';
import { investmentTier } from './player';
import { checkHandLimits, closeDiscardIfWithin, currentDeck, handOverLimit, discardDown, discardEvent, drawEvent } from './cards/deck';
import { fireTrigger, passResponse, useCard } from './cards/resolve';
import { asUseCard } from './cards/use';

/** Applies an action that `checkAction` accepted; the input state is never changed. */
export function applyAction(state: CivState, seat: Seat, a: CivAction, random: Random): Applied<CivState> {
  const ctx: Ctx = { d: draftOf(state), log: [], random, revealed: false };
  run(ctx, seat, a);
  ctx.d.rng = random.state as unknown as Ctx['d']['rng'];
  let next = finish(ctx.d, state);
  // Hands and victory are read from the finished state (no draft copies for the reads); edits go to the draft after.
  if (handOverLimit(next)) {
    checkHandLimits(ctx);
    next = finish(ctx.d, state);
  }
  const won = winnerAfter(next);
  if (won) {
    declareWinner(ctx, won.seat, won.how);
    next = finish(ctx.d, state);
  }
  return { state: next, log: ctx.log, revealed: ctx.revealed || random.used };
}

function run(ctx: Ctx, seat: Seat, a: CivAction): void {
  const d = ctx.d;
  // Before the player is drafted: most actions are `done`, and passing the turn copies no player that stays put.
  if (a.type === 'done') return d.pending[0]?.kind === 'card-response' ? passResponse(ctx) : advanceTurn(ctx);
  const p = d.players[seat];
  switch (a.type) {
    case 'found-city': {
      const scout = d.figures.find((f) => f.id === a.scout);
      if (!scout) return;
      d.figures = d.figures.filter((f) => f.id !== a.scout);
      let n = 1;
      while (d.cities.some((c) => c.id === `city-${seat}-${n}`)) n++;
      d.cities.push({ id: `city-${seat}-${n}`, owner: seat, kind: 'city', centre: { ...scout.at }, walls: false });
      ctx.log.push({ text: `${p.name} founds a city at ${squareName(scout.at.x, scout.at.y)}.`, rule: 'CIV-CITY-03' });
      return romanStep(ctx, seat);
    }
    case 'change-government': return changeGovernment(ctx, seat, a.government);
    case 'invest': return placeInvestment(ctx, seat, a.card, false);
    case 'place-free-investment': return placeInvestment(ctx, seat, a.card, true);
    case 'grow-metropolis': return growMetropolis(ctx, seat, a.square);
    case 'place-great-person': {
      let type: GreatPersonType;
      const from = a.from;
      if ('reserve' in from) {
        type = from.reserve;
        p.gpReserve.splice(p.gpReserve.indexOf(type), 1);
      } else {
        const i = d.placed.findIndex((x) => x.kind === 'great-person' && x.owner === seat && same(x.at, from));
        type = d.placed[i].what as GreatPersonType;
        d.placed.splice(i, 1);
      }
      if (a.to === 'reserve') p.gpReserve.push(type);
      else d.placed.push({ id: `gpm-${seat}-${type}-${key(a.to)}`, kind: 'great-person', owner: seat, at: { ...a.to }, what: type });
      ctx.log.push({ text: `${p.name} moves a ${type} great person ${a.to === 'reserve' ? 'into reserve' : `to ${squareName(a.to.x, a.to.y)}`}.`, rule: 'CIV-GPM-04' });
      return;
    }
    case 'use-teacher':
      p.held = p.held.filter((h) => h !== a.marker);
      ctx.revealed = true;
      ctx.log.push({ text: `${p.name} spends a Teacher.`, rule: 'FF-HUT-04' });
      return learnTech(ctx, seat, a.tech, 'learn');
    case 'choose-free-tech':
      d.pending.shift();
      return learnTech(ctx, seat, a.tech, 'learn');
    case 'give': {
      const to = d.players[a.to];
      if (a.trade) {
        p.trade -= a.trade;
        to.trade = Math.min(27, to.trade + a.trade);
      }
      if (a.resource) {
        p.resources[a.resource] -= 1;
        to.resources[a.resource] += 1;
      }
      ctx.log.push({ text: `${p.name} gives ${to.name} ${a.trade ? `${a.trade} trade` : ''}${a.trade && a.resource ? ' and ' : ''}${a.resource ?? ''}.`, rule: 'CIV-TURN-05' });
      return;
    }
    case 'city-action': return cityAction(ctx, seat, a);
    case 'use-friendly-workers':
      p.held = p.held.filter((h) => h !== a.marker);
      p.productionBonus[a.city] = (p.productionBonus[a.city] ?? 0) + 4;
      ctx.revealed = true;
      ctx.log.push({ text: `${p.name} spends Friendly Workers: +4 production in one city this turn.`, rule: 'FF-HUT-02' });
      return;
    case 'advance-culture': return advanceCulture(ctx, seat, false);
    case 'move': return move(ctx, seat, a.figures, a.path);
    case 'explore': return explore(ctx, seat, a.figure, a.col, a.row);
    case 'disband': {
      const f = d.figures.find((x) => x.id === a.figure);
      if (!f) return;
      d.figures = d.figures.filter((x) => x.id !== a.figure);
      if (a.marker !== 'none') {
        const city = d.cities.find((c) => c.owner === seat && (same(c.centre, f.at) || (c.expansion && same(c.expansion, f.at))));
        if (city) city.marker = a.marker;
        if (d.fortPool > 0) d.fortPool -= 1;
      }
      ctx.log.push({ text: `${p.name} disbands a ${f.kind}${a.marker !== 'none' ? ` and leaves a ${a.marker}` : ''}.`, rule: a.marker === 'fortification' ? 'FF-DISBAND-03' : a.marker === 'caravan' ? 'FF-DISBAND-05' : 'FF-DISBAND-01' });
      return;
    }
    case 'play-unit': return playUnit(ctx, seat, a.card, a.front, a.iron);
    case 'pass-battle-turn': return passBattleTurn(ctx, seat);
    case 'declare-battle-result': return declareResult(ctx, seat, a.winner);
    case 'spend-loot': return spendLoot(ctx, seat, a.purchases);
    case 'friendly-barbarian': return friendlyBarbarian(ctx, seat, a.choice, a.unit);
    case 'research': {
      const level = TECH_BY_NAME[a.tech].level;
      const cost = techCost(peek(d), seat, level);
      const after = tradeAfterResearch(peek(d), seat, p.trade, cost);
      p.trade = after;
      p.researchedThisTurn = true;
      ctx.log.push({ text: `${p.name} pays ${cost} trade and keeps ${after}.`, rule: 'CIV-TRADE-02' });
      return learnTech(ctx, seat, a.tech, 'research');
    }
    case 'keep-great-person': return keepGreekChoice(ctx, seat, a.card);
    case 'use-great-person': return useCard(ctx, seat, asUseCard(a));
    case 'use-card': {
      useCard(ctx, seat, a);
      // CIV-CEV-03: a card played over the limit may bring the hand within it, and then nothing is left to discard.
      if (ctx.d.pending.some((x) => x.kind === 'culture-discard' && x.seat === seat)) closeDiscardIfWithin(ctx, seat);
      return;
    }
    case 'discard-event': return discardDown(ctx, seat, a.card);
    case 'spanish-free-building': {
      p.freeBasicBuildings -= 1;
      overbuild(ctx, a.square);
      d.buildingStock[stockKey(a.building)] -= 1;
      d.placed.push({ id: `b-${seat}-${key(a.square)}-${d.round}`, kind: 'building', owner: seat, at: { ...a.square }, what: a.building });
      ctx.log.push({ text: `${p.name} builds a free ${BUILDING_BY_ID[a.building].name}.`, rule: 'FF-CIV-06' });
      return;
    }
    case 'spend-resource': {
      p.resourceAbilitiesUsed.push(a.ability);
      if ((MARKET_RESOURCES as readonly string[]).includes(a.token)) {
        p.resources[a.token as (typeof MARKET_RESOURCES)[number]] -= 1;
        d.market[a.token as (typeof MARKET_RESOURCES)[number]] += 1;
      } else {
        p.held = p.held.filter((h) => h !== a.token);
        ctx.revealed = true;
      }
      ctx.log.push({ text: `${p.name} spends ${(MARKET_RESOURCES as readonly string[]).includes(a.token) ? a.token : markerKind(a.token).kind} for ${a.ability}.`, rule: 'CIV-RES-02' });
      if (p.civ === 'arabs') {
        p.culture += 1;
        ctx.log.push({ text: `${p.name} earns 1 culture for spending a resource.`, rule: 'FF-CIV-06' });
      }
      return;
    }
    case 'adjust-counter': {
      const t = d.players[a.target];
      if (a.counter === 'cultureCards') {
        // A table override: draws from the player's current deck, or drops the newest cards.
        for (let i = 0; i < a.delta; i++) drawEvent(ctx, a.target, currentDeck(asState(d), a.target));
        for (let i = 0; i < -a.delta; i++) discardEvent(ctx, a.target, t.cultureHand[t.cultureHand.length - 1]);
        ctx.log.push({ text: `${p.name} declares: ${t.name}'s culture events ${a.delta >= 0 ? '+' : ''}${a.delta} (now ${t.cultureHand.length}).` });
        return;
      }
      t[a.counter] += a.delta;
      ctx.log.push({ text: `${p.name} declares: ${t.name}'s ${a.counter} ${a.delta >= 0 ? '+' : ''}${a.delta} (now ${t[a.counter]}).` });
      return;
    }
    case 'kill-great-person': return killMarker(ctx, a.owner, a.at);
    case 'gain-great-person': return gainGreatPerson(ctx, a.target);
    case 'place-disaster':
      d.terrainOverrides[key(a.square)] = a.terrain;
      ctx.log.push({ text: `${p.name} declares: a disaster turns ${squareName(a.square.x, a.square.y)} into ${a.terrain}.`, rule: 'FF-TECH-03' });
      return;
    case 'declare-barbarian-attack': {
      const city = d.cities.find((c) => c.id === a.city);
      if (!city) return;
      ctx.log.push({ text: `${p.name} declares: barbarians attack ${d.players[city.owner].name}'s city, which ${a.held ? 'holds' : 'falls'}.`, rule: 'CIV-COMBAT-07' });
      if (!a.held) return destroyCity(ctx, city.id);
      // FF-DISBAND-04 (option): a won defence against barbarians also spends the fortification.
      if (city.marker === 'fortification' && d.options.fortificationVsBarbarians === 'used-up') {
        delete city.marker;
        d.fortPool += 1;
        ctx.log.push({ text: 'The fortification is spent.', rule: 'FF-DISBAND-04' });
      }
      return;
    }
    case 'force-anarchy':
      d.players[a.target].government = 'anarchy';
      ctx.log.push({ text: `${p.name} declares: ${d.players[a.target].name} falls into Anarchy.`, rule: 'CIV-GOV-03' });
      return;
  }
}


/** CIV-CIVAB-ROM-1: the Romans move one culture space free for each city and wonder they build. */
function romanStep(ctx: Ctx, seat: Seat): void {
  if (ctx.d.players[seat].civ !== 'romans') return;
  ctx.log.push({ text: `${ctx.d.players[seat].name} moves one culture space free.`, rule: 'CIV-CIVAB-ROM-1' });
  advanceCulture(ctx, seat, true);
}

function cityAction(ctx: Ctx, seat: Seat, a: Extract<CivAction, { type: 'city-action' }>): void {
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

function move(ctx: Ctx, seat: Seat, ids: readonly string[], path: readonly { x: number; y: number }[]): void {
  const d = ctx.d;
  const end = path[path.length - 1];
  const kind = moveEnd(peek(d), seat, end);
  const speed = travelSpeed(peek(d), seat);
  for (const id of ids) {
    const f = d.figures.find((x) => x.id === id);
    if (!f) continue;
    f.at = { ...end };
    // CIV-MOVE-03: entering a hut, village or enemy ends the move.
    d.moved[id] = kind === 'none' ? (d.moved[id] ?? 0) + path.length : speed;
  }
  const p = d.players[seat];
  ctx.log.push({ text: `${p.name} moves ${ids.length} figure${ids.length > 1 ? 's' : ''} to ${squareName(end.x, end.y)}.`, rule: 'CIV-MOVE-01' });
  const hasArmy = d.figures.some((f) => ids.includes(f.id) && f.kind === 'army');
  const marker = markerAt(peek(d), end);
  // FF-RELIC-05: the army's owner takes the relic as the move ends, before any battle.
  if (marker?.kind === 'relic' && hasArmy && marker.relic) claimRelic(ctx, seat, marker.relic);
  if (kind === 'hut' && marker) {
    d.markers = d.markers.filter((m) => m.id !== marker.id);
    takeMarker(ctx, seat, marker.id, end);
  } else if (kind === 'village' && marker) {
    startBattle(ctx, { attacker: seat, defender: 'barbarians', square: end, village: marker.id });
  } else if (kind === 'scouts-only') {
    const victims = figuresAt(asState(d), end).filter((f) => f.owner !== seat);
    const loser = victims[0].owner;
    d.figures = d.figures.filter((f) => !victims.includes(f));
    ctx.log.push({ text: `${p.name}'s army kills the lone enemy scouts.`, rule: 'FF-LOOT-01' });
    const loot = lootEarned(asState(d), true, undefined, loser);
    if (loot > 0) d.pending.unshift({ kind: 'loot', seat, loser, loot });
  } else if (kind === 'battle') {
    const city = cityAt(asState(d), end);
    const defender = city ? city.owner : figuresAt(asState(d), end).find((f) => f.owner !== seat)!.owner;
    startBattle(ctx, { attacker: seat, defender, square: end, cityId: city?.id });
  }
}

/** CIV-EXPLORE-01/02, FF-RELIC-01: turning a tile up fills its huts, villages and relic square. */
function explore(ctx: Ctx, seat: Seat, figureId: string, col: number, row: number): void {
  const d = ctx.d;
  const slot = d.slots.find((s) => s.col === col && s.row === row);
  if (!slot || !slot.tileId) return;
  slot.revealed = true;
  ctx.revealed = true;
  d.moved[figureId] = (d.moved[figureId] ?? 0) + 1;
  const tile = TILES[slot.tileId];
  for (let ly = 0; ly < TILE_SIZE; ly++) for (let lx = 0; lx < TILE_SIZE; lx++) {
    const printed = tile.squares[ly * TILE_SIZE + lx];
    if (!printed.spot) continue;
    // The printed (lx, ly) lands where the slot's rotation turns it.
    const r = rotate(lx, ly, slot.rotation);
    const at = { x: col * TILE_SIZE + r.x, y: row * TILE_SIZE + r.y };
    if (printed.spot === 'relic' && printed.relic) d.markers.push({ id: `relic-${printed.relic}`, kind: 'relic', at, relic: printed.relic });
    else if (printed.spot === 'hut' && d.hutBag.length) d.markers.push({ id: d.hutBag.shift() as string, kind: 'hut', at });
    else if (printed.spot === 'village' && d.villageBag.length) d.markers.push({ id: d.villageBag.shift() as string, kind: 'village', at });
  }
  const p = d.players[seat];
  ctx.log.push({ text: `${p.name} explores a new tile.`, rule: 'CIV-EXPLORE-01' });
  if (p.civ === 'spanish') p.freeBasicBuildings += 1;
}
