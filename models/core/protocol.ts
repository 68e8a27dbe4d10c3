import { z } from 'zod';
import type { PatchOp } from './patch';
import type { Outcome, Seat } from './module';

/**
 * Version of the messages between a client (a window, a LAN guest, a browser) and the game host. 2: a patch leaves
 * out its log and chat when they are empty and its status when it did not change.
 */
export const PROTOCOL_VERSION = 2;
/** No frame from a client may be larger than this many bytes of JSON. */
export const MAX_FRAME_BYTES = 64 * 1024;
/**
 * A client acknowledges a sync at once and patches only every this many versions: the host bases each patch on
 * the version it last sent (the transport keeps order), so an ack only says the client is keeping up.
 */
export const ACK_EVERY = 16;
/** A client this many versions behind its last acknowledgement is sent a fresh sync instead of more patches. */
export const MAX_UNACKED = 64;

const seat = z.number().int().min(0).max(15);
const requestId = z.string().min(1).max(64);
const version = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const clientMessageSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('act'), id: requestId, seat, base: version, action: z.object({ type: z.string().min(1).max(64) }).passthrough() }).strict(),
  z.object({ t: z.literal('undo'), id: requestId, seat, base: version }).strict(),
  z.object({ t: z.literal('ack'), seat: seat.nullable(), version }).strict(),
  z.object({ t: z.literal('resync'), seat: seat.nullable() }).strict(),
  z.object({ t: z.literal('chat'), seat, text: z.string().min(1).max(500) }).strict(),
  /** A question about the current state for one seat: its legal actions, or a module's preview (placements with reasons). */
  z.object({ t: z.literal('ask'), id: requestId, seat, question: z.object({ type: z.string().min(1).max(64) }).passthrough() }).strict(),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** A log entry as one seat sees it. */
export interface LogEntryView {
  readonly index: number;
  readonly seat: Seat | null;
  readonly text: string;
  readonly rule?: string;
  readonly private?: boolean;
}

export interface ChatView {
  readonly seat: Seat;
  readonly name: string;
  readonly text: string;
}

/** What every update tells a seat besides its view: who may act, whether it may undo, the end. */
export interface SeatStatus {
  readonly active: readonly Seat[];
  readonly canUndo: boolean;
  readonly outcome: Outcome | null;
  readonly paused: boolean;
}

export type HostMessage =
  | { t: 'sync'; seat: Seat | null; version: number; view: unknown; log: readonly LogEntryView[]; chat: readonly ChatView[]; status: SeatStatus; module: string; protocol: number }
  /** A patch carries `log` and `chat` only when something is new, and `status` only when it changed: most moves change a few squares and nothing else. */
  | { t: 'patch'; seat: Seat | null; from: number; version: number; ops: readonly PatchOp[]; log?: readonly LogEntryView[]; chat?: readonly ChatView[]; status?: SeatStatus }
  /** Something changed besides the view (chat, a pause): the same version, with what is new. */
  | { t: 'news'; seat: Seat | null; version: number; log: readonly LogEntryView[]; chat: readonly ChatView[]; status: SeatStatus }
  | { t: 'accepted'; id: string; version: number }
  | { t: 'answer'; id: string; version: number; answer: unknown }
  | { t: 'refused'; id: string | null; code: string; message: string; rule: string };

const isInt = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isSeatOrNull = (v: unknown) => v === null || (Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 15);
const isStatus = (v: unknown) => {
  const s = v as Partial<SeatStatus> | null;
  return typeof s === 'object' && s !== null && Array.isArray(s.active) && typeof s.canUndo === 'boolean' && typeof s.paused === 'boolean' && typeof s.outcome === 'object';
};
const isOp = (op: unknown) => Array.isArray(op) && (op.length === 1 || op.length === 2) && Array.isArray(op[0]) && (op[0] as unknown[]).every((k) => typeof k === 'string' || typeof k === 'number');

/**
 * What is wrong with a frame from the host, or null: the client's guard against a damaged or foreign frame. A few
 * type checks per frame (no schema library on this path: every guest runs it for every move); the host is the
 * authority, so this checks only what the client relies on to apply a frame without throwing.
 */
export function hostMessageProblem(message: unknown): string | null {
  if (message === null || typeof message !== 'object') return 'not an object';
  const m = message as Record<string, unknown>;
  switch (m.t) {
    case 'sync':
      if (!isSeatOrNull(m.seat) || !isInt(m.version) || m.view === undefined || typeof m.module !== 'string') return 'a sync without its seat, version, view or module';
      return Array.isArray(m.log) && Array.isArray(m.chat) && isStatus(m.status) ? null : 'a sync without its log, chat or status';
    case 'patch':
      if (!isSeatOrNull(m.seat) || !isInt(m.from) || !isInt(m.version) || !Array.isArray(m.ops) || !m.ops.every(isOp)) return 'a patch without its seat, versions or operations';
      return (m.log === undefined || Array.isArray(m.log)) && (m.chat === undefined || Array.isArray(m.chat)) && (m.status === undefined || isStatus(m.status)) ? null : 'a patch with a damaged log, chat or status';
    case 'news':
      return isSeatOrNull(m.seat) && isInt(m.version) && Array.isArray(m.log) && Array.isArray(m.chat) && isStatus(m.status) ? null : 'news without its seat, version, log, chat or status';
    case 'accepted':
    case 'answer':
      return typeof m.id === 'string' && isInt(m.version) ? null : `${m.t} without its id or version`;
    case 'refused':
      return (m.id === null || typeof m.id === 'string') && typeof m.code === 'string' && typeof m.message === 'string' && typeof m.rule === 'string' ? null : 'a refusal without its code, message or rule';
    default:
      return `an unknown message type ${JSON.stringify(m.t)?.slice(0, 40)}`;
  }
}
