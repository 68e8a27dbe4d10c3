import { fdatasyncSync } from 'node:fs';
import { mkdir, open, readFile, stat } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ChatLineSchema, fieldPath, LoggedActionSchema, parseSavedGame, SavedGameHeaderSchema } from '../../models/core/saved-game';
import type { ChatLine, LoggedAction, SavedGameFile, SavedGameHeader } from '../../models/core/saved-game';
import { fsyncDir, removeTempFiles, writeAll, writeAllSync, writeFileAtomic } from './durable';
import { encodeRecord, scanLog } from './log-records';
import type { LogRecord } from './log-records';
import { isNotFound, StorageError } from './storage-error';

/**
 * The autosave of one game, in one folder:
 *   snapshot.json  a whole saved game (header, actions and chat up to some point), only ever replaced atomically
 *   log.jsonl      the records appended since that snapshot, one checksummed JSON line each
 * Loading is the snapshot plus the log's records; a record whose index the snapshot already holds is a leftover
 * of a crash between writing a snapshot and emptying the log, and is dropped (after checking it agrees).
 * docs/save-files.md explains why a crash at any instant loses no acknowledged record.
 */
export const SNAPSHOT_FILE = 'snapshot.json';
export const LOG_FILE = 'log.jsonl';
export const DEFAULT_SNAPSHOT_EVERY = 200;
/** A group commit writes at most this many records with one fsync, so one batch never holds the queue for long. */
const MAX_BATCH = 1024;
/**
 * A batch is written and fsync'ed on the event loop (no thread-pool round trip, which costs more than the write
 * on a fast disk) unless that took longer than this; then the next SLOW_BATCHES go through the thread pool, so a
 * slow disk never holds up the other connections.
 */
const SLOW_SYNC_MS = 4;
const SLOW_BATCHES = 64;

export interface GameStoreOptions {
  /**
   * Take a snapshot (and empty the log) after exactly this many actions. Without it: after DEFAULT_SNAPSHOT_EVERY
   * actions, or as many as the last snapshot holds if that is more, so that rewriting a long game's snapshot costs
   * a bounded amount per action and the log never holds more records than the snapshot.
   */
  readonly snapshotEvery?: number;
}

/** What `append` takes: an action of the log, or a chat line wrapped as `{ chat }`. */
export type AppendEntry = LoggedAction | { readonly chat: ChatLine };

export interface LoadedGame {
  readonly header: SavedGameHeader;
  readonly actions: readonly LoggedAction[];
  readonly chat: readonly ChatLine[];
  /** What loading found; tells a resumed game whether a crash had cut a write short. */
  readonly recovery: {
    readonly snapshotActions: number;
    readonly logRecords: number;
    /** Records the snapshot already held (a crash came between snapshot and log rotation). */
    readonly staleRecords: number;
    /** Bytes of a write cut off by a crash, ignored. */
    readonly tornBytes: number;
  };
}

type Job =
  | { readonly kind: 'record'; readonly bytes: Buffer; readonly isAction: boolean; resolve(): void; reject(error: Error): void }
  | { readonly kind: 'snapshot'; resolve(): void; reject(error: Error): void };

export class GameStore {
  /** slowSyncs: batches whose write and fsync on the event loop took over SLOW_SYNC_MS (the writer then used the thread pool). */
  readonly stats = { batches: 0, records: 0, snapshots: 0, slowSyncs: 0 };
  private readonly written = { actions: 0, chat: 0 };
  private sinceSnapshot = 0;
  /** Actions in snapshot.json as last written (what the default snapshot spacing grows with). */
  private snapshotActions = 0;
  private readonly queue: Job[] = [];
  private running = false;
  /** A run of the writer is due at the end of this turn of the event loop. */
  private scheduled = false;
  /** Batches still to write through the thread pool after a slow fsync (0: on the event loop). */
  private offLoop = 0;
  private closing = false;
  private failure: StorageError | undefined;
  private readonly idleWaiters: (() => void)[] = [];

  private constructor(
    readonly dir: string,
    private savedHeader: SavedGameHeader,
    private readonly actions: LoggedAction[],
    private readonly chat: ChatLine[],
    private readonly log: FileHandle,
    private readonly snapshotEvery: number,
    private readonly grows: boolean,
  ) {
    this.written.actions = actions.length;
    this.written.chat = chat.length;
    this.snapshotActions = actions.length; // the snapshot holds them all, or open() takes one at once
  }

