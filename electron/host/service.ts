import { randomBytes } from 'node:crypto';
import type { BotLevel } from '../../models/core/saved-game';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { GameHost, type LoggedAction } from '../../machines/engine/host';
import { fullOptions, savedOptions, type GameModule } from '../../machines/engine/module';
import type { PlayerSetup } from '../../models/core/module';
import { parseSavedGame, type SavedGameHeader } from '../../models/core/saved-game';
import type { ModuleInfo } from '../../models/core/service';
import { GameStore, listSavedGames, StorageError } from '../storage';
import type { Schedule } from '../../machines/bots';
import { botLevelRefusal, withBotLevel } from './bot-level';
import { BotSeats } from './bots';
import { defaultLanStaticDir, LanPlay } from './lan-relay';
import { checkMapFile } from './map-file';
import { ServiceError } from './service-error';
import { WindowConnection, type Peer, type ServiceConnection } from './window-connection';

export type { Peer, ServiceConnection } from './window-connection';

interface LiveGame {
  readonly gameId: string;
  readonly host: GameHost;
  readonly store: GameStore;
  /** Replaced (never edited) when the LAN lobby changes a bot seat's level. */
  header: SavedGameHeader;
  /** The bots playing this game's bot seats (and LAN seats handed to a bot). */
  readonly bots: BotSeats;
  /** Sets a bot seat's level before the first move: saved with the game, and the seat's bot plays at it. */
  setBotLevel(seat: number, level: BotLevel): Promise<void>;
}


