import { describe, expect, it } from 'vitest';
import { cardKind, eastDeck, isWater, stackOf } from '../cards';
import { COMMODITIES } from '../data/commodities';
import { empiresRules } from '../rules';
import { enterPhase } from '../sequence';
import { createGame } from '../setup';
import { applyAction, checkAction } from '../rules';
import { advances, area, city, game, hand, cards, inPhase, players, rnd, tokens, treasury } from '../test/fixtures';
import { commodityCount, handLimit, openAcquisition } from '../acquisition';
import type { EmpiresState } from '../state';
import { preshuffle, reshuffleStacks } from './deck';
import { empiresInvariantBroken } from '../invariants';
import { drawOrder } from './draw';
import { cardOffers } from './purchase';

const scripted = (n = 5) => game({ n, options: { cardPhases: 'scripted' } });
const nonTradeable = (c: string) => { const k = cardKind(c); return k?.kind === 'calamity' && !k.tradeable; };
const calamity = (c: string) => cardKind(c)?.kind === 'calamity';

/** Gives seat `seat` n cities in its own areas (start, two, shore, then the others'). */
function cities(s: EmpiresState, seat: number, n: number): EmpiresState {
  const spots = [area(s, seat, 'start'), area(s, seat, 'two'), area(s, seat, 'shore'), area(s, seat, 'one')];
  let out = s;
  for (const a of spots.slice(0, n)) out = city(out, a, seat);
  return out;
}

const phase6 = (s: EmpiresState) => enterPhase({ ...s, done: [] }, 'trade-card-acquisition', rnd('six'));

