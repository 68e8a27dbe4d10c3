import type { Seat, Secret } from '../../models/core/module';

const WORD = /[A-Za-z0-9_-]+/g;
const WORD_ONLY = /^[A-Za-z0-9_-]+$/;

/** A module's secrets by token, built once per list (the drill asks several searches of one version's list). */
interface SecretIndex {
  readonly byToken: ReadonlyMap<string, readonly Secret[]>;
  /** Entries whose token is not a single word, in list order: searched as substrings. */
  readonly odd: readonly Secret[];
}

const indexes = new WeakMap<readonly Secret[], SecretIndex>();
const wordOnly = new Map<string, boolean>();

function indexOf(secrets: readonly Secret[]): SecretIndex {
  let index = indexes.get(secrets);
  if (index) return index;
  const byToken = new Map<string, Secret[]>();
  const odd: Secret[] = [];
  for (const s of secrets) {
    let word = wordOnly.get(s.token);
    if (word === undefined) wordOnly.set(s.token, (word = WORD_ONLY.test(s.token)));
    if (!word) odd.push(s);
    const same = byToken.get(s.token);
    if (same) same.push(s);
    else byToken.set(s.token, [s]);
  }
  index = { byToken, odd };
  indexes.set(secrets, index);
  return index;
}

/**
 * The secret tokens a client holding `seats` must never receive (a spectator holds none), ready to search many
 * messages. Tokens are ids like `card-flax-4`: a message leaks one when it holds it as a whole word (so
 * `card-flax-4` is not found inside `card-flax-41`), in a view, a patch or a log line alike.
 */
export class SecretSearch {
  private readonly index: SecretIndex;
  private readonly also: SecretIndex | null;
  /** The verdict on each word met so far. */
  private readonly judged = new Map<string, boolean>();
  private readonly odd: string[];

  /** With `alsoSecretIn`, only tokens hidden from these seats in both lists count; `shownOnTheWay` never counts (see logSearch). */
  constructor(
    secrets: readonly Secret[],
    private readonly seats: readonly Seat[],
    alsoSecretIn?: readonly Secret[],
    private readonly shownOnTheWay: ReadonlySet<string> = new Set(),
  ) {
    this.index = indexOf(secrets);
    this.also = alsoSecretIn ? indexOf(alsoSecretIn) : null;
    this.odd = this.index.odd.filter((s) => this.hidden(s) && this.forbidden(s.token)).map((s) => s.token);
  }

  private hidden(s: Secret): boolean {
    for (const seat of s.seenBy) if (this.seats.includes(seat)) return false;
    return true;
  }

  private hiddenIn(index: SecretIndex, token: string): boolean {
    const entries = index.byToken.get(token);
    if (entries) for (const s of entries) if (this.hidden(s)) return true;
    return false;
  }

  /** A token counts when some entry of it is hidden from the seats (in both lists, with `alsoSecretIn`) and it was not shown on the way. */
  private forbidden(token: string): boolean {
    let verdict = this.judged.get(token);
    if (verdict === undefined) {
      verdict = this.hiddenIn(this.index, token) && (this.also === null || this.hiddenIn(this.also, token)) && !this.shownOnTheWay.has(token);
      this.judged.set(token, verdict);
    }
    return verdict;
  }

  /** How many distinct word tokens and odd entries count. */
  get size(): number {
    let words = 0;
    for (const token of this.index.byToken.keys()) if (WORD_ONLY.test(token) && this.forbidden(token)) words++;
    return words + this.odd.length;
  }

  /** The forbidden tokens found in `text` (the message as sent, JSON). */
  find(text: string): string[] {
    const found: string[] = [];
    // `match` with a global pattern lists the words as plain strings (no match objects): the drill reads every message.
    for (const word of text.match(WORD) ?? []) if (this.index.byToken.has(word) && this.forbidden(word)) found.push(word);
    for (const token of this.odd) if (text.includes(token)) found.push(token);
    return found;
  }
}

/**
 * A log line tells what happened during one action, so it may name what was public just before or what the action
 * revealed. It must not name a token that was hidden from the seat both before and after the action that wrote it,
 * with one exception: the cards of an action field named `discard` (Khronos: discards go face up to the discard
 * pile, which may be shuffled into the draw pile, even drawn back, within the same action). Cards passed to another
 * seat, or discarded face down under any other field name (Empires' `discard-cards`), are not excepted.
 */
export function logSearch(before: readonly Secret[], after: readonly Secret[], seats: readonly Seat[], action?: unknown): SecretSearch {
  const discarded = new Set<string>();
  collectDiscarded(action, false, discarded);
  return new SecretSearch(after, seats, before, discarded);
}

/** The strings under a field named `discard...` anywhere in an action. */
function collectDiscarded(value: unknown, under: boolean, into: Set<string>): void {
  if (typeof value === 'string') {
    if (under) into.add(value);
  } else if (Array.isArray(value)) for (const v of value) collectDiscarded(v, under, into);
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) collectDiscarded(v, under || /^discard/.test(k), into);
}
