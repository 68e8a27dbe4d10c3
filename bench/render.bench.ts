/**
 * `npm run bench -- render`: what the shared table costs to draw. The e2e build's stress page (`?stress=2000`)
 * draws 2,000 pieces of 12 kinds on 300 terrain squares at 1280x720 in headless Chromium (SwiftShader); the
 * same pieces are then drawn naively (`&naive=1`, one Mesh each) in the same run.
 *
 * SwiftShader draws pixels on the CPU, so a whole frame mostly measures fill rate. The instancing shows in
 * renderer.info (draw calls) and in the CPU time of renderer.render() (submit), which TOOLCHAIN.md asks for.
 * The machine is shared: the load average is printed with the figures.
 */
import { cpus, loadavg } from 'node:os';
import { ensureE2eBuild, launchChromium, startServer, viewport } from '../e2e/harness';
import { measureStress, median, openStress } from '../e2e/render-stress';

const PIECES = 2000;
const RENDERS = Number(process.env.TESSERA_BENCH_RENDERS ?? 60);
const FRAMES = Number(process.env.TESSERA_BENCH_FRAMES ?? 8);

export default async function renderBench(): Promise<void> {
  await ensureE2eBuild();
  const loadBefore = loadavg()[0];
  const server = await startServer();
  try {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport });
      const ours = await openStress(page, server.url, PIECES);
      const oursT = await measureStress(page, RENDERS, FRAMES);
      const naive = await openStress(page, server.url, PIECES, true);
      const naiveT = await measureStress(page, RENDERS, Math.max(1, Math.round(FRAMES / 2)));
      const f = (v: number) => v.toFixed(2);
      const submit = median(oursT.submit);
      const naiveSubmit = median(naiveT.submit);
      console.log(`render.pieces: ${ours.pieces} pieces of ${ours.kinds} kinds`);
      console.log(`render.draw_calls: ${ours.calls} calls`);
      console.log(`render.triangles: ${ours.triangles} triangles`);
      console.log(`render.submit_ms_p50: ${f(submit)} ms`);
      console.log(`render.frame_ms_p50: ${f(median(oursT.frame))} ms`);
      console.log(`render.naive_draw_calls: ${naive.calls} calls`);
      console.log(`render.naive_submit_ms_p50: ${f(naiveSubmit)} ms`);
      console.log(`render.naive_frame_ms_p50: ${f(median(naiveT.frame))} ms`);
      console.log(`render.naive_over_instanced: ${(naiveSubmit / submit).toFixed(1)} x`);
      console.log(`render.load_1m: ${loadBefore.toFixed(2)} -> ${loadavg()[0].toFixed(2)} on ${cpus().length} cores`);
      console.log(`render.samples: ${RENDERS} submits, ${FRAMES} frames (1280x720)`);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}
