/**
 * `npm run bench -- app`: how long Tessera takes from being started in browser mode to its first drawn
 * frame, the way a user meets it: spawn `scripts/start.ts --browser`, wait for its URL, open Chromium
 * on it (start.ts opens the window at that point too), and wait for the page's first painted screen (the menu:
 * `app.first_frame_ms`) and for the first frame of the 3D table behind it (`app.first_3d_frame_ms`).
 *
 * The page marks its first paint (user timing) and reports Date.now() right after its first 3D frame (the e2e
 * build's window.__tessera hook), so both figures are spawn-to-pixels on one wall clock. The e2e build is made
 * beforehand and is not timed.
 * Prints the median of TESSERA_BENCH_RUNS runs (default 3) and the stages of the median run.
 */
import type { TestPageGlobals } from '../renderer/app/testHookTypes';
import { ensureE2eBuild, launchChromium, startServer, viewport, waitForFirstFrame, waitForFirstPaint } from '../e2e/harness';

interface Run {
  firstFrame: number;
  first3dFrame: number;
  serverReady: number;
  browserReady: number;
  pageFirstFrame: number;
  drawCalls: number;
  triangles: number;
}

async function once(): Promise<Run> {
  const server = await startServer();
  const ready = Date.now();
  try {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport });
      const opened = Date.now();
      await page.goto(server.url);
      const paint = await waitForFirstPaint(page);
      const frame = await waitForFirstFrame(page);
      const figures = await page.evaluate(() => (globalThis as unknown as TestPageGlobals).__tessera!.info()!);
      return {
        drawCalls: figures.calls,
        triangles: figures.triangles,
        firstFrame: paint.wallClock - server.spawnedAt,
        first3dFrame: frame.wallClock - server.spawnedAt,
        serverReady: ready - server.spawnedAt,
        browserReady: opened - ready,
        // performance.now() counts from the page's navigation start.
        pageFirstFrame: paint.at,
      };
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

export default async function appBench(): Promise<void> {
  await ensureE2eBuild();
  const runs = Math.max(1, Number(process.env.TESSERA_BENCH_RUNS ?? 3));
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) results.push(await once());
  results.sort((a, b) => a.firstFrame - b.firstFrame);
  const median = results[Math.floor(results.length / 2)];
  const ms = (v: number) => Math.round(v);
  console.log(`app.first_frame_ms: ${ms(median.firstFrame)} ms`);
  console.log(`app.server_ready_ms: ${ms(median.serverReady)} ms`);
  console.log(`app.browser_launch_ms: ${ms(median.browserReady)} ms`);
  console.log(`app.page_to_first_frame_ms: ${ms(median.pageFirstFrame)} ms`);
  console.log(`app.first_3d_frame_ms: ${ms(median.first3dFrame)} ms`);
  // What one menu frame asks of the GPU (shadow pass included): grows with kinds of things, not their number.
  console.log(`app.menu_draw_calls: ${median.drawCalls} calls`);
  console.log(`app.menu_triangles: ${median.triangles} triangles`);
  console.log(`app.first_frame_min_ms: ${ms(results[0].firstFrame)} ms`);
  console.log(`app.first_frame_max_ms: ${ms(results[results.length - 1].firstFrame)} ms`);
}
