import { LAN_CLOSE, type Hello } from '../../models/core/lan';
import type { Seat } from '../../models/core/module';
import type { Conn, Slot } from './lan-conn';
import { LanError } from './lan-error';
import type { TryLimiter } from './rate-limit';
import type { SeatBook } from './seat-book';
import { codeMatches, hashToken, newToken, sameSecret } from './secrets';

export interface ReceptionParts {
  readonly book: SeatBook;
  /** Wrong codes and tokens, per address. */
  readonly limiter: TryLimiter;
  readonly spectators: ReadonlySet<Conn>;
  readonly maxSpectators: number;
  /** Whether the host has closed. */
  closed(): boolean;
  admitPlayer(conn: Conn, slot: Slot, token: string): void;
  admitSpectator(conn: Conn): void;
}

/**
 * Answers a guest's hello: a reconnect token gets its seat back, the join code a free seat (or the one asked) or a
 * spectator's place. A refusal is thrown as a LanError. A guest that is let in is admitted in the same turn.
 */
export class Reception {
  constructor(private readonly parts: ReceptionParts) {}

  /** A hello readHello (first-frame.ts) has passed: its protocol is this host's, its shape the schema's. */
  async hello(conn: Conn, hi: Hello): Promise<void> {
    const { book, limiter } = this.parts;
    const wait = limiter.waitFor(conn.remote);
    if (wait > 0) throw new LanError('too-many-tries', `Too many wrong codes from this address: wait ${Math.ceil(wait / 1000)} s before trying again.`, LAN_CLOSE.tooManyTries, wait);
    if (hi.token !== undefined) return this.reconnect(conn, hi.token, hi.seat);
    if (hi.code === undefined) throw new LanError('wrong-code', 'Type the join code the host shows.');
    if (!codeMatches(hi.code, book.code)) throw this.wrongCode(conn, 'That join code is not the code of this game.');
    limiter.succeed(conn.remote);
    if (hi.spectate) {
      if (hi.seat !== undefined) throw new LanError('bad-hello', 'A spectator does not take a seat.');
      if (this.parts.spectators.size >= this.parts.maxSpectators) throw new LanError('full', `This game already has ${this.parts.maxSpectators} spectators.`);
      return this.parts.admitSpectator(conn);
    }
    return this.claimSeat(conn, hi.seat);
  }

  /** The seat whose token this is (and, if named, the seat named). */
  private reconnect(conn: Conn, token: string, seat: Seat | undefined): void {
    const hash = hashToken(token);
    const slot = this.parts.book.all().find((s) => s.tokenHash !== null && sameSecret(s.tokenHash, hash) && (seat === undefined || s.seat === seat));
    if (!slot) {
      const err = this.wrongCode(conn, 'That reconnect token is not valid in this game: the host may have reopened your seat. Join again with the code.');
      throw new LanError('bad-token', err.message, err.close, err.retryAfterMs);
    }
    this.parts.limiter.succeed(conn.remote);
    this.parts.admitPlayer(conn, slot, token);
  }

  /** The seat asked for, or the first free one: claimed with a new token, saved, then admitted. */
  private async claimSeat(conn: Conn, seat: Seat | undefined): Promise<void> {
    const { book } = this.parts;
    let slot: Slot | undefined;
    if (seat !== undefined) {
      slot = book.get(seat);
      if (!slot) throw new LanError('not-a-lan-seat', `Seat ${seat + 1} is not open to LAN players.`);
      if (slot.tokenHash) throw new LanError('seat-taken', `Seat ${seat + 1} is taken. Pick a free seat, or ask the host to reopen it.`);
    } else {
      slot = book.all().find((s) => !s.tokenHash);
      if (!slot) throw new LanError('no-free-seat', 'Every LAN seat of this game is taken; you may watch as a spectator.');
    }
    const token = newToken();
    slot.tokenHash = hashToken(token); // claimed now, so a second hello cannot take it while this one is saved
    try {
      await book.save();
    } catch (error) {
      slot.tokenHash = null;
      throw new LanError('full', `The host could not save your seat: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (conn.phase !== 'joining' || this.parts.closed()) {
      // The guest left before it heard of its token: nobody can use the claim, so give the seat back.
      slot.tokenHash = null;
      void book.save().catch(() => undefined);
      return;
    }
    this.parts.admitPlayer(conn, slot, token);
  }

  /** A wrong code or token: counted against the address, with the wait once it has had its free tries. */
  private wrongCode(conn: Conn, what: string): LanError {
    const delay = this.parts.limiter.fail(conn.remote);
    if (delay > 0) return new LanError('wrong-code', `${what} Too many wrong tries from this address: wait ${Math.ceil(delay / 1000)} s before trying again.`, LAN_CLOSE.tooManyTries, delay);
    return new LanError('wrong-code', what);
  }
}
