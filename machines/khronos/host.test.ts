import { describe, expect, it } from 'vitest';
import { newHost, playRandomLegal } from '../engine/testing';
import type { GameModule } from '../engine/module';
import { khronosModule } from './index';

describe('Khronos in the game host', () => {
  it('KH-TURN-1 / KH-END-1: the host plays a seeded 3-player game of legal actions through the chart to its end', () => {
    const module: GameModule = khronosModule;
    const host = newHost(module, ['Ada', 'Bo', 'Cy'], 'host-drill');
    const played = playRandomLegal(host, 'host-drill', 20_000);
    expect(played).toBeGreaterThan(50);
    expect(host.outcome).not.toBeNull();
  });
});
