import type { Seat } from '../contract';
import { OK, refuse, type Check } from '../../core/check';
import { GP_TYPES, GREAT_PERSON_BY_ID, type GreatPersonType } from '../data/great-people';
import type { Ctx, Draft } from '../draft';
import { asState } from '../draft';
import { gpType } from '../player';
import type { CivState } from '../state';
import { key, same, type Square } from '../geometry';
import { squareName } from '../../core/squares';

/** FF-GP-07: a faceup card on top means the deck has come round: turn it all facedown and shuffle. */
function reshuffle(ctx: Ctx): void {
  ctx.d.gpDeck = ctx.random.shuffle(ctx.d.gpDeck.map((c) => ({ id: c.id, faceUp: false })));
  ctx.log.push({ text: 'The great person deck is turned over and reshuffled.', rule: 'FF-GP-07' });
}

/**
 * FF-GP-03/05: draw until `want` cards of types with a free marker come up; cards of exhausted types go under the
 * deck faceup. Stops when no marker is left at all, or when the deck holds no card that could ever be valid.
 */
export function drawValidCards(ctx: Ctx, want: number): string[] {
  const d = ctx.d;
  const valid: string[] = [];
  const state = asState(d);
  let sinceValid = 0;
  while (valid.length < want) {
    if (GP_TYPES.every((t) => d.gpSupply[t] <= 0)) break;
    if (d.gpDeck.length === 0 || sinceValid > 2 * d.gpDeck.length + 1) break;
    if (d.gpDeck[0].faceUp) {
      reshuffle(ctx);
      sinceValid += 1;
      continue;
    }
    const top = d.gpDeck.shift() as { id: string; faceUp: boolean };
    const type = gpType(state, top.id);
    if (d.gpSupply[type] > valid.filter((id) => gpType(state, id) === type).length) {
      valid.push(top.id);
      sinceValid = 0;
    } else {
      d.gpDeck.push({ id: top.id, faceUp: true });
      ctx.log.push({ text: `${GREAT_PERSON_BY_ID[top.id].name} has no ${type} marker left and goes under the deck, faceup.`, rule: 'FF-GP-05' });
      sinceValid += 1;
    }
  }
  return valid;
}

/** FF-GP-03/04: the drawer keeps the card secret and takes a marker of its type into reserve. */
export function takeGreatPerson(ctx: Ctx, seat: Seat, cardId: string): void {
  const d = ctx.d;
  const type = gpType(asState(d), cardId);
  d.players[seat].gpCards.push({ id: cardId, faceUp: false });
  d.gpSupply[type] -= 1;
  d.players[seat].gpReserve.push(type);
  ctx.revealed = true;
  ctx.log.push({ text: `You gain ${GREAT_PERSON_BY_ID[cardId].name} and a ${type} marker.`, to: [seat], rule: 'FF-GP-03' });
  ctx.log.push({ text: `${d.players[seat].name} gains a great person (${type} marker).`, to: d.players.map((p) => p.seat).filter((s) => s !== seat), rule: 'FF-GP-03' });
}

/** CIV-GPM-02 / FF-GP-03 / FF-GP-06: gaining one great person, with or without the deck. */
export function gainGreatPerson(ctx: Ctx, seat: Seat): void {
  const d = ctx.d;
  if (!d.options.greatPersonDeck) {
    // Core way: a random marker from the facedown pile.
    const pool: GreatPersonType[] = GP_TYPES.flatMap((t) => Array<GreatPersonType>(Math.max(0, d.gpSupply[t])).fill(t));
    if (pool.length === 0) return void ctx.log.push({ text: 'No great person marker is left.', rule: 'CIV-GPM-02' });
    const type = ctx.random.pick(pool);
    d.gpSupply[type] -= 1;
    d.players[seat].gpReserve.push(type);
    ctx.revealed = true;
    ctx.log.push({ text: `${d.players[seat].name} gains a ${type} great person marker.`, rule: 'CIV-GPM-02' });
    return;
  }
  const greek = d.players[seat].civ === 'greeks';
  const cards = drawValidCards(ctx, greek ? 2 : 1);
  ctx.revealed = true;
  if (cards.length === 0) return void ctx.log.push({ text: `${d.players[seat].name} gains no great person: no marker is left.`, rule: 'FF-GP-05' });
  if (greek && cards.length === 2) {
    d.pending.unshift({ kind: 'greek-choice', seat, cards });
    ctx.log.push({ text: 'Choose one of your two great people to keep.', to: [seat], rule: 'FF-GP-06' });
    return;
  }
  takeGreatPerson(ctx, seat, cards[0]);
}

