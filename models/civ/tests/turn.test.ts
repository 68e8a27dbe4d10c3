import { CIVILIZATIONS } from '../data/civs';
import { describe, expect, it } from 'vitest';
import { act, applied, edit, newGame, quietMap, refusal, toPhase, turnOf } from './fixtures';
import { tradeIncome } from '../flow';
import { iconsAt, outskirtsOf } from '../map';
import { coins, handLimit } from '../player';
import { civRules } from '../rules';
import { victoryOf } from '../rules/victory';
import { gpSlug } from '../data/great-people';
import type { CivState } from '../state';

const game = () => quietMap(newGame(['romans', 'egyptians', 'greeks', 'chinese']));
const firstOutskirt = (s: CivState, seat: number) => outskirtsOf(s.cities.find((c) => c.owner === seat)!)[0];

describe('round structure', () => {
  it('CIV-TURN-01 / CIV-TURN-02: five phases in order; players act one after another from the first player', () => {
    let s = game();
    const seen: string[] = [s.phase];
    for (let i = 0; i < 20; i++) {
      expect(civRules.activeSeats(s)).toEqual([s.order[s.turn]]);
      const other = s.order[(s.turn + 1) % 4];
      expect(refusal(s, other, { type: 'done' })).toMatchObject({ code: 'not-your-turn', rule: 'CIV-TURN-02' });
      s = act(s, s.order[s.turn], { type: 'done' });
      if (seen[seen.length - 1] !== s.phase) seen.push(s.phase);
    }
    expect(seen).toEqual(['start', 'trade', 'city', 'movement', 'research', 'start']);
  });

  it('CIV-TURN-03: the first-player marker passes one seat clockwise each round', () => {
    const s = toPhase(toPhase(game(), 'research'), 'start');
    expect(s.order).toEqual([1, 2, 3, 0]);
    expect(s.round).toBe(2);
  });

  it('CIV-TURN-04: founding cities and changing government belong to Start of Turn', () => {
    const s = turnOf(game(), 0, 'city');
    expect(refusal(s, 0, { type: 'change-government', government: 'monarchy' })).toMatchObject({ code: 'wrong-phase', rule: 'CIV-TURN-01' });
    expect(refusal(s, 0, { type: 'found-city', scout: 'x' }).code).toBe('wrong-phase');
  });

  it('CIV-TURN-05 / CIV-TRADE-01 / CIV-CITY-04: Trade adds unblockaded outskirts trade, capped at 27', () => {
    const s = edit(game(), (d) => { d.players[0].trade = 26; d.players[1].trade = 0; });
    const income = tradeIncome(s, 1);
    const t = toPhase(s, 'trade');
    expect(t.players[0].trade).toBe(27);
    expect(t.players[1].trade).toBe(income);
    const sq = outskirtsOf(s.cities.find((c) => c.owner === 1)!).find((q) => iconsAt(s, q).trade > 0)!;
    const blockaded = edit(s, (d) => { d.figures.push({ id: 'army-0-9', owner: 0, kind: 'army', at: sq }); });
    expect(tradeIncome(blockaded, 1)).toBe(income - iconsAt(s, sq).trade);
  });

  it('CIV-TURN-05: during Trade, players may hand over trade and resources', () => {
    const s = edit(turnOf(game(), 0, 'trade'), (d) => { d.players[0].trade = 5; d.players[0].resources.silk = 1; });
    const t = act(s, 0, { type: 'give', to: 2, trade: 2, resource: 'silk' });
    expect([t.players[0].trade, t.players[2].trade, t.players[2].resources.silk]).toEqual([3, 2, 1]);
    expect(refusal(s, 0, { type: 'give', to: 2, trade: 9 }).code).toBe('trade');
  });

  it('CIV-SCOUT-01: a scout outside its cities sends its square\'s trade; blockaded scouts send nothing', () => {
    const base = game();
    const far = { x: 7, y: 7 };
    const withScout = edit(base, (d) => { d.figures.push({ id: 'scout-0-1', owner: 0, kind: 'scout', at: far }); });
    expect(tradeIncome(withScout, 0) - tradeIncome(base, 0)).toBe(iconsAt(base, far).trade);
    const blocked = edit(withScout, (d) => { d.figures.push({ id: 'army-1-9', owner: 1, kind: 'army', at: far }); });
    expect(tradeIncome(blocked, 0)).toBe(tradeIncome(base, 0));
    // A scout on a coin square claims that coin.
        const coinAt = [...Array(16).keys()].flatMap((y) => [...Array(16).keys()].map((x) => ({ x, y }))).find((q) => iconsAt(base, q).coins > 0 && !base.cities.some((c) => Math.max(Math.abs(c.centre.x - q.x), Math.abs(c.centre.y - q.y)) <= 1))!;
    const onCoin = edit(base, (d) => { d.figures.push({ id: 'scout-0-1', owner: 0, kind: 'scout', at: coinAt }); });
    expect(coins(onCoin, 0)).toBe(coins(base, 0) + iconsAt(base, coinAt).coins);
  });

  it('CIV-TURN-06 / CIV-CITY-06: each city acts once: arts, harvest or build', () => {
    const s = turnOf(game(), 0, 'city');
    const city = s.cities.find((c) => c.owner === 0)!;
    const t = act(s, 0, { type: 'city-action', city: city.id, action: { kind: 'arts' } });
    expect(t.players[0].culture).toBeGreaterThan(0);
    expect(refusal(t, 0, { type: 'city-action', city: city.id, action: { kind: 'arts' } })).toMatchObject({ code: 'acted', rule: 'CIV-TURN-06' });
    const shown = outskirtsOf(city).map((q) => iconsAt(s, q).resource).find((r) => r) as 'incense' | 'iron' | 'silk' | 'wheat' | undefined;
    if (shown) {
      const h = act(s, 0, { type: 'city-action', city: city.id, action: { kind: 'harvest', resource: shown } });
      expect(h.players[0].resources[shown]).toBe(s.players[0].resources[shown] + 1);
      expect(h.market[shown]).toBe(s.market[shown] - 1);
    }
    const missing = (['incense', 'iron', 'silk', 'wheat'] as const).find((r) => !outskirtsOf(city).some((q) => iconsAt(s, q).resource === r))!;
    expect(refusal(s, 0, { type: 'city-action', city: city.id, action: { kind: 'harvest', resource: missing } }).code).toBe('not-shown');
  });

  it('CIV-TURN-07 / CIV-TURN-08: movement in Movement; one research a turn in Research', () => {
    const s = edit(turnOf(game(), 0, 'research'), (d) => { d.players[0].trade = 20; });
    const t = act(s, 0, { type: 'research', tech: 'Pottery' });
    expect(refusal(t, 0, { type: 'research', tech: 'Writing' })).toMatchObject({ code: 'once-per-turn', rule: 'CIV-TECH-03' });
    expect(refusal(s, 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 0, y: 0 }] }).code).toBe('wrong-phase');
  });

  it('CIV-COIN-01 / CIV-COIN-02: coins are tokens, unblockaded outskirts coins, tech coins and government', () => {
    const s = edit(game(), (d) => { d.players[0].coinTokens = 2; d.players[0].techs.push({ name: 'Currency', level: 1 }); });
    const city = s.cities.find((c) => c.owner === 0)!;
    const printed = outskirtsOf(city).reduce((n, q) => n + iconsAt(s, q).coins, 0);
    expect(coins(s, 0)).toBe(2 + printed + 1);
    expect(coins(edit(s, (d) => { d.players[0].government = 'democracy'; }), 0)).toBe(2 + printed + 2);
    const coinSq = outskirtsOf(city).find((q) => iconsAt(s, q).coins > 0);
    if (coinSq) expect(coins(edit(s, (d) => { d.figures.push({ id: 'army-1-9', owner: 1, kind: 'army', at: coinSq }); }), 0)).toBe(2 + printed + 1 - iconsAt(s, coinSq).coins);
  });

  it('CIV-TRADE-02 example: 20 trade, a level II tech (11) and 3 coins leave 3 trade (options: keep all, reset)', () => {
    const pre = edit(turnOf(game(), 0, 'research'), (d) => {
      d.players[0].trade = 20;
      d.players[0].techs = [{ name: 'Pottery', level: 1 }, { name: 'Writing', level: 1 }];
      d.players[0].coinTokens = 0;
    });
    const printed = coins(pre, 0);
    expect(printed).toBeLessThanOrEqual(3);
    const s = edit(pre, (d) => { d.players[0].coinTokens = 3 - printed; });
    expect(coins(s, 0)).toBe(3);
    const t = act(s, 0, { type: 'research', tech: 'Monarchy' });
    expect(t.players[0].trade).toBe(3);
    expect(act(edit(s, (d) => { d.options.tradeAfterResearch = 'keep-all'; }), 0, { type: 'research', tech: 'Monarchy' }).players[0].trade).toBe(9);
    expect(act(edit(s, (d) => { d.options.tradeAfterResearch = 'reset'; }), 0, { type: 'research', tech: 'Monarchy' }).players[0].trade).toBe(0);
  });

  it('CIV-CULT-01 / CIV-CULT-02 / CIV-CULT-04: culture buys track spaces; great-person and event spaces', () => {
    let s = edit(turnOf(game(), 0, 'city'), (d) => { d.players[0].culture = 9; });
    s = act(s, 0, { type: 'advance-culture' });
    expect([s.players[0].culture, s.players[0].cultureTrack, s.players[0].cultureHand.length]).toEqual([6, 1, 1]);
    s = act(act(s, 0, { type: 'advance-culture' }), 0, { type: 'advance-culture' });
    expect(s.players[0].cultureTrack).toBe(3);
    expect(s.players[0].gpCards).toHaveLength(1);
    expect(s.players[0].cultureHand).toHaveLength(2);
    expect(refusal(s, 0, { type: 'advance-culture' }).rule).toBe('CIV-CULT-02');
    const sec2 = edit(s, (d) => { d.players[0].cultureTrack = 7; d.players[0].culture = 5; d.players[0].trade = 2; });
    expect(refusal(sec2, 0, { type: 'advance-culture' }).code).toBe('trade');
    const paid = act(edit(sec2, (d) => { d.players[0].trade = 3; }), 0, { type: 'advance-culture' });
    expect([paid.players[0].culture, paid.players[0].trade]).toEqual([0, 0]);
  });

  it('CIV-CULT-05: hand limit 2, raised by techs and by a revealed Valmiki', () => {
    const s = game();
    expect(handLimit(s, 0)).toBe(2);
    const v = edit(s, (d) => {
      d.players[0].techs.push({ name: 'Pottery', level: 1 });
      d.players[0].gpCards = [{ id: gpSlug('Valmiki'), faceUp: true }];
      d.placed.push({ id: 'm', kind: 'great-person', owner: 0, at: firstOutskirt(s, 0), what: 'artist' });
    });
    expect(handLimit(v, 0)).toBe(5);
    const over = applied(edit(turnOf(s, 0, 'city'), (d) => { d.players[0].culture = 3; d.players[0].cultureHand = ['ce-drought-1', 'ce-drought-2']; }), 0, { type: 'advance-culture' });
    expect(over.log.some((l) => l.rule === 'CIV-CLAR-03')).toBe(true);
    expect(over.state.pending[0]).toEqual({ kind: 'culture-discard', seat: 0 });
  });

  it('CIV-CULT-06: the culture-event override of the table is logged for everyone', () => {
    const s = edit(game(), (d) => { d.players[1].cultureHand = ['ce-drought-1', 'ce-sabotage-1']; });
    const a = applied(s, 1, { type: 'adjust-counter', target: 1, counter: 'cultureCards', delta: -1 });
    expect(a.state.players[1].cultureHand).toEqual(['ce-drought-1']);
    expect(a.state.cultureDiscards[1]).toContain('ce-sabotage-1');
    expect(a.log[0].to).toBeUndefined();
    expect(refusal(s, 1, { type: 'adjust-counter', target: 1, counter: 'cultureCards', delta: -3 }).code).toBe('negative');
  });

  it('CIV-VICTORY: culture track end, Space Flight, and 15 coins win', () => {
    const s = game();
    expect(victoryOf(edit(s, (d) => { d.players[2].cultureTrack = 21; }), 2)).toBe('culture');
    expect(victoryOf(edit(s, (d) => { d.players[2].techs.push({ name: 'Space Flight', level: 5 }); }), 2)).toBe('tech');
    expect(victoryOf(edit(s, (d) => { d.players[2].coinTokens = 15; }), 2)).toBe('economic');
    const won = act(edit(turnOf(s, 2, 'start'), (d) => { d.players[2].coinTokens = 16; }), 2, { type: 'invest', card: 'public-works' });
    expect(won.winner).toEqual({ seat: 2, how: 'economic' });
    expect(civRules.outcome(won)!.winners).toEqual([2]);
    // The summary names the civilization as people know it, never its id.
    expect(civRules.outcome(won)!.summary).toContain(`(the ${CIVILIZATIONS[won.players[2].civ].name})`);
    expect(civRules.legalActions(won, 2)).toEqual([]);
  });
});
