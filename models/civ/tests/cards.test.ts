import { describe, expect, it } from 'vitest';
import { gpSlug } from '../data/great-people';
import { abilitiesOf, abilityTable, KNOWN_CARD_IDS } from '../cards/abilities';
import { parseCardFile } from '../cards/file';
import { CULTURE_EVENTS, deckCards } from '../cards/events';
import { abilityPanel } from '../cards/use';
import { checkAction } from '../check';
import { legalActions } from '../legal';
import { invariantBroken } from '../random-game';
import { coins, handLimit } from '../player';
import { civSecrets } from '../secrets';
import { viewCiv } from '../view';
import type { CivState } from '../state';
import { act, applied, edit, newGame, quietMap, refusal, turnOf } from './fixtures';
import { outskirtsOf } from '../map';
import { cityProduction } from '../rules/city';

const game = () => newGame(['romans', 'egyptians', 'germans']);
const hand = (s: CivState, seat: number, cards: string[]) => edit(s, (d) => { d.players[seat].cultureHand = cards; });
/** Lets the response window pass for every other player. */
const passAll = (s: CivState) => {
  let x = s;
  while (x.pending[0]?.kind === 'card-response') x = act(x, x.pending[0].seat, { type: 'done' });
  return x;
};
const quietTerrain = (s: CivState, q: { x: number; y: number }) => checkAction(s, 0, { type: 'use-card', card: 'w-taj-mahal', target: { city: 'city-0-1', building: 'granary', square: q } }).ok;
const outskirt = (s: CivState, seat: number, i = 0) => outskirtsOf(s.cities.find((c) => c.owner === seat)!)[i];

