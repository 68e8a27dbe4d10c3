// The preload, kept thin: it exposes one small API (models/core/desktop-api.ts) and checks every
// argument with the shared IPC contract before anything crosses to main.
import { contextBridge, ipcRenderer } from 'electron';
import { DESKTOP_API_KEY, type TesseraDesktopApi } from '../models/core/desktop-api';
import { CHANNELS, checkHostSend, checkListener, checkOpen, checkOpenResult, checkSaveAs, checkSaveResult, versionFromArgv } from './ipc-contract';

const api: TesseraDesktopApi = {
  version: versionFromArgv(process.argv),
  platform: process.platform,
  host: {
    send(message) {
      ipcRenderer.send(CHANNELS.hostSend, checkHostSend(message));
    },
    onMessage(listener) {
      const callback = checkListener(listener);
      // The IPC event object is not passed on: it would hand the page access to ipcRenderer.
      const wrapped = (_event: unknown, message: unknown) => callback(message);
      ipcRenderer.on(CHANNELS.hostMessage, wrapped);
      return () => {
        ipcRenderer.removeListener(CHANNELS.hostMessage, wrapped);
      };
    },
  },
  files: {
    async saveAs(json, suggestedName) {
      const args = checkSaveAs(json, suggestedName);
      return checkSaveResult(await ipcRenderer.invoke(CHANNELS.saveAs, args.json, args.suggestedName));
    },
    async open(...args: unknown[]) {
      // It takes none: a page passing a path must not reach the dialog.
      checkOpen(args);
      return checkOpenResult(await ipcRenderer.invoke(CHANNELS.open));
    },
  },
};

contextBridge.exposeInMainWorld(DESKTOP_API_KEY, api);
