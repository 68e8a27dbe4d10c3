import { refuse, type Refusal } from '../../models/core/check';
import { parseAction } from '../../models/core/dispatch';
import { stateHash } from '../../models/core/hash';
import type { Action, ActionInput, LogLine, Outcome, PlayerSetup, Seat } from '../../models/core/module';
import { applyPatch, diffViews, type DiffMemo, type PatchOp } from '../../models/core/patch';
import {
  clientMessageSchema,
  MAX_FRAME_BYTES,
  MAX_UNACKED,
  PROTOCOL_VERSION,
  type ChatView,
  type ClientMessage,
  type HostMessage,
  type LogEntryView,
  type SeatStatus,
} from '../../models/core/protocol';
import { Random, seedRng, type RngState } from '../../models/core/rng';
import { createActor, type Actor } from 'xstate';
import { sessionMachine, type SeatKind } from '../session/session.machine';
import { applyRunning, checkRunning, settleOverrides, startRunning, type GameModule, type Running } from './module';

/** One entry of the action log, the source of truth of a game: replaying these from the seed rebuilds it. */
export interface LoggedAction {
  readonly index: number;
  readonly seat: Seat;
  readonly action: Action;
}

export interface LoggedChat {
  readonly index: number;
  readonly seat: Seat;
  readonly text: string;
}

export interface HostConfig {
  readonly module: GameModule;
  readonly players: readonly PlayerSetup[];
  readonly options: unknown;
  readonly seed: string;
  /** Changes to the state right after setup (a scenario's starting position); part of the game, so replays apply them. */
  readonly overrides?: readonly PatchOp[];
  /** Who sits in each seat (default: hotseat). LAN seats can drop and pause the game; bots are played by the host. */
  readonly seatKinds?: readonly SeatKind[];
  /**
   * Called with each accepted action (and chat line) before anyone hears of it; the host tells the players only
   * once the promise resolves, so nothing acknowledged is ever lost (electron/storage fsyncs before resolving).
   */
  readonly persist?: (entry: { action: LoggedAction } | { chat: LoggedChat }) => Promise<void>;
}

/** A connection to the host: a window (hotseat: several local seats), a LAN guest (one seat), a spectator (none). */
export interface ClientLink {
  /** Seats this client may act for. */
  readonly seats: readonly Seat[];
  /** Views this client receives: its seats, or `null` for the public (spectator) view. */
  readonly watches: readonly (Seat | null)[];
  /** A guest on another machine (LAN): it may not send the module's host-only actions (`GameRules.hostOnly`). */
  readonly remote?: boolean;
  send(message: HostMessage): void;
}

export interface Attached {
  receive(raw: unknown): void;
  detach(): void;
}

interface Watch {
  readonly seat: Seat | null;
  /**
   * The version last sent to this client (a sync or a patch) and its view: the next patch is based on it. The
   * transport keeps order, so the client holds it by the time that patch arrives, or it asks for a resync.
   */
  sentVersion: number;
  sentView: unknown;
  /** The version of the last sync: acknowledgements of older versions are stale. */
  syncVersion: number;
  ackedVersion: number;
  logSent: number;
  chatSent: number;
  /** The status last sent: a patch repeats it only when it changed. */
  sentStatus: SeatStatus | null;
}

interface Client {
  readonly link: ClientLink;
  readonly watches: Watch[];
}

interface UndoPoint {
  readonly seat: Seat;
  readonly before: Running;
  readonly rng: RngState;
  readonly outcome: Outcome | null;
}

interface FullLogEntry {
  readonly index: number;
  readonly seat: Seat | null;
  readonly line: LogLine;
}

export const UNDO_ACTION = 'engine/undo';
/** Logged when a player leaves for good, so a replay gives their pieces the same fate. */
export const LEAVE_ACTION = 'engine/leave';

