// What the bot benchmarks share: the interval of a win rate, a decision timer and the 95th percentile.
import type { Bot } from '../machines/bots';

/** The 95 % Wilson interval of a win rate over n games. */
export function wilson(rate: number, n: number): [number, number] {
  const z = 1.96;
  const d = 1 + (z * z) / n;
  const mid = (rate + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((rate * (1 - rate)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, mid - half), Math.min(1, mid + half)];
}

/** Times every decision of a bot (wall milliseconds). */
export function timed(bot: Bot, times: number[]): Bot {
  return {
    name: bot.name,
    decide: (...args) => {
      const t0 = performance.now();
      const a = bot.decide(...args);
      times.push(performance.now() - t0);
      return a;
    },
  };
}

export const p95 = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;
