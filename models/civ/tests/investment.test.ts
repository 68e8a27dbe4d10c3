import { describe, expect, it } from 'vitest';
import { act, applied, edit, newGame, quietMap, refusal, turnOf } from './fixtures';
import { activeTier, coins, investmentTier } from '../player';
import { combatBonus } from '../rules/combat';
import { techCost } from '../rules/tech';
import { victoryOf } from '../rules/victory';
import { INVESTMENT_CARDS } from '../data/investments';
import { civRules } from '../rules';

const game = () => edit(turnOf(quietMap(newGame(['romans', 'egyptians', 'greeks', 'chinese'])), 0, 'start'), (d) => { d.players[0].coinTokens = 5; });

describe('investments', () => {
  it('FF-INV-07 seed example: three markers on MIC give +4; the fourth switches to +8 and the +4 stops', () => {
    const s = edit(game(), (d) => { d.players[0].investments['military-industrial-complex'] = 3; });
    const base = combatBonus(edit(s, (d) => { d.players[0].investments['military-industrial-complex'] = 0; }), 0);
    expect(combatBonus(s, 0)).toBe(base + 4);
    const four = act(s, 0, { type: 'invest', card: 'military-industrial-complex' });
    expect(combatBonus(four, 0)).toBe(base + 8);
    expect(investmentTier(four, 0, 'military-industrial-complex')?.threshold).toBe(4);
    expect(activeTier('military-industrial-complex', 1)).toBeNull();
    expect(activeTier('scholarship-fund', 5)?.techDiscount).toBe(4);
  });

  it('FF-INV-03: one coin a turn, only in Start of Turn', () => {
    let s = act(game(), 0, { type: 'invest', card: 'patron-guilds' });
    expect(refusal(s, 0, { type: 'invest', card: 'patron-guilds' })).toMatchObject({ code: 'once-per-turn', rule: 'FF-INV-03' });
    s = edit(s, (d) => { d.phase = 'city'; d.players[0].investedThisTurn = false; });
    expect(refusal(s, 0, { type: 'invest', card: 'patron-guilds' }).code).toBe('wrong-phase');
  });

  it('FF-INV-04 / FF-INV-06: only coin tokens are invested; the coin total drops by one and investments never count as coins', () => {
    const s0 = game();
    const before = coins(s0, 0);
    const s = act(s0, 0, { type: 'invest', card: 'public-works' });
    expect(s.players[0].coinTokens).toBe(4);
    expect(coins(s, 0)).toBe(before - 1);
    expect(s.investmentPool).toBe(s0.investmentPool - 1);
    const printedOnly = edit(s0, (d) => { d.players[0].coinTokens = 0; });
    expect(coins(printedOnly, 0)).toBeGreaterThan(0);
    expect(refusal(printedOnly, 0, { type: 'invest', card: 'public-works' }).code).toBe('no-coin-token');
    const rich = edit(s0, (d) => { d.players[0].coinTokens = 0; d.players[0].investments['public-works'] = 20; });
    expect(victoryOf(rich, 0)).toBeNull();
  });

  it('FF-INV-05: markers may be spread or piled; the cards are public', () => {
    let s = act(game(), 0, { type: 'invest', card: 'scholarship-fund' });
    s = edit(s, (d) => { d.players[0].investedThisTurn = false; });
    s = act(s, 0, { type: 'invest', card: 'scholarship-fund' });
    expect(s.players[0].investments['scholarship-fund']).toBe(2);
    expect(techCost(s, 0, 1)).toBe(4);
    expect(civRules.view(s, 1).players[0].investments['scholarship-fund']).toBe(2);
  });

  it('FF-INV-02 / C2: each player owns the same four investment cards', () => {
    const s = game();
    for (const p of s.players) expect(Object.keys(p.investments).sort()).toEqual(INVESTMENT_CARDS.map((c) => c.id).sort());
    expect(INVESTMENT_CARDS.find((c) => c.id === 'military-industrial-complex')!.tiers.map((t) => t.threshold)).toEqual([2, 4, 6]);
  });

  it('FF-INV-01 / FF-RULE-04: the module is optional, but a game with the Arabs and the deck off is refused, not switched on', () => {
    const off = turnOf(quietMap(newGame(['romans', 'egyptians'], { investmentDeck: false })), 0, 'start');
    expect(refusal(edit(off, (d) => { d.players[0].coinTokens = 2; }), 0, { type: 'invest', card: 'public-works' }).rule).toBe('FF-RULE-02');
    expect(off.options.investmentDeck).toBe(false);
    expect(() => newGame(['arabs', 'romans'], { investmentDeck: false })).toThrow(/FF-RULE-04/);
    expect(newGame(['arabs', 'romans']).options.investmentDeck).toBe(true);
  });

  it('FF-COMP: an empty marker pool blocks investing unless markers are unlimited', () => {
    const s = edit(game(), (d) => { d.investmentPool = 0; });
    expect(refusal(s, 0, { type: 'invest', card: 'public-works' }).code).toBe('pool-empty');
    expect(civRules.check(edit(s, (d) => { d.options.markerPools = 'unlimited'; }), 0, { type: 'invest', card: 'public-works' }).ok).toBe(true);
  });

  it('FF-CIV-06 (Arabs): each invested coin also moves them one culture space free', () => {
    const s = edit(turnOf(quietMap(newGame(['arabs', 'romans'])), 0, 'start'), (d) => { d.players[0].coinTokens = 1; });
    const a = applied(s, 0, { type: 'invest', card: 'patron-guilds' });
    expect(a.state.players[0].cultureTrack).toBe(1);
    expect(a.state.players[0].culture).toBe(0);
  });
});