describe('card abilities (CIV-CARD)', () => {
  it('CIV-CARD-01: an ability is used only in its window, on its owner\'s step; ANY_TIME any time', () => {
    const s = hand(turnOf(game(), 0, 'city'), 0, ['ce-we-love-the-despot-day-1']);
    const city = s.cities.find((c) => c.owner === 0)!.id;
    expect(refusal(turnOf(s, 0, 'start'), 0, { type: 'use-card', card: 'ce-we-love-the-despot-day-1', target: { city } })).toMatchObject({ code: 'wrong-timing', rule: 'CIV-CARD-01' });
    expect(refusal(turnOf(s, 1, 'city'), 0, { type: 'use-card', card: 'ce-we-love-the-despot-day-1', target: { city } }).code).toBe('wrong-timing');
    const after = passAll(act(s, 0, { type: 'use-card', card: 'ce-we-love-the-despot-day-1', target: { city } }));
    expect(after.players[0].productionBonus[city]).toBe(4);
    // Marco Polo (ANY_TIME) works in a rival's Movement step.
    const polo = edit(turnOf(game(), 1, 'movement'), (d) => {
      d.players[0].gpCards = [{ id: gpSlug('Marco Polo'), faceUp: false }];
      d.placed.push({ id: 'm', kind: 'great-person', owner: 0, at: outskirt(s, 0), what: 'industrialist' });
    });
    expect(act(polo, 0, { type: 'use-card', card: gpSlug('Marco Polo') }).players[0].trade).toBe(27);
  });

  it('CIV-CARD-02 / CIV-TECHAB-1.04: Currency turns one incense into 3 culture, once a turn', () => {
    const s = edit(turnOf(game(), 0, 'city'), (d) => { d.players[0].techs.push({ name: 'Currency', level: 1 }); d.players[0].resources.incense = 2; });
    const once = act(s, 0, { type: 'use-card', card: 'tech:Currency' });
    expect([once.players[0].culture, once.players[0].resources.incense, once.market.incense]).toEqual([3, 1, s.market.incense + 1]);
    expect(refusal(once, 0, { type: 'use-card', card: 'tech:Currency' })).toMatchObject({ code: 'once-per-turn', rule: 'CIV-CARD-02' });
    expect(refusal(edit(s, (d) => { d.players[0].resources.incense = 0; }), 0, { type: 'use-card', card: 'tech:Currency' }).code).toBe('cost');
  });

  it('CIV-CARD-03 / CIV-WONDERAB-D6 / CIV-BLDGAB-04: Taj Mahal builds an unlocked building free, obeying placement and the market supply', () => {
    const s = edit(turnOf(quietMap(game()), 0, 'start'), (d) => { d.wondersOwned['w-taj-mahal'] = 0; d.players[0].techs.push({ name: 'Pottery', level: 1 }); });
    const city = s.cities.find((c) => c.owner === 0)!;
    const land = outskirtsOf(city).find((q) => quietTerrain(s, q))!;
    const ok = act(s, 0, { type: 'use-card', card: 'w-taj-mahal', target: { city: city.id, building: 'granary', square: land } });
    expect(ok.placed.some((p) => p.what === 'granary' && p.owner === 0)).toBe(true);
    expect(ok.players[0].trade).toBe(s.players[0].trade);
    expect(refusal(s, 0, { type: 'use-card', card: 'w-taj-mahal', target: { city: city.id, building: 'bank', square: land } })).toMatchObject({ code: 'locked', rule: 'CIV-CARD-03' });
    expect(refusal(edit(s, (d) => { d.buildingStock.granary = 0; }), 0, { type: 'use-card', card: 'w-taj-mahal', target: { city: city.id, building: 'granary', square: land } })).toMatchObject({ code: 'stock', rule: 'CIV-BLDGAB-04' });
  });

  it('CIV-CARD-04 / CIV-CARD-05 / CIV-WONDERAB-M4: Statue of Liberty learns a rival\'s tech, only with a pyramid space', () => {
    const s = edit(turnOf(game(), 0, 'start'), (d) => { d.wondersOwned['w-statue-of-liberty'] = 0; d.players[1].techs.push({ name: 'Monarchy', level: 2 }); });
    expect(refusal(s, 0, { type: 'use-card', card: 'w-statue-of-liberty', target: { tech: 'Monarchy' } }).rule).toBe('CIV-CARD-05');
    const learned = act(s, 0, { type: 'use-card', card: 'w-statue-of-liberty', target: { tech: 'Metalworking' } });
    expect(learned.players[0].techs.map((t) => t.name)).toContain('Metalworking');
    expect(learned.players[0].researchedThisTurn).toBe(false);
    expect(refusal(s, 0, { type: 'use-card', card: 'w-statue-of-liberty', target: { tech: 'Space Flight' } }).rule).toBe('CIV-CARD-04');
  });

  it('CIV-CARD-07 / CIV-CARD-08: a blockaded or obsolete wonder gives nothing', () => {
    const base = edit(turnOf(quietMap(game()), 0, 'start'), (d) => {
      d.wondersOwned['w-big-ben'] = 0;
      d.placed.push({ id: 'placed-w-big-ben', kind: 'wonder', owner: 0, at: outskirt(d as unknown as CivState, 0), what: 'w-big-ben' });
    });
    expect(act(base, 0, { type: 'use-card', card: 'w-big-ben' }).players[0].resources).toEqual({ incense: 1, iron: 1, silk: 1, wheat: 1 });
    const blocked = edit(base, (d) => { d.figures.push({ id: 'army-1-9', owner: 1, kind: 'army', at: outskirt(base, 0) }); });
    expect(refusal(blocked, 0, { type: 'use-card', card: 'w-big-ben' })).toMatchObject({ code: 'blockaded', rule: 'CIV-CARD-07' });
    const old = edit(base, (d) => { d.obsoleteWonders.push('w-big-ben'); });
    expect(refusal(old, 0, { type: 'use-card', card: 'w-big-ben' })).toMatchObject({ code: 'obsolete', rule: 'CIV-CARD-08' });
    // The automatic income too: a blockaded Louvre earns nothing as its owner's Start of Turn begins.
    const louvre = edit(base, (d) => {
      d.wondersOwned['w-the-louvre'] = 0;
      d.placed.push({ id: 'placed-w-the-louvre', kind: 'wonder', owner: 0, at: outskirt(base, 0, 1), what: 'w-the-louvre' });
      d.round = 2;
      d.phase = 'research';
      d.order = [1, 0, 2];
      d.turn = 2;
    });
    expect(act(louvre, 2, { type: 'done' }).players[0].culture).toBe(3);
    const besieged = edit(louvre, (d) => { d.figures.push({ id: 'army-1-9', owner: 1, kind: 'army', at: outskirt(base, 0, 1) }); });
    expect(act(besieged, 2, { type: 'done' }).players[0].culture).toBe(0);
  });

  it('CIV-CARD-06: a cancel discards the event without effect; a counter-cancel restores it unless the option forbids', () => {
    const s = edit(hand(hand(turnOf(game(), 0, 'start'), 0, ['ce-counterfeiters-1']), 1, ['ce-bread-and-circuses-1']), (d) => { d.players[1].coinTokens = 1; d.players[2].cultureHand = ['ce-jousting-tourney-1']; });
    const played = act(s, 0, { type: 'use-card', card: 'ce-counterfeiters-1', target: { seats: [1] } });
    expect(played.pending[0]).toMatchObject({ kind: 'card-response', seat: 1 });
    expect(played.players[1].coinTokens).toBe(1);
    const cancelled = act(played, 1, { type: 'use-card', card: 'ce-bread-and-circuses-1' });
    const end = passAll(cancelled);
    expect(end.players[1].coinTokens).toBe(1);
    expect(end.cultureDiscards[1]).toEqual(expect.arrayContaining(['ce-counterfeiters-1', 'ce-bread-and-circuses-1']));
    // Seat 2 cancels the cancel (LIFO): the event stands.
    expect(cancelled.pending[0]).toMatchObject({ kind: 'card-response', seat: 2 });
    const countered = passAll(act(cancelled, 2, { type: 'use-card', card: 'ce-jousting-tourney-1' }));
    expect(countered.players[1].coinTokens).toBe(0);
    const none = edit(cancelled, (d) => { d.options.counterCancels = 'none'; });
    expect(none.pending[0]?.kind).toBe('card-response');
    const closed = act(edit(played, (d) => { d.options.counterCancels = 'none'; }), 1, { type: 'use-card', card: 'ce-bread-and-circuses-1' });
    expect(closed.pending).toEqual([]);
    expect(closed.players[1].coinTokens).toBe(1);
  });
});

