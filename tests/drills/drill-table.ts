import type { HostClient } from '../../machines/engine/client';
import { connectInMemory } from '../../machines/engine/in-memory';
import type { GameHost } from '../../machines/engine/host';
import { canonicalJson } from '../../models/core/hash';
import type { Seat } from '../../models/core/module';
import type { HostMessage } from '../../models/core/protocol';
import { logSearch, SecretSearch } from './leaks';
import type { DrillFigures, Findings } from './scale';

/** A client of the drill's table: what one seat's window (or a spectator) receives, checked message by message. */
interface Watcher {
  readonly seat: Seat | null;
  readonly client: HostClient;
}

/**
 * The drill's table around one game: a client per seat and a spectator attached in memory (JSON on the way, as on a
 * wire). Every message a client receives is searched for secrets its seat may not see; `converge` compares every
 * client's mirror (view, version, log) with the host's.
 */
export class DrillTable {
  /** The action being played: a log line is judged against the action that wrote it. */
  lastAction: unknown;
  private readonly watchers: Watcher[] = [];
  // Secrets of the current version and of the one before it, and each watcher's searches, computed once per version.
  private searchVersion: number;
  private secretsNow: ReturnType<DrillTable['secrets']>;
  private secretsBefore: ReturnType<DrillTable['secrets']>;
  private readonly searches = new Map<string, SecretSearch>();
  /** Log lines already judged, per watcher: a line is judged the first time it is sent. */
  private readonly judged = new Map<Seat | null, Set<number>>();

  constructor(
    private readonly host: GameHost,
    players: number,
    readonly label: string,
    private readonly figures: DrillFigures,
    private readonly findings: Findings,
  ) {
    this.searchVersion = host.currentVersion;
    this.secretsNow = this.secrets();
    this.secretsBefore = this.secretsNow;
    for (const seat of [...Array.from({ length: players }, (_, i) => i), null]) this.watchers.push(this.attach(seat));
  }

  /** Every client's mirror against the host: version, view and log. */
  converge(when: string): void {
    const { host } = this;
    for (const w of this.watchers) {
      const mirror = w.client.mirrors.get(w.seat);
      const problems: string[] = [];
      if (!mirror) problems.push('no mirror');
      else {
        if (mirror.version !== host.currentVersion) problems.push(`version ${mirror.version} != ${host.currentVersion}`);
        if (canonicalJson(mirror.view) !== canonicalJson(host.viewFor(w.seat))) problems.push('view differs');
        const log = host.logFor(w.seat);
        if (mirror.log.length !== log.length || mirror.log.some((line, i) => line.index !== log[i].index || line.text !== log[i].text)) problems.push('log differs');
      }
      if (problems.length > 0) {
        this.figures.divergences++;
        this.findings.add(`${this.label}: ${w.seat === null ? 'spectator' : `seat ${w.seat}`} ${when}: ${problems.join(', ')}`);
      }
    }
  }

  private secrets() {
    return this.host.module.rules.secrets?.(this.host.state) ?? [];
  }

  private attach(seat: Seat | null): Watcher {
    const { client } = connectInMemory(this.host, seat === null ? [] : [seat], [seat], { onHost: (m) => this.inspect(seat, m, JSON.stringify(m)) });
    return { seat, client };
  }

  private searchFor(seat: Seat | null, forLog: boolean): SecretSearch {
    const { host } = this;
    if (this.searchVersion !== host.currentVersion) {
      this.searches.clear();
      this.secretsBefore = host.currentVersion === this.searchVersion + 1 ? this.secretsNow : this.secrets();
      this.secretsNow = this.secrets();
      this.searchVersion = host.currentVersion;
    }
    const key = `${seat}/${forLog}`;
    let search = this.searches.get(key);
    if (!search) {
      const seats = seat === null ? [] : [seat];
      search = forLog ? logSearch(this.secretsBefore, this.secretsNow, seats, this.lastAction) : new SecretSearch(this.secretsNow, seats);
      this.searches.set(key, search);
    }
    return search;
  }

  private leak(seat: Seat | null, m: HostMessage, leaked: readonly string[], where: string): void {
    if (leaked.length === 0) return;
    this.figures.leaks += leaked.length;
    this.findings.add(`${this.label}: ${where} of a ${m.t} to ${seat === null ? 'the spectator' : `seat ${seat}`} at version ${this.host.currentVersion} holds ${leaked.slice(0, 3).join(', ')}`);
  }

  /** Every message a client receives: its view or patch, status and chat against the secrets now, its log lines as above. */
  private inspect(seat: Seat | null, m: HostMessage, text: string): void {
    if (!('log' in m)) return this.leak(seat, m, this.searchFor(seat, false).find(text), 'the body');
    this.leak(seat, m, this.searchFor(seat, false).find(JSON.stringify({ ...m, log: null })), 'the body');
    let seen = this.judged.get(seat);
    if (!seen) this.judged.set(seat, (seen = new Set()));
    for (const entry of m.log ?? []) {
      if (seen.has(entry.index)) continue;
      seen.add(entry.index);
      this.leak(seat, m, this.searchFor(seat, true).find(JSON.stringify(entry)), `log line ${entry.index}`);
    }
  }
}