const newId = () => `g${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;

/**
 * The Node side's games: it starts them, autosaves every accepted action before anyone hears of it, resumes them
 * after a restart or a crash, and connects windows to them. Plain Node: tested without Electron.
 */
export class HostService {
  private readonly live = new Map<string, LiveGame>();
  /** LAN hosting and discovery of this process's games (lan-relay.ts). */
  readonly lan: LanPlay;

  /** `lanStaticDir`: the built renderer LAN hosts serve to browser guests (default: defaultLanStaticDir()). */
  constructor(
    private readonly dataDir: string,
    private readonly modules: Readonly<Record<string, GameModule>>,
    private readonly options: {
      lanStaticDir?: string;
      /** The bots' pause before each move (default 800 ms), and how it is scheduled (default: a timer; tests step it). */
      botDelayMs?: number;
      botSchedule?: Schedule;
    } = {},
  ) {
    this.lan = new LanPlay(this, options.lanStaticDir ?? defaultLanStaticDir());
  }

  moduleList(): ModuleInfo[] {
    return Object.entries(this.modules).map(([id, m]) => ({
      id,
      name: m.rules.name,
      minPlayers: m.rules.minPlayers,
      maxPlayers: m.rules.maxPlayers,
      optionSpecs: m.rules.optionSpecs,
      ...(m.rules.mapFile ? { map: { defaultName: m.rules.mapFile.defaultName } } : {}),
    }));
  }

  /** The name of a map file for a game of `moduleId`, or a refusal naming the fields at fault. */
  checkMap(moduleId: string, json: unknown): { name: string } {
    return checkMapFile(this.moduleFor(moduleId), json);
  }

  private moduleFor(moduleId: string): GameModule {
    const module = this.modules[moduleId];
    if (!module) throw new ServiceError('unknown-module', `There is no game module "${moduleId}".`);
    return module;
  }

  async newGame(args: { module: string; options: Record<string, unknown>; players: { name: string; color: PlayerSetup['color']; kind: 'hotseat' | 'lan' | 'bot' | 'empty'; level?: BotLevel }[]; seed?: string; botDelayMs?: number }): Promise<string> {
    const module = this.moduleFor(args.module);
    if (args.options.map !== undefined) checkMapFile(module, args.options.map);
    const seated = args.players.filter((p) => p.kind !== 'empty');
    const gameId = newId();
    const header: SavedGameHeader = {
      format: 'tessera-game',
      version: 1,
      gameId,
      module: args.module,
      // Every option, defaults included, so a later change of a default never changes a saved game.
      options: fullOptions(module, args.options),
      players: seated.map((p, seat) => ({ seat, name: p.name, color: p.color, kind: p.kind, ...(p.kind === 'bot' && p.level ? { level: p.level } : {}) })),
      seed: args.seed ?? randomBytes(16).toString('hex'),
      createdAt: new Date().toISOString(),
      // The pace chosen for the bots stays with the game: a resumed game and a game played again keep it.
      ...(args.botDelayMs !== undefined ? { botDelayMs: args.botDelayMs } : {}),
    };
    // Validate by building the game before anything is written.
    try {
      new GameHost({ module, players: header.players, options: header.options, seed: header.seed });
    } catch (error) {
      throw new ServiceError('bad-setup', error instanceof Error ? error.message : String(error));
    }
    await mkdir(this.dataDir, { recursive: true });
    const store = await GameStore.create(join(this.dataDir, gameId), header);
    this.live.set(gameId, this.start(module, header, store, [], []));
    return gameId;
  }

  private start(module: GameModule, header: SavedGameHeader, store: GameStore, actions: readonly LoggedAction[], chat: readonly { index: number; seat: number; text: string }[] = [], botDelayMs = header.botDelayMs ?? this.options.botDelayMs): LiveGame {
    const config = {
      module,
      players: header.players,
      options: savedOptions(module, header.options),
      seed: header.seed,
      // Who sits where: the engine's session pauses only for a dropped LAN seat.
      seatKinds: header.players.map((p) => p.kind),
      persist: (entry: { action: LoggedAction } | { chat: { index: number; seat: number; text: string } }) =>
        'action' in entry ? store.append(entry.action as Parameters<GameStore['append']>[0] & { index: number }) : store.append({ chat: { ...entry.chat, at: new Date().toISOString() } }),
    };
    const host = actions.length > 0 || chat.length > 0 ? GameHost.replay(config, actions, chat) : new GameHost(config);
    // Bot seats play at their saved level (easy for games saved before levels); a LAN seat a bot stands in for, at normal.
    // A game with LAN seats: its bots wait for the LAN host (electron/lan/lan-host.ts releases them once the seats
    // it waits for are paused), so no bot moves while the host still picks an address or the lobby is open.
    const held = header.players.some((p) => p.kind === 'lan');
    const bots = new BotSeats(host, { delayMs: botDelayMs, schedule: this.options.botSchedule, held, levels: header.players.map((p) => (p.kind === 'bot' ? (p.level ?? 'easy') : 'normal')) });
    const live: LiveGame = { gameId: header.gameId, host, store, header, bots, setBotLevel: (seat, level) => this.setBotLevel(live, seat, level) };
    return live;
  }

  /** Refused (naming the field) for a seat that is not a bot's, a level that is not one, or a game already begun. */
  private async setBotLevel(live: LiveGame, seat: number, level: BotLevel): Promise<void> {
    const refusal = botLevelRefusal(live.header.players, live.host.actionLog.length, seat, level);
    if (refusal) throw new ServiceError(refusal.code, refusal.message);
    const header: SavedGameHeader = { ...live.header, players: withBotLevel(live.header.players, seat, level) };
    await live.store.rewriteHeader(header);
    live.header = header;
    live.bots.setLevel(seat, level);
  }

  /** The game, live or resumed from its autosave. */
  async game(gameId: string): Promise<LiveGame> {
    const live = this.live.get(gameId);
    if (live) return live;
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(gameId)) throw new ServiceError('bad-game-id', 'That is not a game id.');
    let store: GameStore;
    try {
      store = await GameStore.open(join(this.dataDir, gameId));
    } catch (error) {
      if (error instanceof StorageError) throw new ServiceError(error.code, error.message);
      throw error;
    }
    const module = this.modules[store.header.module];
    if (!module) throw new ServiceError('unknown-module', `This game needs the "${store.header.module}" module, which this Tessera does not have.`);
    const saved = store.toSavedGame();
    const game = this.start(module, store.header, store, saved.actions as LoggedAction[], saved.chat);
    this.live.set(gameId, game);
    return game;
  }

  async importGame(file: unknown): Promise<string> {
    const parsed = parseSavedGame(file);
    if (!parsed.ok) throw new ServiceError(parsed.code, parsed.message);
    const saved = parsed.game;
    const module = this.modules[saved.module];
    if (!module) throw new ServiceError('unknown-module', `This game needs the "${saved.module}" module, which this Tessera does not have.`);
    const gameId = newId();
    const header: SavedGameHeader = {
      format: saved.format,
      version: saved.version,
      gameId,
      module: saved.module,
      options: saved.options,
      players: saved.players,
      seed: saved.seed,
      createdAt: saved.createdAt,
      ...(saved.botDelayMs !== undefined ? { botDelayMs: saved.botDelayMs } : {}),
    };
    try {
      GameHost.replay({ module, players: header.players, options: savedOptions(module, header.options), seed: header.seed }, saved.actions as LoggedAction[]);
    } catch (error) {
      throw new ServiceError('corrupt', `The saved game does not replay: ${error instanceof Error ? error.message : String(error)}`);
    }
    await mkdir(this.dataDir, { recursive: true });
    const store = await GameStore.create(join(this.dataDir, gameId), header);
    for (const a of saved.actions) await store.append(a);
    for (const c of saved.chat) await store.append({ chat: c });
    this.live.set(gameId, this.start(module, header, store, saved.actions as LoggedAction[], saved.chat));
    return gameId;
  }

  async close(): Promise<void> {
    await this.lan.close();
    for (const game of this.live.values()) {
      game.bots.stop();
      await game.host.idle;
      await game.store.close();
    }
    this.live.clear();
  }

  /** Every saved game in the data folder. */
  listGames(): ReturnType<typeof listSavedGames> {
    return listSavedGames(this.dataDir);
  }

  /** A local window's connection: service calls, then the game protocol of the game it opened. */
  connect(peer: Peer): ServiceConnection {
    return new WindowConnection(this, peer);
  }
}