describe('culture events (CIV-CEV)', () => {
  it('CIV-CEV-01 / CIV-CEV-02: three decks; an event space draws from its section\'s deck, hidden from the others', () => {
    expect([deckCards(1, false).length, deckCards(2, false).length, deckCards(3, false).length]).toEqual([25, 23, 15]);
    expect(deckCards(1, true)).toHaveLength(27);
    const s = edit(turnOf(game(), 0, 'city'), (d) => { d.players[0].culture = 3; });
    const a = applied(s, 0, { type: 'advance-culture' });
    const card = a.state.players[0].cultureHand[0];
    expect(card).toMatch(/^ce-/);
    expect(deckCards(1, false)).toContain(card);
    expect(a.state.cultureDecks[1]).not.toContain(card);
    expect(viewCiv(a.state, 1).players[0].cultureHand).toEqual([]);
    expect(viewCiv(a.state, 1).players[0].cultureCards).toBe(1);
    expect(viewCiv(a.state, 0).players[0].cultureHand).toEqual([card]);
    expect(civSecrets(a.state).find((x) => x.token === card)?.seenBy).toEqual([0]);
    expect(civSecrets(a.state).filter((x) => x.token.startsWith('ce-')).length).toBe(25 + 23 + 15);
    expect(a.log.filter((l) => l.to?.includes(1)).every((l) => !l.text.includes(card))).toBe(true);
  });

  it('CIV-CEV-03 / CIV-CLAR-03: over the limit the owner discards down, choosing; a card may first be played', () => {
    const s = hand(turnOf(game(), 0, 'city'), 0, ['ce-drought-1', 'ce-sabotage-1']);
    const drew = act(edit(s, (d) => { d.players[0].culture = 3; }), 0, { type: 'advance-culture' });
    expect(drew.pending[0]).toEqual({ kind: 'culture-discard', seat: 0 });
    expect(refusal(drew, 0, { type: 'advance-culture' }).rule).toBe('CIV-CEV-03');
    const down = act(drew, 0, { type: 'discard-event', card: 'ce-sabotage-1' });
    expect(down.pending).toEqual([]);
    expect(down.players[0].cultureHand).toHaveLength(2);
    expect(down.cultureDiscards[1]).toEqual(['ce-sabotage-1']);
    // CIV-CLAR-03: a limit that drops (Valmiki's marker killed) asks for a discard too.
    const valmiki = edit(hand(game(), 0, ['ce-drought-1', 'ce-drought-2', 'ce-sabotage-1']), (d) => {
      d.players[0].gpCards = [{ id: gpSlug('Valmiki'), faceUp: true }];
      d.placed.push({ id: 'm', kind: 'great-person', owner: 0, at: outskirt(s, 0), what: 'artist' });
    });
    expect(handLimit(valmiki, 0)).toBe(4);
    const killed = act(valmiki, 1, { type: 'kill-great-person', owner: 0, at: outskirt(s, 0) });
    expect(killed.pending[0]).toEqual({ kind: 'culture-discard', seat: 0 });
    expect(refusal(edit(drew, (d) => { d.options.handLimitCheck = 'at-once'; }), 0, { type: 'use-card', card: 'ce-drought-1', target: { square: outskirt(s, 1) } }).code).toBe('discard-first');
    // A card played over the limit that brings the hand within it ends the wait: nothing is left to discard.
    const over = edit(hand(turnOf(game(), 0, 'start'), 0, ['ce-drought-1', 'ce-drought-2', 'ce-sabotage-1']), (d) => { d.pending.unshift({ kind: 'culture-discard', seat: 0 }); });
    const played = act(over, 0, { type: 'use-card', card: 'ce-drought-1', target: { square: outskirt(s, 1) } });
    expect(played.players[0].cultureHand).toHaveLength(2);
    expect(played.pending.some((x) => x.kind === 'culture-discard')).toBe(false);
  });

  it('CIV-CEV-04: a played card goes to its discard pile; an empty deck reshuffles its discards', () => {
    const s = edit(turnOf(game(), 0, 'city'), (d) => { d.players[0].culture = 3; d.cultureDiscards[1] = d.cultureDecks[1]; d.cultureDecks[1] = []; });
    const a = applied(s, 0, { type: 'advance-culture' });
    expect(a.log.some((l) => l.rule === 'CIV-CEV-04')).toBe(true);
    expect(a.state.players[0].cultureHand).toHaveLength(1);
    expect(a.state.cultureDecks[1]).toHaveLength(24);
  });

  it('CIV-CEV-05 / CIV-CEV-I11: Sabotage reaches a building within 4 squares only', () => {
    const s0 = quietMap(game());
    const rival = s0.cities.find((c) => c.owner === 1)!;
    const at = outskirtsOf(rival)[0];
    const s = edit(hand(turnOf(s0, 0, 'start'), 0, ['ce-sabotage-1']), (d) => { d.placed.push({ id: 'b', kind: 'building', owner: 1, at, what: 'granary' }); d.buildingStock.granary -= 1; });
    expect(refusal(s, 0, { type: 'use-card', card: 'ce-sabotage-1', target: { square: at } })).toMatchObject({ code: 'out-of-range', rule: 'CIV-CEV-05' });
    const near = edit(s, (d) => { d.figures.push({ id: 'army-0-9', owner: 0, kind: 'army', at: { x: at.x + 2, y: at.y + 1 } }); });
    const done = passAll(act(near, 0, { type: 'use-card', card: 'ce-sabotage-1', target: { square: at } }));
    expect(done.placed.some((p) => p.id === 'b')).toBe(false);
    expect(done.buildingStock.granary).toBe(s.buildingStock.granary + 1);
  });

  it('CIV-CEV-I07 / CIV-CEV-I12: Drought turns a square to desert; the Citizens Revolt puts a rival into Anarchy', () => {
    const s = hand(turnOf(quietMap(game()), 0, 'start'), 0, ['ce-drought-1', 'ce-the-citizens-are-revolting-1']);
    const sq = outskirtsOf(s.cities.find((c) => c.owner === 1)!).find((q) => !['mountain', 'desert', 'water'].includes(String(viewCiv(s, 0).terrainOverrides[`${q.x},${q.y}`] ?? 'x')))!;
    const dry = passAll(act(s, 0, { type: 'use-card', card: 'ce-drought-1', target: { square: sq } }));
    expect(dry.terrainOverrides[`${sq.x},${sq.y}`]).toBe('desert');
    const revolt = passAll(act(s, 0, { type: 'use-card', card: 'ce-the-citizens-are-revolting-1', target: { seat: 2 } }));
    expect(revolt.players[2].government).toBe('anarchy');
    expect(refusal(s, 0, { type: 'use-card', card: 'ce-the-citizens-are-revolting-1', target: { seat: 0 } }).code).toBe('bad-target');
  });

  it('CIV-CEV-I09 / CIV-CLAR-08: Exchange of Ideas: the player learns a rival\'s level I tech; the rival picks one back', () => {
    const s = edit(hand(turnOf(game(), 0, 'start'), 0, ['ce-exchange-of-ideas-1']), (d) => { d.players[0].techs.push({ name: 'Pottery', level: 1 }); });
    const out = passAll(act(s, 0, { type: 'use-card', card: 'ce-exchange-of-ideas-1', target: { seat: 2, tech: 'Metalworking' } }));
    expect(out.players[0].techs.map((t) => t.name)).toContain('Metalworking');
    expect(out.pending[0]).toEqual({ kind: 'gift-tech', seat: 2, from: 0, maxLevel: 1 });
    expect(legalActions(out, 2).map((a) => (a.type === 'choose-free-tech' ? a.tech : '')).sort()).toEqual(['Code of Laws', 'Pottery']);
    expect(refusal(out, 2, { type: 'choose-free-tech', tech: 'Writing' })).toMatchObject({ code: 'not-offered', rule: 'CIV-CLAR-08' });
    const picked = act(out, 2, { type: 'choose-free-tech', tech: 'Pottery' });
    expect(picked.players[2].techs.map((t) => t.name)).toContain('Pottery');
    expect(picked.pending).toEqual([]);
  });

  it('CIV-CEV-I08: battle events are applied by the battle, not outside one', () => {
    const s = hand(turnOf(game(), 0, 'start'), 0, ['ce-duty-and-honor-1']);
    expect(refusal(s, 0, { type: 'use-card', card: 'ce-duty-and-honor-1' })).toMatchObject({ code: 'battle-only', rule: 'CIV-CARD-01' });
    expect(abilitiesOf('ce-duty-and-honor-1')[0]).toMatchObject({ timing: 'BATTLE', window: 'pre-draw' });
  });

  it('CIV-CEV-III08: Supply Drop: either half, each at its own timing', () => {
    const s = hand(turnOf(game(), 0, 'start'), 0, ['ce-supply-drop-1']);
    expect(passAll(act(s, 0, { type: 'use-card', card: 'ce-supply-drop-1' })).players[0].trade).toBe(7);
    expect(refusal(s, 0, { type: 'use-card', card: 'ce-supply-drop-1', ability: 1, target: { city: 'city-0-1' } }).code).toBe('wrong-timing');
  });

  it('every culture event has its catalogue ID and a timing', () => {
    for (const e of CULTURE_EVENTS) for (const a of e.abilities) expect(a.rule).toMatch(/^CIV-CEV-I{1,3}\d\d$/);
  });
});

