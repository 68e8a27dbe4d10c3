import { z } from 'zod';
import type { PatchOp } from './patch';
import type { Outcome, Seat } from './module';

/** Version of the messages between a client (a window, a LAN guest, a browser) and the game host. */
export const PROTOCOL_VERSION = 1;
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
  | { t: 'patch'; seat: Seat | null; from: number; version: number; ops: readonly PatchOp[]; log: readonly LogEntryView[]; chat: readonly ChatView[]; status: SeatStatus }
  /** Something changed besides the view (chat, a pause): the same version, with what is new. */
  | { t: 'news'; seat: Seat | null; version: number; log: readonly LogEntryView[]; chat: readonly ChatView[]; status: SeatStatus }
  | { t: 'accepted'; id: string; version: number }
  | { t: 'answer'; id: string; version: number; answer: unknown }
  | { t: 'refused'; id: string | null; code: string; message: string; rule: string };