describe('trade cards (ME-TCARD)', () => {
  it('ME-TCARD-1: nine stacks; every card of a stack has its face value, and stack 1 holds no calamity', () => {
    const deck = eastDeck();
    expect(Object.keys(deck).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const [k, pile] of Object.entries(deck)) for (const c of pile) {
      const kind = cardKind(c)!;
      expect(kind.kind === 'commodity' ? kind.commodity.stack : kind.stack).toBe(Number(k));
    }
    expect(deck[1].some(calamity)).toBe(false);
  });

  it('ME-TCARD-2: the East deck for 5-8 players: the table\'s commodities in full sets, one non-tradeable and one tradeable major calamity in stacks 2-9', () => {
    const deck = eastDeck();
    const table: Record<string, number> = { flax: 9, hides: 9, stone: 8, furs: 8, timber: 8, salt: 9, cotton: 7, sugar: 8, lacquer: 6, livestock: 7, silver: 5, bronze: 6, jade: 5, spice: 6, dye: 4, tea: 5, silk: 4, pearls: 5 };
    const all = Object.values(deck).flat();
    for (const c of COMMODITIES) expect(all.filter((x) => cardKind(x)?.kind === 'commodity' && (cardKind(x) as { commodity: { id: string } }).commodity.id === c.id).length).toBe(table[c.id]);
    expect(Object.keys(table).sort()).toEqual(COMMODITIES.map((c) => c.id).sort());
    for (let k = 2; k <= 9; k++) {
      expect(deck[k].filter(nonTradeable)).toHaveLength(1);
      expect(deck[k].filter((c) => calamity(c) && !nonTradeable(c))).toHaveLength(1);
    }
    expect(all).toHaveLength(119 + 16);
  });

  it('ME-TCARD-3: nine players add a third commodity and a minor calamity per stack by default; the option keeps the 5-8 deck', () => {
    const nine = createGame({ players: players(9) }, rnd());
    const all = Object.values(nine.stacks).flat();
    expect(all.filter((c) => c.startsWith('card-bone-'))).toHaveLength(8);
    expect(all.filter((c) => c.startsWith('card-amber-'))).toHaveLength(4);
    for (const minor of ['tempest', 'squandered-wealth', 'city-riots', 'city-in-flames', 'tribal-conflict', 'minor-uprising', 'banditry', 'coastal-migration']) {
      expect(all).toContain(`card-${minor}`);
      expect(cardKind(`card-${minor}`)).toMatchObject({ kind: 'calamity', tradeable: true });
    }
    expect(nine.stacks[1].some(calamity)).toBe(false);
    expect(all).toHaveLength(119 + 16 + 58 + 8);
    // The preshuffle treats the minor like the tradeable major: never among the first nine cards.
    for (let k = 2; k <= 9; k++) expect(nine.stacks[k].slice(0, 9).some(calamity)).toBe(false);
    const plain = createGame({ players: players(9), options: { east9pDeck: 'twoGoodsNoMinors' } }, rnd());
    expect(Object.values(plain.stacks).flat()).toHaveLength(119 + 16);
    expect(Object.values(createGame({ players: players(8) }, rnd()).stacks).flat()).toHaveLength(119 + 16);
  });

  it('ME-TCARD-4: a 3- or 4-player game uses the same deck as five players', () => {
    const count = (n: number) => Object.values(createGame({ players: players(n) }, rnd()).stacks).flat().sort();
    expect(count(3)).toEqual(count(5));
    expect(count(4)).toEqual(count(5));
  });

  it('ME-TCARD-5: the preshuffle keeps calamities out of the first cards (one per player) and puts the non-tradeable calamity at the bottom', () => {
    for (const n of [3, 5, 9]) {
      const stacks = preshuffle(eastDeck(), n, rnd(`pre${n}`));
      for (let k = 2; k <= 9; k++) {
        expect(stacks[k].slice(0, n).some(calamity)).toBe(false);
        expect(nonTradeable(stacks[k].at(-1)!)).toBe(true);
        expect([...stacks[k]].sort()).toEqual([...eastDeck()[k]].sort());
      }
    }
    // The setup does it: a new five-player game's stacks start with five commodities.
    const g = createGame({ players: players(5) }, rnd('setup'));
    for (let k = 2; k <= 9; k++) expect(g.stacks[k].slice(0, 5).some(calamity)).toBe(false);
  });

  it('ME-CLAR-8: the short game skips the first preparation, so a calamity may come out among the first cards', () => {
    const early = (options: Record<string, unknown>) =>
      ['a', 'b', 'c', 'd', 'e'].some((seed) => {
        const g = createGame({ players: players(5), options }, rnd(`short-${seed}`));
        // The short game's setup already drew cards: a stack's first five were those drawn from it, then its top.
        const drawn = g.players.flatMap((p) => p.hand);
        return [2, 3, 4, 5, 6, 7, 8, 9].some((k) => [...drawn.filter((c) => stackOf(c) === k), ...g.stacks[k]].slice(0, 5).some(calamity));
      });
    expect(early({ shortGame: true })).toBe(true);
    expect(early({})).toBe(false);
  });

  it('ME-TCARD-6: fewest cities draw first (ties by A.S.T.-ranking); a player with n cities draws one card from each stack 1..n, none without cities', () => {
    let s = scripted();
    s = cities(s, 0, 3);
    s = cities(s, 1, 1);
    s = cities(s, 2, 1);
    s = cities(s, 4, 2);
    expect(drawOrder(s)).toEqual([3, 1, 2, 4, 0]);
    const r = phase6(s);
    // Seat 0 (three cities) draws last: the fourth card of stack 1, the second of stack 2, the first of stack 3.
    expect(r.state.players[0].hand).toEqual([s.stacks[1][3], s.stacks[2][1], s.stacks[3][0]]);
    expect(r.state.players[3].hand).toEqual([]);
    expect(r.state.players[1].hand).toEqual([s.stacks[1][0]]);
    expect(r.state.players[2].hand).toEqual([s.stacks[1][1]]);
    expect(r.state.players[4].hand).toEqual([s.stacks[1][2], s.stacks[2][0]]);
    // Only the drawer hears which cards; the table hears how many.
    const mine = r.log.filter((l) => l.to?.length === 1 && l.to[0] === 0);
    expect(mine.some((l) => /You drew/.test(l.text))).toBe(true);
    expect(r.log.some((l) => !l.to && /P1 draws 3 trade cards/.test(l.text))).toBe(true);
  });

  it('ME-TCARD-6: after city construction played by hand, the scripted phase 6 still draws for the cities', () => {
    let s = cities(scripted(), 0, 2);
    // Two tokens a city, so both stand through the support check (ME-POP-2).
    s = tokens(tokens(tokens(s, area(s, 0, 'shore'), 0, 2), area(s, 0, 'one'), 0, 1), 'wild-four', 0, 1);
    s = inPhase(s, 'city-construction');
    for (const seat of [0, 1, 2, 3, 4]) s = applyAction(s, seat, { type: 'phase-done' }, rnd()).state;
    expect(s.players[0].hand).toHaveLength(2);
    expect(s.phase).not.toBe('city-construction');
  });

  it('ME-TCARD-6: an empty stack yields a water card, never a card from another stack', () => {
    let s = cities(scripted(), 0, 2);
    s = { ...s, stacks: { ...s.stacks, 2: [] } };
    const r = phase6(s).state;
    const got = r.players[0].hand;
    expect(got).toHaveLength(2);
    expect(isWater(got[1])).toBe(true);
    expect(r.stacks[3]).toEqual(s.stacks[3]);
    // Water comes from its own supply: the deck is still whole.
    expect(empiresInvariantBroken(r, s)).toBeNull();
  });

  it('ME-TCARD-7: after the draws, seats buy in the same order one at a time: stack 9 for 15, paid before the card is seen', () => {
    let s = cities(cities(scripted(), 0, 1), 1, 2);
    s = treasury(treasury(s, 0, 20), 1, 16);
    const r = phase6(s).state;
    expect(r.phase).toBe('trade-card-acquisition');
    expect(empiresRules.activeSeats(r)).toEqual([0]);
    expect(checkAction(r, 1, { type: 'buy-trade-card', stack: 9 })).toMatchObject({ ok: false, rule: 'ME-TCARD-7', code: 'not-your-turn' });
    expect(checkAction(r, 0, { type: 'buy-trade-card', stack: 5 })).toMatchObject({ ok: false, rule: 'ME-TCARD-7', code: 'not-for-sale' });
    const top9 = r.stacks[9][0];
    const a = applyAction(r, 0, { type: 'buy-trade-card', stack: 9 }, rnd());
    expect(a.state.players[0].treasury).toBe(5);
    expect(a.state.players[0].stock).toBe(r.players[0].stock + 15);
    expect(a.state.players[0].hand).toContain(top9);
    // Seat 0 can no longer pay 15: the purchases move on to seat 1 by themselves.
    expect(empiresRules.activeSeats(a.state)).toEqual([1]);
    expect(checkAction(a.state, 1, { type: 'buy-trade-card', stack: 9 }).ok).toBe(true);
    const b = applyAction(a.state, 1, { type: 'done-buying' }, rnd());
    expect(b.state.phase).not.toBe('trade-card-acquisition');
  });

  it('ME-TCARD-7: Cartography, Rhetoric and Mining sell other stacks; Wonder of the World gives one free card above the city count; an empty stack sells water', () => {
    let s = cities(scripted(), 0, 2);
    s = advances(treasury(s, 0, 40), 0, ['cartography', 'rhetoric', 'mining', 'wonder-of-the-world']);
    s = { ...s, stacks: { ...s.stacks, 3: s.stacks[3].slice(0, 0) } };
    const r = phase6(s).state;
    const offers = cardOffers(r, 0);
    const price = (k: number) => offers.filter((o) => o.stack === k && o.source !== 'wonder').map((o) => o.price);
    expect(price(2)).toEqual([5]);
    expect(price(7)).toEqual([13]);
    expect(price(3)).toEqual([9]);
    expect(price(6)).toEqual([13]);
    expect(price(8)).toEqual([13]);
    expect(price(9)).toEqual([15]);
    expect(offers.filter((o) => o.source === 'wonder').map((o) => o.stack)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(checkAction(r, 0, { type: 'buy-trade-card', stack: 2, free: true })).toMatchObject({ ok: false, code: 'no-wonder' });
    const w = applyAction(r, 0, { type: 'buy-trade-card', stack: 9, free: true }, rnd()).state;
    expect(w.players[0].treasury).toBe(40);
    expect(checkAction(w, 0, { type: 'buy-trade-card', stack: 8, free: true })).toMatchObject({ ok: false, code: 'no-wonder' });
    const water = applyAction(w, 0, { type: 'buy-trade-card', stack: 3 }, rnd()).state;
    expect(water.players[0].treasury).toBe(31);
    expect(isWater(water.players[0].hand.at(-1)!)).toBe(true);
    expect(checkAction({ ...water, players: water.players.map((p) => (p.seat === 0 ? { ...p, treasury: 12 } : p)) }, 0, { type: 'buy-trade-card', stack: 7 })).toMatchObject({ ok: false, code: 'treasury-short' });
  });

  it('ME-TCARD-8: with at most nine players there is one block: every seat draws from the same nine stacks', () => {
    expect(empiresRules.maxPlayers).toBeLessThan(12);
    let s = scripted(9);
    for (let seat = 0; seat < 9; seat++) s = cities(s, seat, 1);
    const r = phase6(s).state;
    expect(r.players.map((p) => p.hand[0])).toEqual(s.stacks[1].slice(0, 9));
  });

  it('ME-TCARD-9: after phase 12 at most 8 commodity cards (Roadbuilding 9); calamities do not count, water does unless the option says otherwise', () => {
    let s = hand(inPhase(game(), 'advances-acquisition'), 0, [...cards('flax', 8), 'card-treachery', 'card-water-4-1']);
    expect(commodityCount(s, 0)).toBe(9);
    expect(handLimit(s, 0)).toBe(8);
    expect(handLimit(advances(s, 0, ['roadbuilding']), 0)).toBe(9);
    s = { ...s, options: { ...s.options, waterCountsForHandLimit: false } };
    expect(commodityCount(s, 0)).toBe(8);
    // The hand-limit stage asks for the excess only.
    const t = openAcquisition(hand(inPhase(game(), 'advances-acquisition'), 1, cards('salt', 9).concat(cards('hides', 1))));
    expect(checkAction(t, 1, { type: 'discard-cards', cards: ['card-salt-1'] })).toMatchObject({ ok: false });
  });

  it('ME-TCARD-10: the discards go shuffled under their stack, the non-tradeable calamity at the very bottom, water back to the supply', () => {
    const s = scripted();
    const famineOut = { ...s, stacks: { ...s.stacks, 3: s.stacks[3].filter((c) => c !== 'card-famine' && !c.startsWith('card-salt')) }, discards: { ...s.discards, 3: ['card-famine', ...cards('salt', 9), 'card-water-3-1'] } };
    const r = reshuffleStacks(famineOut, rnd('re'));
    expect(r.discards[3]).toEqual([]);
    expect(r.stacks[3].at(-1)).toBe('card-famine');
    expect(r.stacks[3].slice(0, famineOut.stacks[3].length)).toEqual(famineOut.stacks[3]);
    expect(r.stacks[3].some(isWater)).toBe(false);
    expect([...r.stacks[3]].sort()).toEqual([...s.stacks[3]].sort());
  });
});