  get header(): SavedGameHeader {
    return this.savedHeader;
  }

  /**
   * Replaces the header (a bot seat's level chosen in the LAN lobby) and writes it with a snapshot after the
   * appends already queued. A header that does not fit the schema is refused with 'invalid' and nothing changes.
   */
  rewriteHeader(header: SavedGameHeader): Promise<void> {
    const parsed = SavedGameHeaderSchema.safeParse(header);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return Promise.reject(new StorageError('invalid', `The game's header is not valid: ${fieldPath(issue.path)}: ${issue.message}.`, this.dir));
    }
    if (parsed.data.gameId !== this.savedHeader.gameId) return Promise.reject(new StorageError('invalid', 'The new header is of another game.', this.dir));
    this.savedHeader = parsed.data;
    return this.snapshot();
  }

  /** Starts a new game's folder. Fails with 'exists' if the folder already holds a game. */
  static async create(dir: string, header: SavedGameHeader, options: GameStoreOptions = {}): Promise<GameStore> {
    const every = snapshotEvery(options);
    const parsed = SavedGameHeaderSchema.safeParse(header);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new StorageError('invalid', `The game's header is not valid: ${fieldPath(issue.path)}: ${issue.message}.`, dir);
    }
    await mkdir(dir, { recursive: true });
    await fsyncDir(dirname(dir));
    if (await exists(join(dir, SNAPSHOT_FILE))) throw new StorageError('exists', `A saved game is already in ${dir}.`, dir);
    await removeTempFiles(dir);
    // The log first (emptied, in case a crashed create left one), then the snapshot: the game exists once that is renamed in.
    const fresh = await open(join(dir, LOG_FILE), 'w');
    try {
      await fresh.sync();
    } finally {
      await fresh.close();
    }
    const empty: SavedGameFile = { ...parsed.data, actions: [], chat: [] };
    await writeFileAtomic(join(dir, SNAPSHOT_FILE), JSON.stringify(empty));
    const log = await open(join(dir, LOG_FILE), 'a');
    return new GameStore(dir, parsed.data, [], [], log, every, options.snapshotEvery === undefined);
  }

  /**
   * Reopens a game's folder to carry on appending (after a normal close or a crash). If the log holds anything,
   * it is folded into a fresh snapshot first, which also clears a torn last line before new lines follow it.
   */
  static async open(dir: string, options: GameStoreOptions = {}): Promise<GameStore> {
    const every = snapshotEvery(options);
    const loaded = await loadGame(dir);
    await removeTempFiles(dir);
    const log = await open(join(dir, LOG_FILE), 'a');
    const store = new GameStore(dir, loaded.header, [...loaded.actions], [...loaded.chat], log, every, options.snapshotEvery === undefined);
    if (loaded.recovery.logRecords > 0 || loaded.recovery.tornBytes > 0) {
      try {
        await store.snapshotNow();
      } catch (error) {
        await log.close();
        throw error;
      }
    }
    return store;
  }

  /** Reads a game's folder without writing to it (the resume menu, a crash drill). */
  static load(dir: string): Promise<LoadedGame> {
    return loadGame(dir);
  }

  /** Actions appended so far, including those whose write is still under way. */
  get actionCount(): number {
    return this.actions.length;
  }

  get chatCount(): number {
    return this.chat.length;
  }

  /**
   * Appends an action or a chat line. Resolves once its bytes are fsync'ed, so only then may the host tell a
   * player the action is accepted. Appends are written one batch at a time, in call order; the index must be
   * the next one (0-based, consecutive), or the append is refused with 'invalid' and nothing is written.
   */
  append(entry: AppendEntry): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closing) return Promise.reject(new StorageError('closed', 'The game store is closed; nothing more can be saved to it.', this.dir));
    const record = isChat(entry) ? this.acceptChat(entry.chat) : this.acceptAction(entry);
    if (record instanceof StorageError) return Promise.reject(record);
    const bytes = encodeRecord(record);
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ kind: 'record', bytes, isAction: !('chat' in record), resolve, reject });
      this.kick();
    });
  }

  /** Takes a snapshot after the appends already queued. */
  snapshot(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closing) return Promise.reject(new StorageError('closed', 'The game store is closed.', this.dir));
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ kind: 'snapshot', resolve, reject });
      this.kick();
    });
  }

  /** Waits for every queued append, then closes the log. Later appends are refused with 'closed'. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    await this.idle();
    await this.log.close();
  }

  /** The whole game as a single saved file (for "Save as..."), including appends still being written. */
  toSavedGame(): SavedGameFile {
    return fileOf(this.header, this.actions, this.chat);
  }

  private acceptAction(entry: LoggedAction): LogRecord | StorageError {
    const parsed = LoggedActionSchema.safeParse(entry);
    if (!parsed.success) return invalidEntry('action', parsed.error.issues[0], this.dir);
    if (parsed.data.index !== this.actions.length) {
      return new StorageError('invalid', `Action ${parsed.data.index} is out of turn: the next action is ${this.actions.length}.`, this.dir);
    }
    this.actions.push(parsed.data);
    return { action: parsed.data };
  }

  private acceptChat(line: ChatLine): LogRecord | StorageError {
    const parsed = ChatLineSchema.safeParse(line);
    if (!parsed.success) return invalidEntry('chat line', parsed.error.issues[0], this.dir);
    if (parsed.data.index !== this.chat.length) {
      return new StorageError('invalid', `Chat line ${parsed.data.index} is out of turn: the next chat line is ${this.chat.length}.`, this.dir);
    }
    this.chat.push(parsed.data);
    return { chat: parsed.data };
  }

  /**
   * The writer runs at the end of this turn of the event loop, so the appends made in one turn (several frames
   * read at once, a burst of bot moves) share one write and one fsync.
   */
  private kick(): void {
    if (this.running || this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      if (this.running) return;
      this.running = true;
      void this.run();
    });
  }

  /** The single writer: one job at a time, in order; every record queued meanwhile goes in the next batch. */
  private async run(): Promise<void> {
    while (this.queue.length > 0) {
      if (this.failure) {
        for (const job of this.queue.splice(0)) job.reject(this.failure);
        break;
      }
      const head = this.queue[0];
      if (head.kind === 'snapshot') {
        this.queue.shift();
        await this.snapshotNow().then(head.resolve, (error: unknown) => head.reject(this.fail(error)));
        continue;
      }
      const batch = this.takeBatch();
      try {
        await this.write(batch.length === 1 ? batch[0].bytes : Buffer.concat(batch.map((job) => job.bytes)));
      } catch (error) {
        const failure = this.fail(error);
        for (const job of batch) job.reject(failure);
        continue;
      }
      for (const job of batch) {
        if (job.isAction) {
          this.written.actions++;
          this.sinceSnapshot++;
        } else this.written.chat++;
      }
      this.stats.batches++;
      this.stats.records += batch.length;
      for (const job of batch) job.resolve();
      if (this.sinceSnapshot >= (this.grows ? Math.max(this.snapshotEvery, this.snapshotActions) : this.snapshotEvery)) await this.snapshotNow().catch((error: unknown) => this.fail(error));
    }
    this.running = false;
    for (const wake of this.idleWaiters.splice(0)) wake();
  }

  /** Appends bytes to the log and fsyncs them: on the event loop while the disk is fast, else in the thread pool. */
  private async write(bytes: Buffer): Promise<void> {
    if (this.offLoop > 0) {
      this.offLoop--;
      await writeAll(this.log, bytes);
      await this.log.datasync();
      return;
    }
    const started = performance.now();
    writeAllSync(this.log.fd, bytes);
    fdatasyncSync(this.log.fd);
    if (performance.now() - started > SLOW_SYNC_MS) {
      this.offLoop = SLOW_BATCHES;
      this.stats.slowSyncs++;
    }
  }

  private takeBatch(): Extract<Job, { kind: 'record' }>[] {
    const batch: Extract<Job, { kind: 'record' }>[] = [];
    while (batch.length < MAX_BATCH && this.queue[0]?.kind === 'record') batch.push(this.queue.shift() as Extract<Job, { kind: 'record' }>);
    return batch;
  }

  /**
   * Snapshot, then rotate: the snapshot (everything written so far) is made durable before the log is emptied,
   * so a crash between the two leaves records the snapshot also holds, which loading drops by index.
   */
  private async snapshotNow(): Promise<void> {
    const file = fileOf(this.header, this.actions.slice(0, this.written.actions), this.chat.slice(0, this.written.chat));
    await writeFileAtomic(join(this.dir, SNAPSHOT_FILE), JSON.stringify(file));
    await this.log.truncate(0);
    await this.log.sync();
    this.sinceSnapshot = 0;
    this.snapshotActions = file.actions.length;
    this.stats.snapshots++;
  }

  /** After a failed write or fsync, what reached the disk is unknown: refuse everything from then on. */
  private fail(error: unknown): StorageError {
    this.failure ??= new StorageError(
      'failed',
      `Saving the game failed (${(error as Error)?.message ?? String(error)}); moves made from now on cannot be saved.`,
      this.dir,
      { cause: error },
    );
    return this.failure;
  }

  private idle(): Promise<void> {
    if (!this.running && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }
}

