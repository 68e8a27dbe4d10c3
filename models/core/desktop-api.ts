// The API the Electron preload exposes as `window.tessera` (types only). The renderer imports it
// with `import type` and must treat `window.tessera` as optional: in the browser shell and in a
// LAN guest's browser there is no preload, and the app talks to its host over WebSocket instead.

export type SaveResult = { ok: true; fileName: string } | { ok: false; reason: 'cancelled' } | { ok: false; reason: 'error'; message: string };

export type OpenResult =
  | { ok: true; fileName: string; json: string }
  | { ok: false; reason: 'cancelled' }
  | { ok: false; reason: 'error'; message: string };

export interface TesseraDesktopApi {
  /** The app's version (package.json). */
  readonly version: string;
  /** The operating system, as Node names it ('linux', 'win32', 'darwin'). */
  readonly platform: string;
  /** The transport to the game host in the main process. */
  readonly host: {
    /** Sends one protocol message (plain JSON data) to the host. Throws when it is not plain JSON. */
    send(message: unknown): void;
    /** Calls `listener` for every message from the host; returns a function that stops listening. */
    onMessage(listener: (message: unknown) => void): () => void;
  };
  /** Native file dialogs for saved games and replays. */
  readonly files: {
    /** Asks where to save `json` (a JSON document) and writes it there. */
    saveAs(json: string, suggestedName?: string): Promise<SaveResult>;
    /** Asks for a JSON file and returns its text. */
    open(): Promise<OpenResult>;
  };
}

/** The name under which the preload exposes the API on `window`. */
export const DESKTOP_API_KEY = 'tessera';
