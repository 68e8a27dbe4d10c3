import { describe, expect, it } from 'vitest';
import { playBotGame } from './play';
import { seatPlayers } from '../engine/testing';
import { modules } from '../registry';
import { empiresBot } from './empires';

describe('the Empires bots in the scripted card phases', () => {
  it('ME-TCARD-6 / ME-TRADEX-7: a 5-player bot-only game draws, buys, trades and still reaches the final scoring', () => {
    const names = Array.from({ length: 5 }, (_, i) => `Bot ${i + 1}`);
    const game = playBotGame(modules.empires, seatPlayers(names), 'trade-5', names.map(() => empiresBot()), { maxActions: 40_000 });
    expect(game.refusals).toEqual([]);
    expect(game.outcome).not.toBeNull();
    const log = game.host.logFor(null);
    expect(log.some((l) => l.rule === 'ME-TCARD-6' && /draws \d+ trade card/.test(l.text))).toBe(true);
    expect(log.some((l) => l.rule === 'ME-TRADEX-7' && / trade \d+ cards for \d+ cards/.test(l.text))).toBe(true);
    // The scripted card phases never fall back to the tabletop's manual draw or gift.
    expect(log.filter((l) => /drew a card from stack|gave \d+ card/.test(l.text))).toEqual([]);
    expect(log.filter((l) => /^Phase [67]: .*\(manual\)/.test(l.text))).toEqual([]);
  }, 300_000);
});