/** Reads a game's folder: the snapshot plus the log's records, consecutive and without duplicates. */
export async function loadGame(dir: string): Promise<LoadedGame> {
  // The log is read before the snapshot: a snapshot only ever grows and holds everything a log held before it
  // was emptied, so a rotation between the two reads leaves stale records, never a gap. A reader beside a
  // live writer (the resume menu) thus always sees a whole prefix of the game.
  const logPath = join(dir, LOG_FILE);
  let bytes: Buffer;
  try {
    bytes = await readFile(logPath);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    bytes = Buffer.alloc(0);
  }
  const snapshotPath = join(dir, SNAPSHOT_FILE);
  let text: string;
  try {
    text = await readFile(snapshotPath, 'utf8');
  } catch (error) {
    if (isNotFound(error)) throw new StorageError('missing', `There is no saved game in ${dir}.`, dir, { cause: error });
    throw error;
  }
  const parsed = parseSavedGame(text);
  if (!parsed.ok) throw new StorageError(parsed.code, parsed.message, snapshotPath);
  const { actions: snapshotActions, chat: snapshotChat, stateHash: _stateHash, ...header } = parsed.game;

  const scan = scanLog(bytes, logPath);
  const actions = [...snapshotActions];
  const chat = [...snapshotChat];
  let staleRecords = 0;
  for (const record of scan.records) {
    const stale = 'chat' in record ? merge(chat, record.chat, 'chat line', logPath) : merge(actions, record.action, 'action', logPath);
    if (stale) staleRecords++;
  }
  return {
    header,
    actions,
    chat,
    recovery: { snapshotActions: snapshotActions.length, logRecords: scan.records.length, staleRecords, tornBytes: scan.tornBytes },
  };
}

