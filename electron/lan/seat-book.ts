import type { LanSeatInfo } from '../../models/core/lan';
import type { Seat } from '../../models/core/module';
import type { SavedGameHeader } from '../../models/core/saved-game';
import type { Slot } from './lan-conn';
import { readLanFile, writeLanFile, type LanFile } from './lan-file';
import { newJoinCode } from './secrets';

/**
 * The LAN seats of a hosted game and the join code, kept in the game's LAN file (lan-file.ts) so that the code and
 * the claimed seats survive a restart of the host.
 */
export class SeatBook {
  /** The last write; the next one waits for it, so the file is written in the order the seats changed. */
  private saving: Promise<void> = Promise.resolve();

  private constructor(
    private readonly gameDir: string,
    readonly code: string,
    private readonly slots: ReadonlyMap<Seat, Slot>,
  ) {}

  /** The book as the LAN file left it (the code given wins), written back at once so a damaged folder fails now. */
  static async open(gameDir: string, seats: Iterable<Seat>, code?: string): Promise<SeatBook> {
    const saved = await readLanFile(gameDir);
    const joinCode = code ?? saved?.code ?? newJoinCode();
    const slots = new Map<Seat, Slot>();
    for (const seat of [...seats].sort((a, b) => a - b)) {
      const record = saved?.seats[String(seat)];
      slots.set(seat, { seat, tokenHash: record?.tokenHash ?? null, choice: record?.choice ?? 'pause', conn: null });
    }
    const book = new SeatBook(gameDir, joinCode, slots);
    await book.save();
    return book;
  }

  get(seat: Seat): Slot | undefined {
    return this.slots.get(seat);
  }

  all(): Slot[] {
    return [...this.slots.values()];
  }

  /** Writes the file as the seats now stand, after any write still under way. */
  save(): Promise<void> {
    const next = this.saving.then(() => writeLanFile(this.gameDir, this.file()));
    this.saving = next.catch(() => undefined);
    return next;
  }

  /** Resolves once the writes asked so far are done (failed or not). */
  settled(): Promise<void> {
    return this.saving;
  }

  /**
   * Every seat of the game as the lobby shows it. `players` are the seats as hosting began; a bot's level is read
   * from `current`, the header as it is now, since the lobby may change it.
   */
  seatInfo(players: SavedGameHeader['players'], current: SavedGameHeader): LanSeatInfo[] {
    return players.map((p) => {
      const slot = this.slots.get(p.seat);
      const state = !slot ? 'local' : slot.conn ? 'connected' : slot.tokenHash ? 'dropped' : 'open';
      const level = p.kind === 'bot' ? (current.players.find((q) => q.seat === p.seat)?.level ?? 'easy') : undefined;
      return { seat: p.seat, name: p.name, color: p.color, lan: !!slot, state, choice: slot?.choice ?? 'pause', ...(level ? { level } : {}) };
    });
  }

  private file(): LanFile {
    return {
      format: 'tessera-lan',
      version: 1,
      code: this.code,
      seats: Object.fromEntries(this.all().map((s) => [String(s.seat), { tokenHash: s.tokenHash, choice: s.choice }])),
    };
  }
}
