import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { SECURITY_HEADERS } from './csp';
import { mimeTypeFor } from './shell/mime';
import { resolveInside } from './shell/safe-path';

// The window loads the renderer from a private scheme (tessera://app/...) rather than file://:
// the page gets a real origin for CSP 'self', every response carries the CSP header, and only
// files inside the renderer folder can be read (file:// would expose the whole disk).

export const APP_SCHEME = 'tessera';
export const APP_ORIGIN = `${APP_SCHEME}://app`;
export const APP_PAGE_URL = `${APP_ORIGIN}/index.html`;

export interface AppResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}

function plain(status: number, text: string): AppResponse {
  return { status, headers: { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' }, body: text };
}

/** Answers one request of the window for `url` from the renderer folder `root` (an absolute real path). */
export async function appProtocolResponse(root: string, url: string): Promise<AppResponse> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return plain(400, 'Bad request');
  }
  if (`${parsed.protocol}//${parsed.host}` !== APP_ORIGIN) return plain(403, 'Forbidden');
  // The URL parser has already folded dot segments; resolveInside also checks encoded ones.
  const target = resolveInside(root, parsed.pathname === '/' ? '/index.html' : parsed.pathname);
  if (!target) return plain(403, 'Forbidden');
  try {
    const file = await realpath(target);
    if (file !== root && !file.startsWith(root + path.sep)) return plain(403, 'Forbidden');
    if (!(await stat(file)).isFile()) return plain(404, 'Not found');
    return { status: 200, headers: { ...SECURITY_HEADERS, 'Content-Type': mimeTypeFor(file) }, body: await readFile(file) };
  } catch {
    return plain(404, 'Not found');
  }
}
