/**
 * Test support for the LAN host's Node tests: a host window talking to the host service the way the app's window
 * does (service calls, and actions through its game channel), and a wait for a condition. Not used by the app.
 */
import type { HostService } from '../host/service';
import type { ServiceOut, ServiceReply } from '../../models/core/service';

/** Waits (polling every 10 ms, up to `ms`) until `pick` answers something; throws naming `what` otherwise. */
export async function until<T>(pick: () => T | undefined | false, what: string, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = pick();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Connects a host window to `service`; `cleanups` gets its closing. */
export function hostWindow(service: HostService, cleanups: (() => Promise<void> | void)[]) {
  const inbox: ServiceOut[] = [];
  const conn = service.connect({ send: (m) => inbox.push(structuredClone(m)) });
  cleanups.push(() => conn.close());
  let n = 0;
  /** A service call; a refusal throws with its message and code. */
  const call = async <T>(name: string, args: unknown): Promise<T> => {
    const id = `c${++n}`;
    await conn.receive({ k: 'call', id, call: name, args });
    const reply = await until(() => inbox.find((m): m is ServiceReply => m.k === 'reply' && m.id === id), name);
    if (!reply.ok) throw Object.assign(new Error(reply.message), { code: reply.code });
    return reply.result as T;
  };
  /** Acts through the window's game channel and waits for the host's answer to it. */
  const act = async (seat: number, base: number, action: unknown) => {
    const id = `a${++n}`;
    await conn.receive({ k: 'game', m: { t: 'act', id, seat, base, action } });
    return until(() => inbox.map((m) => (m.k === 'game' ? (m.m as { t: string; id?: string; code?: string }) : null)).find((m) => m && m.id === id && (m.t === 'accepted' || m.t === 'refused')), `the answer to ${id}`);
  };
  return { call, act };
}
