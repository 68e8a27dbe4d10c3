import { describe, expect, it } from 'vitest';
import { setValue } from '../data/commodities';
import { optionSpecs, resolveOptions } from '../options';
import { enterPhase } from '../sequence';
import { applyAction, checkAction, empiresRules } from '../rules';
import { viewFor } from '../view';
import { cards, game, hand, rnd } from '../test/fixtures';
import type { EmpiresAction } from '../actions';
import type { EmpiresState } from '../state';
import { handSets } from './hand';

/** Phase 7 by the rules, seats 0-2 holding cards; seats 3 and 4 hold too few to trade. */
function session(): EmpiresState {
  let s = game({ options: { cardPhases: 'scripted' } });
  s = hand(s, 0, [...cards('silk', 2), 'card-flax-1', 'card-treachery', 'card-regression']);
  s = hand(s, 1, [...cards('silk', 1, 3), ...cards('salt', 3), 'card-hides-1']);
  s = hand(s, 2, [...cards('furs', 3), 'card-cotton-1']);
  s = hand(s, 3, ['card-tea-1']);
  return enterPhase({ ...s, done: [] }, 'trade', rnd('seven')).state;
}

const offer = (to: number, cardList: string[], named: [string, string], count = cardList.length): EmpiresAction => ({ type: 'offer-trade', to, cards: cardList, named, count });
const answer = (id: number, cardList: string[], named: [string, string], count = cardList.length): EmpiresAction => ({ type: 'answer-trade', offer: id, cards: cardList, named, count });
const act = (s: EmpiresState, seat: number, a: EmpiresAction) => {
  const c = checkAction(s, seat, a);
  if (!c.ok) throw new Error(`${a.type} refused: ${c.message}`);
  return applyAction(s, seat, a, rnd('act'));
};

