import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { botsForGame } from '../../electron/host/bots';
import { HostService } from '../../electron/host/service';
import type { GameHost } from '../../machines/engine/host';
import { modules } from '../../machines/registry';
import { Random, seedRng } from '../../models/core/rng';
import { microtasks, settle } from './harness';

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function service(): Promise<HostService> {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-bots-'));
  dirs.push(dir);
  return new HostService(dir, modules, { botDelayMs: 0, botSchedule: microtasks() });
}

/** A person at the hotseat window: a random legal move whenever the seat may act, until `until` says stop. */
async function human(host: GameHost, seat: number, until: () => boolean): Promise<void> {
  const random = new Random(seedRng(`human-${seat}`));
  for (let i = 0; i < 5000 && !host.outcome && !until(); i++) {
    await settle(host);
    if (host.outcome || until() || !host.activeSeats().includes(seat)) continue;
    const answer = host.answer(seat, { type: 'legal-actions' });
    const legal = 'answer' in answer ? (answer.answer as { type: string }[]) : [];
    if (legal.length > 0) expect(host.submit(seat, random.pick(legal))).toBeNull();
  }
}

describe('bots in a HostService game', () => {
  it('ENGINE-SEAT-1: a seat set up as a bot is played by the bot beside a hotseat player, to the end of the game', async () => {
    const svc = await service();
    const id = await svc.newGame({ module: 'khronos', options: {}, seed: 'svc', players: [{ name: 'Ann', color: 'blue', kind: 'hotseat' }, { name: 'Robo', color: 'orange', kind: 'bot' }] });
    const bots = await botsForGame(svc, id);
    expect(bots.seats).toEqual([1]);
    const { host } = await svc.game(id);
    await human(host, 0, () => false);
    expect(host.outcome).not.toBeNull();
    expect(host.actionLog.filter((a) => a.seat === 1).length).toBeGreaterThan(5);
    bots.stop();
    expect(bots.seats).toEqual([]);
  });

  it('ENGINE-SESSION-1: a dropped LAN seat is handed to a bot, which plays it until the guest is back', async () => {
    const svc = await service();
    const id = await svc.newGame({ module: 'khronos', options: {}, seed: 'lan', players: [{ name: 'Guest', color: 'blue', kind: 'lan' }, { name: 'Host', color: 'orange', kind: 'hotseat' }] });
    const { host, bots } = await svc.game(id);
    expect(bots.seats).toEqual([]);
    host.seatDropped(0);
    expect(host.paused).toBe(true);
    bots.takeOver(0);
    expect(host.paused).toBe(false);
    expect(bots.seats).toEqual([0]);
    const byBot = () => host.actionLog.filter((a) => a.seat === 0).length;
    await human(host, 1, () => byBot() >= 8);
    expect(byBot()).toBeGreaterThanOrEqual(8);
    // The guest returns: the bot stops, and the seat waits for its player.
    bots.handBack(0);
    expect(bots.seats).toEqual([]);
    await human(host, 1, () => host.activeSeats().includes(0));
    const before = host.currentVersion;
    await settle(host);
    expect(host.activeSeats()).toContain(0);
    expect(host.currentVersion).toBe(before);
    bots.stop();
  });
});
