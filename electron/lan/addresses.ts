import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

export interface LanAddress {
  readonly address: string;
  readonly family: 'IPv4' | 'IPv6';
  readonly interface: string;
  /** The one a host dialog should preselect. */
  readonly preferred: boolean;
}

function v4(address: string): number[] | null {
  const parts = address.split('.').map(Number);
  return parts.length === 4 && parts.every((p) => Number.isInteger(p) && p >= 0 && p <= 255) ? parts : null;
}

/** Loopback, RFC 1918, carrier-grade NAT (often a VPN overlay), link-local; IPv6 loopback, ULA and link-local. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) {
    const [a, b] = v4(address)!;
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127);
  }
  if (family === 6) {
    const lower = address.toLowerCase().split('%')[0];
    if (lower === '::1') return true;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
    if (mapped) return isPrivateAddress(mapped[1]);
    const first = parseInt(lower.split(':')[0] || '0', 16);
    return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80;
  }
  return false;
}

// Home routers hand out 192.168.x.x, offices 10.x; 172.16/12 is usually a container bridge, CGNAT a VPN.
function rank(address: string): number {
  if (address.startsWith('192.168.')) return 0;
  if (address.startsWith('10.')) return 1;
  if (/^172\.(1[6-9]|2\d|3[01])\./.test(address)) return 3;
  if (address.includes(':')) return address.toLowerCase().startsWith('fe80') ? 6 : 4;
  if (address.startsWith('169.254.')) return 5;
  return 2;
}

/**
 * The private addresses of this machine's network interfaces a LAN game can listen on, best first (the first is
 * `preferred`). Loopback is left out: nobody else can reach it. Link-local IPv6 addresses carry their zone (`%eth0`).
 */
export function lanAddresses(interfaces: ReturnType<typeof networkInterfaces> = networkInterfaces()): LanAddress[] {
  const found: Omit<LanAddress, 'preferred'>[] = [];
  for (const [name, list] of Object.entries(interfaces)) {
    for (const info of list ?? []) {
      if (info.internal || !isPrivateAddress(info.address)) continue;
      const family = info.family === 'IPv4' || (info.family as unknown) === 4 ? 'IPv4' : 'IPv6';
      const address = family === 'IPv6' && info.address.toLowerCase().startsWith('fe80') && !info.address.includes('%') ? `${info.address}%${name}` : info.address;
      found.push({ address, family, interface: name });
    }
  }
  found.sort((a, b) => rank(a.address) - rank(b.address));
  return found.map((a, i) => ({ ...a, preferred: i === 0 }));
}

/** Why an address may not host a LAN game, or null when it may. */
export function checkHostAddress(address: string, allowPublic = false): string | null {
  const bare = address.split('%')[0];
  if (isIP(bare) === 0) return `"${address}" is not an IP address; pick one of this machine's LAN addresses.`;
  if (bare === '0.0.0.0' || bare === '::') {
    return allowPublic ? null : 'Listening on every interface would also listen on public ones; pick one LAN address (or allow public addresses explicitly).';
  }
  if (!isPrivateAddress(bare) && !allowPublic) {
    return `${address} is a public address: anyone on the internet could reach the game. Pick a LAN address, or allow public addresses explicitly.`;
  }
  return null;
}
