// The Electron main process, kept thin: every decision lives in a plain module next to it.
import { app, BrowserWindow, dialog, ipcMain, protocol, session, shell, type IpcMainEvent, type IpcMainInvokeEvent } from 'electron';
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { APP_PAGE_URL, APP_SCHEME, appProtocolResponse } from './app-protocol';
import { JSON_FILTERS, openJson, saveJsonAs, type FileDialogs } from './files';
import { createHostLink } from './host-link';
import { adoptEarlierGames, dataDirFor } from './host/data-dir';
import { serveDesktopWindow } from './host/desktop';
import { CHANNELS, checkHostSend, checkOpen, checkSaveAs } from './ipc-contract';
import { isAllowedRequest, isAppPage } from './navigation-policy';
import { findRendererDir } from './renderer-location';
import { assertHardened, createWindowOptions } from './window-options';

/** The integrator attaches the GameHost here: `hostLink.setHandler(...)` and `hostLink.toRenderer(...)`. */
export const hostLink = createHostLink();

const found = findRendererDir(__dirname, existsSync);
const rendererDir = found ? realpathSync(found) : null;

// Must run before the app is ready: the app's own scheme behaves like https for the page.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

function fromAppPage(event: IpcMainEvent | IpcMainInvokeEvent): boolean {
  return Boolean(event.senderFrame && isAppPage(event.senderFrame.url, APP_PAGE_URL));
}

function lockDownSession(): void {
  const ses = session.defaultSession;
  // Every response of the app's scheme carries the CSP header (see app-protocol.ts).
  ses.protocol.handle(APP_SCHEME, async (request) => {
    if (!rendererDir) return new Response('Tessera: the renderer is not built. Run: npm run build', { status: 404 });
    const r = await appProtocolResponse(rendererDir, request.url);
    return new Response(typeof r.body === 'string' ? r.body : new Uint8Array(r.body), { status: r.status, headers: r.headers });
  });
  ses.webRequest.onBeforeRequest((details, callback) => callback({ cancel: !isAllowedRequest(details.url) }));
  ses.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
}

function wireIpc(getWindow: () => BrowserWindow | null): void {
  ipcMain.on(CHANNELS.hostSend, (event, message: unknown) => {
    if (!fromAppPage(event)) return;
    try {
      hostLink.fromRenderer(checkHostSend(message));
    } catch (error) {
      console.warn((error as Error).message);
    }
  });
  hostLink.onToRenderer((message) => getWindow()?.webContents.send(CHANNELS.hostMessage, message));

  const dialogs = (win: BrowserWindow | null): FileDialogs => ({
    async askSavePath(defaultPath) {
      const options = { defaultPath, filters: JSON_FILTERS };
      const r = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options);
      return r.canceled || !r.filePath ? null : r.filePath;
    },
    async askOpenPath() {
      const options = { filters: JSON_FILTERS, properties: ['openFile' as const] };
      const r = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options);
      return r.canceled || r.filePaths.length === 0 ? null : r.filePaths[0];
    },
  });
  ipcMain.handle(CHANNELS.saveAs, (event, json: unknown, suggestedName: unknown) => {
    if (!fromAppPage(event)) throw new Error('refused: not the app page');
    return saveJsonAs(dialogs(getWindow()), checkSaveAs(json, suggestedName));
  });
  ipcMain.handle(CHANNELS.open, (event, ...args: unknown[]) => {
    if (!fromAppPage(event)) throw new Error('refused: not the app page');
    checkOpen(args);
    return openJson(dialogs(getWindow()));
  });
}

function createWindow(): BrowserWindow {
  const options = createWindowOptions({
    preload: path.join(__dirname, 'preload.cjs'),
    version: app.getVersion(),
    icon: app.isPackaged ? undefined : path.join(__dirname, '..', '..', 'build', 'icon.png'),
  });
  assertHardened(options);
  const win = new BrowserWindow(options);
  win.webContents.setWindowOpenHandler(({ url }) => {
    // Links to the web (help pages) open in the user's browser, never inside the app.
    if (url.startsWith('https://')) void shell.openExternal(url);
    return { action: 'deny' };
  });
  win.webContents.on('will-navigate', (event, url) => {
    if (!isAppPage(url, APP_PAGE_URL)) event.preventDefault();
  });
  win.webContents.on('will-redirect', (event, url) => {
    if (!isAppPage(url, APP_PAGE_URL)) event.preventDefault();
  });
  win.webContents.on('will-attach-webview', (event) => event.preventDefault());
  win.once('ready-to-show', () => win.show());
  void win.loadURL(APP_PAGE_URL);
  return win;
}

app.enableSandbox();
let mainWindow: BrowserWindow | null = null;
void app.whenReady().then(async () => {
  // The same folder as the browser fallback's (npm start without Electron), so both list the same games; games an
  // earlier build kept in Electron's own folder move there first.
  const dataDir = dataDirFor();
  await adoptEarlierGames(path.join(app.getPath('userData'), 'games'), dataDir);
  serveDesktopWindow(hostLink, dataDir, rendererDir ?? undefined);
  lockDownSession();
  wireIpc(() => mainWindow);
  mainWindow = createWindow();
  mainWindow.on('closed', () => (mainWindow = null));
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = createWindow();
  });
});
app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
