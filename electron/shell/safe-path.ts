import path from 'node:path';

/**
 * Maps a URL path to a file inside `root`, or null when the path is malformed or would leave it.
 * Encoded dots and slashes are decoded first, so `%2e%2e%2f` is caught like `../`.
 */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const relative = decoded.replace(/^\/+/, '');
  if (relative.split('/').some((segment) => segment === '..')) return null;
  const full = path.resolve(root, relative);
  const rootWithSep = root.endsWith(path.sep) ? root : root + path.sep;
  return full === root || full.startsWith(rootWithSep) ? full : null;
}
