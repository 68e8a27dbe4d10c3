import type { Seat } from '../contract';
import { OK, refuse, type Check } from '../../core/check';
import { BUILDING_BY_ID } from '../data/buildings';
import { GAME_TECHS, TECH_BY_NAME, TECH_COST } from '../data/techs';
import { WONDER_BY_ID } from '../data/wonders';
import type { Ctx } from '../draft';
import { asState, peek } from '../draft';
import { coins, hasActiveGreatPerson, investmentTier, knows, wonderWorks } from '../player';
import type { CivState, PlayerState } from '../state';
import { unitTechBonus } from './germans';
import { canGrowNow } from './metropolis';
import { discardFromMarket } from './wonders';

/**
 * CIV-TECH-02: a level I tech always fits; a level N tech fits only if the pyramid keeps at least one more tech
 * on level N-1 than on level N, so each tech rests on two below it. Counted before adding.
 */
export function pyramidHasSpace(techs: PlayerState['techs'], level: number): boolean {
  if (level === 1) return true;
  const below = techs.filter((t) => t.level === level - 1).length;
  const here = techs.filter((t) => t.level === level).length;
  return below >= here + 2;
}

export function techCost(state: CivState, seat: Seat, level: number): number {
  // CIV-WONDERAB-D5: the Porcelain Tower takes 5 off every tech.
  const tower = wonderWorks(state, seat, 'w-porcelain-tower') ? 5 : 0;
  return Math.max(0, TECH_COST[level] - (investmentTier(state, seat, 'scholarship-fund')?.techDiscount ?? 0) - tower);
}

/** A tech this player could add: in the game, unknown, with a legal space. */
export function checkLearnable(state: CivState, seat: Seat, tech: string, maxLevel = 5): Check {
  const t = TECH_BY_NAME[tech];
  if (!t || t.edition === 'ww') return refuse('no-tech', 'CIV-TECH-06', 'No such tech in this game.');
  const p = state.players[seat];
  if (knows(p, tech)) return refuse('known', 'CIV-TECH-01', 'You already know that tech.');
  if (t.level > maxLevel) return refuse('level', 'FF-HUT-04', `Only a tech of level ${maxLevel} or lower may be taken this way.`);
  if (!pyramidHasSpace(p.techs, t.level)) return refuse('no-space', 'CIV-TECH-02', `A level ${t.level} tech needs two more level ${t.level - 1} techs than level ${t.level} ones under it.`);
  return OK;
}

/** CIV-TURN-08 / CIV-TECH-03: at most one research a turn, paying its trade cost. */
export function checkResearch(state: CivState, seat: Seat, tech: string): Check {
  const learnable = checkLearnable(state, seat, tech);
  if (!learnable.ok) return learnable;
  const p = state.players[seat];
  if (p.researchedThisTurn) return refuse('once-per-turn', 'CIV-TECH-03', 'You have already researched this turn.');
  const cost = techCost(state, seat, TECH_BY_NAME[tech].level);
  if (p.trade < cost) return refuse('trade', 'CIV-TECH-03', `${tech} costs ${cost} trade; you have ${p.trade}.`);
  return OK;
}

/** CIV-TRADE-02: after research, keep at most as much leftover trade as coins (counted before the new tech). */
export function tradeAfterResearch(state: CivState, seat: Seat, tradeBefore: number, cost: number): number {
  const left = tradeBefore - cost;
  switch (state.options.tradeAfterResearch) {
    case 'keep-all': return left;
    case 'reset': return 0;
    default: return Math.min(left, coins(state, seat));
  }
}

/** CIV-TECH-02, CIV-TRADE-02: the research of the turn, paid in trade, the rest kept as the option says. */
export function research(ctx: Ctx, seat: Seat, tech: string): void {
  const p = ctx.d.players[seat];
  const cost = techCost(peek(ctx.d), seat, TECH_BY_NAME[tech].level);
  const after = tradeAfterResearch(peek(ctx.d), seat, p.trade, cost);
  p.trade = after;
  p.researchedThisTurn = true;
  ctx.log.push({ text: `${p.name} pays ${cost} trade and keeps ${after}.`, rule: 'CIV-TRADE-02' });
  learnTech(ctx, seat, tech, 'research');
}