function isAck(data: unknown): data is Extract<ClientMessage, { t: 'ack' }> {
  if (data === null || typeof data !== 'object') return false;
  const m = data as Record<string, unknown>;
  if (m.t !== 'ack') return false;
  const keys = Object.keys(m);
  return (
    keys.length === 3 &&
    (m.seat === null || (Number.isInteger(m.seat) && (m.seat as number) >= 0 && (m.seat as number) <= 15)) &&
    Number.isSafeInteger(m.version) &&
    (m.version as number) >= 0 &&
    keys.every((k) => k === 't' || k === 'seat' || k === 'version')
  );
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Finds a prototype-polluting key, or nesting deeper than any real message, anywhere in a parsed frame. */
function forbiddenKey(value: unknown, depth: number): string | null {
  if (value === null || typeof value !== 'object') return null;
  if (depth > 16) return 'depth > 16';
  for (const key of Object.keys(value)) {
    if (FORBIDDEN_KEYS.has(key)) return key;
    const inner = forbiddenKey((value as Record<string, unknown>)[key], depth + 1);
    if (inner) return inner;
  }
  return null;
}

/**
 * The one authority of a game. For each message: the schema, the seat, the rule check, apply, log, then every seat's
 * view and patch. It holds no clock and does no I/O: persistence is the `persist` callback, delivery the links.
 */
export class GameHost {
  readonly module: GameModule;
  readonly players: readonly PlayerSetup[];
  readonly seed: string;
  readonly options: unknown;
  readonly overrides: readonly PatchOp[];
  private running: Running;
  private rng: RngState;
  private version = 0;
  private readonly actions: LoggedAction[] = [];
  private readonly log: FullLogEntry[] = [];
  private readonly chat: ChatView[] = [];
  private undoPoint: UndoPoint | null = null;
  private outcomeNow: Outcome | null = null;
  private readonly session: Actor<typeof sessionMachine>;
  private readonly clients = new Set<Client>();
  private viewCache = new Map<Seat | null, { version: number; view: unknown }>();
  /** The actions last listed as legal to each seat, at this version: made by the rules, so in the schema's shape. */
  private listed = new Map<Seat, { version: number; actions: readonly object[] }>();
  private delivery: Promise<void> = Promise.resolve();
  private broken: string | null = null;
  private persist?: HostConfig['persist'];
  private pausedSeen: { readonly snapshot: unknown; readonly paused: boolean } = { snapshot: null, paused: false };

  constructor(config: HostConfig) {
    const { rules } = config.module;
    if (config.players.length < rules.minPlayers || config.players.length > rules.maxPlayers) {
      throw new Error(`${rules.name} is for ${rules.minPlayers} to ${rules.maxPlayers} players, not ${config.players.length}.`);
    }
    const options = rules.optionsSchema.safeParse(config.options ?? {});
    if (!options.success) {
      const issue = options.error.issues[0];
      throw new Error(`Option ${issue.path.join('.') || '(options)'} is not valid: ${issue.message}`);
    }
    this.module = config.module;
    this.players = config.players;
    this.seed = config.seed;
    this.options = options.data;
    this.persist = config.persist;
    const random = new Random(seedRng(config.seed));
    let game = rules.setup(config.players, options.data, random);
    if (config.overrides && config.overrides.length > 0) game = settleOverrides(config.module, game, applyPatch(game, config.overrides));
    this.overrides = config.overrides ?? [];
    this.running = startRunning(config.module, game);
    this.rng = random.state;
    this.outcomeNow = rules.outcome(this.running.game);
    this.session = createActor(sessionMachine, {
      input: {
        module: rules.id,
        minPlayers: rules.minPlayers,
        maxPlayers: rules.maxPlayers,
        seats: config.players.map((p) => ({ seat: p.seat, name: p.name, color: p.color, kind: config.seatKinds?.[p.seat] ?? 'hotseat' })),
      },
    }).start();
    this.session.send({ type: 'start' });
    this.session.send({ type: 'setup.done' });
    if (this.outcomeNow) this.session.send({ type: 'game.over' });
    this.log.push({ index: 0, seat: null, line: { text: `A game of ${rules.name} began with ${config.players.map((p) => p.name).join(', ')}.` } });
  }

  /** Rebuilds a game from its seed and action log (a saved game, an autosave, a replay). */
  static replay(config: HostConfig, actions: readonly LoggedAction[], chat: readonly LoggedChat[] = []): GameHost {
    const host = new GameHost({ ...config, persist: undefined });
    for (const entry of actions) {
      const refusal = host.perform(entry.seat, entry.action);
      if (refusal) throw new Error(`Replay failed at action ${entry.index} (${entry.action.type} by seat ${entry.seat}): ${refusal.message} [${refusal.rule}]`);
    }
    for (const line of chat) host.chat.push({ seat: line.seat, name: host.nameOf(line.seat), text: line.text });
    host.persist = config.persist;
    return host;
  }

  get currentVersion(): number {
    return this.version;
  }
  get state(): unknown {
    return this.running.game;
  }
  get outcome(): Outcome | null {
    return this.outcomeNow;
  }
  get actionLog(): readonly LoggedAction[] {
    return this.actions;
  }
  /** How many lines the game log holds (every seat's): `logFor(seat, mark)` then gives the lines since `mark`. */
  get logLength(): number {
    return this.log.length;
  }
  get chatLog(): readonly LoggedChat[] {
    return this.chat.map((c, index) => ({ index, seat: c.seat, text: c.text }));
  }
  get paused(): boolean {
    return this.pausedNow;
  }
  private get pausedNow(): boolean {
    // Asked at every legal list and move: the snapshot is replaced only when the session changes, and `matches`
    // walks (and copies) its state value each time.
    const snapshot = this.session.getSnapshot();
    if (this.pausedSeen.snapshot !== snapshot) this.pausedSeen = { snapshot, paused: snapshot.matches('paused') };
    return this.pausedSeen.paused;
  }
  /** The session statechart's state: 'playing', 'paused' or 'finished', with who dropped and who left. */
  get sessionState(): { value: string; dropped: readonly Seat[]; left: readonly Seat[]; kinds: readonly SeatKind[] } {
    const snap = this.session.getSnapshot();
    return { value: String(snap.value), dropped: snap.context.dropped, left: snap.context.left, kinds: snap.context.seats.map((s) => s.kind) };
  }
  /** Settled when every message so far has been persisted and delivered. */
  get idle(): Promise<void> {
    return this.delivery;
  }

  /** The hash that proves a replay: the game state and the generator, as data. */
  hash(): string {
    return stateHash({ game: this.running.game, rng: this.rng });
  }

  activeSeats(): readonly Seat[] {
    return this.outcomeNow ? [] : this.module.rules.activeSeats(this.running.game);
  }

  canUndo(seat: Seat): boolean {
    return this.undoPoint !== null && this.undoPoint.seat === seat && !this.pausedNow;
  }

  /** A networked seat's connection dropped: the game pauses until it returns (or is handed to a bot). */
  seatDropped(seat: Seat): void {
    this.sessionEvent({ type: 'seat.dropped', seat });
  }
  seatReturned(seat: Seat): void {
    this.sessionEvent({ type: 'seat.returned', seat });
  }
  /** The host lets a bot play a dropped seat, so the game goes on. */
  seatToBot(seat: Seat): void {
    this.sessionEvent({ type: 'seat.toBot', seat });
  }
  /** A player leaves for good: the module decides what becomes of their pieces; the game goes on without them. */
  seatLeft(seat: Seat): Refusal | null {
    if (seat < 0 || seat >= this.players.length) return refuse('no-such-seat', 'ENGINE-SEAT-2', `There is no seat ${seat + 1} in this game.`);
    if (this.sessionState.left.includes(seat)) return refuse('already-left', 'ENGINE-SESSION-4', `${this.nameOf(seat)} has already left.`);
    const refusal = this.perform(seat, { type: LEAVE_ACTION });
    if (refusal) return refusal;
    this.commit({ action: this.actions[this.actions.length - 1] }, null);
    return null;
  }

  private sessionEvent(event: Parameters<Actor<typeof sessionMachine>['send']>[0]): void {
    const before = this.session.getSnapshot().value;
    this.session.send(event);
    if (this.session.getSnapshot().value !== before) this.broadcast();
  }

  viewFor(seat: Seat | null): unknown {
    const hit = this.viewCache.get(seat);
    if (hit && hit.version === this.version) return hit.view;
    const view = this.module.rules.view(this.running.game, seat);
    this.viewCache.set(seat, { version: this.version, view });
    return view;
  }

  /** A seat's log lines. A line is marked private when it tells the actor something only they saw ("You drew X"). */
  logFor(seat: Seat | null, from = 0): LogEntryView[] {
    const out: LogEntryView[] = [];
    for (let i = from; i < this.log.length; i++) {
      const { index, seat: actor, line } = this.log[i];
      if (line.to && (seat === null || !line.to.includes(seat))) continue;
      out.push({ index, seat: actor, text: line.text, ...(line.rule ? { rule: line.rule } : {}), ...(line.to && actor !== null && line.to.includes(actor) ? { private: true } : {}) });
    }
    return out;
  }

  /** Connects a client: it is sent a full sync for each view it watches. */
  attach(link: ClientLink): Attached {
    const client: Client = { link, watches: link.watches.map((seat) => this.newWatch(seat)) };
    this.clients.add(client);
    for (const watch of client.watches) this.sendSync(client, watch);
    return {
      receive: (raw) => this.receive(client, raw),
      detach: () => {
        this.clients.delete(client);
      },
    };
  }

  private newWatch(seat: Seat | null): Watch {
    return { seat, sentVersion: -1, sentView: undefined, syncVersion: -1, ackedVersion: -1, logSent: 0, chatSent: 0, sentStatus: null };
  }

  private status(seat: Seat | null, active: readonly Seat[] = this.activeSeats(), paused = this.pausedNow): SeatStatus {
    const canUndo = seat !== null && this.undoPoint !== null && this.undoPoint.seat === seat && !paused;
    return { active, canUndo, outcome: this.outcomeNow, paused };
  }

  private sendSync(client: Client, watch: Watch): void {
    const view = this.viewFor(watch.seat);
    watch.sentVersion = this.version;
    watch.sentView = view;
    watch.syncVersion = this.version;
    watch.ackedVersion = -1;
    watch.logSent = this.log.length;
    watch.chatSent = this.chat.length;
    const status = this.status(watch.seat);
    watch.sentStatus = status;
    client.link.send({
      t: 'sync',
      seat: watch.seat,
      version: this.version,
      view,
      log: this.logFor(watch.seat),
      chat: this.chat,
      status,
      module: this.module.rules.id,
      protocol: PROTOCOL_VERSION,
    });
  }

  private refuseTo(client: Client, id: string | null, refusal: Refusal): void {
    client.link.send({ t: 'refused', id, code: refusal.code, message: refusal.message, rule: refusal.rule });
  }

  private receive(client: Client, raw: unknown): void {
    let data = raw;
    if (typeof raw === 'string') {
      if (raw.length > MAX_FRAME_BYTES) return this.refuseTo(client, null, refuse('frame-too-large', 'ENGINE-MSG-4', `A message may be at most ${MAX_FRAME_BYTES} bytes.`));
      try {
        data = JSON.parse(raw);
      } catch {
        return this.refuseTo(client, null, refuse('bad-json', 'ENGINE-MSG-1', 'The message is not valid JSON.'));
      }
    }
    // Acknowledgements are most of the traffic: a direct check of their three fields, same verdicts as the schema.
    if (isAck(data)) return this.handle(client, data);
    const polluted = forbiddenKey(data, 0);
    if (polluted) return this.refuseTo(client, null, refuse('bad-message', 'ENGINE-MSG-5', `The message uses the forbidden key or nesting "${polluted}".`));
    const parsed = clientMessageSchema.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const id = data !== null && typeof data === 'object' && typeof (data as { id?: unknown }).id === 'string' ? ((data as { id: string }).id.slice(0, 64)) : null;
      return this.refuseTo(client, id, refuse('bad-message', 'ENGINE-MSG-2', `The message is malformed at ${issue.path.join('.') || '(message)'}: ${issue.message}`));
    }
    this.handle(client, parsed.data);
  }

  private handle(client: Client, msg: ClientMessage): void {
    switch (msg.t) {
      case 'ack': {
        // Acks of versions not sent since the last sync (or older than the last ack) are ignored by protocol.
        const watch = client.watches.find((w) => w.seat === msg.seat);
        if (!watch || msg.version < watch.syncVersion || msg.version > watch.sentVersion || msg.version <= watch.ackedVersion) return;
        watch.ackedVersion = msg.version;
        return;
      }
      case 'resync': {
        const watch = client.watches.find((w) => w.seat === msg.seat);
        if (!watch) return this.refuseTo(client, null, refuse('not-your-seat', 'ENGINE-SEAT-1', 'You do not watch that seat.'));
        return this.sendSync(client, watch);
      }
      case 'chat': {
        if (!client.link.seats.includes(msg.seat)) return this.refuseTo(client, null, refuse('not-your-seat', 'ENGINE-SEAT-1', `You do not hold seat ${msg.seat + 1}.`));
        const line: LoggedChat = { index: this.chat.length, seat: msg.seat, text: msg.text };
        this.chat.push({ seat: msg.seat, name: this.nameOf(msg.seat), text: msg.text });
        this.commit({ chat: line }, null);
        return;
      }
      case 'ask': {
        if (!client.link.seats.includes(msg.seat)) return this.refuseTo(client, msg.id, refuse('not-your-seat', 'ENGINE-SEAT-1', `You do not hold seat ${msg.seat + 1}.`));
        const answered = this.answer(msg.seat, msg.question as { type: string } & Record<string, unknown>);
        if ('refusal' in answered) return this.refuseTo(client, msg.id, answered.refusal);
        client.link.send({ t: 'answer', id: msg.id, version: this.version, answer: answered.answer });
        return;
      }
      case 'act':
      case 'undo': {
        const refusal = this.admit(client, msg);
        if (refusal) return this.refuseTo(client, msg.id, refusal);
        const action: Action = msg.t === 'undo' ? { type: UNDO_ACTION } : (msg.action as Action);
        const hostOnly = client.link.remote ? this.module.rules.hostOnly?.(action) : undefined;
        if (hostOnly && !hostOnly.ok) return this.refuseTo(client, msg.id, hostOnly);
        const done = this.perform(msg.seat, action);
        if (done) return this.refuseTo(client, msg.id, done);
        const entry = this.actions[this.actions.length - 1];
        this.commit({ action: entry }, { client, id: msg.id, version: this.version });
        return;
      }
    }
  }

  /** Answers a seat's question about the current state: its legal actions, or one of the module's questions. */
  answer(seat: Seat, question: { type: string } & Record<string, unknown>): { answer: unknown } | { refusal: Refusal } {
    const rules = this.module.rules;
    if (question.type === 'legal-actions') {
      if (this.outcomeNow || this.pausedNow) return { answer: [] };
      const legal = rules.legalActions(this.running.game, seat) as readonly object[];
      this.listed.set(seat, { version: this.version, actions: legal });
      return { answer: legal };
    }
    const ask = rules.questions?.[question.type];
    if (!ask) return { refusal: refuse('unknown-question', 'ENGINE-MSG-6', `${rules.name} does not answer "${question.type}".`) };
    try {
      return { answer: ask(this.running.game, seat, question) };
    } catch (error) {
      return { refusal: refuse('bad-question', 'ENGINE-MSG-6', `The question "${question.type}" could not be answered: ${error instanceof Error ? error.message : String(error)}`) };
    }
  }

  /** The checks before the rules: the seat, the session, the version the client acted on. */
  private admit(client: Client, msg: Extract<ClientMessage, { t: 'act' | 'undo' }>): Refusal | null {
    if (this.broken) return refuse('host-stopped', 'ENGINE-HOST-1', `The host stopped accepting moves: ${this.broken}`);
    if (!client.link.seats.includes(msg.seat)) return refuse('not-your-seat', 'ENGINE-SEAT-1', `You do not hold seat ${msg.seat + 1}; you may act only for your own seat.`);
    if (msg.seat >= this.players.length) return refuse('no-such-seat', 'ENGINE-SEAT-2', `There is no seat ${msg.seat + 1} in this game.`);
    if (this.pausedNow) return refuse('paused', 'ENGINE-SESSION-1', 'The game is paused until every player is back.');
    if (msg.base !== this.version) return refuse('stale', 'ENGINE-SYNC-1', 'The game moved on since you acted; your view is being brought up to date.');
    return null;
  }

  /**
   * A local actor (a bot, the scenario runner, a drill) submits an action for a seat: checked and applied like any
   * client's, then persisted and delivered to every client. Answers the refusal, or null.
   */
  submit(seat: Seat, action: ActionInput): Refusal | null {
    if (this.broken) return refuse('host-stopped', 'ENGINE-HOST-1', `The host stopped accepting moves: ${this.broken}`);
    if (this.pausedNow) return refuse('paused', 'ENGINE-SESSION-1', 'The game is paused until every player is back.');
    const refusal = this.perform(seat, action);
    if (refusal) return refusal;
    this.commit({ action: this.actions[this.actions.length - 1] }, null);
    return null;
  }

  /** Validates and applies one action by a seat, without telling anyone: the rules' refusal, or null when applied. */
  perform(seat: Seat, rawAction: ActionInput): Refusal | null {
    if (rawAction.type === UNDO_ACTION) return this.undo(seat);
    if (rawAction.type === LEAVE_ACTION) return this.leave(seat);
    if (this.outcomeNow) return refuse('game-over', 'ENGINE-SESSION-2', 'The game is over.');
    // One of the very action objects this host just listed to the seat (a bot taking one of its legal actions)
    // skips the schema: the rules made it. Everything else, every action from a client too (a fresh object off the
    // wire), is parsed.
    const listed = this.listed.get(seat);
    const own = listed !== undefined && listed.version === this.version && listed.actions.includes(rawAction);
    const parsed = own ? null : parseAction(this.module.rules, rawAction);
    if (parsed && !parsed.ok) return parsed;
    const action = parsed ? parsed.action : (rawAction as Action);
    const verdict = checkRunning(this.module, this.running, seat, action);
    if (!verdict.ok) return verdict;
    const random = new Random(this.rng);
    const before = this.running;
    const rngBefore = this.rng;
    const outcomeBefore = this.outcomeNow;
    const done = applyRunning(this.module, this.running, seat, action, random);
    this.running = done.state;
    this.rng = random.state;
    this.version++;
    this.actions.push({ index: this.actions.length, seat, action });
    for (const line of done.log) this.log.push({ index: this.log.length, seat, line });
    this.outcomeNow = this.module.rules.outcome(this.running.game);
    if (this.outcomeNow) this.session.send({ type: 'game.over' });
    if (this.outcomeNow) this.log.push({ index: this.log.length, seat: null, line: { text: `The game is over. ${this.outcomeNow.summary}` } });
    // Undo policy: only one's own last action, while nobody else has acted, nothing hidden was revealed and no draw happened.
    this.undoPoint = done.revealed || random.used || this.outcomeNow ? null : { seat, before, rng: rngBefore, outcome: outcomeBefore };
    return null;
  }

  private leave(seat: Seat): Refusal | null {
    const rules = this.module.rules;
    const done = rules.playerLeft ? rules.playerLeft(this.running.game, seat) : { state: this.running.game, log: [] };
    this.running = rules.playerLeft ? startRunning(this.module, done.state) : this.running;
    this.version++;
    this.actions.push({ index: this.actions.length, seat, action: { type: LEAVE_ACTION } });
    this.log.push({ index: this.log.length, seat, line: { text: `${this.nameOf(seat)} left the game.` } });
    for (const line of done.log) this.log.push({ index: this.log.length, seat, line });
    this.undoPoint = null;
    this.session.send({ type: 'seat.left', seat });
    this.outcomeNow = rules.outcome(this.running.game);
    return null;
  }

  private undo(seat: Seat): Refusal | null {
    const point = this.undoPoint;
    if (!point || point.seat !== seat) {
      return refuse('cannot-undo', 'ENGINE-UNDO-1', 'You can take back only your own last action, before anyone else acts and before any card is drawn or revealed.');
    }
    this.running = point.before;
    this.rng = point.rng;
    this.outcomeNow = point.outcome;
    this.undoPoint = null;
    this.version++;
    this.actions.push({ index: this.actions.length, seat, action: { type: UNDO_ACTION } });
    this.log.push({ index: this.log.length, seat, line: { text: `${this.nameOf(seat)} took back their last action.` } });
    return null;
  }

  nameOf(seat: Seat): string {
    return this.players[seat]?.name ?? `Seat ${seat + 1}`;
  }

  /** Persists, then tells the actor and everyone. Order is kept even when persistence is asynchronous. */
  private commit(entry: { action: LoggedAction } | { chat: LoggedChat }, reply: { client: Client; id: string; version: number } | null): void {
    if (!this.persist) {
      if (reply) reply.client.link.send({ t: 'accepted', id: reply.id, version: reply.version });
      this.broadcast();
      return;
    }
    const saved = this.persist(entry);
    this.delivery = this.delivery
      .then(() => saved)
      .then(
        () => {
          if (reply) reply.client.link.send({ t: 'accepted', id: reply.id, version: reply.version });
          this.broadcast();
        },
        (error: unknown) => {
          this.broken = `saving failed (${error instanceof Error ? error.message : String(error)})`;
          if (reply) this.refuseTo(reply.client, reply.id, refuse('not-saved', 'ENGINE-HOST-1', `Your move could not be saved: ${this.broken}`));
        },
      );
  }

  /** Sends every watched view its patch against the version that client was last sent. */
  private broadcast(): void {
    // A host with nobody watching (bots, drills) sends nothing: no need to work out who is active.
    if (this.clients.size === 0) return;
    const memo: DiffMemo = new Map();
    const active = this.activeSeats();
    const paused = this.pausedNow;
    for (const client of this.clients) {
      for (const watch of client.watches) {
        // A client that stopped acknowledging gets a fresh sync: the host does not stream to a client that is not reading.
        if (watch.sentVersion < 0 || this.version - Math.max(watch.ackedVersion, watch.syncVersion) > MAX_UNACKED) {
          this.sendSync(client, watch);
          continue;
        }
        const log = this.logFor(watch.seat, watch.logSent);
        const chat = watch.chatSent < this.chat.length ? this.chat.slice(watch.chatSent) : [];
        watch.logSent = this.log.length;
        watch.chatSent = this.chat.length;
        const status = this.status(watch.seat, active, paused);
        const statusChanged = !watch.sentStatus || !sameStatus(watch.sentStatus, status);
        watch.sentStatus = status;
        if (watch.sentVersion === this.version) {
          client.link.send({ t: 'news', seat: watch.seat, version: this.version, log, chat, status });
          continue;
        }
        const view = this.viewFor(watch.seat);
        const from = watch.sentVersion;
        const ops = diffViews(watch.sentView, view, memo);
        watch.sentVersion = this.version;
        watch.sentView = view;
        const patch: Extract<HostMessage, { t: 'patch' }> = { t: 'patch', seat: watch.seat, from, version: this.version, ops };
        if (log.length > 0) patch.log = log;
        if (chat.length > 0) patch.chat = chat;
        if (statusChanged) patch.status = status;
        client.link.send(patch);
      }
    }
  }
}

/** Whether a seat's status is unchanged (the outcome is compared by value: it is rebuilt after every action). */
function sameStatus(a: SeatStatus, b: SeatStatus): boolean {
  if (a.canUndo !== b.canUndo || a.paused !== b.paused || a.active.length !== b.active.length) return false;
  for (let i = 0; i < a.active.length; i++) if (a.active[i] !== b.active[i]) return false;
  return a.outcome === b.outcome || JSON.stringify(a.outcome) === JSON.stringify(b.outcome);
}