describe('great people, civilizations, NOT FOUND cards', () => {
  it('CIV-GPAB-34 / CIV-GPAB-27: Marco Polo tops the dial; St. Francis counts the armies in supply; discard cards go under the deck', () => {
    const s = edit(turnOf(game(), 0, 'city'), (d) => {
      d.players[0].gpCards = [{ id: gpSlug('St. Francis of Assisi'), faceUp: false }];
      d.placed.push({ id: 'm', kind: 'great-person', owner: 0, at: outskirt(d as unknown as CivState, 0), what: 'humanitarian' });
    });
    const out = act(s, 0, { type: 'use-card', card: gpSlug('St. Francis of Assisi') });
    expect(out.players[0].culture).toBe(15);
    expect(out.players[0].gpCards).toEqual([]);
    expect(out.gpDeck[out.gpDeck.length - 1]).toEqual({ id: gpSlug('St. Francis of Assisi'), faceUp: true });
  });

  it('CIV-CLAR-06 / CIV-GPAB-31: "per 3 coins" rounds down (Andrew Carnegie: 7 coins, 2 free steps)', () => {
    const s0 = edit(turnOf(game(), 0, 'city'), (d) => {
      d.players[0].gpCards = [{ id: gpSlug('Andrew Carnegie'), faceUp: false }];
      d.placed.push({ id: 'm', kind: 'great-person', owner: 0, at: outskirt(d as unknown as CivState, 0), what: 'industrialist' });
    });
    const s = edit(s0, (d) => { d.players[0].coinTokens = 7 - coins(s0, 0); });
    expect(act(s, 0, { type: 'use-card', card: gpSlug('Andrew Carnegie') }).players[0].cultureTrack).toBe(2);
    expect(coins(s, 0)).toBe(7);
  });

  it('CIV-CIVAB-EGY-2: the Egyptians build a free unlocked building with a city\'s action, once a turn', () => {
    const s = edit(turnOf(quietMap(game()), 1, 'city'), (d) => { d.players[1].techs.push({ name: 'Pottery', level: 1 }); });
    const city = s.cities.find((c) => c.owner === 1)!;
    const out = act(s, 1, { type: 'use-card', card: 'civ:egyptians', target: { city: city.id, building: 'granary', square: outskirtsOf(city)[0] } });
    expect(out.players[1].cityActed).toContain(city.id);
    expect(out.placed.some((p) => p.what === 'granary')).toBe(true);
    expect(refusal(out, 1, { type: 'use-card', card: 'civ:egyptians', target: { city: city.id, building: 'granary', square: outskirtsOf(city)[1] } }).code).toBe('once-per-turn');
  });

  it('CIV-CIVAB-ARA-1: the Arabs earn a culture for each resource a card ability spends', () => {
    const s = edit(turnOf(newGame(['arabs', 'romans']), 0, 'city'), (d) => { d.players[0].techs.push({ name: 'Currency', level: 1 }); });
    expect(act(s, 0, { type: 'use-card', card: 'tech:Currency' }).players[0].culture).toBe(4);
  });

  it('CIV-TECHAB-1.10 / CIV-TECHAB-00: Pottery puts a coin on its card (4 at most), counted as a coin', () => {
    let s = edit(turnOf(game(), 0, 'city'), (d) => { d.players[0].techs.push({ name: 'Pottery', level: 1 }); d.players[0].resources = { incense: 1, iron: 1, silk: 0, wheat: 0 }; });
    s = act(s, 0, { type: 'use-card', card: 'tech:Pottery' });
    expect(s.players[0].cardCoins['tech:Pottery']).toBe(1);
    expect(s.players[0].resources).toEqual({ incense: 0, iron: 0, silk: 0, wheat: 0 });
    expect(handLimit(s, 0)).toBe(3);
  });

  it('CIV-TECHAB-1.11 (NOT FOUND): Writing is a labelled table step, logged for everyone', () => {
    const s = turnOf(newGame(['chinese', 'romans']), 0, 'trade');
    const a = applied(s, 0, { type: 'use-card', card: 'tech:Writing' });
    expect(a.log.some((l) => l.text.includes('its text is not in Tessera') && l.to === undefined)).toBe(true);
    expect(refusal(a.state, 0, { type: 'use-card', card: 'tech:Writing' }).code).toBe('once-per-turn');
  });

  it('the panel lists each ability with the reason when it is not usable now; legalActions lists the usable ones', () => {
    const s = edit(turnOf(game(), 0, 'start'), (d) => { d.players[0].techs.push({ name: 'Currency', level: 1 }); d.players[0].resources.incense = 1; });
    const row = abilityPanel(s, 0).find((r) => r.card === 'tech:Currency')!;
    expect(row.reason).toMatch(/City Management/);
    const city = turnOf(s, 0, 'city');
    expect(abilityPanel(city, 0).find((r) => r.card === 'tech:Currency')!.reason).toBeUndefined();
    expect(legalActions(city, 0)).toContainEqual({ type: 'use-card', card: 'tech:Currency' });
    expect(legalActions(s, 0).some((a) => a.type === 'use-card' && a.card === 'tech:Currency')).toBe(false);
  });

  it('every ability names its catalogue rule and uses the shared vocabulary', () => {
    for (const id of KNOWN_CARD_IDS) for (const a of abilitiesOf(id)) expect(a.rule).toMatch(/^CIV-(CARD|GPAB|TECHAB|WONDERAB|CIVAB)/);
  });
});