describe('the trade session (ME-TRADEX)', () => {
  it('ME-TRADEX-1: a visible timer option (600 s by default); trading ends when everyone is done, or when the host closes it', () => {
    expect(resolveOptions({}).tradeTimerSeconds).toBe(600);
    expect(optionSpecs.find((o) => o.key === 'tradeTimerSeconds')).toMatchObject({ rule: 'ME-TRADEX-1', default: 600 });
    const s = session();
    expect(s.phase).toBe('trade');
    expect(viewFor(s, 0).trade!.timerSeconds).toBe(600);
    // Seats 3 and 4 hold fewer than three cards: done from the start.
    expect([...s.trade!.done].sort()).toEqual([3, 4]);
    let t = act(s, 0, { type: 'trade-done' }).state;
    t = act(t, 1, { type: 'trade-done' }).state;
    expect(t.phase).not.toBe('trade');
    expect(t.trade).toBeNull();
    const closed = act(s, 2, { type: 'close-trade' });
    expect(closed.state.phase).not.toBe('trade');
    expect(closed.log.some((l) => /Time is up/.test(l.text))).toBe(true);
    expect(checkAction(closed.state, 0, { type: 'trade-done' })).toMatchObject({ ok: false, rule: 'ME-SEQ-1' });
  });

  it('ME-TRADEX-2: n identical cards of face f are worth n squared times f; different commodities only add up', () => {
    expect(setValue(3, 'salt')).toBe(27);
    const sets = handSets(['card-salt-1', 'card-salt-2', 'card-timber-1', 'card-treachery', 'card-water-2-1']);
    expect(sets.find((x) => x.commodity === 'salt')).toMatchObject({ count: 2, value: 12 });
    expect(sets.find((x) => x.commodity === 'timber')).toMatchObject({ count: 1, value: 3 });
    expect(sets.find((x) => x.commodity === 'water')).toMatchObject({ count: 1, value: 0 });
    expect(sets.find((x) => x.calamity)).toMatchObject({ cards: ['card-treachery'] });
  });

  it('ME-TRADEX-3: each deal is between two players: an offer names one other player still trading', () => {
    const s = session();
    expect(checkAction(s, 0, offer(0, cards('silk', 2).concat('card-flax-1'), ['silk', 'silk']))).toMatchObject({ ok: false, rule: 'ME-TRADEX-3' });
    expect(checkAction(s, 0, offer(3, cards('silk', 2).concat('card-flax-1'), ['silk', 'silk']))).toMatchObject({ ok: false, code: 'partner-done' });
    expect(checkAction(s, 1, answer(99, cards('salt', 3), ['salt', 'salt']))).toMatchObject({ ok: false, code: 'no-offer' });
    expect(checkAction(s, 0, offer(1, cards('silk', 2).concat('card-flax-1'), ['silk', 'silk'])).ok).toBe(true);
  });

  it('ME-TRADEX-4: each side gives at least three cards', () => {
    const s = session();
    expect(checkAction(s, 0, offer(1, cards('silk', 2), ['silk', 'silk']))).toMatchObject({ ok: false, rule: 'ME-TRADEX-4' });
    const o = act(s, 0, offer(1, cards('silk', 2).concat('card-flax-1'), ['silk', 'flax'])).state;
    expect(checkAction(o, 1, answer(1, cards('salt', 2), ['salt', 'salt']))).toMatchObject({ ok: false, rule: 'ME-TRADEX-4' });
  });

  it('ME-TRADEX-5: the count and the first two names must be true; calamities are never named', () => {
    const s = session();
    const three = cards('silk', 2).concat('card-flax-1');
    expect(checkAction(s, 0, offer(1, three, ['silk', 'silk'], 4))).toMatchObject({ ok: false, rule: 'ME-TRADEX-5', code: 'count-untrue' });
    expect(checkAction(s, 0, offer(1, three, ['silk', 'pearls']))).toMatchObject({ ok: false, rule: 'ME-TRADEX-5', code: 'name-untrue' });
    expect(checkAction(s, 0, offer(1, three, ['flax', 'flax']))).toMatchObject({ ok: false, rule: 'ME-TRADEX-5', code: 'name-untrue' });
    expect(checkAction(s, 0, offer(1, ['card-treachery', ...cards('silk', 2)], ['treachery', 'silk']))).toMatchObject({ ok: false, code: 'name-not-commodity' });
    expect(checkAction(s, 0, offer(1, three, ['silk', 'flax'])).ok).toBe(true);
  });

  it('ME-TRADEX-6 / ME-CLAR-12: a tradeable calamity may hide in a deal, a non-tradeable one never; water counts and may be named', () => {
    const s = session();
    expect(checkAction(s, 0, offer(1, ['card-regression', ...cards('silk', 2)], ['silk', 'silk']))).toMatchObject({ ok: false, rule: 'ME-TRADEX-6' });
    expect(checkAction(s, 0, offer(1, ['card-treachery', ...cards('silk', 2)], ['silk', 'silk'])).ok).toBe(true);
    const w = { ...s, players: s.players.map((p) => (p.seat === 2 ? { ...p, hand: [...p.hand, 'card-water-5-1'] } : p)) };
    expect(checkAction(w, 2, offer(0, ['card-water-5-1', 'card-furs-1', 'card-furs-2'], ['water', 'furs'])).ok).toBe(true);
  });

  it('ME-TRADEX-7: on acceptance all cards change hands at once; a hidden calamity arrives with them and does nothing yet; offers that promised a traded card lapse', () => {
    let s = session();
    s = act(s, 0, offer(1, ['card-treachery', ...cards('silk', 2)], ['silk', 'silk'])).state;
    s = act(s, 2, offer(1, cards('furs', 3), ['furs', 'furs'])).state;
    s = act(s, 1, answer(1, cards('salt', 3), ['salt', 'salt'])).state;
    s = act(s, 1, answer(2, ['card-silk-3', 'card-hides-1', 'card-salt-1'], ['silk', 'hides'])).state;
    const before = s.players.map((p) => p.hand.length);
    const r = act(s, 0, { type: 'accept-trade', offer: 1 });
    const t = r.state;
    expect(t.players[0].hand).toEqual(expect.arrayContaining(cards('salt', 3)));
    expect(t.players[1].hand).toEqual(expect.arrayContaining(['card-treachery', ...cards('silk', 2)]));
    expect(t.players[0].hand).not.toContain('card-treachery');
    expect(t.players.map((p) => p.hand.length)).toEqual(before);
    expect(t.phase).toBe('trade');
    // Seat 2's offer was answered with card-salt-1, now traded away: it lapses.
    expect(t.trade!.offers).toEqual([]);
    expect(t.trade!.deals).toBe(1);
    // The table hears counts only; each party hears what it received.
    const pub = r.log.filter((l) => !l.to);
    expect(pub.map((l) => l.text).join(' ')).not.toMatch(/Treachery|Silk|Salt/);
    expect(r.log.find((l) => l.to?.[0] === 1 && /receive/.test(l.text))!.text).toMatch(/Treachery/);
    // A deal whose cards are gone cannot be accepted.
    let u = act(session(), 0, offer(1, cards('silk', 2).concat('card-flax-1'), ['silk', 'silk'])).state;
    u = act(u, 1, answer(1, cards('salt', 3), ['salt', 'salt'])).state;
    u = { ...u, players: u.players.map((p) => (p.seat === 1 ? { ...p, hand: p.hand.filter((c) => c !== 'card-salt-2') } : p)) };
    expect(checkAction(u, 0, { type: 'accept-trade', offer: 1 })).toMatchObject({ ok: false, rule: 'ME-TRADEX-7', code: 'cards-gone' });
  });

  it('ME-TRADEX-8: the view shows each seat its own hand and, for an offer it is party to, the declared names; hidden cards never', () => {
    let s = session();
    s = act(s, 0, offer(1, ['card-treachery', ...cards('silk', 2)], ['silk', 'silk'])).state;
    const receiver = JSON.stringify(viewFor(s, 1));
    const other = JSON.stringify(viewFor(s, 2));
    const spectator = JSON.stringify(viewFor(s, null));
    for (const v of [receiver, other, spectator]) {
      expect(v).not.toContain('card-treachery');
      expect(v).not.toContain('card-silk-1');
    }
    const seen = viewFor(s, 1).trade!.offers[0];
    expect(seen.give).toMatchObject({ count: 3, named: ['silk', 'silk'], cards: null });
    expect(viewFor(s, 2).trade!.offers[0]).toMatchObject({ giveCount: 3, give: null });
    expect(viewFor(s, 0).trade!.offers[0].give!.cards!.map((c) => c.id)).toContain('card-treachery');
    // The secrets the leak drills check: every card stays secret to its holder while offered.
    for (const c of ['card-treachery', 'card-silk-1']) expect(empiresRules.secrets!(s).find((x) => x.token === c)!.seenBy).toEqual([0]);
  });

  it('ME-TRADEX-3: either party may withdraw or decline; a seat done trading leaves its offers', () => {
    let s = session();
    s = act(s, 0, offer(1, cards('silk', 2).concat('card-flax-1'), ['silk', 'silk'])).state;
    expect(checkAction(s, 2, { type: 'withdraw-offer', offer: 1 })).toMatchObject({ ok: false });
    expect(act(s, 1, { type: 'withdraw-offer', offer: 1 }).state.trade!.offers).toEqual([]);
    const d = act(s, 1, { type: 'trade-done' }).state;
    expect(d.trade!.offers).toEqual([]);
    expect(checkAction(d, 1, offer(0, cards('salt', 3), ['salt', 'salt']))).toMatchObject({ ok: false, code: 'done-trading' });
  });
});

describe('taking back trade moves (ENGINE-UNDO-1)', () => {
  it('ME-TRADEX-7: a deal shows each party the other\'s cards, so it counts as revealed and cannot be undone', () => {
    let s = session();
    s = act(s, 0, offer(1, cards('silk', 2).concat('card-flax-1'), ['silk', 'silk'])).state;
    s = act(s, 1, answer(1, cards('salt', 3), ['salt', 'salt'])).state;
    expect(act(s, 0, { type: 'accept-trade', offer: 1 }).revealed).toBe(true);
  });
});
