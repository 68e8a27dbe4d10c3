import type { Ctx } from '../draft';
import { BUILDING_BY_ID, stockKey } from '../data/buildings';
import { same, type Square } from '../geometry';
import { WONDER_BY_ID } from '../data/wonders';

/**
 * CIV-OVERBUILD-01 / FF-METRO-05: whatever stands on the square is overbuilt. A building goes back to the market,
 * a great person to its owner's reserve, and a wonder's marker leaves the map (its owner keeps the card) unless
 * the option says overbuilt wonders are destroyed.
 */
export function overbuild(ctx: Ctx, at: Square): void {
  const d = ctx.d;
  const i = d.placed.findIndex((p) => same(p.at, at));
  if (i < 0) return;
  const old = d.placed[i];
  d.placed.splice(i, 1);
  if (old.kind === 'building') {
    d.buildingStock[stockKey(old.what)] += 1;
    ctx.log.push({ text: `The ${BUILDING_BY_ID[old.what]?.name ?? old.what} there is overbuilt and returns to the market.`, rule: 'CIV-OVERBUILD-01' });
  } else if (old.kind === 'great-person') {
    d.players[old.owner].gpReserve.push(old.what as never);
    ctx.log.push({ text: `The ${old.what} great person there returns to reserve.`, rule: 'CIV-OVERBUILD-01' });
  } else {
    if (d.options.overbuiltWonders === 'destroyed') {
      delete d.wondersOwned[old.what];
      d.wonderDiscard.push(old.what);
    }
    ctx.log.push({ text: `${WONDER_BY_ID[old.what].name}'s marker is overbuilt${d.options.overbuiltWonders === 'destroyed' ? ' and destroyed' : ''}.`, rule: 'CIV-OVERBUILD-01' });
  }
}