/** Adds a log entry after the snapshot's; answers true for a stale one (already held, and identical). */
function merge<T extends { index: number }>(list: T[], entry: T, what: string, path: string): boolean {
  if (entry.index < list.length) {
    if (canonical(list[entry.index]) !== canonical(entry)) {
      throw new StorageError('corrupt', `The game's log disagrees with its snapshot about ${what} ${entry.index}.`, path);
    }
    return true;
  }
  if (entry.index > list.length) {
    throw new StorageError('corrupt', `The game's log is missing records: after ${what} ${list.length - 1} comes ${what} ${entry.index}.`, path);
  }
  list.push(entry);
  return false;
}

function fileOf(header: SavedGameHeader, actions: readonly LoggedAction[], chat: readonly ChatLine[]): SavedGameFile {
  const stateHash = actions.at(-1)?.stateHash;
  return { ...header, actions: [...actions], chat: [...chat], ...(stateHash === undefined ? {} : { stateHash }) };
}

function isChat(entry: AppendEntry): entry is { readonly chat: ChatLine } {
  return 'chat' in entry && !('index' in entry);
}

function invalidEntry(what: string, issue: { path: readonly PropertyKey[]; message: string }, dir: string): StorageError {
  return new StorageError('invalid', `The ${what} to save is not valid: ${fieldPath(issue.path)}: ${issue.message}.`, dir);
}

function snapshotEvery(options: GameStoreOptions): number {
  const every = options.snapshotEvery ?? DEFAULT_SNAPSHOT_EVERY;
  if (!Number.isInteger(every) || every < 1) throw new StorageError('invalid', `snapshotEvery must be a whole number of at least 1, not ${every}.`);
  return every;
}

/** JSON with sorted keys, so two records equal as data compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}