/** FF-HUT-04: a Teacher found in a hut teaches a tech. */
export function useTeacher(ctx: Ctx, seat: Seat, marker: string, tech: string): void {
  const p = ctx.d.players[seat];
  p.held = p.held.filter((h) => h !== marker);
  ctx.revealed = true;
  ctx.log.push({ text: `${p.name} spends a Teacher.`, rule: 'FF-HUT-04' });
  learnTech(ctx, seat, tech, 'learn');
}

export function learnableTechs(state: CivState, seat: Seat, maxLevel = 5): string[] {
  return GAME_TECHS.filter((t) => checkLearnable(state, seat, t.name, maxLevel).ok).map((t) => t.name);
}

/** Adds a tech and resolves what learning it triggers (CIV-TECH-05, CIV-BLDG-02, FF-WONDER-04, FF-METRO-01). */
export function learnTech(ctx: Ctx, seat: Seat, tech: string, how: 'research' | 'learn'): void {
  const d = ctx.d;
  const p = d.players[seat];
  const t = TECH_BY_NAME[tech];
  const othersLacking = d.players.filter((o) => o.seat !== seat && !o.techs.some((x) => x.name === tech)).length;
  p.techs.push({ name: tech, level: t.level });
  ctx.log.push({ text: `${p.name} ${how === 'research' ? 'researches' : 'learns'} ${tech}.`, rule: 'CIV-TECH-01' });
  if (t.government) p.governmentsUnlocked[t.government] = d.round;
  for (const [kind, rank] of Object.entries(t.ranks ?? {}) as [keyof typeof p.ranks, number][]) p.ranks[kind] = Math.max(p.ranks[kind], rank);
  if (how === 'research') unitTechBonus(ctx, seat, t);
  // CIV-BLDG-02: once the upgraded side is unlocked, the basic buildings of that kind flip at once.
  for (const upgraded of t.buildings ?? []) {
    const b = BUILDING_BY_ID[upgraded];
    if (b.basic || !b.pair) continue;
    for (const pl of d.placed) if (pl.kind === 'building' && pl.owner === seat && pl.what === b.pair) pl.what = upgraded;
  }
  // FF-WONDER-04: an obsoleting tech may hit a wonder still in the market; owned ones stop working (CIV-WONDER-03).
  for (const w of t.obsoletes ?? []) {
    if (d.wonderMarket.includes(w)) discardFromMarket(ctx, w);
    else if (w in d.wondersOwned && !d.obsoleteWonders.includes(w)) {
      d.obsoleteWonders.push(w);
      ctx.log.push({ text: `${WONDER_BY_ID[w].name} is obsolete.`, rule: 'CIV-WONDER-03' });
    }
  }
  if (p.civ === 'greeks' && othersLacking > 0) {
    p.culture += othersLacking;
    ctx.log.push({ text: `${p.name} earns ${othersLacking} culture: rivals lack ${tech}.`, rule: 'FF-CIV-06' });
  }
  if (how === 'research' && othersLacking === d.players.length - 1 && hasActiveGreatPerson(asState(d), seat, 'Archimedes')) {
    p.culture += 3;
    ctx.log.push({ text: `Archimedes: ${p.name} earns 3 culture.`, rule: 'FF-GP-08' });
  }
  if (investmentTier(asState(d), seat, 'scholarship-fund')?.threshold === 6) p.culture += 2;
  if (t.metropolis) {
    // FF-METRO-01/08: grow now if any square is legal, otherwise at a later Start of Turn.
    if (canGrowNow(asState(d), seat)) d.pending.unshift({ kind: 'growth', seat, forced: true });
    else if (d.cities.some((c) => c.owner === seat && c.kind === 'capital')) {
      p.metroPending = true;
      ctx.log.push({ text: `${p.name}'s capital cannot grow yet; it must grow at the first Start of Turn when it can.`, rule: 'FF-METRO-08' });
    }
  }
}
