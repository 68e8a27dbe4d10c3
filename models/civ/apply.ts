import type { Applied, Seat } from './contract';
import type { Random } from '../core/rng';
import type { CivAction } from './actions';
import { draftOf, finish, type Ctx } from './draft';
import { advanceTurn } from './flow';
import { declareResult } from './rules/battle/declare';
import { passBattleTurn } from './rules/battle/pass';
import { playUnit } from './rules/battle/play';
import { cityAction, foundCity, spanishFreeBuilding } from './rules/city-action';
import { advanceCulture } from './rules/culture';
import { disband, explore, moveFigures } from './rules/figure-moves';
import { changeGovernment } from './rules/government';
import { gainGreatPerson, keepGreekChoice, killMarker, moveGreatPerson } from './rules/great-people';
import { growMetropolis } from './rules/grow';
import { friendlyBarbarian } from './rules/huts';
import { placeInvestment } from './rules/investment';
import { spendLoot } from './rules/loot';
import { give, spendResource, useFriendlyWorkers } from './rules/spending';
import { adjustCounter, declareBarbarianAttack, forceAnarchy, placeDisaster } from './rules/table-overrides';
import { learnTech, research, useTeacher } from './rules/tech';
import { declareWinner, winnerAfter } from './rules/victory';
import type { CivState } from './state';
import { checkHandLimits, closeDiscardIfWithin, discardDown, handOverLimit } from './cards/deck';
import { passResponse, useCard } from './cards/resolve';
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

/** One action to the rule that carries it out (rules/ by topic). */
function run(ctx: Ctx, seat: Seat, a: CivAction): void {
  switch (a.type) {
    // Most actions are `done`: passing the turn drafts no player that stays put.
    case 'done': return ctx.d.pending[0]?.kind === 'card-response' ? passResponse(ctx) : advanceTurn(ctx);
    case 'found-city': return foundCity(ctx, seat, a.scout);
    case 'change-government': return changeGovernment(ctx, seat, a.government);
    case 'invest': return placeInvestment(ctx, seat, a.card, false);
    case 'place-free-investment': return placeInvestment(ctx, seat, a.card, true);
    case 'grow-metropolis': return growMetropolis(ctx, seat, a.square);
    case 'place-great-person': return moveGreatPerson(ctx, seat, a.from, a.to);
    case 'use-teacher': return useTeacher(ctx, seat, a.marker, a.tech);
    case 'choose-free-tech':
      ctx.d.pending.shift();
      return learnTech(ctx, seat, a.tech, 'learn');
    case 'give': return give(ctx, seat, a);
    case 'city-action': return cityAction(ctx, seat, a);
    case 'use-friendly-workers': return useFriendlyWorkers(ctx, seat, a);
    case 'advance-culture': return advanceCulture(ctx, seat, false);
    case 'move': return moveFigures(ctx, seat, a.figures, a.path);
    case 'explore': return explore(ctx, seat, a.figure, a.col, a.row);
    case 'disband': return disband(ctx, seat, a);
    case 'play-unit': return playUnit(ctx, seat, a.card, a.front, a.iron);
    case 'pass-battle-turn': return passBattleTurn(ctx, seat);
    case 'declare-battle-result': return declareResult(ctx, seat, a.winner);
    case 'spend-loot': return spendLoot(ctx, seat, a.purchases);
    case 'friendly-barbarian': return friendlyBarbarian(ctx, seat, a.choice, a.unit);
    case 'research': return research(ctx, seat, a.tech);
    case 'keep-great-person': return keepGreekChoice(ctx, seat, a.card);
    case 'use-great-person': return useCard(ctx, seat, asUseCard(a));
    case 'use-card':
      useCard(ctx, seat, a);
      // CIV-CEV-03: a card played over the limit may bring the hand within it, and then nothing is left to discard.
      if (ctx.d.pending.some((x) => x.kind === 'culture-discard' && x.seat === seat)) closeDiscardIfWithin(ctx, seat);
      return;
    case 'discard-event': return discardDown(ctx, seat, a.card);
    case 'spanish-free-building': return spanishFreeBuilding(ctx, seat, a.building, a.square);
    case 'spend-resource': return spendResource(ctx, seat, a);
    case 'adjust-counter': return adjustCounter(ctx, seat, a);
    case 'kill-great-person': return killMarker(ctx, a.owner, a.at);
    case 'gain-great-person': return gainGreatPerson(ctx, a.target);
    case 'place-disaster': return placeDisaster(ctx, seat, a);
    case 'declare-barbarian-attack': return declareBarbarianAttack(ctx, seat, a);
    case 'force-anarchy': return forceAnarchy(ctx, seat, a);
  }
}
