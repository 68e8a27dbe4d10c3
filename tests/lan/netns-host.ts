/**
 * The host side of the discovery test, run inside its own network namespace:
 *   ip netns exec NS node --import tsx tests/lan/netns-host.ts DATA_DIR ADDRESS
 * It hosts a sandbox game on ADDRESS, advertises it, and prints one JSON line per event on stdout.
 */
import { HostService } from '../../electron/host/service';
import { startLanHost } from '../../electron/lan/lan-host';
import { modules } from '../../machines/registry';

const [dataDir, address] = process.argv.slice(2);
const say = (event: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(event)}\n`);

const service = new HostService(dataDir, modules);
const gameId = await service.newGame({
  module: 'sandbox',
  options: {},
  players: [
    { name: 'Guest One', color: 'blue', kind: 'lan' },
    { name: 'Guest Two', color: 'green', kind: 'lan' },
    { name: 'Host', color: 'red', kind: 'hotseat' },
  ],
  seed: 'netns',
});
const lan = await startLanHost({ service, gameId, address, name: 'Netns table', advertise: true });
lan.onChange((info) => say({ event: 'seats', free: info.free, states: info.seats.map((s) => s.state) }));
say({ event: 'ready', code: lan.code, port: lan.port, url: lan.url });

const stop = async () => {
  await lan.close();
  await service.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();
