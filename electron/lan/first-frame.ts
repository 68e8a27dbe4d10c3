import type { RawData } from 'ws';
import { helloSchema, LAN_CLOSE, MAX_HELLO_BYTES, type Hello } from '../../models/core/lan';
import { PROTOCOL_VERSION } from '../../models/core/protocol';
import { LanError } from './lan-error';

/** A frame's size in bytes, in any of the shapes ws hands it over. */
function frameSize(data: RawData): number {
  return Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data instanceof ArrayBuffer ? data.byteLength : data.length;
}

/**
 * Reads a guest's first frame, which must be a hello: the hello, or the LanError to refuse it with.
 * Pure (no socket, no state), so every refusal can be tested on its own.
 */
export function readHello(data: RawData, isBinary: boolean): Hello | LanError {
  if (isBinary || frameSize(data) > MAX_HELLO_BYTES) return new LanError('bad-hello', `The first message must be a hello of at most ${MAX_HELLO_BYTES} bytes of JSON.`);
  let json: unknown;
  try {
    json = JSON.parse(data.toString());
  } catch {
    return new LanError('bad-hello', 'The first message is not valid JSON.');
  }
  // A version mismatch is told plainly even when the rest of the hello is of another shape.
  const protocol = (json as { protocol?: unknown } | null)?.protocol;
  if (typeof protocol === 'number' && protocol !== PROTOCOL_VERSION && (json as { t?: unknown }).t === 'hello') {
    return new LanError('protocol-mismatch', `This game's host speaks Tessera protocol ${PROTOCOL_VERSION}, your app speaks ${protocol}. Update Tessera on the ${protocol < PROTOCOL_VERSION ? 'guest' : "host's"} machine.`, LAN_CLOSE.protocol);
  }
  const parsed = helloSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return new LanError('bad-hello', `The hello is malformed at ${issue.path.join('.') || '(message)'}: ${issue.message}`);
  }
  return parsed.data;
}
