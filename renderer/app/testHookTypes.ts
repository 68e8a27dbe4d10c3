// The test hook's shape, free of DOM types so the Node-side e2e tests and benchmarks can import it too.

/** What one read-back of the drawn picture says: enough to tell a real scene from a blank or flat canvas. */
export interface PixelSample {
  readonly width: number;
  readonly height: number;
  /** Distinct colours after rounding each channel to 5 bits. */
  readonly distinctColours: number;
  readonly meanLuminance: number;
  readonly luminanceStdDev: number;
  /** A hash of every pixel: equal only when the picture is the same, so tests can see the scene move. */
  readonly checksum: number;
}

export interface RenderFigures {
  readonly calls: number;
  readonly triangles: number;
  readonly geometries: number;
  readonly textures: number;
  readonly programs: number;
}

/**
 * The test hook, `window.__tessera`, present only in `vite build --mode e2e` builds. Times are taken right
 * after the first frame was drawn: `firstFrameAt` on the page's clock (performance.now()), and
 * `firstFrameWallClock` as Date.now() so a benchmark can relate it to when it spawned the app.
 */
export interface TesseraTestHook {
  readonly mode: 'e2e';
  /** performance.now() when the WebGL canvas was created (before any shader is compiled). */
  canvasCreatedAt: number;
  firstFrameAt: number | null;
  firstFrameWallClock: number | null;
  frames: number;
  /** renderer.info after a fresh render of the scene. */
  info(): RenderFigures | null;
  /** Renders the scene now and reads every pixel back with gl.readPixels. */
  sample(): PixelSample | null;
  /** Present while a game table (renderer/table) is on screen. */
  table?: TableProbe;
}

/** The game table's figures: renderer.info after a fresh render, and how many pieces and piece kinds it draws. */
export interface TableFigures {
  readonly calls: number;
  readonly triangles: number;
  readonly pieces: number;
  readonly kinds: number;
}

export interface TableProbe {
  /** Centre of a cell or piece projected to CSS pixels of the canvas (from its top-left corner), or null. */
  screenOf(id: string): { x: number; y: number } | null;
  info(): TableFigures;
  /** CPU time (ms) of one renderer.render(scene, camera), measured with performance.now() around it. */
  submitMs(): number;
  /** Wall time (ms) of one render until its pixels are done (a one-pixel gl.readPixels waits for them). */
  frameMs(): number;
}

/** How e2e code (compiled without DOM types) sees the page's globals inside page.evaluate. */
export interface TestPageGlobals {
  __tessera?: TesseraTestHook;
}
