import { describe, expect, it } from 'vitest';
import { botFor } from '../bots';
import { startBotGame } from '../bots/play';
import { seatPlayers } from '../engine/testing';
import { modules } from '../registry';
import { ADVANCES } from '../../models/empires/data/advances';
import { legalActionsFor } from '../../models/empires/legal';
import { advancePrices, creditedCost } from '../../models/empires/payment';
import { standings } from '../../models/empires/scoring';
import type { EmpiresState } from '../../models/empires/state';
import { viewFor } from '../../models/empires/view';

/** A copy sharing no record with the game (the map and options aside), so nothing kept per record answers for it. */
const fresh = (s: EmpiresState): EmpiresState => ({ ...structuredClone({ ...s, map: null, options: null }), map: s.map, options: s.options }) as EmpiresState;
const seen = (s: EmpiresState, seat: number) => JSON.stringify({ ...viewFor(s, seat), map: null });

describe('standings and views kept per record', () => {
  it('SB-TIE-1 / ME-VPX-2: along a bot game, the standings and a seat\'s view are those of a fresh copy of the state', () => {
    const names = ['A', 'B', 'C'];
    const game = startBotGame(modules.empires, seatPlayers(names), 'kept-views', names.map(() => botFor('empires')!()));
    let bought = 0;
    for (let i = 0; i < 1000 && game.step(); i++) {
      const s = game.host.state as EmpiresState;
      bought = s.players.reduce((n, p) => n + p.advances.length, 0);
      if (i % 4 !== 0) continue;
      const copy = fresh(s);
      expect(standings(s)).toEqual(standings(copy));
      expect(seen(s, i % 3)).toBe(seen(copy, i % 3));
    }
    // The game went far enough for the keys to change: advances bought (and so scores and tiebreaks moved).
    expect(bought).toBeGreaterThan(0);
  });

  it('ME-ADV-3 / SB-PRIO-2: along a bot game, the prices kept per advances list and the acquisition menus are those of a fresh copy', () => {
    const names = ['A', 'B', 'C', 'D'];
    const game = startBotGame(modules.empires, seatPlayers(names), 'kept-prices', names.map(() => botFor('empires')!()));
    let menus = 0;
    for (let i = 0; i < 1500 && game.step(); i++) {
      const s = game.host.state as EmpiresState;
      if (s.phase !== 'advances-acquisition' && i % 10 !== 0) continue;
      const copy = fresh(s);
      for (const p of s.players) expect(advancePrices(s, p.seat)).toEqual(ADVANCES.map((a) => creditedCost(copy, p.seat, a.id)));
      if (s.phase !== 'advances-acquisition') continue;
      for (const p of s.players) expect(legalActionsFor(s, p.seat)).toEqual(legalActionsFor(copy, p.seat));
      menus++;
    }
    expect(menus).toBeGreaterThan(10);
  });
});