describe('card files (cards without a known text)', () => {
  it('CIV-TECHAB-1.11: a card file supplies the text and a scripted effect; a bad file is refused naming the field', () => {
    const good = parseCardFile({ format: 'tessera-civ-cards', version: 1, cards: [{ card: 'tech:Writing', text: 'Spend a spy to cancel a city action.', timing: 'ANY_TIME', oncePerTurn: true, effects: [{ kind: 'cancel' }] }] });
    expect(good.ok).toBe(true);
    if (!good.ok) return;
    const writing = abilityTable(good.file).get('tech:Writing')!;
    expect(writing[0]).toMatchObject({ text: 'Spend a spy to cancel a city action.', effects: [{ kind: 'cancel' }], rule: 'CIV-TECHAB-1.11' });
    expect(abilitiesOf('tech:Writing')[0].effects).toEqual([{ kind: 'unknown' }]);
    const bad = parseCardFile({ format: 'tessera-civ-cards', version: 1, cards: [{ card: 'tech:Writing', text: 'x', timing: 'ANY_TIME', effects: [{ kind: 'conquer-world' }] }] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors[0]).toMatch(/^cards\.0\.effects\.0/);
    expect(parseCardFile({ format: 'tessera-civ-cards', version: 1, cards: [{ card: 'Writing', text: 'x', timing: 'ANY_TIME', effects: [{ kind: 'manual', text: 'y' }] }] }).ok).toBe(false);
  });
});

describe('Mysticism (CIV-TECHAB-2.09)', () => {
  it('CIV-TECHAB-2.09: with Mysticism an event space draws two; the player discards one, secretly, and keeps the other', () => {
    const s = edit(turnOf(game(), 0, 'city'), (d) => { d.players[0].culture = 3; d.players[0].techs.push({ name: 'Mysticism', level: 2 }); });
    const drew = act(s, 0, { type: 'advance-culture' });
    const head = drew.pending[0];
    expect(head?.kind).toBe('event-choice');
    if (head?.kind !== 'event-choice') return;
    expect(head.cards).toHaveLength(2);
    expect(drew.players[0].cultureHand).toEqual([]);
    expect(viewCiv(drew, 1).pending[0]).toEqual({ kind: 'event-choice', seat: 0, cards: 2 });
    expect(civSecrets(drew).filter((x) => head.cards.includes(x.token)).map((x) => x.seenBy)).toEqual([[0], [0]]);
    expect(refusal(drew, 0, { type: 'discard-event', card: 'ce-nowhere-1' }).code).toBe('not-drawn');
    const kept = act(drew, 0, { type: 'discard-event', card: head.cards[0] });
    expect(kept.players[0].cultureHand).toEqual([head.cards[1]]);
    expect(kept.cultureDiscards[1]).toEqual([head.cards[0]]);
    expect(kept.pending).toEqual([]);
  });

  it('CIV-TECHAB-2.09: the two cards drawn on the winning space are not lost when the game ends', () => {
    const s = edit(turnOf(game(), 0, 'city'), (d) => { d.players[0].cultureTrack = 20; d.players[0].culture = 7; d.players[0].trade = 6; d.players[0].techs.push({ name: 'Mysticism', level: 2 }); });
    const won = act(s, 0, { type: 'advance-culture' });
    expect(won.winner).toMatchObject({ seat: 0, how: 'culture' });
    expect(won.players[0].cultureHand).toHaveLength(2);
    expect(invariantBroken(won)).toBeNull();
  });
});

describe('every scripted culture event, by its row (CIV-CEV)', () => {
  const at = (s: CivState, phase: CivState['phase'], card: string) => hand(turnOf(quietMap(s), 0, phase), 0, [card]);
  const use = (s: CivState, card: string, target?: object) => passAll(act(s, 0, { type: 'use-card', card, ...(target ? { target } : {}) }));

  it.each([['CIV-CEV-I13', 'ce-we-love-the-despot-day-1', 4], ['CIV-CEV-II14', 'ce-we-love-the-queen-day-1', 6], ['CIV-CEV-III10', 'ce-we-love-the-president-day-1', 8]] as const)('%s: %s gives one of the player\'s cities %i more production this turn', (_id, card, n) => {
    const s = at(game(), 'city', card);
    const city = (x: CivState) => cityProduction(x, x.cities.find((c) => c.id === 'city-0-1')!);
    expect(city(use(s, card, { city: 'city-0-1' })) - city(s)).toBe(n);
    expect(refusal(s, 0, { type: 'use-card', card, target: { city: 'city-1-1' } }).code).toBe('no-city');
  });

  it.each([['CIV-CEV-I04', 'ce-counterfeiters-1', { seats: [1] }, [1]], ['CIV-CEV-II05', 'ce-depression-1', { seats: [1, 2] }, [1, 2]], ['CIV-CEV-III02', 'ce-bank-scandal-1', undefined, [1, 2]]] as const)('%s: %s makes rivals discard a coin token; investments are safe', (_id, card, target, hit) => {
    const s = edit(at(game(), 'start', card), (d) => { for (const p of d.players) { p.coinTokens = 1; p.investments['military-industrial-complex'] = 2; } });
    const out = use(s, card, target as object | undefined);
    const struck: readonly number[] = hit;
    expect(out.players.map((p) => p.coinTokens)).toEqual([1, struck.includes(1) ? 0 : 1, struck.includes(2) ? 0 : 1]);
    expect(out.players.every((p) => p.investments['military-industrial-complex'] === 2)).toBe(true);
  });

  it.each([['CIV-CEV-I05', 'ce-defection-1', 1], ['CIV-CEV-II10', 'ce-mass-defection-1', 2], ['CIV-CEV-III11', 'ce-wholesale-defection-1', 2]] as const)('%s: %s kills up to %i figures on one rival square', (_id, card, n) => {
    const s = edit(at(game(), 'movement', card), (d) => {
      const sq = outskirtsOf(d.cities.find((c) => c.owner === 1)!)[0];
      d.figures.push({ id: 'army-1-7', owner: 1, kind: 'army', at: { ...sq } }, { id: 'army-1-8', owner: 1, kind: 'army', at: { ...sq } }, { id: 'army-1-9', owner: 1, kind: 'army', at: { ...sq } });
      d.figures.push({ id: 'army-0-9', owner: 0, kind: 'army', at: { x: sq.x, y: sq.y + 1 } });
    });
    const sq = outskirt(s, 1);
    const out = use(s, card, { square: sq });
    expect(s.figures.filter((f) => f.owner === 1 && f.at.x === sq.x && f.at.y === sq.y).length - out.figures.filter((f) => f.owner === 1 && f.at.x === sq.x && f.at.y === sq.y).length).toBe(n);
  });

  it('CIV-CEV-II02 / CIV-CEV-III03: Catastrophe destroys a building within 6 squares; Disaster a rival\'s building anywhere', () => {
    const put = (card: string) => edit(at(game(), 'start', card), (d) => { const sq = outskirtsOf(d.cities.find((c) => c.owner === 1)!)[0]; d.placed.push({ id: 'b', kind: 'building', owner: 1, at: sq, what: 'granary' }); d.buildingStock.granary -= 1; });
    const far = put('ce-disaster-1');
    expect(use(far, 'ce-disaster-1', { square: outskirt(far, 1) }).placed.some((p) => p.id === 'b')).toBe(false);
    const cat = put('ce-catastrophe-1');
    const sq = outskirt(cat, 1);
    expect(refusal(cat, 0, { type: 'use-card', card: 'ce-catastrophe-1', target: { square: sq } }).code).toBe('out-of-range');
    const near = edit(cat, (d) => { d.figures.push({ id: 'army-0-9', owner: 0, kind: 'army', at: { x: sq.x + 3, y: sq.y + 3 } }); });
    expect(use(near, 'ce-catastrophe-1', { square: sq }).placed.some((p) => p.id === 'b')).toBe(false);
  });

  it('CIV-CEV-II04 / CIV-CEV-II06: Deforestation turns only a forest to grassland; Flooding an empty square to water, never a city centre', () => {
    const s = edit(at(game(), 'start', 'ce-deforestation-1'), (d) => { const sq = outskirtsOf(d.cities.find((c) => c.owner === 1)!)[0]; d.terrainOverrides[`${sq.x},${sq.y}`] = 'forest'; });
    const sq = outskirt(s, 1);
    expect(use(s, 'ce-deforestation-1', { square: sq }).terrainOverrides[`${sq.x},${sq.y}`]).toBe('grassland');
    const plain = edit(s, (d) => { d.terrainOverrides[`${sq.x},${sq.y}`] = 'desert'; });
    expect(refusal(plain, 0, { type: 'use-card', card: 'ce-deforestation-1', target: { square: sq } }).code).toBe('terrain');
    const flood = hand(plain, 0, ['ce-flooding-1']);
    expect(use(flood, 'ce-flooding-1', { square: sq }).terrainOverrides[`${sq.x},${sq.y}`]).toBe('water');
    const centre = flood.cities.find((c) => c.owner === 1)!.centre;
    expect(refusal(flood, 0, { type: 'use-card', card: 'ce-flooding-1', target: { square: centre } }).code).toBe('city');
  });

  it('CIV-CEV-II08 / CIV-CEV-III09: Knowledge Shared reaches level II techs, Think Tank level III', () => {
    const s = edit(at(game(), 'start', 'ce-knowledge-shared-1'), (d) => { d.players[0].techs.push({ name: 'Pottery', level: 1 }, { name: 'Currency', level: 1 }, { name: 'Horseback Riding', level: 1 }); d.players[1].techs.push({ name: 'Monarchy', level: 2 }, { name: 'Banking', level: 3 }); });
    expect(use(s, 'ce-knowledge-shared-1', { seat: 1, tech: 'Monarchy' }).players[0].techs.map((t) => t.name)).toContain('Monarchy');
    expect(refusal(s, 0, { type: 'use-card', card: 'ce-knowledge-shared-1', target: { seat: 1, tech: 'Banking' } }).code).toBe('bad-target');
    expect(abilitiesOf('ce-think-tank-1')[0].effects[0]).toEqual({ kind: 'exchange-techs', maxLevel: 3 });
  });

  it('CIV-CEV-I03 / CIV-CEV-II07 / CIV-CEV-III07: Bread and Circuses cancels only an event aimed at its owner; Jousting Tourney and Primetime TV cancel any', () => {
    const s = edit(at(game(), 'start', 'ce-counterfeiters-1'), (d) => { d.players[1].coinTokens = 1; d.players[1].cultureHand = ['ce-bread-and-circuses-1']; d.players[2].cultureHand = ['ce-jousting-tourney-1', 'ce-primetime-tv-1']; });
    const aimedAt2 = act(s, 0, { type: 'use-card', card: 'ce-counterfeiters-1', target: { seats: [2] } });
    expect(refusal(aimedAt2, 1, { type: 'use-card', card: 'ce-bread-and-circuses-1' })).toMatchObject({ code: 'not-aimed-at-you', rule: 'CIV-CEV-I03' });
    const aimedAt1 = act(s, 0, { type: 'use-card', card: 'ce-counterfeiters-1', target: { seats: [1] } });
    expect(passAll(act(aimedAt1, 1, { type: 'use-card', card: 'ce-bread-and-circuses-1' })).players[1].coinTokens).toBe(1);
    for (const c of ['ce-jousting-tourney-1', 'ce-primetime-tv-1']) {
      const passed = act(aimedAt1, 1, { type: 'done' });
      expect(passAll(act(passed, 2, { type: 'use-card', card: c })).players[1].coinTokens).toBe(1);
    }
  });

  it('CIV-CEV-II13 / CIV-CEV-I01: the Citizens are Revolting II puts a rival into Anarchy; A Gift from Afar gives a rival a coin token', () => {
    const s = at(game(), 'start', 'ce-the-citizens-are-revolting-ii-1');
    expect(use(s, 'ce-the-citizens-are-revolting-ii-1', { seat: 1 }).players[1].government).toBe('anarchy');
    const gift = hand(s, 0, ['ce-a-gift-from-afar-1']);
    const out = use(gift, 'ce-a-gift-from-afar-1', { seat: 2 });
    expect(out.players[2].coinTokens).toBe(gift.players[2].coinTokens + 1);
  });

  it('CIV-CEV-II01 / CIV-CEV-III01 / CIV-CEV-I06 / CIV-CEV-II09 / CIV-CEV-III05: the gifts spent as a resource and the moves of a rival group are labelled table steps, logged for all', () => {
    for (const [card, phase] of [['ce-a-generous-gift-1', 'start'], ['ce-a-princely-gift-1', 'start'], ['ce-disoriented-1', 'city'], ['ce-lost-1', 'city'], ['ce-out-of-position-1', 'city']] as const) {
      const s = at(game(), phase, card);
      const a = applied(s, 0, { type: 'use-card', card });
      let x = a.state;
      const log = [...a.log];
      while (x.pending[0]?.kind === 'card-response') { const r = applied(x, x.pending[0].seat, { type: 'done' }); log.push(...r.log); x = r.state; }
      expect(log.some((l) => l.text.includes('resolves at the table') && !l.to), card).toBe(true);
    }
  });

  it('CIV-CEV-I10 / CIV-CEV-II03 / CIV-CEV-III04: the social-policy cards stay out of a core and F&F game unless the option shuffles them in', () => {
    for (const deck of [1, 2, 3] as const) expect(deckCards(deck, false).some((c) => /migrants|colonists|immigrants/.test(c))).toBe(false);
    expect(deckCards(1, true)).toContain('ce-migrants-1');
    expect(deckCards(2, true)).toContain('ce-colonists-1');
    expect(deckCards(3, true)).toContain('ce-immigrants-1');
  });

  it('CIV-CEV-I02: Barbarian Encampment puts a village marker on an empty explored square outside every outskirts', () => {
    const s = at(game(), 'start', 'ce-barbarian-encampment-1');
    const squares = Array.from({ length: 400 }, (_, i) => ({ x: i % 20, y: Math.floor(i / 20) }));
    const square = squares.find((q) => checkAction(s, 0, { type: 'use-card', card: 'ce-barbarian-encampment-1', target: { square: q } }).ok)!;
    expect(square).toBeDefined();
    const out = use(s, 'ce-barbarian-encampment-1', { square });
    expect(out.markers.filter((m) => m.kind === 'village').length).toBe(s.markers.filter((m) => m.kind === 'village').length + 1);
    expect(refusal(s, 0, { type: 'use-card', card: 'ce-barbarian-encampment-1', target: { square: outskirt(s, 1) } }).code).toBe('outskirts');
  });

  it('CIV-CEV-II12 / CIV-BATTLE-43: Roaming Horde sends rank II barbarians against a rival army within 4 squares of a village', () => {
    const s = edit(at(game(), 'movement', 'ce-roaming-horde-1'), (d) => {
      const sq = outskirtsOf(d.cities.find((c) => c.owner === 1)!)[0];
      d.figures.push({ id: 'army-1-7', owner: 1, kind: 'army', at: { ...sq } });
      d.markers = d.markers.filter((m) => m.kind !== 'village');
    });
    const sq = outskirt(s, 1);
    expect(refusal(s, 0, { type: 'use-card', card: 'ce-roaming-horde-1', target: { square: sq } }).code).toBe('out-of-range');
    const village = edit(s, (d) => { d.markers.push({ id: 'village-x', kind: 'village', at: { x: sq.x + 2, y: sq.y } }); });
    const out = use(village, 'ce-roaming-horde-1', { square: sq });
    expect(out.pending[0]).toMatchObject({ kind: 'battle', defender: 1, fight: { barbariansAttack: true, barbarianRank: 2 } });
  });
});

