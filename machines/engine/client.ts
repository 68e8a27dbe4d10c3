import type { ActionInput, Seat } from '../../models/core/module';
import { applyPatch } from '../../models/core/patch';
import { ACK_EVERY, hostMessageProblem, type ChatView, type ClientMessage, type HostMessage, type LogEntryView, type SeatStatus } from '../../models/core/protocol';

export interface SeatMirror {
  version: number;
  view: unknown;
  log: LogEntryView[];
  status: SeatStatus;
}

export type ActResult = { ok: true; version: number } | { ok: false; code: string; message: string; rule: string };

/**
 * The client side of the protocol, used by every window, LAN guest, bot and test: it keeps each watched seat's view
 * in step with the host, applies patches only in order (resyncing on a gap), acknowledges what it holds, and turns
 * each action into a promise of its verdict.
 */
export class HostClient {
  readonly mirrors = new Map<Seat | null, SeatMirror>();
  chat: ChatView[] = [];
  module: string | null = null;
  private held = new Map<Seat | null, Map<number, unknown>>();
  /** The version last acknowledged per seat: patches are acknowledged only every ACK_EVERY versions. */
  private acked = new Map<Seat | null, number>();
  /** Seats with a resync asked and no sync yet: patches in flight until it comes are ignored, not asked again. */
  private resyncing = new Set<Seat | null>();
  private pending = new Map<string, (result: ActResult) => void>();
  private answers = new Map<string, (result: unknown) => void>();
  private nextId = 1;
  private listeners = new Set<(seat: Seat | null) => void>();
  private errorListeners = new Set<(refusal: { code: string; message: string; rule: string }) => void>();
  resyncs = 0;
  /** Grows with every change of any mirror: a snapshot a view layer can compare (React's useSyncExternalStore). */
  revision = 0;

  constructor(private readonly send: (message: ClientMessage) => void) {}

  /** Called for every change of a seat's mirror. */
  onChange(listener: (seat: Seat | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called for refusals that answer no pending request (a malformed frame, a chat refused). */
  onError(listener: (refusal: { code: string; message: string; rule: string }) => void): () => void {
    this.errorListeners.add(listener);
    return () => this.errorListeners.delete(listener);
  }

  view<V>(seat: Seat | null): V | undefined {
    return this.mirrors.get(seat)?.view as V | undefined;
  }

  /** The version this client last saw for a seat; a seat it does not watch acts on the newest it knows. */
  version(seat: Seat | null): number {
    const own = this.mirrors.get(seat)?.version;
    if (own !== undefined) return own;
    let newest = 0;
    for (const m of this.mirrors.values()) newest = Math.max(newest, m.version);
    return newest;
  }

  act(seat: Seat, action: ActionInput): Promise<ActResult> {
    const id = `a${this.nextId++}`;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.send({ t: 'act', id, seat, base: this.version(seat), action: action as Record<string, unknown> & { type: string } });
    });
  }

