import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HostService } from '../host/service';
import { hostWindow, until } from './host-window';
import { modules } from '../../machines/registry';
import type { LanHosting, OpenedGame } from '../../models/core/service';
import type { EmpiresState } from '../../models/empires/state';
import { joinLanGame, type LanGuest } from './lan-guest';

// A Mega Empires trade session hosted on the LAN (the saved game of e2e/fixtures/empires-lan-trade-fixture.ts:
// Ada at the host's window, Bo a LAN guest, Cy a bot): the guest trades for its own seat only, and only the host's
// side closes the session when its clock runs out (ME-TRADEX-1).
const fixture = join(__dirname, '..', '..', 'e2e', 'fixtures', 'empires-lan-trade.tessera');
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function hostedTrade() {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-lan-trade-'));
  const service = new HostService(dir, modules, { lanStaticDir: undefined, botDelayMs: 5 });
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  cleanups.push(() => service.close());
  const { call, act: windowAct } = hostWindow(service, cleanups);
  const { gameId } = await call<{ gameId: string }>('import-game', { file: JSON.parse(readFileSync(fixture, 'utf8')) });
  const hosting = await call<LanHosting>('host-lan', { gameId, address: '127.0.0.1' });
  const { host } = await service.game(gameId);
  const bo: LanGuest = await joinLanGame({ host: '127.0.0.1', port: hosting.port, code: hosting.code });
  cleanups.push(() => bo.close());
  await until(() => !host.paused, 'the start');
  await host.idle;
  await until(() => bo.client.mirrors.get(1)?.version === host.currentVersion, 'the guest to catch up');
  expect((await call<OpenedGame>('open-game', { gameId })).seats).toEqual([0]);
  return { host, bo, windowAct, state: () => host.state as EmpiresState };
}

describe('a Mega Empires trade session over the LAN', () => {
  it('ME-TRADEX-1: a guest may not close the trade session (the clock is the host’s), the host’s window may', async () => {
    const { host, bo, windowAct, state } = await hostedTrade();
    expect(state().phase).toBe('trade');
    const before = host.currentVersion;
    expect(await bo.act({ type: 'close-trade' })).toMatchObject({ ok: false, code: 'host-clock', rule: 'ME-TRADEX-1' });
    expect(host.currentVersion).toBe(before);
    expect(state().trade).not.toBeNull();
    // The host's own window closes it when its clock runs out.
    expect(await windowAct(0, host.currentVersion, { type: 'close-trade' })).toMatchObject({ t: 'accepted' });
    expect(state().trade).toBeNull();
  });

  it('ME-TRADEX-3 / ENGINE-SEAT-1: a guest trades for its own seat only; acting for the host’s seat is refused and changes nothing', async () => {
    const { host, bo, state } = await hostedTrade();
    const ada = state().players[0].hand.filter((c) => c !== 'card-flax-1');
    const before = host.currentVersion;
    // Bo, through his own connection, tries to offer Ada's cards as if he were Ada.
    expect(await bo.client.act(0, { type: 'offer-trade', to: 1, cards: ada, named: ['silk', 'pearls'], count: 3 })).toMatchObject({ ok: false, code: 'not-your-seat', rule: 'ENGINE-SEAT-1' });
    expect(host.currentVersion).toBe(before);
    expect(state().trade!.offers).toEqual([]);
    // For his own seat the same kind of move is his to make.
    const mine = state().players[1].hand.filter((c) => c !== 'card-hides-3');
    expect(await bo.act({ type: 'offer-trade', to: 0, cards: mine, named: ['silk', 'pearls'], count: 3 })).toMatchObject({ ok: true });
    expect(state().trade!.offers).toMatchObject([{ from: 1, to: 0 }]);
  });
});
