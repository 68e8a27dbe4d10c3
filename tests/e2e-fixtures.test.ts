import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GameHost } from '../machines/engine/host';
import { modules } from '../machines/registry';
import type { EmpiresState } from '../models/empires/state';

// The saved games the Mega Empires e2e tests load (e2e/fixtures/*-fixture.ts) still replay under today's rules and
// lead where those tests expect: a rules change that moves them fails here, in seconds, not in Chromium.
function replay(name: string): GameHost {
  const file = JSON.parse(readFileSync(join(__dirname, '..', 'e2e', 'fixtures', name), 'utf8'));
  return GameHost.replay({ module: modules.empires, players: file.players, options: file.options, seed: file.seed }, file.actions);
}
function play(host: GameHost, seat: number, action: { type: string } & Record<string, unknown>): void {
  expect(host.perform(seat, action)).toBeNull();
}
const linesSince = (host: GameHost, mark: number) => host.logFor(0, mark).map((l) => l.text);

describe('the Mega Empires e2e fixtures', () => {
  it('ME-CONF2-4 / ME-CONF2-5: three of Ada’s tokens against four of Bo’s in Taxila (limit 3): the smaller side removes first, and it stops at the limit', () => {
    const host = replay('empires-conflict.tessera');
    const state = () => host.state as EmpiresState;
    expect(host.activeSeats()).toEqual([0]);
    const mark = host.logLength;
    play(host, 0, { type: 'move-tokens', from: 'surkh-kotal', to: 'taxila', count: 3 });
    play(host, 0, { type: 'end-movement' });
    expect(linesSince(host, mark)).toContain('Conflict in Taxila: Ada 2, Bo 2 lost.');
    expect(state().areas.taxila.tokens).toEqual({ 0: 1, 1: 2 });
    expect(state().areas['surkh-kotal'].tokens).toEqual({ 0: 1 });
  });

  it('ME-TRADEX-7 / ME-CALX-25: Piracy/Raid traded from Ada to Bo strikes Bo in phase 9: pirates take his coastal city', () => {
    const host = replay('empires-lan-trade.tessera');
    const state = () => host.state as EmpiresState;
    expect(state().phase).toBe('trade');
    play(host, 0, { type: 'offer-trade', to: 1, cards: ['card-piracy', 'card-silk-2', 'card-pearls-2'], named: ['silk', 'pearls'], count: 3 });
    play(host, 1, { type: 'answer-trade', offer: 1, cards: ['card-pearls-5', 'card-silk-1', 'card-hides-3'], named: ['pearls', 'silk'], count: 3 });
    play(host, 0, { type: 'accept-trade', offer: 1 });
    expect(state().players[1].hand).toContain('card-piracy');
    const mark = host.logLength;
    play(host, 1, { type: 'trade-done' });
    const lines = linesSince(host, mark);
    expect(lines).toContain('Trading is over after 1 deal.');
    expect(lines).toContain('Bo is struck by Piracy/Raid; beneficiary Cy.');
    expect(lines).toContain("Pirates seize Bo's city in Sirwah.");
    expect(state().areas.sirwah.city?.owner).toBe('pirate');
    expect(state().areas.rajagriha.city?.owner).toBe(0);
  });
});
