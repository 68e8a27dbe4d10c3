export interface RateLimitOptions {
  /** Wrong tries allowed before any delay. */
  readonly freeTries?: number;
  /** The first delay; each further wrong try doubles it. */
  readonly baseDelayMs?: number;
  readonly maxDelayMs?: number;
  readonly now?: () => number;
}

/**
 * Wrong join codes (and tokens) per remote address: a few tries are free, then each wrong try locks the address out
 * for a delay that doubles. A right answer clears the address's record.
 */
export class TryLimiter {
  private readonly records = new Map<string, { failures: number; lockedUntil: number }>();
  private readonly freeTries: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly now: () => number;

  constructor(options: RateLimitOptions = {}) {
    this.freeTries = options.freeTries ?? 5;
    this.baseDelayMs = options.baseDelayMs ?? 1000;
    this.maxDelayMs = options.maxDelayMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /** Milliseconds this address must still wait before its next try, 0 when it may try now. */
  waitFor(address: string): number {
    const record = this.records.get(address);
    return record ? Math.max(0, record.lockedUntil - this.now()) : 0;
  }

  /** Records a wrong try; answers the delay it causes (0 while tries are still free). */
  fail(address: string): number {
    const record = this.records.get(address) ?? { failures: 0, lockedUntil: 0 };
    record.failures++;
    const over = record.failures - this.freeTries;
    const delay = over < 0 ? 0 : Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** over);
    record.lockedUntil = this.now() + delay;
    this.records.set(address, record);
    // Bounded memory: past a few thousand failing addresses, forget the oldest.
    if (this.records.size > 4096) this.records.delete(this.records.keys().next().value!);
    return delay;
  }

  succeed(address: string): void {
    this.records.delete(address);
  }

  failures(address: string): number {
    return this.records.get(address)?.failures ?? 0;
  }
}
