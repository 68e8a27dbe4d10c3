import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HostService } from '../../electron/host/service';
import { joinLanGame } from '../../electron/lan/lan-guest';
import { HostClient } from '../../machines/engine/client';
import { modules } from '../../machines/registry';
import { PLAYER_COLORS } from '../../models/core/module';
import type { HostMessage } from '../../models/core/protocol';
import { Random, seedRng } from '../../models/core/rng';
import { runCrashDrills } from './crash';
import { DRILL_SEED, drillSizes, Findings, noFigures } from './scale';

/** The host crash drill at CI size (npm run drills kills the host process 60 times). */
const sizes = drillSizes();

describe('host process crash drill', () => {
  it(`SAVE-ACK / LAN-RESTART-1: ${sizes.crashes} SIGKILLs of the host lose no acknowledged action, and the guest's token brings it back to the resumed state`, async () => {
    const figures = noFigures();
    const findings = new Findings();
    await runCrashDrills(sizes.crashes, DRILL_SEED, figures, findings);
    expect(findings.items).toEqual([]);
    expect(figures.crash_drills).toBe(sizes.crashes);
    expect(figures.actions_lost + figures.divergences + figures.invariant_violations).toBe(0);
  }, 600_000);
});

describe('a host that comes back on a finished game', () => {
  // The kill can come after a game's last action is saved and before it is acknowledged: the next host process
  // opens a finished game. It must still serve it, or the returning guest finds nobody (found by the full drill).
  it('LAN-RESTART-1: the crash drill host resumes a finished game and the guest sees its final position', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-finished-'));
    const service = new HostService(dataDir, modules);
    let child: ReturnType<typeof spawn> | null = null;
    try {
      const gameId = await service.newGame({ module: 'khronos', options: {}, players: ['hotseat', 'lan', 'hotseat'].map((kind, seat) => ({ name: `P${seat + 1}`, color: PLAYER_COLORS[seat], kind: kind as 'lan' | 'hotseat' })), seed: 'finished' });
      const { host } = await service.game(gameId);
      let attached: ReturnType<typeof host.attach> | null = null;
      const client = new HostClient((m) => attached?.receive(JSON.parse(JSON.stringify(m))));
      attached = host.attach({ seats: [0, 1, 2], watches: [0, 1, 2], send: (m: HostMessage) => client.receive(JSON.parse(JSON.stringify(m)) as HostMessage) });
      const random = new Random(seedRng('finished-moves'));
      while (!host.outcome) {
        const seat = random.pick(host.activeSeats());
        expect(await client.act(seat, random.pick(host.module.rules.legalActions(host.state, seat)))).toMatchObject({ ok: true });
      }
      const actions = host.actionLog.length;
      await service.close();

      const started = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./crash-child.ts', import.meta.url)), dataDir, gameId, 'finished'], { stdio: ['ignore', 'pipe', 'inherit'] });
      child = started;
      const lines: string[] = [];
      await new Promise<void>((resolve, reject) => {
        started.stdout!.setEncoding('utf8');
        started.stdout!.on('data', (text: string) => {
          lines.push(...text.split('\n').filter(Boolean));
          if (lines.includes('over')) resolve();
        });
        started.on('exit', (code) => reject(new Error(`the host process exited (${code}) after ${JSON.stringify(lines)}`)));
      });
      const [, , resumed, port, code] = lines.find((l) => l.startsWith('ready '))!.split(' ');
      expect(Number(resumed)).toBe(actions);
      const guest = await joinLanGame({ host: '127.0.0.1', port: Number(port), code, seat: 1, timeoutMs: 10_000 });
      await expect.poll(() => guest.client.mirrors.get(1)?.status.outcome ?? null, { timeout: 10_000 }).not.toBeNull();
      expect(guest.client.mirrors.get(1)!.version).toBe(actions);
      guest.close();
    } finally {
      child?.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
