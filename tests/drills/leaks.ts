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

  /** With `alsoSecretIn`, only tokens hidden from these seats in both lists count (see logSearch). */
  constructor(secrets: readonly Secret[], seats: readonly Seat[], alsoSecretIn?: readonly Secret[], shownOnTheWay: ReadonlySet<string> = new Set()) {
    const hiddenToo = alsoSecretIn ? new Set(alsoSecretIn.filter((s) => !s.seenBy.some((seat) => seats.includes(seat))).map((s) => s.token)) : null;
    for (const s of secrets) {
      if (s.seenBy.some((seat) => seats.includes(seat))) continue;
      if (hiddenToo && !hiddenToo.has(s.token)) continue;
      if (shownOnTheWay.has(s.token) && s.seenBy.length === 0) continue;
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
 * with one exception: a card the actor named in its action (a discard) that ends hidden from everyone (shuffled
 * into a deck within the same action) was shown on its way there. A card passed to another seat is not excepted.
 */
export function logSearch(before: readonly Secret[], after: readonly Secret[], seats: readonly Seat[], action?: unknown): SecretSearch {
  const named = new Set<string>();
  if (action !== undefined) for (const m of JSON.stringify(action).matchAll(WORD)) named.add(m[0]);
  return new SecretSearch(after, seats, before, named);
}
