/**
 * The render stress page (e2e builds: `?stress=N[&naive=1]`) as seen from Node: open it, wait for the table,
 * and measure it through window.__tessera.table. Shared by e2e/table.e2e.ts and bench/render.bench.ts.
 */
import type { Page } from 'playwright-core';
import type { TableFigures, TestPageGlobals } from '../renderer/app/testHookTypes';
import { waitForFirstFrame } from './harness';

const hook = () => (globalThis as unknown as TestPageGlobals).__tessera;

/** Opens `?stress=N` (`naive` adds &naive=1), or the composed table with `'demo'` (`extra` query appended). */
export async function openStress(page: Page, baseUrl: string, pieces: number | 'demo', naive = false, extra = ''): Promise<TableFigures> {
  await page.goto(`${baseUrl}?stress=${pieces}${naive ? '&naive=1' : ''}${extra}`);
  await waitForFirstFrame(page, 180_000);
  await page.waitForFunction(() => (globalThis as unknown as TestPageGlobals).__tessera?.table != null, undefined, { timeout: 60_000, polling: 100 });
  return page.evaluate(() => (globalThis as unknown as TestPageGlobals).__tessera!.table!.info());
}

export interface StressTimes {
  readonly submit: number[];
  readonly frame: number[];
}

/** `warmup` untimed renders, then `renders` timed submits and `frames` timed complete frames. */
export function measureStress(page: Page, renders: number, frames: number, warmup = 5): Promise<StressTimes> {
  return page.evaluate(
    ([n, f, w]) => {
      const t = (globalThis as unknown as TestPageGlobals).__tessera!.table!;
      for (let i = 0; i < w; i++) t.submitMs();
      const submit: number[] = [];
      const frame: number[] = [];
      for (let i = 0; i < n; i++) submit.push(t.submitMs());
      for (let i = 0; i < f; i++) frame.push(t.frameMs());
      return { submit, frame };
    },
    [renders, frames, warmup] as const,
  );
}

export const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export { hook as stressHook };
