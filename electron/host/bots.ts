import { botFor, botRandom, runBot, type BotFactory, type BotLevel, type RunningBot, type Schedule } from '../../machines/bots';
import type { GameHost } from '../../machines/engine/host';
import { connectInMemory } from '../../machines/engine/in-memory';
import type { Seat } from '../../models/core/module';
import type { Random } from '../../models/core/rng';
import { sharedBotThinker, type BotThinker, type SeatThinker } from './bot-thinker';

export interface BotSeatsOptions {
  /** Pause before each bot move, so people at the table can follow it. */
  readonly delayMs?: number;
  readonly schedule?: Schedule;
  /** Bots by module id (default: machines/bots at each seat's level). */
  readonly bots?: Readonly<Record<string, BotFactory>>;
  /** Each seat's level, chosen in the new-game dialog and saved with the game (default easy). */
  readonly levels?: readonly BotLevel[];
  /** No bot seat's bot plays until release() (a LAN game's bots wait for the game to be hosted); stand-ins may. */
  readonly held?: boolean;
  /**
   * Where searching bots (the hard levels) think: the host process's bot worker by default, null for here, in
   * slices of the event loop. Bots given through `bots` always think here (the worker makes its own from botFor).
   */
  readonly thinker?: BotThinker | null;
}

/** The app's pace: a real timer. */
export const timerSchedule: Schedule = (task, delayMs) => {
  const timer = setTimeout(task, delayMs);
  return () => clearTimeout(timer);
};

interface Driver {
  readonly running: RunningBot;
  close(): void;
  readonly thinker: SeatThinker | null;
}

/**
 * Plays the bot seats of one live game: seats set up as bots, and LAN seats handed to a bot when their guest
 * dropped (`takeOver`), until the guest is back (`handBack`). Each bot is a client of the host holding only its
 * seat, like a window would, and keeps its own seeded generator for the whole game, across hand-overs.
 */
export class BotSeats {
  private readonly drivers = new Map<Seat, Driver>();
  private readonly randoms = new Map<Seat, Random>();
  private readonly humans = new Set<Seat>();
  /** LAN seats a bot plays while their guest is away (the host chose "a bot plays it"). */
  private readonly standIns = new Set<Seat>();
  private readonly factory: (seat: Seat) => BotFactory | null;
  /** Each seat's level; the LAN lobby may change a bot seat's before the first move. */
  private readonly levels: BotLevel[];
  private readonly delayMs: number;
  private held: boolean;
  private readonly schedule: Schedule;
  private readonly thinker: BotThinker | null;

  constructor(private readonly host: GameHost, options: BotSeatsOptions = {}) {
    const id = host.module.rules.id;
    this.levels = [...(options.levels ?? [])];
    this.factory = (seat) => (options.bots ? (options.bots[id] ?? null) : botFor(id, this.levels[seat] ?? 'easy'));
    this.held = options.held ?? false;
    this.delayMs = options.delayMs ?? 800;
    this.schedule = options.schedule ?? timerSchedule;
    this.thinker = options.bots ? null : options.thinker === undefined ? sharedBotThinker() : options.thinker;
    this.refresh();
  }

  /** Seats a bot is playing now. */
  get seats(): Seat[] {
    return [...this.drivers.keys()].sort((a, b) => a - b);
  }

  /**
   * The bot seats' bots do not play until release(): a LAN game's wait while it is not hosted (nobody could join
   * it then). Stand-ins for LAN seats are the LAN host's to start and stop.
   */
  hold(): void {
    this.held = true;
    this.refresh();
  }

  release(): void {
    this.held = false;
    this.refresh();
  }

  /** The level the seat's bot plays at. */
  levelOf(seat: Seat): BotLevel {
    return this.levels[seat] ?? 'easy';
  }

  /** From now on the seat's bot plays at this level; a bot already playing it is replaced (keeping its generator). */
  setLevel(seat: Seat, level: BotLevel): void {
    this.levels[seat] = level;
    if (!this.drivers.has(seat)) return;
    this.stopSeat(seat);
    this.start(seat);
  }

  /** Starts a bot on every seat the session lists as a bot (and not handed back), stops the others. */
  refresh(): void {
    const kinds = this.host.sessionState.kinds;
    const left = this.host.sessionState.left;
    kinds.forEach((kind, seat) => {
      const wanted = ((kind === 'bot' && !this.humans.has(seat) && !this.held) || this.standIns.has(seat)) && !left.includes(seat) && this.factory(seat) !== null;
      if (wanted && !this.drivers.has(seat)) this.start(seat);
      if (!wanted && this.drivers.has(seat)) this.stopSeat(seat);
    });
  }

  /**
   * A LAN guest is away and the host lets a bot play the seat. The LAN host has already stopped waiting for it
   * (electron/lan/pause.ts); a seat the session still counts as dropped is handed to a bot there, so the game resumes.
   */
  takeOver(seat: Seat): void {
    this.humans.delete(seat);
    this.standIns.add(seat);
    if (this.host.sessionState.dropped.includes(seat)) this.host.seatToBot(seat);
    this.refresh();
  }

  /** The guest is back (or the host chose to wait for them or play the seat): the bot stops and the seat is theirs again. */
  handBack(seat: Seat): void {
    this.standIns.delete(seat);
    this.humans.add(seat);
    this.stopSeat(seat);
  }

  stop(): void {
    for (const seat of [...this.drivers.keys()]) this.stopSeat(seat);
  }

  private start(seat: Seat): void {
    const random = this.randoms.get(seat) ?? botRandom(this.host.seed, seat);
    this.randoms.set(seat, random);
    const { client, close } = connectInMemory(this.host, [seat]);
    const bot = this.factory(seat)!();
    // A bot that searches thinks in the worker (easy and normal answer in milliseconds, so they decide here).
    const thinker = bot.search && this.thinker ? this.thinker.forSeat(this.host.module.rules.id, this.levelOf(seat)) : null;
    if (thinker) this.thinker?.warm();
    const running = runBot(client, seat, bot, { delayMs: this.delayMs, schedule: this.schedule, random, think: thinker?.think });
    this.drivers.set(seat, { running, close, thinker });
  }

  private stopSeat(seat: Seat): void {
    const driver = this.drivers.get(seat);
    if (!driver) return;
    driver.running.stop();
    driver.close();
    driver.thinker?.close();
    this.drivers.delete(seat);
  }
}

/** The bots of a HostService game (live or resumed from its autosave): the service starts them with the game. */
export async function botsForGame(service: { game(gameId: string): Promise<{ readonly bots: BotSeats }> }, gameId: string): Promise<BotSeats> {
  return (await service.game(gameId)).bots;
}
