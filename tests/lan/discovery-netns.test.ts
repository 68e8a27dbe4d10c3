import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { parseLanTxt } from '../../models/core/lan';
import { PROTOCOL_VERSION } from '../../models/core/protocol';

/**
 * Discovery for real: two network namespaces joined by a veth pair, with addresses and a multicast route that exist
 * only inside them. The host advertises in one, the guest browses and joins from the other; nothing leaves them.
 */
const tag = `${process.pid % 100000}`;
const NS_HOST = `tsr-h-${tag}`;
const NS_GUEST = `tsr-g-${tag}`;
const VETH_HOST = `tvh${tag}`;
const VETH_GUEST = `tvg${tag}`;
const subnet = 10 + (process.pid % 200);
const HOST_IP = `10.${subnet}.77.1`;
const GUEST_IP = `10.${subnet}.77.2`;

const ip = (...args: string[]) => spawnSync('ip', args, { encoding: 'utf8' });

function skipReason(): string | null {
  if (typeof process.getuid === 'function' && process.getuid() !== 0) return 'needs root to create network namespaces';
  if (ip('-V').error) return 'the ip command (iproute2) is not installed';
  const probe = `tsr-p-${tag}`;
  const made = ip('netns', 'add', probe);
  if (made.status !== 0) return `this machine refuses network namespaces: ${made.stderr.trim()}`;
  ip('netns', 'del', probe);
  return null;
}
const reason = skipReason();

const children: ChildProcess[] = [];
let dataDir: string | null = null;

function setUpNamespaces(): void {
  const steps: string[][] = [
    ['netns', 'add', NS_HOST],
    ['netns', 'add', NS_GUEST],
    ['link', 'add', VETH_HOST, 'type', 'veth', 'peer', 'name', VETH_GUEST],
    ['link', 'set', VETH_HOST, 'netns', NS_HOST],
    ['link', 'set', VETH_GUEST, 'netns', NS_GUEST],
  ];
  for (const [ns, dev, addr] of [
    [NS_HOST, VETH_HOST, HOST_IP],
    [NS_GUEST, VETH_GUEST, GUEST_IP],
  ]) {
    steps.push(['-n', ns, 'link', 'set', 'lo', 'up'], ['-n', ns, 'addr', 'add', `${addr}/24`, 'dev', dev], ['-n', ns, 'link', 'set', dev, 'up', 'multicast', 'on'], ['-n', ns, 'route', 'add', '224.0.0.0/4', 'dev', dev]);
  }
  for (const step of steps) {
    const done = ip(...step);
    if (done.status !== 0) throw new Error(`ip ${step.join(' ')} failed: ${done.stderr}`);
  }
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  // Deleting a namespace deletes its end of the veth pair, and with it the other end.
  ip('netns', 'del', NS_HOST);
  ip('netns', 'del', NS_GUEST);
  ip('link', 'del', VETH_HOST);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function run(ns: string, script: string, args: string[]): { child: ChildProcess; lines: AsyncIterableIterator<string> } {
  const child = spawn('ip', ['netns', 'exec', ns, process.execPath, '--import', 'tsx', script, ...args], { cwd: process.cwd(), stdio: ['pipe', 'pipe', 'inherit'] });
  children.push(child);
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  return { child, lines };
}

async function nextJson(lines: AsyncIterableIterator<string>, what: string): Promise<Record<string, unknown>> {
  const { value, done } = await lines.next();
  if (done) throw new Error(`the ${what} ended without a word`);
  return JSON.parse(value) as Record<string, unknown>;
}

describe('LAN discovery between two network namespaces', () => {
  it.skipIf(reason !== null)(`LAN-DISC-1 LAN-DISC-2: the guest finds the host's game by DNS-SD, joins it with the code, and sees the free seats drop${reason ? ` (skipped: ${reason})` : ''}`, async () => {
    setUpNamespaces();
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-netns-'));
    const host = run(NS_HOST, 'tests/lan/netns-host.ts', [dataDir, HOST_IP]);
    const ready = await nextJson(host.lines, 'host');
    expect(ready).toMatchObject({ event: 'ready' });
    const guest = run(NS_GUEST, 'tests/lan/netns-guest.ts', [GUEST_IP, String(ready.code)]);
    const report = await nextJson(guest.lines, 'guest');
    expect(report.error).toBeUndefined();
    expect(report.found).toMatchObject({ name: 'Netns table', module: 'sandbox', free: 2, seats: 3, protocol: PROTOCOL_VERSION, compatible: true, address: HOST_IP, port: ready.port });
    expect(report).toMatchObject({ seat: 0, acted: { ok: false, code: 'paused' }, heard: 'hello from the other namespace', freeAfter: 1 });
    const seats = await nextJson(host.lines, 'host');
    expect(seats).toMatchObject({ event: 'seats', free: 1, states: ['connected', 'open', 'local'] });
    host.child.stdin!.end();
  }, 60_000);

  it('LAN-DISC-3: a TXT record is read only when it is a Tessera game', () => {
    expect(parseLanTxt({ name: 'Table', module: 'sandbox', free: '2', seats: '3', proto: '1', addr: '10.0.0.1', id: 'g1' })).toEqual({ name: 'Table', module: 'sandbox', free: 2, seats: 3, protocol: 1, address: '10.0.0.1', gameId: 'g1' });
    expect(parseLanTxt({ name: 'Printer', model: 'x' })).toBeNull();
    expect(parseLanTxt({ name: 'Table', module: 'sandbox', free: 'lots', seats: '3', proto: '1' })).toBeNull();
  });
});
