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
  /** The window's own HostClient, as a player's window uses it (testHook.ts): the e2e plays a seat through it. */
  game?: GameProbe;
}

/** What a seat of this window may do now: as a player sees it, never more than the seat's view. */
export interface SeatTurn {
  readonly outcome: unknown;
  readonly paused: boolean;
  readonly version: number;
  readonly view: unknown;
  /** The host's answer to 'legal-actions' for this seat at `version`; null when the seat may not act (yet). */
  readonly legal: readonly unknown[] | null;
}

export interface GameProbe {
  /** Seats whose views this window holds. */
  seats(): Promise<(number | null)[]>;
  /** Waits up to `timeoutMs` until the seat may act (or the game is over), then answers with its view and legal actions. */
  turn(seat: number, timeoutMs: number): Promise<SeatTurn>;
  /**
   * Plays the seat with the module's bot policy through this window's client, as fast as the seat may act, until
   * the game is over or `timeoutMs` passed: the moves it made and any the host refused.
   */
  autoplay(seat: number, seed: string, timeoutMs: number): Promise<{ moves: number; refused: string[]; over: boolean }>;
  /** Acts for the seat; with `version`, only if the seat's view is still that version (else answers 'stale'). */
  act(seat: number, action: unknown, version?: number): Promise<{ ok: boolean; code?: string; message?: string }>;
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
  /** Each board's box (its corners, plate to pieces' feet) projected to CSS pixels of the canvas, from its top-left. */
  boardRects(): { id: string; label: string; left: number; top: number; right: number; bottom: number }[];
  /** The part of the canvas the camera frames the boards in (null: the whole canvas), and the canvas's size. */
  frame(): { left: number; top: number; right: number; bottom: number; width: number; height: number } | null;
  /** Whether the camera is still gliding to where it was sent. */
  cameraMoving(): boolean;
  /** CPU time (ms) of one renderer.render(scene, camera), measured with performance.now() around it. */
  submitMs(): number;
  /** Wall time (ms) of one render until its pixels are done (a one-pixel gl.readPixels waits for them). */
  frameMs(): number;
  /** What the scene draws now: the shared piece layer's piece ids, and every visible named mesh's instance count. */
  drawn(): DrawnScene;
}

/** A summary of what is drawn: enough to tell whether two screens draw the same table. */
export interface DrawnScene {
  readonly pieces: readonly string[];
  /** Mesh name (e.g. a module layer's "khronos-hamlet") to the instances drawn (an instanced mesh's count, else 1). */
  readonly meshes: Readonly<Record<string, number>>;
}

/** How e2e code (compiled without DOM types) sees the page's globals inside page.evaluate. */
export interface TestPageGlobals {
  __tessera?: TesseraTestHook;
}
