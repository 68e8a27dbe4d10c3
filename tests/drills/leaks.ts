import type { Seat, Secret } from '../../models/core/module';

const WORD = /[A-Za-z0-9_-]+/g;
const WORD_ONLY = /^[A-Za-z0-9_-]+$/;

/**
 * The secret tokens a client holding `seats` must never receive (a spectator holds none), ready to search many
 * messages. Tokens are ids like `card-flax-4`: a message leaks one when it holds it as a whole word (so
 * `card-flax-4` is not found inside `card-flax-41`), in a view, a patch or a log line alike.
 */
export class SecretSearch {
  private readonly words = new Set<string>();
  private readonly odd: string[] = [];
  readonly size: number;

  /** With `alsoSecretIn`, only tokens hidden from these seats in both lists count; `shownOnTheWay` never counts (see logSearch). */
  constructor(secrets: readonly Secret[], seats: readonly Seat[], alsoSecretIn?: readonly Secret[], shownOnTheWay: ReadonlySet<string> = new Set()) {
    const hiddenToo = alsoSecretIn ? new Set(alsoSecretIn.filter((s) => !s.seenBy.some((seat) => seats.includes(seat))).map((s) => s.token)) : null;
    for (const s of secrets) {
      if (s.seenBy.some((seat) => seats.includes(seat))) continue;
      if (hiddenToo && !hiddenToo.has(s.token)) continue;
      if (shownOnTheWay.has(s.token)) continue;
      if (WORD_ONLY.test(s.token)) this.words.add(s.token);
      else this.odd.push(s.token);
    }
    this.size = this.words.size + this.odd.length;
  }

  /** The forbidden tokens found in `text` (the message as sent, JSON). */
  find(text: string): string[] {
    const found: string[] = [];
    if (this.words.size > 0) for (const m of text.matchAll(WORD)) if (this.words.has(m[0])) found.push(m[0]);
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
  const collect = (value: unknown, under: boolean): void => {
    if (typeof value === 'string') {
      if (under) discarded.add(value);
    } else if (Array.isArray(value)) value.forEach((v) => collect(v, under));
    else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) collect(v, under || /^discard/.test(k));
  };
  collect(action, false);
  return new SecretSearch(after, seats, before, discarded);
}
