import { strings } from '../ui/strings';

type RefusalCode = keyof typeof strings.lan.refused;

/** A refused join in the player's words: a short title for the reason, then the host's own explanation. */
export function refusalText(code: string, message: string, retryAfterMs?: number): string {
  const title = (strings.lan.refused as Record<string, string>)[code as RefusalCode];
  const wait = retryAfterMs !== undefined && retryAfterMs > 0 && !/wait \d+ s/.test(message) ? ` ${strings.lan.retryIn(Math.ceil(retryAfterMs / 1000))}` : '';
  return title ? `${title}: ${message}${wait}` : `${message}${wait}`;
}
