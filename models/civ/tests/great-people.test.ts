import { describe, expect, it } from 'vitest';
import { act, applied, edit, newGame, quietMap, refusal, turnOf } from './fixtures';
import { gpSlug, GREAT_PEOPLE } from '../data/great-people';
import { civRules } from '../rules';
import { combatBonus } from '../rules/combat';
import { coins, gpType } from '../player';
import { iconsAt } from '../map';
import type { CivState } from '../state';

const id = gpSlug;
const rome = () => quietMap(newGame(['romans', 'egyptians', 'greeks', 'chinese']));
function deckWith(s: CivState, top: string[]): CivState {
  return edit(s, (d) => {
    const rest = d.gpDeck.filter((c) => !top.includes(c.id));
    d.gpDeck = [...top.map((t) => ({ id: t, faceUp: false })), ...rest];
  });
}
const capitalSquare = (s: CivState, seat: number) => s.cities.find((c) => c.owner === seat)!.centre;
const near = (s: CivState, seat: number, dx = 1, dy = 0) => ({ x: capitalSquare(s, seat).x + dx, y: capitalSquare(s, seat).y + dy });

describe('great person deck', () => {
  it('FF-GP-05 seed example: no scientist marker left, so Archimedes goes under faceup and Rome gets St. Francis', () => {
    let s = deckWith(rome(), [id('Archimedes'), id('St. Francis of Assisi')]);
    s = edit(s, (d) => { d.gpSupply.scientist = 0; d.gpSupply.humanitarian = 2; });
    s = act(s, 0, { type: 'gain-great-person', target: 0 });
    expect(s.players[0].gpCards).toEqual([{ id: id('St. Francis of Assisi'), faceUp: false }]);
    expect(s.players[0].gpReserve).toEqual(['humanitarian']);
    expect(s.gpSupply.humanitarian).toBe(1);
    expect(s.gpDeck[s.gpDeck.length - 1]).toEqual({ id: id('Archimedes'), faceUp: true });
  });

  it('FF-GP-05: with no marker left at all the player gains nothing', () => {
    const s = act(edit(rome(), (d) => { for (const t of Object.keys(d.gpSupply) as (keyof typeof d.gpSupply)[]) d.gpSupply[t] = 0; }), 0, { type: 'gain-great-person', target: 0 });
    expect(s.players[0].gpCards).toHaveLength(0);
  });

  it('FF-GP-03: a "Merchant or Explorer" card takes an industrialist marker', () => {
    const s = act(deckWith(rome(), [id('Marco Polo')]), 0, { type: 'gain-great-person', target: 0 });
    expect(s.players[0].gpReserve).toEqual(['industrialist']);
    expect(GREAT_PEOPLE.filter((c) => c.type === 'industrialist')).toHaveLength(7);
  });

  it('FF-GP-04 / FF-GP-02: the drawn card is secret to its owner; the deck is 42 facedown cards and markers are sorted faceup', () => {
    const base = rome();
    expect(base.gpDeck).toHaveLength(42);
    expect(base.gpDeck.every((c) => !c.faceUp)).toBe(true);
    expect(civRules.view(base, 1).gpSupply).toEqual({ artist: 3, builder: 3, general: 3, humanitarian: 3, industrialist: 3, scientist: 3 });
    const a = applied(deckWith(base, [id('Leonidas')]), 0, { type: 'gain-great-person', target: 0 });
    expect(JSON.stringify(civRules.view(a.state, 0))).toContain(id('Leonidas'));
    expect(JSON.stringify(civRules.view(a.state, 1))).not.toContain(id('Leonidas'));
    expect(JSON.stringify(a.log.filter((l) => !l.to || l.to.includes(1)))).not.toContain('Leonidas');
    expect(civRules.secrets!(a.state)).toContainEqual({ token: id('Leonidas'), seenBy: [0] });
  });

  it('FF-GP-06: the Greeks draw until two valid cards, keep one, and the other goes under the deck faceup', () => {
    let s = deckWith(rome(), [id('Archimedes'), id('Hannibal'), id('Valmiki')]);
    s = edit(s, (d) => { d.gpSupply.scientist = 0; });
    s = act(s, 2, { type: 'gain-great-person', target: 2 });
    expect(s.pending[0]).toEqual({ kind: 'greek-choice', seat: 2, cards: [id('Hannibal'), id('Valmiki')] });
    expect(JSON.stringify(civRules.view(s, 0))).not.toContain(id('Hannibal'));
    expect(refusal(s, 0, { type: 'done' }).rule).toBe('FF-GP-06');
    expect(refusal(s, 2, { type: 'keep-great-person', card: id('Archimedes') }).code).toBe('not-offered');
    s = act(s, 2, { type: 'keep-great-person', card: id('Valmiki') });
    expect(s.players[2].gpCards.map((c) => c.id)).toEqual([id('Valmiki')]);
    expect(s.gpDeck.slice(-2)).toEqual([{ id: id('Archimedes'), faceUp: true }, { id: id('Hannibal'), faceUp: true }]);
    expect(s.players[2].gpReserve).toEqual(['artist']);
  });

  it('FF-GP-07: a faceup card on top means the deck is turned over and reshuffled', () => {
    const s0 = edit(rome(), (d) => { d.gpDeck = d.gpDeck.map((c) => ({ ...c, faceUp: true })); });
    const a = applied(s0, 0, { type: 'gain-great-person', target: 0 });
    expect(a.log.some((l) => l.rule === 'FF-GP-07')).toBe(true);
    expect(a.state.players[0].gpCards).toHaveLength(1);
    expect(a.state.gpDeck.every((c) => !c.faceUp)).toBe(true);
    expect(a.state.gpDeck).toHaveLength(41);
  });

  it('FF-GP-08 / FF-GP-09: using needs a marker of the type on the map; discard cards go under faceup, kept cards stay faceup', () => {
    let s = act(deckWith(rome(), [id('Marco Polo')]), 0, { type: 'gain-great-person', target: 0 });
    expect(refusal(s, 0, { type: 'use-card', card: id('Marco Polo') })).toMatchObject({ code: 'no-marker-on-map', rule: 'FF-GP-09' });
    s = turnOf(s, 0, 'start');
    s = act(s, 0, { type: 'place-great-person', from: { reserve: 'industrialist' }, to: near(s, 0) });
    s = act(s, 0, { type: 'use-card', card: id('Marco Polo') });
    expect(s.players[0].trade).toBe(27);
    expect(s.players[0].gpCards).toHaveLength(0);
    expect(s.gpDeck[s.gpDeck.length - 1]).toEqual({ id: id('Marco Polo'), faceUp: true });

    let k = act(deckWith(s, [id('Adam Smith')]), 0, { type: 'gain-great-person', target: 0 });
    const before = coins(k, 0);
    k = act(k, 0, { type: 'use-card', card: id('Adam Smith') });
    expect(k.players[0].gpCards).toEqual([{ id: id('Adam Smith'), faceUp: true }]);
    expect(coins(k, 0)).toBe(before + 1);
  });

  it('FF-GP-09: a blockaded marker still counts, unless the option says it does not', () => {
    let s = act(deckWith(turnOf(rome(), 0, 'start'), [id('Marco Polo')]), 0, { type: 'gain-great-person', target: 0 });
    s = act(s, 0, { type: 'place-great-person', from: { reserve: 'industrialist' }, to: near(s, 0) });
    s = edit(s, (d) => { d.figures.push({ id: 'army-1-5', owner: 1, kind: 'army', at: near(s, 0) }); });
    expect(civRules.check(s, 0, { type: 'use-card', card: id('Marco Polo') }).ok).toBe(true);
    expect(refusal(edit(s, (d) => { d.options.blockadedMarkers = 'dont-count'; }), 0, { type: 'use-card', card: id('Marco Polo') }).rule).toBe('FF-GP-09');
  });

  it('FF-GP-10 seed example: a killed artist marker forces one random artist card under the deck', () => {
    const base = edit(turnOf(rome(), 0, 'start'), (d) => {
      d.gpSupply.artist = 1;
      d.placed.push({ id: 'a1', kind: 'great-person', owner: 0, at: near(rome(), 0, 1, 0), what: 'artist' }, { id: 'a2', kind: 'great-person', owner: 0, at: near(rome(), 0, -1, 0), what: 'artist' });
      d.players[0].gpCards = [{ id: id('William Shakespeare'), faceUp: true }, { id: id('Michelangelo'), faceUp: false }];
      d.gpDeck = d.gpDeck.filter((c) => c.id !== id('William Shakespeare') && c.id !== id('Michelangelo'));
    });
    const discarded = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']) {
      const s = act(base, 1, { type: 'kill-great-person', owner: 0, at: near(rome(), 0, 1, 0) }, seed);
      expect(s.players[0].gpCards).toHaveLength(1);
      const gone = s.gpDeck[s.gpDeck.length - 1];
      expect(gone.faceUp).toBe(true);
      discarded.add(gone.id);
      expect(s.gpSupply.artist).toBe(2);
    }
    expect(discarded).toEqual(new Set([id('William Shakespeare'), id('Michelangelo')]));
    // With the marker leaving the game instead, the supply does not grow.
    expect(act(edit(base, (d) => { d.options.killedMarker = 'box'; }), 1, { type: 'kill-great-person', owner: 0, at: near(rome(), 0, 1, 0) }).gpSupply.artist).toBe(1);
  });

  it('FF-GP-01 / CIV-GPM-02: without the deck a great person is a random marker, with no card', () => {
    const s = act(quietMap(newGame(['romans', 'egyptians'], { greatPersonDeck: false })), 0, { type: 'gain-great-person', target: 0 });
    expect(s.gpDeck).toHaveLength(0);
    expect(s.players[0].gpCards).toHaveLength(0);
    expect(s.players[0].gpReserve).toHaveLength(1);
    expect(refusal(s, 0, { type: 'use-card', card: id('Marco Polo') }).rule).toBe('FF-RULE-02');
  });

  it('FF-CIV-05 / CIV-GPM-02: the Americans start with a great person: a card with the deck, a random marker without it', () => {
    const on = newGame(['americans', 'romans']);
    expect(on.players[0].gpCards).toHaveLength(1);
    expect(on.players[0].gpReserve).toHaveLength(1);
    expect(on.players[1].gpCards).toHaveLength(0);
    const off = newGame(['americans', 'romans'], { greatPersonDeck: false });
    expect(off.players[0].gpCards).toHaveLength(0);
    expect(off.players[0].gpReserve).toHaveLength(1);
    expect(off.players[1].gpReserve).toHaveLength(0);
    // The marker comes out of the supply, like any great person gained without the deck.
    const type = off.players[0].gpReserve[0];
    expect(off.gpSupply[type]).toBe(newGame(['romans', 'egyptians'], { greatPersonDeck: false }).gpSupply[type] - 1);
  });

  it('CIV-GPM-03 / CIV-GPM-04: markers go on own outskirts in Start of Turn, replace the icons, and generals add +4', () => {
    let s = edit(turnOf(rome(), 0, 'start'), (d) => { d.players[0].gpReserve = ['general', 'scientist']; d.gpSupply.general = 2; d.gpSupply.scientist = 2; });
    const bonus = combatBonus(s, 0);
    s = act(s, 0, { type: 'place-great-person', from: { reserve: 'general' }, to: near(s, 0) });
    expect(combatBonus(s, 0)).toBe(bonus + 4);
    expect(refusal(s, 0, { type: 'place-great-person', from: { reserve: 'scientist' }, to: near(s, 0) }).code).toBe('occupied');
    expect(refusal(s, 0, { type: 'place-great-person', from: { reserve: 'scientist' }, to: near(s, 0, 5, 5) }).code).toBe('not-outskirts');
    s = act(s, 0, { type: 'place-great-person', from: { reserve: 'scientist' }, to: near(s, 0, 0, 1) });
    expect(iconsAt(s, near(s, 0, 0, 1))).toEqual({ production: 0, trade: 3, culture: 0, coins: 0 });
    const city = edit(s, (d) => { d.phase = 'city'; });
    expect(refusal(city, 0, { type: 'place-great-person', from: { reserve: 'scientist' }, to: near(s, 0, -1, 1) }).code).toBe('wrong-phase');
  });

  it('FF-GP-08: kept Start-of-Turn cards pay out each Start of Turn once revealed (Alan Turing)', () => {
    const base = edit(rome(), (d) => {
      d.players[1].gpCards = [{ id: id('Alan Turing'), faceUp: true }];
      d.gpDeck = d.gpDeck.filter((c) => c.id !== id('Alan Turing'));
      d.placed.push({ id: 's', kind: 'great-person', owner: 1, at: near(rome(), 1), what: 'scientist' });
      d.figures.push({ id: 'army-1-1', owner: 1, kind: 'army', at: near(rome(), 1, 0, 1) });
      d.phase = 'start'; d.round = 2; d.order = [0, 1, 2, 3]; d.turn = 0; d.players[1].startOfTurnBegun = false;
    });
    const s = act(base, 0, { type: 'done' });
    // Five armies unbuilt: 2 trade and 2 culture.
    expect([s.players[1].trade, s.players[1].culture]).toEqual([2, 2]);
    const hidden = act(edit(base, (d) => { d.players[1].gpCards[0].faceUp = false; }), 0, { type: 'done' });
    expect(hidden.players[1].culture).toBe(0);
  });

  it('FF-GP-03 (conflict): Archimedes is a scientist by default, a builder by option', () => {
    const s = rome();
    expect(gpType(s, id('Archimedes'))).toBe('scientist');
    expect(gpType(edit(s, (d) => { d.options.archimedesType = 'builder'; }), id('Archimedes'))).toBe('builder');
  });
});
