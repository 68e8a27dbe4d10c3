/**
 * A seeded generator (sfc32) whose whole state is four unsigned 32-bit numbers, kept in the game state.
 * A game is its seed plus its action log: every shuffle and draw goes through here, never Math.random.
 */
export type RngState = readonly [number, number, number, number];

/** Mixes a seed string into a generator state (cyrb128). */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  let state: RngState = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  for (let i = 0; i < 12; i++) state = nextUint32(state)[1];
  return state;
}

export function nextUint32(s: RngState): [number, RngState] {
  let [a, b, c, d] = s;
  a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [t >>> 0, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

/**
 * A cursor over a generator state for use inside one pure `apply`: it starts from the state's generator and
 * `state` holds where it ended, so the caller stores it back. `used` tells the host a random draw happened.
 */
export class Random {
  private current: RngState;
  private draws = 0;
  constructor(start: RngState) {
    this.current = start;
  }
  get state(): RngState {
    return this.current;
  }
  get used(): boolean {
    return this.draws > 0;
  }
  /**
   * Carries on from where a copy of this generator got to elsewhere (a bot's search in a worker thread starts from
   * `state` and sends back where it ended), so the choices stay the ones made here from the same start.
   */
  continueFrom(state: RngState): void {
    if (state.some((n, i) => n !== this.current[i])) this.draws++;
    this.current = [state[0] >>> 0, state[1] >>> 0, state[2] >>> 0, state[3] >>> 0];
  }
  uint32(): number {
    const [value, next] = nextUint32(this.current);
    this.current = next;
    this.draws++;
    return value;
  }
  /** An integer in [0, n), without modulo bias. */
  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0 || n > 2 ** 32) throw new RangeError(`Random.int needs a whole number in 1..2^32, got ${n}`);
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const v = this.uint32();
      if (v < limit) return v % n;
    }
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Random.pick from an empty list');
    return items[this.int(items.length)];
  }
  /** Fisher-Yates on a copy. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }
}
