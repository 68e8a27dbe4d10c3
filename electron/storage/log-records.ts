import { z } from 'zod';
import { ChatLineSchema, LoggedActionSchema } from '../../models/core/saved-game';
import type { ChatLine, LoggedAction } from '../../models/core/saved-game';
import { crc32Hex } from './crc32';
import { StorageError } from './storage-error';

/**
 * One line of the append-only log: `<crc32 of the JSON, 8 hex digits> <JSON>\n`, the JSON being
 * `{"action": LoggedAction}` or `{"chat": ChatLine}`. A record counts only once its newline is on disk
 * and its checksum matches, so a write cut off by a crash is recognised and left out.
 */
export type LogRecord = { readonly action: LoggedAction } | { readonly chat: ChatLine };

const LogRecordSchema = z.union([z.strictObject({ action: LoggedActionSchema }), z.strictObject({ chat: ChatLineSchema })]);

const NEWLINE = 0x0a;
const SPACE = 0x20;
const HEX_DIGITS = 8;

export function encodeRecord(record: LogRecord): Buffer {
  // One buffer: the JSON is written after room for the checksum, which is then filled in.
  const json = JSON.stringify(record);
  const line = Buffer.allocUnsafe(HEX_DIGITS + 1 + Buffer.byteLength(json, 'utf8') + 1);
  const end = HEX_DIGITS + 1 + line.write(json, HEX_DIGITS + 1, 'utf8');
  line.write(crc32Hex(line, HEX_DIGITS + 1, end), 0, 'latin1');
  line[HEX_DIGITS] = SPACE;
  line[end] = NEWLINE;
  return line;
}

export interface LogScan {
  readonly records: readonly LogRecord[];
  /** Where the last whole record ends: the log may be cut back to here. */
  readonly validBytes: number;
  /** Bytes after the last whole record: a write a crash cut off. Never acknowledged, so safe to drop. */
  readonly tornBytes: number;
}

type Decoded = { ok: true; record: LogRecord } | { ok: false; torn: boolean; reason: string };

function decodeLine(bytes: Buffer, start: number, end: number): Decoded {
  const bodyStart = start + HEX_DIGITS + 1;
  if (end < bodyStart || bytes[start + HEX_DIGITS] !== SPACE) return { ok: false, torn: true, reason: 'has no checksum' };
  const expected = bytes.toString('latin1', start, start + HEX_DIGITS);
  if (crc32Hex(bytes, bodyStart, end) !== expected) return { ok: false, torn: true, reason: 'fails its checksum' };
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8', bodyStart, end));
  } catch {
    return { ok: false, torn: false, reason: 'is not JSON although its checksum matches' };
  }
  const parsed = LogRecordSchema.safeParse(value);
  if (!parsed.success) return { ok: false, torn: false, reason: 'holds neither an action nor a chat line' };
  return { ok: true, record: parsed.data };
}

/**
 * Reads a whole log. Damage after the last whole record is a torn write and is ignored; damage followed by
 * a whole record means the middle of the log is corrupt, which is reported, never skipped.
 */
export function scanLog(bytes: Buffer, path: string): LogScan {
  const records: LogRecord[] = [];
  let validBytes = 0;
  let firstBad: { line: number; reason: string } | undefined;
  let start = 0;
  for (let line = 1; start < bytes.length; line++) {
    const end = bytes.indexOf(NEWLINE, start);
    if (end < 0) break; // the last line never got its newline: torn
    const decoded = decodeLine(bytes, start, end);
    if (decoded.ok) {
      if (firstBad) throw damagedLine(path, firstBad.line, `${firstBad.reason}, yet whole records follow it, so it is not a cut-off write`);
      records.push(decoded.record);
      validBytes = end + 1;
    } else if (!decoded.torn) {
      throw damagedLine(path, line, decoded.reason);
    } else {
      firstBad ??= { line, reason: decoded.reason };
    }
    start = end + 1;
  }
  return { records, validBytes, tornBytes: bytes.length - validBytes };
}

function damagedLine(path: string, line: number, reason: string): StorageError {
  return new StorageError('corrupt', `The game's log is damaged: line ${line} ${reason}.`, path);
}
