/**
 * Times rounds until a rate has settled (actions per CPU second). V8 goes on optimising, and re-optimising after a
 * de-optimisation, for many games, on background threads that process.cpuUsage counts: one round after a fixed
 * warm-up measures the compiler as much as the rules, and a bot's search or a long session runs warm. Settled: a
 * round within 5 % of the one before and not more than 5 % under the best so far. The figure is the median of the
 * last three rounds, so that one lucky round on a busy machine is not the figure. `minRounds`: rounds timed before
 * the check may stop (two rounds within 5 % of each other early on can still be a plateau of the warm-up).
 */
export function settledRate(round: () => number, maxRounds = 20, minRounds = 3): { rate: number; rounds: number } {
  const rates: number[] = [];
  while (rates.length < maxRounds) {
    rates.push(round());
    const n = rates.length;
    if (n >= minRounds && Math.abs(rates[n - 1] - rates[n - 2]) <= 0.05 * rates[n - 2] && rates[n - 1] >= 0.95 * Math.max(...rates)) break;
  }
  const last = rates.slice(-3).sort((a, b) => a - b);
  return { rate: last[Math.floor(last.length / 2)], rounds: rates.length };
}
