import type { GameHost } from '../../machines/engine/host';
import type { DropChoice } from '../../models/core/lan';
import type { BotLevel, SavedGameHeader } from '../../models/core/saved-game';
import { serviceCalls, serviceEnvelopeSchema, type ModuleInfo, type OpenedGame, type ServiceOut } from '../../models/core/service';
import type { GameStore, listSavedGames } from '../storage';
import { joinRelay, LanServiceError, type LanPlay, type LanRelay } from './lan-relay';
import { ServiceError } from './service-error';

/** One side of a connection to the service: a window over IPC, a page over WebSocket. */
export interface Peer {
  send(message: ServiceOut): void;
}

export interface ServiceConnection {
  receive(raw: unknown): Promise<void>;
  close(): void;
}

/** What a window's connection asks of the host service (HostService; declared here so the two files do not import each other). */
export interface WindowService {
  readonly lan: LanPlay;
  moduleList(): ModuleInfo[];
  newGame(args: never): Promise<string>;
  checkMap(moduleId: string, json: unknown): { name: string };
  game(gameId: string): Promise<{ readonly gameId: string; readonly header: SavedGameHeader; readonly host: GameHost; readonly store: GameStore }>;
  importGame(file: unknown): Promise<string>;
  listGames(): ReturnType<typeof listSavedGames>;
}

type ServiceCall = { readonly id: string; readonly call: string };

/**
 * A local window's connection: service calls, then the game protocol of the game it opened (attached to the game's
 * host here, or relayed to a LAN host on another machine).
 */
export class WindowConnection implements ServiceConnection {
  private attached: { detach(): void; receive(raw: unknown): void } | null = null;
  /** A joined LAN game: its frames are relayed to and from the host on another machine. */
  private relay: LanRelay | null = null;

  constructor(
    private readonly service: WindowService,
    private readonly peer: Peer,
  ) {}

  close(): void {
    this.leave();
  }

  async receive(raw: unknown): Promise<void> {
    const envelope = serviceEnvelopeSchema.safeParse(typeof raw === 'string' ? safeJson(raw) : raw);
    if (!envelope.success) {
      this.peer.send({ k: 'game', m: { t: 'refused', id: null, code: 'bad-message', message: 'The message is not a Tessera service message.', rule: 'ENGINE-MSG-2' } });
      return;
    }
    const msg = envelope.data;
    if (msg.k === 'game') {
      if (this.relay) this.relay.send(msg.m);
      else if (!this.attached) this.peer.send({ k: 'game', m: { t: 'refused', id: null, code: 'no-game', message: 'Open a game first.', rule: 'ENGINE-SESSION-3' } });
      else this.attached.receive(msg.m);
      return;
    }
    const schema = serviceCalls[msg.call as keyof typeof serviceCalls];
    if (!schema) return this.fail(msg.id, 'unknown-call', `There is no service call "${msg.call}".`);
    const args = schema.safeParse(msg.args ?? {});
    if (!args.success) {
      const issue = args.error.issues[0];
      return this.fail(msg.id, 'bad-arguments', `${msg.call}: ${issue.path.join('.') || '(arguments)'}: ${issue.message}`);
    }
    try {
      await this.call(msg, args.data as Record<string, unknown>);
    } catch (error) {
      if (error instanceof ServiceError || error instanceof LanServiceError) return this.fail(msg.id, error.code, error.message);
      return this.fail(msg.id, 'failed', error instanceof Error ? error.message : String(error));
    }
  }

  private reply(id: string, result: unknown): void {
    this.peer.send({ k: 'reply', id, ok: true, result });
  }

  private fail(id: string, code: string, message: string): void {
    this.peer.send({ k: 'reply', id, ok: false, code, message });
  }

  private leave(): void {
    this.attached?.detach();
    this.attached = null;
    this.relay?.close();
    this.relay = null;
  }

  /** One service call, its arguments already checked against serviceCalls. */
  private async call(msg: ServiceCall, a: Record<string, unknown>): Promise<void> {
    const { service } = this;
    const lan = service.lan;
    switch (msg.call) {
      case 'modules': return this.reply(msg.id, service.moduleList());
      case 'new-game': return this.reply(msg.id, { gameId: await service.newGame(a as never) });
      case 'check-map': return this.reply(msg.id, service.checkMap(a.module as string, a.map));
      case 'list-games': return this.reply(msg.id, await service.listGames());
      case 'open-game': return this.openGame(msg.id, a.gameId as string);
      case 'close-game':
        this.leave();
        return this.reply(msg.id, {});
      case 'export-game': {
        const game = await service.game(a.gameId as string);
        await game.host.idle;
        return this.reply(msg.id, game.store.toSavedGame());
      }
      case 'import-game': return this.reply(msg.id, { gameId: await service.importGame(a.file) });
      case 'lan-addresses': return this.reply(msg.id, lan.addresses());
      case 'host-lan': return this.reply(msg.id, await lan.host(a as Parameters<LanPlay['host']>[0]));
      case 'lan-status': return this.reply(msg.id, this.relay && a.gameId === undefined ? this.relay.status() : lan.status((a.gameId as string | undefined) ?? ''));
      case 'lan-kick':
        await lan.kick(a.gameId as string, a.seat as number);
        return this.reply(msg.id, {});
      case 'lan-drop-choice':
        await lan.dropChoice(a.gameId as string, a.seat as number, a.choice as DropChoice);
        return this.reply(msg.id, {});
      case 'lan-bot-level':
        await lan.botLevel(a.gameId as string, a.seat as number, a.level as BotLevel);
        return this.reply(msg.id, {});
      case 'lan-stop':
        await lan.stop(a.gameId as string);
        return this.reply(msg.id, {});
      case 'lan-browse': return this.reply(msg.id, lan.browse(a.refresh === true));
      case 'join-lan': {
        this.leave();
        const joined = await joinRelay(lan, a as Parameters<typeof joinRelay>[1], (m) => this.peer.send({ k: 'game', m }));
        this.relay = joined;
        return this.reply(msg.id, joined.opened);
      }
    }
  }

  /** Attaches the window to a game for its hotseat seats (and the LAN seats the host plays while their guest is away). */
  private async openGame(id: string, gameId: string): Promise<void> {
    const game = await this.service.game(gameId);
    this.leave();
    const hotseats = game.header.players.filter((p) => p.kind === 'hotseat').map((p) => p.seat);
    // The host may act for a LAN seat only until its guest is back (the LAN bar then opens the game again without it).
    const held = () => [...hotseats, ...this.service.lan.hostPlays(game.gameId)].sort((x, y) => x - y);
    const seats = held();
    const opened: OpenedGame = { gameId: game.gameId, module: game.header.module, players: game.header.players, seats };
    this.reply(id, opened);
    this.attached = game.host.attach({
      get seats() {
        return held().filter((s) => seats.includes(s));
      },
      watches: seats.length > 0 ? seats : [null],
      send: (m) => this.peer.send({ k: 'game', m }),
    });
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
