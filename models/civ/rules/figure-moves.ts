import { squareName } from '../../core/squares';
import type { Seat } from '../contract';
import type { ActionOf } from '../actions';
import { asState, peek, type Ctx } from '../draft';
import { rotateLocal as rotate, same, TILE_SIZE } from '../geometry';
import { TILES } from '../maps';
import { cityAt, figuresAt, markerAt } from '../map';
import { travelSpeed } from '../player';
import { startBattle } from './battle/engage';
import { lootEarned } from './combat';
import { takeMarker } from './huts';
import { moveEnd } from './movement';
import { claimRelic } from './relics';

// What figures do on the board: move (and what their move ends on), explore, disband.

export function moveFigures(ctx: Ctx, seat: Seat, ids: readonly string[], path: readonly { x: number; y: number }[]): void {
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
export function explore(ctx: Ctx, seat: Seat, figureId: string, col: number, row: number): void {
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

/** FF-DISBAND-01/03/05: a figure leaves the board, perhaps leaving a fortification or a caravan in its city. */
export function disband(ctx: Ctx, seat: Seat, a: ActionOf<'disband'>): void {
  const d = ctx.d;
  const f = d.figures.find((x) => x.id === a.figure);
  if (!f) return;
  d.figures = d.figures.filter((x) => x.id !== a.figure);
  if (a.marker !== 'none') {
    const city = d.cities.find((c) => c.owner === seat && (same(c.centre, f.at) || (c.expansion && same(c.expansion, f.at))));
    if (city) city.marker = a.marker;
    if (d.fortPool > 0) d.fortPool -= 1;
  }
  ctx.log.push({ text: `${d.players[seat].name} disbands a ${f.kind}${a.marker !== 'none' ? ` and leaves a ${a.marker}` : ''}.`, rule: a.marker === 'fortification' ? 'FF-DISBAND-03' : a.marker === 'caravan' ? 'FF-DISBAND-05' : 'FF-DISBAND-01' });
}
