import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { enterPhase } from '../../models/empires/sequence';
import type { EmpiresState, TradeSide } from '../../models/empires/state';
import { cards, game, hand, rnd } from '../../models/empires/test/fixtures';
import { tradeMachine } from './trade.machine';

function table(): EmpiresState {
  let s = game({ options: { cardPhases: 'scripted' } });
  s = hand(s, 0, [...cards('silk', 2), 'card-flax-1', 'card-treachery', 'card-regression']);
  s = hand(s, 1, [...cards('salt', 3), 'card-hides-1']);
  s = hand(s, 2, cards('furs', 3));
  return enterPhase({ ...s, done: [] }, 'trade', rnd('seven')).state;
}
const side = (list: string[], named: [string, string]): TradeSide => ({ cards: list, declared: { count: list.length, named } });
const session = (s = table()) => createActor(tradeMachine, { input: { game: s } }).start();

describe('the trade session statechart', () => {
  it('ME-TRADEX-7: open, an offer, a counter-offer and acceptance: one atomic deal, back to open', () => {
    const a = session();
    expect(a.getSnapshot().value).toBe('open');
    a.send({ type: 'offer-trade', seat: 0, to: 1, side: side(['card-treachery', ...cards('silk', 2)], ['silk', 'silk']) });
    expect(a.getSnapshot().value).toBe('negotiating');
    expect(a.getSnapshot().can({ type: 'accept-trade', seat: 0, offer: 1 })).toBe(false);
    a.send({ type: 'answer-trade', seat: 1, offer: 1, side: side(cards('salt', 3), ['salt', 'salt']) });
    a.send({ type: 'accept-trade', seat: 0, offer: 1 });
    const g = a.getSnapshot().context.game;
    expect(a.getSnapshot().value).toBe('open');
    expect(g.players[1].hand).toContain('card-treachery');
    expect(g.players[0].hand).toEqual(expect.arrayContaining(cards('salt', 3)));
    expect(g.trade!.deals).toBe(1);
  });

  it('ME-TRADEX-4 / ME-TRADEX-5 / ME-TRADEX-6: the guards refuse short, dishonest or non-tradeable offers', () => {
    const a = session();
    expect(a.getSnapshot().can({ type: 'offer-trade', seat: 0, to: 1, side: side(cards('silk', 2), ['silk', 'silk']) })).toBe(false);
    expect(a.getSnapshot().can({ type: 'offer-trade', seat: 0, to: 1, side: side([...cards('silk', 2), 'card-flax-1'], ['silk', 'pearls']) })).toBe(false);
    expect(a.getSnapshot().can({ type: 'offer-trade', seat: 0, to: 1, side: side([...cards('silk', 2), 'card-regression'], ['silk', 'silk']) })).toBe(false);
    a.send({ type: 'offer-trade', seat: 0, to: 1, side: side([...cards('silk', 2), 'card-regression'], ['silk', 'silk']) });
    expect(a.getSnapshot().value).toBe('open');
  });

  it('ME-TRADEX-1: everyone done closes the session early; the host\'s close-trade closes it when time is up', () => {
    const a = session();
    a.send({ type: 'offer-trade', seat: 0, to: 1, side: side([...cards('silk', 2), 'card-flax-1'], ['silk', 'flax']) });
    a.send({ type: 'trade-done', seat: 0 });
    expect(a.getSnapshot().value).toBe('open');
    a.send({ type: 'trade-done', seat: 1 });
    expect(a.getSnapshot().value).toBe('closed');
    expect(a.getSnapshot().context.game.trade).toBeNull();
    const b = session();
    b.send({ type: 'close-trade' });
    expect(b.getSnapshot().status).toBe('done');
    expect(b.getSnapshot().context.log.some((l) => /Time is up/.test(l.text))).toBe(true);
  });
});
