import { stockKey } from '../../data/buildings';
import { asState, type Ctx } from '../../draft';
import { same } from '../../geometry';
import { outskirtsOf } from '../../map';
import { killMarker } from '../great-people';

/**
 * CIV-CITY-07 / CIV-BATTLE-34: a beaten non-capital city is destroyed: its buildings go back to the market, its
 * wonders' markers leave the map, its great people die (FF-GP-10) and a fortification or caravan goes back.
 */
export function destroyCity(ctx: Ctx, cityId: string): void {
  const d = ctx.d;
  const city = d.cities.find((c) => c.id === cityId);
  if (!city) return;
  const outskirts = outskirtsOf(asState(d).cities.find((c) => c.id === cityId)!);
  for (const pl of d.placed.filter((x) => x.owner === city.owner && outskirts.some((s) => same(s, x.at)))) {
    if (pl.kind === 'great-person') killMarker(ctx, city.owner, pl.at);
    else if (pl.kind === 'building') {
      d.placed = d.placed.filter((x) => x.id !== pl.id);
      d.buildingStock[stockKey(pl.what)] += 1;
    } else d.placed = d.placed.filter((x) => x.id !== pl.id);
  }
  if (city.marker) d.fortPool += 1;
  d.cities = d.cities.filter((c) => c.id !== cityId);
  ctx.log.push({ text: `${d.players[city.owner].name}'s city is destroyed.`, rule: 'CIV-CITY-07' });
}
