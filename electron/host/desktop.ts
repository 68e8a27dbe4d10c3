import { modules } from '../../machines/registry';
import type { HostLink } from '../host-link';
import { HostService } from './service';

/**
 * The desktop app's wiring: the window's IPC messages go to a host service connection and its answers go back.
 * main.ts calls this once; it is plain Node so it is tested without Electron.
 */
/** `rendererDir` is served to browser guests of a LAN game hosted from this window. */
export function serveDesktopWindow(link: HostLink, dataDir: string, rendererDir?: string): HostService {
  const service = new HostService(dataDir, modules, { lanStaticDir: rendererDir });
  const connection = service.connect({ send: (m) => link.toRenderer(m) });
  let chain = Promise.resolve();
  link.setHandler((message) => {
    chain = chain.then(() => connection.receive(message)); // in order, one at a time
  });
  return service;
}