/** CIV-GPM-04: a great person moved between the reserve and a square of the seat's. */
export function moveGreatPerson(ctx: Ctx, seat: Seat, from: Square | { reserve: GreatPersonType }, to: Square | 'reserve'): void {
  const d = ctx.d;
  const p = d.players[seat];
  let type: GreatPersonType;
  if ('reserve' in from) {
    type = from.reserve;
    p.gpReserve.splice(p.gpReserve.indexOf(type), 1);
  } else {
    const i = d.placed.findIndex((x) => x.kind === 'great-person' && x.owner === seat && same(x.at, from));
    type = d.placed[i].what as GreatPersonType;
    d.placed.splice(i, 1);
  }
  if (to === 'reserve') p.gpReserve.push(type);
  else d.placed.push({ id: `gpm-${seat}-${type}-${key(to)}`, kind: 'great-person', owner: seat, at: { ...to }, what: type });
  ctx.log.push({ text: `${p.name} moves a ${type} great person ${to === 'reserve' ? 'into reserve' : `to ${squareName(to.x, to.y)}`}.`, rule: 'CIV-GPM-04' });
}

/** FF-GP-06: the Greek keeps one of the two; the other goes under the deck faceup. */
export function checkGreekChoice(state: CivState, seat: Seat, card: string): Check {
  const p = state.pending[0];
  if (!p || p.kind !== 'greek-choice' || p.seat !== seat) return refuse('no-choice', 'FF-GP-06', 'You have no great person to choose.');
  if (!p.cards.includes(card)) return refuse('not-offered', 'FF-GP-06', 'That card is not one of the two you drew.');
  return OK;
}

export function keepGreekChoice(ctx: Ctx, seat: Seat, card: string): void {
  const p = ctx.d.pending.shift();
  if (!p || p.kind !== 'greek-choice') return;
  takeGreatPerson(ctx, seat, card);
  for (const other of p.cards) if (other !== card) {
    ctx.d.gpDeck.push({ id: other, faceUp: true });
    ctx.log.push({ text: `${GREAT_PERSON_BY_ID[other].name} goes under the great person deck, faceup.`, rule: 'FF-GP-06' });
  }
}

export function markersOfType(d: Draft | CivState, seat: Seat, type: GreatPersonType): number {
  return d.placed.filter((p) => p.kind === 'great-person' && p.owner === seat && p.what === type).length + d.players[seat].gpReserve.filter((t) => t === type).length;
}

/** FF-GP-10: at most one card of a type per marker of that type (map + reserve); excess cards go at random. */
export function enforceCardLimit(ctx: Ctx, seat: Seat, type: GreatPersonType): void {
  const d = ctx.d;
  const state = asState(d);
  for (;;) {
    const cards = d.players[seat].gpCards.filter((c) => gpType(state, c.id) === type);
    if (cards.length <= markersOfType(d, seat, type)) return;
    const victim = cards[ctx.random.int(cards.length)];
    d.players[seat].gpCards = d.players[seat].gpCards.filter((c) => c.id !== victim.id);
    d.gpDeck.push({ id: victim.id, faceUp: true });
    ctx.revealed = true;
    ctx.log.push({ text: `${d.players[seat].name} discards ${GREAT_PERSON_BY_ID[victim.id].name} at random (too few ${type} markers).`, rule: 'FF-GP-10' });
  }
}

/** FF-GP-10: a marker is killed (culture event, destroyed city); it goes back to the supply, then the card limit. */
export function killMarker(ctx: Ctx, seat: Seat, where: Square | { reserve: GreatPersonType }): void {
  const d = ctx.d;
  let type: GreatPersonType;
  if ('reserve' in where) {
    type = where.reserve;
    const i = d.players[seat].gpReserve.indexOf(type);
    if (i < 0) return;
    d.players[seat].gpReserve.splice(i, 1);
  } else {
    const i = d.placed.findIndex((p) => p.kind === 'great-person' && p.owner === seat && same(p.at, where));
    if (i < 0) return;
    type = d.placed[i].what as GreatPersonType;
    d.placed.splice(i, 1);
  }
  if (d.options.killedMarker === 'supply') d.gpSupply[type] += 1;
  ctx.log.push({ text: `A ${type} great person marker of ${d.players[seat].name} is killed.`, rule: 'FF-GP-10' });
  if (d.options.greatPersonDeck) enforceCardLimit(ctx, seat, type);
}
