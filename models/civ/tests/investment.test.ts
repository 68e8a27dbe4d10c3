import { describe, expect, it } from 'vitest';
import { act, applied, edit, newGame, quietMap, refusal, turnOf } from './fixtures';
import { activeTier, coins, investmentTier } from '../player';
import { combatBonus } from '../rules/combat';
import { techCost } from '../rules/tech';
import { victoryOf } from '../rules/victory';
import { INVESTMENT_CARDS, INVESTMENT_SETS, type InvestmentCardId } from '../data/investments';
import { civOptions } from '../options';
import { legalActions } from '../legal';
import { handLimit } from '../player';
import { nextSpaceCost } from '../rules/culture';
import { cityProduction } from '../rules/city';
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

describe('the catalogue\'s investment titles (CIV-INVAB)', () => {
  const cat = (civs: Parameters<typeof newGame>[0] = ['romans', 'egyptians', 'greeks', 'chinese']) => edit(turnOf(quietMap(newGame(civs, { investmentSet: 'catalogue' })), 0, 'start'), (d) => { d.players[0].coinTokens = 5; });
  const at = (s: ReturnType<typeof cat>, card: InvestmentCardId, n: number) => edit(s, (d) => { d.players[0].investments[card] = n; });

  it('CIV-INVAB-04: a new game owns the catalogue\'s titles, Scholarship Fund standing in for "PE"; Tessera\'s own set is a named option', () => {
    expect(civOptions({}).investmentSet).toBe('catalogue');
    const s = cat();
    expect(legalActions(s, 0).filter((a) => a.type === 'invest').map((a) => (a as { card: string }).card)).toEqual([...INVESTMENT_SETS.catalogue]);
    expect(refusal(s, 0, { type: 'invest', card: 'patron-guilds' })).toMatchObject({ code: 'no-card', rule: 'FF-INV-05' });
    expect(civRules.check(s, 0, { type: 'invest', card: 'endowment-for-the-arts' }).ok).toBe(true);
    expect(techCost(at(s, 'scholarship-fund', 2), 0, 1)).toBe(techCost(s, 0, 1) - 2);
    // Markers on a title that is not in the game do nothing.
    expect(investmentTier(at(s, 'patron-guilds', 5), 0, 'patron-guilds')).toBeNull();
  });

  it('CIV-INVAB-02: Endowment for the Arts: 1 marker, hand +1; 2, each culture step 1 culture less (and the +1 stops); 4, 2 less', () => {
    const s = cat();
    expect(handLimit(at(s, 'endowment-for-the-arts', 1), 0)).toBe(handLimit(s, 0) + 1);
    expect(handLimit(at(s, 'endowment-for-the-arts', 2), 0)).toBe(handLimit(s, 0));
    expect([0, 2, 4].map((n) => nextSpaceCost(at(s, 'endowment-for-the-arts', n), 0).culture)).toEqual([3, 2, 1]);
    const poor = (n: number) => edit(turnOf(at(s, 'endowment-for-the-arts', n), 0, 'city'), (d) => { d.players[0].culture = 2; });
    const moved = act(poor(2), 0, { type: 'advance-culture' });
    expect([moved.players[0].cultureTrack, moved.players[0].culture]).toEqual([1, 0]);
    expect(refusal(poor(0), 0, { type: 'advance-culture' }).code).toBe('culture');
  });

  it('CIV-INVAB-03: Infrastructure: every city makes 1, 2, 3 more production at 2, 4, 6 markers', () => {
    const s = cat();
    const prod = (st: typeof s) => cityProduction(st, st.cities.find((c) => c.owner === 0)!);
    expect([1, 2, 4, 6].map((n) => prod(at(s, 'infrastructure', n)) - prod(s))).toEqual([0, 1, 2, 3]);
    // In a game with Tessera's own titles it is not on the table.
    expect(prod(at(game(), 'infrastructure', 6))).toBe(prod(game()));
  });

  it('CIV-INVAB-05: each marker invested, free ones included, fires the "when you invest" triggers (the Arabs\' free culture step)', () => {
    const s = edit(cat(['arabs', 'romans']), (d) => { d.players[0].coinTokens = 1; d.players[0].freeInvestments = 1; });
    const free = act(s, 0, { type: 'place-free-investment', card: 'infrastructure' });
    expect(free.players[0].cultureTrack).toBe(1);
    expect(act(free, 0, { type: 'invest', card: 'infrastructure' }).players[0].cultureTrack).toBe(2);
    const off = act(edit(s, (d) => { d.options.freeInvestmentsTrigger = 'no-trigger'; }), 0, { type: 'place-free-investment', card: 'infrastructure' });
    expect(off.players[0].cultureTrack).toBe(0);
  });
});

