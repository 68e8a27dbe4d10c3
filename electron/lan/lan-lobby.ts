import type { DropChoice, LanGameInfo, LanHostMessage, LanSeatInfo } from '../../models/core/lan';
import type { Seat } from '../../models/core/module';
import { PROTOCOL_VERSION } from '../../models/core/protocol';
import type { SavedGameHeader } from '../../models/core/saved-game';
import { sendLan, type Conn } from './lan-conn';
import type { HostedGame, LanHostOptions } from './lan-host-types';
import { pauseControl } from './pause';
import type { SeatBook } from './seat-book';

export interface LobbyParts {
  readonly live: HostedGame;
  /** The header as hosting began: the players, the game's id and module. */
  readonly header: SavedGameHeader;
  /** Shown in the discovery list. */
  readonly name: string;
  readonly book: SeatBook;
  readonly conns: ReadonlySet<Conn>;
  readonly spectators: ReadonlySet<Conn>;
  readonly options: Pick<LanHostOptions, 'onSeatDropped' | 'onSeatReturned'>;
}

/**
 * What everyone hears of the seats: the public description, the seats sent to guests and the host's listeners on
 * each change, the game's pause for the seats it waits for, and the bots that stand in for an away guest.
 */
export class Lobby {
  private readonly listeners = new Set<(info: LanGameInfo) => void>();
  private readonly pause: ReturnType<typeof pauseControl>;

  constructor(private readonly parts: LobbyParts) {
    this.pause = pauseControl(parts.live.host);
  }

  seats(): LanSeatInfo[] {
    return this.parts.book.seatInfo(this.parts.header.players, this.parts.live.header);
  }

  info(): LanGameInfo {
    const { header, name, spectators } = this.parts;
    const seats = this.seats();
    return { protocol: PROTOCOL_VERSION, gameId: header.gameId, name, module: header.module, seats, free: seats.filter((s) => s.state === 'open').length, spectators: spectators.size };
  }

  /** The game waits for every LAN seat set to wait that has no guest connected (not yet joined, or dropped). */
  updatePause(): void {
    this.pause.waitFor(new Set(this.parts.book.all().filter((s) => s.choice === 'pause' && !s.conn).map((s) => s.seat)));
  }

  /** After any change of seats or spectators: the pause, the guests in the game, and the listeners. */
  changed(): void {
    this.updatePause();
    const now = this.info();
    const message: LanHostMessage = { t: 'lan-seats', seats: now.seats };
    for (const conn of this.parts.conns) if (conn.phase === 'in') sendLan(conn, message);
    for (const l of this.listeners) l(now);
  }

  onChange(listener: (info: LanGameInfo) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // The game's bots stand in for a LAN seat without its guest while the host chose so, until the guest is back.
  seatAway(seat: Seat, choice: DropChoice): void {
    if (choice === 'bot') this.parts.live.bots.takeOver(seat);
    else this.parts.live.bots.handBack(seat);
    this.parts.options.onSeatDropped?.(seat, choice);
  }

  seatBack(seat: Seat): void {
    this.parts.live.bots.handBack(seat);
    this.parts.options.onSeatReturned?.(seat);
  }
}
