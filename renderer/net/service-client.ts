import { HostClient } from '../../machines/engine/client';
import type { ClientMessage, HostMessage } from '../../models/core/protocol';
import type { ServiceCall, ServiceArgs, ServiceOut } from '../../models/core/service';
import { DESKTOP_API_KEY, type TesseraDesktopApi } from '../../models/core/desktop-api';

/** The bare channel to the Node side: Electron IPC through the preload, or the shell's WebSocket. */
export interface Channel {
  send(message: unknown): void;
  onMessage(listener: (message: unknown) => void): () => void;
  onClose(listener: () => void): void;
  close(): void;
}

export class ServiceError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

function desktopApi(): TesseraDesktopApi | undefined {
  return (window as unknown as Record<string, TesseraDesktopApi | undefined>)[DESKTOP_API_KEY];
}

export function ipcChannel(api: TesseraDesktopApi): Channel {
  return { send: (m) => api.host.send(m), onMessage: (l) => api.host.onMessage(l), onClose: () => undefined, close: () => undefined };
}

export function webSocketChannel(url: string): Promise<Channel> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const listeners = new Set<(m: unknown) => void>();
    const closers: (() => void)[] = [];
    ws.onmessage = (e) => {
      let data: unknown;
      try {
        data = JSON.parse(String(e.data));
      } catch {
        return;
      }
      for (const l of listeners) l(data);
    };
    ws.onclose = () => closers.forEach((c) => c());
    ws.onerror = () => reject(new Error(`Cannot reach the Tessera host at ${url}.`));
    ws.onopen = () =>
      resolve({
        send: (m) => ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify(m)),
        onMessage: (l) => {
          listeners.add(l);
          return () => listeners.delete(l);
        },
        onClose: (l) => closers.push(l),
        close: () => ws.close(),
      });
  });
}

/** The default channel for this window: IPC in the desktop app, else the serving host's WebSocket. */
export async function defaultChannel(): Promise<Channel> {
  const api = desktopApi();
  if (api) return ipcChannel(api);
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return webSocketChannel(`${scheme}//${location.host}/ws`);
}

/**
 * Service calls (start, list, open, save, load) and, once a game is open, its protocol through a HostClient,
 * which keeps every seat's view in step with the host.
 */
export class ServiceClient {
  readonly game: HostClient;
  private next = 1;
  private waiting = new Map<string, { resolve(v: unknown): void; reject(e: Error): void }>();

  constructor(private readonly channel: Channel) {
    this.game = new HostClient((m: ClientMessage) => channel.send({ k: 'game', m }));
    channel.onMessage((raw) => this.receive(raw as ServiceOut));
  }

  call<C extends ServiceCall>(call: C, args: ServiceArgs<C>): Promise<unknown> {
    const id = `s${this.next++}`;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.channel.send({ k: 'call', id, call, args });
    });
  }

  private receive(message: ServiceOut): void {
    if (message.k === 'game') {
      this.game.receive(message.m as HostMessage);
      return;
    }
    const w = this.waiting.get(message.id);
    if (!w) return;
    this.waiting.delete(message.id);
    if (message.ok) w.resolve(message.result);
    else w.reject(new ServiceError(message.code, message.message));
  }

  close(): void {
    this.channel.close();
  }
}
