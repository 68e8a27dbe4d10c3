import type { Seat } from '../contract';
import { OK, refuse, type Check } from '../../core/check';
import type { LootPurchase } from '../actions';
import { markerKind } from '../data/markers';
import type { Ctx } from '../draft';
import { knows } from '../player';
import type { CivState } from '../state';
import { checkLearnable, learnTech } from './tech';

/** FF-LOOT-03/04: one-loot and two-loot effects. */
export function lootCost(p: LootPurchase): number {
  return p.effect === 'tech' || p.effect === 'culture-card' || p.effect === 'take-coin' ? 2 : 1;
}

/** FF-LOOT-02..04: spend at once, any mix, repeats allowed, total within the loot. */
export function checkSpendLoot(state: CivState, seat: Seat, purchases: readonly LootPurchase[]): Check {
  const pending = state.pending[0];
  if (!pending || pending.kind !== 'loot' || pending.seat !== seat) return refuse('no-loot', 'FF-LOOT-02', 'You have no loot to spend.');
  const total = purchases.reduce((n, p) => n + lootCost(p), 0);
  if (total > pending.loot) return refuse('too-much', 'FF-LOOT-02', `Those effects cost ${total} loot; you have ${pending.loot}.`);
  const loser = state.players[pending.loser];
  const techs = purchases.filter((p) => p.effect === 'tech').map((p) => (p as { tech: string }).tech);
  if (new Set(techs).size !== techs.length) return refuse('same-tech', 'FF-LOOT-04', 'Each tech can be taken only once.');
  for (const p of purchases) {
    if (p.effect === 'tech') {
      if (!knows(loser, p.tech)) return refuse('loser-lacks', 'FF-LOOT-04', `${loser.name} does not know ${p.tech}.`);
      const ok = checkLearnable(state, seat, p.tech);
      if (!ok.ok) return refuse(ok.code, 'FF-LOOT-04', ok.message);
    }
  }
  // Resources, coins and cards are checked in order, as they run out.
  let coinTokens = loser.coinTokens, cards = loser.cultureHand.length;
  const res = { ...loser.resources };
  let held = state.options.lootHeldMarkers === 'yes' ? loser.held.length : loser.held.filter((h) => ['incense', 'iron', 'silk', 'wheat', 'spy', 'uranium'].includes(markerKind(h).kind)).length;
  for (const p of purchases) {
    if (p.effect === 'discard-coin' || p.effect === 'take-coin') {
      if (coinTokens < 1) return refuse('no-coin', 'FF-LOOT-03', `${loser.name} has no coin token (investments are immune).`);
      coinTokens -= 1;
    }
    if (p.effect === 'culture-card') {
      if (cards < 1) return refuse('no-card', 'FF-LOOT-04', `${loser.name} holds no culture event.`);
      cards -= 1;
    }
    if (p.effect === 'resource') {
      if (p.resource === 'facedown') {
        if (held < 1) return refuse('no-resource', 'FF-LOOT-03', `${loser.name} holds no facedown marker.`);
        held -= 1;
      } else {
        if (res[p.resource] < 1) return refuse('no-resource', 'FF-LOOT-03', `${loser.name} has no ${p.resource}.`);
        res[p.resource] -= 1;
      }
    }
  }
  return OK;
}

export function spendLoot(ctx: Ctx, seat: Seat, purchases: readonly LootPurchase[]): void {
  const d = ctx.d;
  const pending = d.pending.shift();
  if (!pending || pending.kind !== 'loot') return;
  const w = d.players[seat], l = d.players[pending.loser];
  for (const p of purchases) {
    switch (p.effect) {
      case 'trade': { const n = Math.min(p.amount, l.trade); l.trade -= n; w.trade = Math.min(27, w.trade + n); ctx.log.push({ text: `${w.name} loots ${n} trade.`, rule: 'FF-LOOT-03' }); break; }
      case 'culture': { const n = Math.min(p.amount, l.culture); l.culture -= n; w.culture += n; ctx.log.push({ text: `${w.name} loots ${n} culture.`, rule: 'FF-LOOT-03' }); break; }
      case 'resource': {
        if (p.resource === 'facedown') {
          const pool = d.options.lootHeldMarkers === 'yes' ? l.held : l.held.filter((h) => ['incense', 'iron', 'silk', 'wheat', 'spy', 'uranium'].includes(markerKind(h).kind));
          const id = pool[ctx.random.int(pool.length)];
          l.held = l.held.filter((h) => h !== id);
          w.held.push(id);
          ctx.revealed = true;
        } else {
          l.resources[p.resource] -= 1;
          w.resources[p.resource] += 1;
        }
        ctx.log.push({ text: `${w.name} loots a resource from ${l.name}.`, rule: 'FF-LOOT-03' });
        break;
      }
      case 'discard-coin': l.coinTokens -= 1; ctx.log.push({ text: `${l.name} discards a coin token.`, rule: 'FF-LOOT-03' }); break;
      case 'take-coin': l.coinTokens -= 1; w.coinTokens += 1; ctx.log.push({ text: `${w.name} takes a coin token from ${l.name}.`, rule: 'FF-LOOT-04' }); break;
      case 'culture-card': { const card = l.cultureHand.splice(ctx.random.int(l.cultureHand.length), 1)[0]; w.cultureHand.push(card); ctx.revealed = true; } ctx.log.push({ text: `${w.name} takes a culture event from ${l.name}, by its back.`, rule: 'FF-LOOT-04' }); break;
      case 'tech': learnTech(ctx, seat, p.tech, d.options.lootTech === 'research' ? 'research' : 'learn'); break;
    }
  }
  const spent = purchases.reduce((n, p) => n + lootCost(p), 0);
  if (spent < pending.loot) ctx.log.push({ text: `${pending.loot - spent} loot goes unspent and is lost.`, rule: 'FF-LOOT-02' });
}
