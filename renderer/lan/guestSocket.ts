import { isLanHostMessage, LAN_CLOSE, LAN_PATH, type LanErrorCode, type LanGameInfo, type LanHostMessage, type LanSeatInfo } from '../../models/core/lan';
import type { Seat } from '../../models/core/module';
import { PROTOCOL_VERSION } from '../../models/core/protocol';
import type { OpenedGame, ServiceOut } from '../../models/core/service';
import { ServiceClient, type Channel } from '../net/service-client';
import { strings } from '../ui/strings';

/** What the browser guest page shows: the join form, the game, a drop, or why it cannot go on. */
export type GuestState =
  | { phase: 'idle' }
  | { phase: 'joining' }
  | { phase: 'in'; game: OpenedGame; role: 'player' | 'spectator'; seats: readonly LanSeatInfo[] }
  | { phase: 'reconnecting'; game: OpenedGame; role: 'player' | 'spectator'; seats: readonly LanSeatInfo[] }
  | { phase: 'refused'; code: LanErrorCode | 'unreachable'; message: string; retryAfterMs?: number }
  | { phase: 'ended'; message: string };

export interface GuestHello {
  readonly code?: string;
  readonly seat?: Seat;
  readonly spectate?: boolean;
}

interface SavedSeat {
  readonly token: string;
  readonly seat: Seat;
  readonly gameId: string;
}

// One token per host page: a tab keeps its seat across reloads and drops, another tab joins anew.
const tokenKey = () => `tessera-lan-token:${location.host}`;

function savedSeat(): SavedSeat | null {
  try {
    const raw = sessionStorage.getItem(tokenKey());
    return raw ? (JSON.parse(raw) as SavedSeat) : null;
  } catch {
    return null;
  }
}

/** Closes after which the page must not come back by itself: removed, refused, replaced, another version. */
const FINAL_CLOSES = new Set<number>([LAN_CLOSE.kicked, LAN_CLOSE.refused, LAN_CLOSE.replaced, LAN_CLOSE.protocol, LAN_CLOSE.tooManyTries]);
const RETRY_MS = [500, 1000, 2000, 4000, 8000];

/**
 * A browser guest's link to the LAN host: a WebSocket to /lan on the page's own origin (the CSP's 'self'), the
 * hello, and then the game protocol through a ServiceClient, so the game screen works exactly as in the app.
 * After a drop it takes the seat back with the reconnect token kept in sessionStorage.
 */
export class LanGuestSocket {
  readonly service: ServiceClient;
  private ws: WebSocket | null = null;
  private readonly listeners = new Set<(m: unknown) => void>();
  private readonly stateListeners = new Set<(s: GuestState) => void>();
  private state: GuestState = { phase: 'idle' };
  private token: string | null = null;
  private seat: Seat | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private leaving = false;

  constructor(private readonly url = `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${LAN_PATH}`) {
    const channel: Channel = {
      send: (message) => this.fromClient(message as { k: string; id?: string; m?: unknown }),
      onMessage: (l) => {
        this.listeners.add(l);
        return () => this.listeners.delete(l);
      },
      onClose: () => undefined,
      close: () => this.leave(),
    };
    this.service = new ServiceClient(channel);
  }

  get current(): GuestState {
    return this.state;
  }

