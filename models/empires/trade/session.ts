import { counted } from '../../core/words';
import type { LogLine, Seat } from '../seat';
import { cardLabel, WATER } from '../cards';
import { COMMODITY_BY_ID } from '../data/commodities';
import { playingSeats } from '../phases';
import { player, withPlayer, withRecords, tradeWith, type EmpiresState, type TradeOffer, type TradeSession, type TradeSide } from '../state';
import { MIN_CARDS, findOffer } from './offers';

type Step = { state: EmpiresState; log: LogLine[] };

const nameOf = (id: string) => (id === WATER.id ? WATER.name : (COMMODITY_BY_ID[id]?.name ?? id));
const declared = (side: TradeSide) => `${counted(side.declared.count, 'card')} with ${side.declared.named.map(nameOf).join(' and ')}`;

/** ME-TRADEX-1/4: the session opens; a seat holding fewer than three cards cannot give a side and is done at once. */
export function openTrade(state: EmpiresState): Step {
  const idle = playingSeats(state).filter((s) => state.players[s].hand.length < MIN_CARDS);
  const trade: TradeSession = { offers: [], done: idle, nextId: 1, made: {}, deals: 0 };
  const log: LogLine[] = [{ text: `Trading is open for ${Math.round(state.options.tradeTimerSeconds / 60)} minutes, or until everyone is done.`, rule: 'ME-TRADEX-1' }];
  if (idle.length) log.push({ text: `${idle.map((s) => state.players[s].name).join(', ')} ${idle.length === 1 ? 'holds' : 'hold'} fewer than three cards and cannot trade.`, rule: 'ME-TRADEX-4' });
  return { state: withRecords(state, { trade }), log };
}

/** ME-TRADEX-1: trading ends when fewer than two seats are still trading (everyone done), or by the clock. */
export function tradeOver(state: EmpiresState): boolean {
  const t = state.trade;
  if (!t) return true;
  return playingSeats(state).filter((s) => !t.done.includes(s)).length < 2;
}

const withTrade = (state: EmpiresState, change: Partial<TradeSession>): EmpiresState => (withRecords(state, { trade: tradeWith(state.trade!, { ...change }) }));

/** The two parties hear the declaration; the table hears only who offers how many cards to whom. */
export function makeOffer(state: EmpiresState, seat: Seat, to: Seat, side: TradeSide): Step {
  const t = state.trade!;
  const offer: TradeOffer = { id: t.nextId, from: seat, to, give: side, answer: null };
  const s = withTrade(state, { offers: [...t.offers, offer], nextId: t.nextId + 1, made: { ...t.made, [seat]: (t.made[seat] ?? 0) + 1 } });
  const [a, b] = [state.players[seat].name, state.players[to].name];
  return {
    state: s,
    log: [
      { text: `${a} offers ${b} a trade of ${counted(side.cards.length, 'card')}.`, rule: 'ME-TRADEX-3' },
      { text: `${a} offers you ${declared(side)}.`, to: [to], rule: 'ME-TRADEX-5' },
      { text: `You offer ${b}: ${side.cards.map(cardLabel).join(', ')}.`, to: [seat], rule: 'ME-TRADEX-5' },
    ],
  };
}

export function answerOffer(state: EmpiresState, seat: Seat, id: number, side: TradeSide): Step {
  const offer = findOffer(state, id)!;
  const s = withTrade(state, { offers: state.trade!.offers.map((o) => (o.id === id ? { ...o, answer: side } : o)) });
  const [a, b] = [state.players[seat].name, state.players[offer.from].name];
  return {
    state: s,
    log: [
      { text: `${a} answers ${b}'s offer with ${counted(side.cards.length, 'card')}.`, rule: 'ME-TRADEX-3' },
      { text: `${a} answers your offer with ${declared(side)}.`, to: [offer.from], rule: 'ME-TRADEX-5' },
      { text: `You answer ${b}: ${side.cards.map(cardLabel).join(', ')}.`, to: [seat], rule: 'ME-TRADEX-5' },
    ],
  };
}

/**
 * ME-TRADEX-7: all cards change hands at once, unseen by others; each party learns what he received (a hidden
 * calamity included, which does nothing until phase 9). Other offers that promised a card now gone lapse.
 */
export function acceptOffer(state: EmpiresState, seat: Seat, id: number): Step {
  const offer = findOffer(state, id)!;
  const answer = offer.answer!;
  const give = offer.give.cards;
  const take = answer.cards;
  const from = player(state, offer.from);
  const to = player(state, offer.to);
  let s = withPlayer(state, offer.from, { hand: [...from.hand.filter((c) => !give.includes(c)), ...take] });
  s = withPlayer(s, offer.to, { hand: [...to.hand.filter((c) => !take.includes(c)), ...give] });
  const moved = new Set([...give, ...take]);
  const lapsed = state.trade!.offers.filter((o) => o.id !== id && [...o.give.cards, ...(o.answer?.cards ?? [])].some((c) => moved.has(c)));
  s = withTrade(s, { offers: state.trade!.offers.filter((o) => o.id !== id && !lapsed.includes(o)), deals: state.trade!.deals + 1 });
  const log: LogLine[] = [
    { text: `${from.name} and ${to.name} trade ${counted(give.length, 'card')} for ${counted(take.length, 'card')}.`, rule: 'ME-TRADEX-7' },
    { text: `You receive from ${to.name}: ${take.map(cardLabel).join(', ')}.`, to: [offer.from], rule: 'ME-TRADEX-7' },
    { text: `You receive from ${from.name}: ${give.map(cardLabel).join(', ')}.`, to: [offer.to], rule: 'ME-TRADEX-7' },
  ];
  for (const o of lapsed) log.push({ text: `The offer between ${state.players[o.from].name} and ${state.players[o.to].name} lapses: a card in it has been traded.`, to: [o.from, o.to], rule: 'ME-TRADEX-7' });
  return { state: s, log };
}

export function withdrawOffer(state: EmpiresState, seat: Seat, id: number): Step {
  const offer = findOffer(state, id)!;
  const s = withTrade(state, { offers: state.trade!.offers.filter((o) => o.id !== id) });
  const verb = seat === offer.from ? 'withdraws the offer to' : 'declines the offer of';
  const other = state.players[seat === offer.from ? offer.to : offer.from].name;
  return { state: s, log: [{ text: `${state.players[seat].name} ${verb} ${other}.`, to: [offer.from, offer.to], rule: 'ME-TRADEX-3' }] };
}

/** ME-TRADEX-1: a seat is done trading (final); offers it is party to are withdrawn. */
export function doneTrading(state: EmpiresState, seat: Seat): Step {
  const t = state.trade!;
  const s = withTrade(state, { done: [...t.done, seat], offers: t.offers.filter((o) => o.from !== seat && o.to !== seat) });
  return { state: s, log: [{ text: `${state.players[seat].name} is done trading.`, rule: 'ME-TRADEX-1' }] };
}

/** ME-TRADEX-1: the clock ran out (or everyone is done): open offers lapse and the session closes. */
export function closeTrade(state: EmpiresState, byClock: boolean): Step {
  const deals = state.trade?.deals ?? 0;
  const text = `${byClock ? 'Time is up: trading' : 'Trading'} is over after ${counted(deals, 'deal')}.`;
  return { state: withRecords(state, { trade: null }), log: [{ text, rule: 'ME-TRADEX-1' }] };
}
