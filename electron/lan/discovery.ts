import { isIP } from 'node:net';
import { Bonjour, type Browser, type Service } from 'bonjour-service';
import { LAN_SERVICE_TYPE, parseLanTxt, type LanGameInfo, type LanTxt } from '../../models/core/lan';
import { PROTOCOL_VERSION } from '../../models/core/protocol';

/**
 * DNS-SD over mDNS (bonjour-service): a host advertises `_tessera._tcp.local` with a TXT record that says what the
 * game is and how many seats are free; guests browse for that type. The join code is never advertised.
 */

export interface Advertisement {
  /** Re-announces the TXT record (free seats changed). */
  update(info: LanGameInfo): void;
  stop(): Promise<void>;
}

export interface FoundGame {
  /** The DNS-SD instance name (unique on the LAN). */
  readonly instance: string;
  readonly name: string;
  readonly module: string;
  readonly free: number;
  readonly seats: number;
  readonly protocol: number;
  /** False when the host speaks another protocol version: list it, greyed, with the reason. */
  readonly compatible: boolean;
  readonly gameId: string | null;
  readonly address: string;
  readonly port: number;
  /** `ADDRESS:PORT`, what the manual join field takes too. */
  readonly target: string;
}

function txtOf(info: LanGameInfo, address: string): LanTxt {
  return {
    name: info.name.slice(0, 200),
    module: info.module,
    free: String(info.free),
    seats: String(info.seats.length),
    proto: String(info.protocol),
    addr: address,
    id: info.gameId,
  };
}

/** mDNS on the interface of the given address (all interfaces for a wildcard), receiving on 0.0.0.0:5353. */
function mdnsOptions(address: string | undefined): Record<string, unknown> {
  if (!address || isIP(address) !== 4 || address === '0.0.0.0' || address.startsWith('127.')) return {};
  return { interface: address, bind: '0.0.0.0' };
}

// bonjour-service 1.4 has no TXT update: replace the record in its responder and announce it unasked, which
// browsers take as a 'txt-update'. Its internals are reached through this narrow shape.
interface Responder {
  server?: { register(records: unknown): void; unregister(records: unknown): void; mdns: { respond(records: unknown, cb?: () => void): void } };
}

export async function advertiseLanGame(args: { address: string; port: number; info: LanGameInfo }): Promise<Advertisement> {
  const bonjour = new Bonjour(mdnsOptions(args.address), (error: Error) => console.warn(`Tessera LAN discovery: ${error.message}`));
  // The instance name must be unique on the LAN: the game's name plus a few letters of its id.
  const instance = `${args.info.name.slice(0, 40)} (${args.info.gameId.slice(-6)})`;
  let txt = txtOf(args.info, args.address);
  const service: Service = bonjour.publish({ name: instance, type: LAN_SERVICE_TYPE, protocol: 'tcp', port: args.port, txt: { ...txt }, probe: false });
  let stopped = false;
  return {
    update(info) {
      const next = txtOf(info, args.address);
      if (stopped || JSON.stringify(next) === JSON.stringify(txt)) return;
      txt = next;
      service.txt = { ...next };
      const server = (bonjour as unknown as Responder).server;
      const record = service.records().find((r) => r.type === 'TXT');
      if (!server || !record) return;
      server.unregister([record]);
      server.register([record]);
      server.mdns.respond([record]);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (stopped) return resolve();
        stopped = true;
        const done = () => bonjour.destroy(() => resolve());
        if (service.stop) service.stop(done);
        else done();
      }),
  };
}

export interface GameBrowser {
  /** Games found so far, best first (compatible, with free seats). */
  games(): FoundGame[];
  /** Asks the LAN again (a "Refresh" button). */
  refresh(): void;
  /** Called whenever the list changes. */
  onChange(listener: (games: FoundGame[]) => void): () => void;
  stop(): Promise<void>;
}

function found(service: Service): FoundGame | null {
  const txt = parseLanTxt(service.txt);
  if (!txt) return null;
  const addresses = service.addresses ?? [];
  // The address in the TXT record is the one the host listens on; the A records may list all its interfaces.
  const address = txt.address && (addresses.length === 0 || addresses.includes(txt.address)) ? txt.address : addresses.find((a) => isIP(a) === 4) ?? addresses[0] ?? service.referer?.address;
  if (!address) return null;
  return {
    instance: service.name,
    name: txt.name,
    module: txt.module,
    free: txt.free,
    seats: txt.seats,
    protocol: txt.protocol,
    compatible: txt.protocol === PROTOCOL_VERSION,
    gameId: txt.gameId,
    address,
    port: service.port,
    target: `${address.includes(':') ? `[${address}]` : address}:${service.port}`,
  };
}

/** Browses the LAN for Tessera games. `address` picks the interface to browse on (default: the system's choice). */
export function browseLanGames(options: { address?: string; refreshMs?: number } = {}): GameBrowser {
  const bonjour = new Bonjour(mdnsOptions(options.address), (error: Error) => console.warn(`Tessera LAN discovery: ${error.message}`));
  const listeners = new Set<(games: FoundGame[]) => void>();
  const browser: Browser = bonjour.find({ type: LAN_SERVICE_TYPE, protocol: 'tcp' });
  const list = (): FoundGame[] =>
    browser.services
      .map(found)
      .filter((g): g is FoundGame => g !== null)
      .sort((a, b) => Number(b.compatible) - Number(a.compatible) || Number(b.free > 0) - Number(a.free > 0) || a.name.localeCompare(b.name));
  const emit = () => {
    const games = list();
    for (const l of listeners) l(games);
  };
  browser.on('up', emit);
  browser.on('down', emit);
  browser.on('txt-update', emit);
  browser.on('srv-update', emit);
  // Hosts that vanished without a goodbye expire; ask again now and then.
  const timer = setInterval(() => {
    browser.expire();
    browser.update();
  }, options.refreshMs ?? 5000);
  timer.unref();
  return {
    games: list,
    refresh: () => browser.update(),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        clearInterval(timer);
        browser.stop();
        bonjour.destroy(() => resolve());
      }),
  };
}