  onState(listener: (s: GuestState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** A token this tab already holds for this host: join with it instead of the code. */
  hasSavedSeat(): boolean {
    return savedSeat() !== null;
  }

  join(hello: GuestHello): void {
    this.leaving = false;
    this.service.game.reset();
    this.set({ phase: 'joining' });
    const saved = hello.code === undefined ? savedSeat() : null;
    this.open(saved ? { token: saved.token, seat: saved.seat } : hello);
  }

  /** Leaves the game; the token stays, so the seat can be taken back from this tab. */
  leave(): void {
    this.leaving = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.ws?.close(1000, 'bye');
    this.ws = null;
    this.set({ phase: 'idle' });
  }

  private set(state: GuestState): void {
    this.state = state;
    for (const l of this.stateListeners) l(state);
  }

  private open(hello: GuestHello & { token?: string }): void {
    const ws = new WebSocket(this.url);
    this.ws = ws;
    let welcomed = false;
    let kicked: string | null = null;
    let refused: (LanHostMessage & { t: 'lan-error' }) | null = null;
    ws.onopen = () => ws.send(JSON.stringify({ t: 'hello', protocol: PROTOCOL_VERSION, ...hello }));
    ws.onmessage = (event) => {
      let message: unknown;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (!isLanHostMessage(message)) {
        for (const l of this.listeners) l({ k: 'game', m: message } satisfies ServiceOut);
        return;
      }
      switch (message.t) {
        case 'welcome':
          welcomed = true;
          this.attempt = 0;
          this.welcome(message);
          return;
        case 'lan-error':
          refused = message;
          return;
        case 'kicked':
          kicked = message.message;
          return;
        case 'lan-seats':
          if (this.state.phase === 'in' || this.state.phase === 'reconnecting') this.set({ ...this.state, seats: message.seats });
          return;
      }
    };
    ws.onclose = (event) => {
      if (this.ws !== ws || this.leaving) return;
      this.ws = null;
      if (refused) {
        // A refused token (the host reopened the seat) is forgotten, so the form asks for the code again.
        if (refused.code === 'bad-token') sessionStorage.removeItem(tokenKey());
        return this.set({ phase: 'refused', code: refused.code, message: refused.message, retryAfterMs: refused.retryAfterMs });
      }
      if (kicked !== null || event.code === LAN_CLOSE.kicked) {
        sessionStorage.removeItem(tokenKey());
        return this.set({ phase: 'ended', message: strings.lan.kicked });
      }
      if (event.code === LAN_CLOSE.replaced) return this.set({ phase: 'ended', message: strings.lan.replaced });
      if (!welcomed && this.state.phase === 'joining') return this.set({ phase: 'refused', code: 'unreachable', message: `${this.url} (${event.code})` });
      if (FINAL_CLOSES.has(event.code) || this.token === null) return this.set({ phase: 'ended', message: event.code === LAN_CLOSE.shutdown ? strings.lan.hostClosed : strings.lan.lost });
      // A drop: come back with the token after a short, growing wait.
      if (this.state.phase === 'in') this.set({ ...this.state, phase: 'reconnecting' });
      const wait = RETRY_MS[Math.min(this.attempt++, RETRY_MS.length - 1)];
      this.retry = setTimeout(() => {
        this.retry = null;
        if (!this.leaving && this.token) this.open({ token: this.token, seat: this.seat ?? undefined } as GuestHello & { token: string });
      }, wait);
    };
  }

  private welcome(message: LanHostMessage & { t: 'welcome' }): void {
    this.seat = message.seat;
    if (message.role === 'player') {
      this.token = message.token;
      sessionStorage.setItem(tokenKey(), JSON.stringify({ token: message.token, seat: message.seat, gameId: message.game.gameId } satisfies SavedSeat));
    }
    this.set({ phase: 'in', game: openedOf(message.game, message.seat), role: message.role, seats: message.game.seats });
  }

  /** What the ServiceClient sends: game messages go to the host; service calls are not a guest's to make. */
  private fromClient(message: { k: string; id?: string; m?: unknown }): void {
    if (message.k === 'game') {
      if (this.ws?.readyState === WebSocket.OPEN && this.state.phase === 'in') this.ws.send(JSON.stringify(message.m));
      return;
    }
    const id = message.id ?? '';
    queueMicrotask(() => {
      for (const l of this.listeners) l({ k: 'reply', id, ok: false, code: 'lan-guest', message: strings.lan.guestOnly } satisfies ServiceOut);
    });
  }
}

/** The game as the game screen opens it: every seat's player, and the one this guest holds (none to watch). */
export function openedOf(game: LanGameInfo, seat: Seat | null): OpenedGame {
  return {
    gameId: game.gameId,
    module: game.module,
    players: game.seats.map((s) => ({ seat: s.seat, name: s.name, color: s.color, kind: s.lan ? 'lan' : 'hotseat' })),
    seats: seat === null ? [] : [seat],
  };
}
