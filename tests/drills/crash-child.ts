import { HostClient } from '../../machines/engine/client';
import { modules } from '../../machines/registry';
import { HostService } from '../../electron/host/service';
import { startLanHost } from '../../electron/lan/lan-host';
import { stateHash } from '../../models/core/hash';
import { PLAYER_COLORS } from '../../models/core/module';
import type { HostMessage } from '../../models/core/protocol';
import { Random, seedRng } from '../../models/core/rng';

/**
 * The crash drill's host process: `node crash-child.mjs DATA_DIR GAME_ID|new SEED`. It resumes the game from its
 * autosave (or starts a Khronos game whose seat 1 is a LAN seat), hosts it on 127.0.0.1 and prints
 * `ready GAME_ID ACTIONS PORT CODE VIEW_HASH` (VIEW_HASH: seat 1's view). The game waits for the LAN guest (the
 * parent); once it is back, the host's own window plays random legal moves for every seat and prints
 * `a INDEX STATE_HASH` once action INDEX is acknowledged (saved). At the end of a game it prints `over`. The parent
 * kills it with SIGKILL at a random moment.
 */
const [dataDir, gameArg, seed] = process.argv.slice(2);
const say = (line: string) => process.stdout.write(`${line}\n`);
process.stdout.on('error', () => process.exit(0));

async function main(): Promise<void> {
  say('opening');
  const service = new HostService(dataDir, modules);
  const gameId =
    gameArg === 'new'
      ? await service.newGame({ module: 'khronos', options: {}, players: ['hotseat', 'lan', 'hotseat'].map((kind, seat) => ({ name: `P${seat + 1}`, color: PLAYER_COLORS[seat], kind: kind as 'lan' | 'hotseat' })), seed })
      : gameArg;
  const live = await service.game(gameId);
  const host = live.host;
  const lan = await startLanHost({ service, gameId, address: '127.0.0.1', port: 0, heartbeatMs: 1000, silenceMs: 60_000, rateLimit: { freeTries: 1000 } });
  say(`ready ${gameId} ${host.actionLog.length} ${lan.port} ${lan.code} ${stateHash(host.viewFor(1))}`);
  if (host.outcome) {
    // The last action was saved but the kill came before its acknowledgement: the game resumes finished. It is
    // still served (a guest coming back sees the final position) until the parent kills it, as at any game's end.
    say('over');
    return;
  }
  let attached: ReturnType<typeof host.attach> | null = null;
  const client = new HostClient((m) => attached?.receive(JSON.parse(JSON.stringify(m))));
  attached = host.attach({ seats: [0, 1, 2], watches: [0, 1, 2], send: (m: HostMessage) => client.receive(JSON.parse(JSON.stringify(m)) as HostMessage) });
  const random = new Random(seedRng(`${seed}/${host.actionLog.length}`));
  for (;;) {
    if (host.outcome) {
      say('over');
      return;
    }
    if (host.paused) {
      await new Promise((r) => setTimeout(r, 2));
      continue;
    }
    const seat = random.pick(host.activeSeats());
    const legal = host.module.rules.legalActions(host.state, seat);
    const index = host.actionLog.length;
    const result = await client.act(seat, random.pick(legal));
    if (result.ok) say(`a ${index} ${host.hash()}`);
    else if (result.code !== 'paused' && result.code !== 'stale') throw new Error(`a legal action was refused: ${result.code} ${result.message}`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(2);
});
