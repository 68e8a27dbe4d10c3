import { APP_ORIGIN } from './app-protocol';

// What the Electron window may load, navigate to and request. The window shows only the app's
// own page; everything else (remote pages, new windows, webviews, permission prompts) is refused.

/** True when `url` is the app's own page (any hash or query), e.g. tessera://app/index.html#lobby. */
export function isAppPage(url: string, appPageUrl: string): boolean {
  try {
    const a = new URL(url);
    const b = new URL(appPageUrl);
    return a.protocol === b.protocol && a.host === b.host && a.pathname === b.pathname;
  } catch {
    return false;
  }
}

/**
 * True when a request from the window may go out: the app's own scheme, in-memory data, and
 * sockets to loopback (the local game host). No http(s) and no file://: there is no remote content.
 */
export function isAllowedRequest(url: string, appOrigin: string = APP_ORIGIN): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  switch (parsed.protocol) {
    case 'data:':
    case 'blob:':
    case 'devtools:':
      return true;
    case 'ws:':
      return parsed.hostname === '127.0.0.1' || parsed.hostname === 'localhost' || parsed.hostname === '[::1]';
    default:
      return `${parsed.protocol}//${parsed.host}` === appOrigin;
  }
}