  undo(seat: Seat): Promise<ActResult> {
    const id = `u${this.nextId++}`;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.send({ t: 'undo', id, seat, base: this.version(seat) });
    });
  }

  /** Asks the host a question for a seat: `{ type: 'legal-actions' }` or one of the module's previews. */
  ask<T = unknown>(seat: Seat, question: { type: string } & Record<string, unknown>): Promise<{ ok: true; answer: T; version: number } | Extract<ActResult, { ok: false }>> {
    const id = `q${this.nextId++}`;
    return new Promise((resolve) => {
      this.answers.set(id, resolve as (r: unknown) => void);
      this.pending.set(id, resolve as (r: ActResult) => void);
      this.send({ t: 'ask', id, seat, question });
    });
  }

  /** Forgets every mirror, the chat and what is in flight: the window is about to open another game. */
  reset(): void {
    this.mirrors.clear();
    this.held.clear();
    this.acked.clear();
    this.resyncing.clear();
    this.chat = [];
    this.module = null;
    const refusal = { ok: false as const, code: 'closed', message: 'The game was closed.', rule: 'ENGINE-SESSION-3' };
    for (const waiting of this.pending.values()) waiting(refusal);
    this.pending.clear();
    this.answers.clear();
    this.emit(null);
  }

  say(seat: Seat, text: string): void {
    this.send({ t: 'chat', seat, text });
  }

  resync(seat: Seat | null): void {
    if (this.resyncing.has(seat)) return;
    this.resyncing.add(seat);
    this.resyncs++;
    this.send({ t: 'resync', seat });
  }

  private ack(seat: Seat | null, version: number, always: boolean): void {
    if (!always && version - (this.acked.get(seat) ?? -1) < ACK_EVERY) return;
    this.acked.set(seat, version);
    this.send({ t: 'ack', seat, version });
  }

  /** A frame the client cannot use: it changes nothing, is reported, and the seat it was for is asked for again. */
  private refuseFrame(message: unknown, problem: string): void {
    const refusal = { code: 'bad-host-message', message: `The host sent a message this window cannot use (${problem}); it is asking for the game again.`, rule: 'ENGINE-MSG-7' };
    for (const l of this.errorListeners) l(refusal);
    const seat = (message as { seat?: unknown } | null)?.seat;
    if ((seat === null || typeof seat === 'number') && this.mirrors.has(seat)) this.resync(seat);
  }

  receive(message: HostMessage): void {
    const problem = hostMessageProblem(message);
    if (problem) return this.refuseFrame(message, problem);
    switch (message.t) {
      case 'sync': {
        this.module = message.module;
        this.mirrors.set(message.seat, { version: message.version, view: message.view, log: [...message.log], status: message.status });
        this.held.set(message.seat, new Map([[message.version, message.view]]));
        this.chat = [...message.chat];
        this.resyncing.delete(message.seat);
        this.ack(message.seat, message.version, true);
        this.emit(message.seat);
        return;
      }
      case 'patch': {
        const mirror = this.mirrors.get(message.seat);
        const held = this.held.get(message.seat);
        const base = held?.get(message.from);
        if (!mirror || !held || base === undefined || message.version <= mirror.version) {
          // A gap or a repeat: never guess, ask for the whole view again.
          if (!mirror || message.version > mirror.version) this.resync(message.seat);
          return;
        }
        let view: unknown;
        try {
          view = applyPatch(base, message.ops);
        } catch (error) {
          return this.refuseFrame(message, error instanceof Error ? error.message : String(error));
        }
        for (const v of held.keys()) if (v < message.from) held.delete(v);
        held.set(message.version, view);
        mirror.version = message.version;
        mirror.view = view;
        if (message.status) mirror.status = message.status;
        if (message.log) for (const entry of message.log) mirror.log.push(entry);
        if (message.chat) for (const said of message.chat) this.chat.push(said);
        this.ack(message.seat, message.version, false);
        this.emit(message.seat);
        return;
      }
      case 'news': {
        const mirror = this.mirrors.get(message.seat);
        if (!mirror) return;
        mirror.status = message.status;
        mirror.log.push(...message.log);
        this.chat.push(...message.chat);
        this.emit(message.seat);
        return;
      }
      case 'answer': {
        this.answers.get(message.id)?.({ ok: true, answer: message.answer, version: message.version });
        this.answers.delete(message.id);
        this.pending.delete(message.id);
        return;
      }
      case 'accepted': {
        this.pending.get(message.id)?.({ ok: true, version: message.version });
        this.pending.delete(message.id);
        return;
      }
      case 'refused': {
        const result = { ok: false as const, code: message.code, message: message.message, rule: message.rule };
        const waiting = message.id ? this.pending.get(message.id) : undefined;
        if (waiting) {
          this.pending.delete(message.id!);
          this.answers.delete(message.id!);
          waiting(result);
        } else for (const l of this.errorListeners) l(result);
        if (message.code === 'stale') for (const seat of this.mirrors.keys()) this.resync(seat);
        return;
      }
    }
  }

  private emit(seat: Seat | null): void {
    this.revision++;
    for (const l of this.listeners) l(seat);
  }
}
