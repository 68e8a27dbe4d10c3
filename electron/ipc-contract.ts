import { z } from 'zod';
import type { OpenResult, SaveResult } from '../models/core/desktop-api';

// The IPC contract between preload and main. Both sides check every argument with these
// schemas: the preload so a renderer bug fails at the call with a clear message, and main
// because it must never trust what arrives over IPC.

export const CHANNELS = {
  /** renderer -> main, fire and forget: one protocol message for the game host. */
  hostSend: 'tessera:host:send',
  /** main -> renderer: one protocol message from the game host. */
  hostMessage: 'tessera:host:message',
  /** renderer -> main, invoke: native save dialog, then write. */
  saveAs: 'tessera:files:save-as',
  /** renderer -> main, invoke: native open dialog, then read. */
  open: 'tessera:files:open',
} as const;

/** Largest JSON document that may cross IPC (a long replay log fits easily). */
export const MAX_JSON_CHARS = 32 * 1024 * 1024;
/** Largest single host message, in characters of its JSON form: a whole saved game imported must fit (its call's envelope too). */
export const MAX_HOST_MESSAGE_CHARS = MAX_JSON_CHARS + 4096;

export class IpcContractError extends Error {
  constructor(
    readonly call: string,
    readonly field: string,
    detail: string,
  ) {
    super(`${call}: '${field}' ${detail}`);
    this.name = 'IpcContractError';
  }
}

/** Throws an IpcContractError naming the first field that fails the schema. */
function check<T>(call: string, schema: z.ZodType<T>, args: unknown): T {
  const result = schema.safeParse(args);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.length > 0 ? issue.path.join('.') : 'arguments';
  throw new IpcContractError(call, field, `is invalid (${issue.message.replace(/^Invalid input: /, '')})`);
}

/**
 * Finds the first part of `value` that is not plain JSON data, as a path and a reason, or null.
 * Plain JSON is what survives a JSON round trip unchanged: objects with a plain prototype,
 * arrays, strings, finite numbers, booleans and null.
 */
export function notPlainJson(value: unknown, path = 'message', seen = new Set<object>()): { path: string; reason: string } | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : { path, reason: `${value} is not a JSON number` };
  if (typeof value !== 'object') return { path, reason: `a ${typeof value} is not JSON data` };
  if (seen.has(value)) return { path, reason: 'it refers back to itself, a cycle' };
  seen.add(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = notPlainJson(value[i], `${path}.${i}`, seen);
      if (bad) return bad;
    }
  } else {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return { path, reason: `a ${value.constructor?.name ?? 'class instance'} is not plain JSON data` };
    for (const [key, item] of Object.entries(value)) {
      const bad = notPlainJson(item, `${path}.${key}`, seen);
      if (bad) return bad;
    }
  }
  seen.delete(value);
  return null;
}

/** host.send(message): the message must be plain JSON data, at most MAX_HOST_MESSAGE_CHARS long. */
export function checkHostSend(message: unknown): unknown {
  if (message === undefined) throw new IpcContractError('host.send', 'message', 'is invalid (it is missing)');
  const bad = notPlainJson(message);
  if (bad) throw new IpcContractError('host.send', bad.path, `is invalid (${bad.reason})`);
  const size = JSON.stringify(message).length;
  if (size > MAX_HOST_MESSAGE_CHARS) throw new IpcContractError('host.send', 'message', `is invalid (${size} characters as JSON, more than ${MAX_HOST_MESSAGE_CHARS})`);
  return message;
}

/** host.onMessage(listener): the listener must be a function. */
export function checkListener(listener: unknown): (message: unknown) => void {
  if (typeof listener !== 'function') throw new IpcContractError('host.onMessage', 'listener', `is invalid (expected a function, received ${typeof listener})`);
  return listener as (message: unknown) => void;
}

// A file name only: no folders, nothing Windows or a shell would choke on.
const fileName = z
  .string()
  .min(1)
  .max(120)
  .refine((name) => !/[\\/:*?"<>|]/.test(name) && ![...name].some((ch) => ch.charCodeAt(0) < 32), 'must be a plain file name, without folders or special characters');

const saveAsSchema = z.object({
  json: z
    .string()
    .max(MAX_JSON_CHARS)
    .refine(
      (text) => {
        try {
          JSON.parse(text);
          return true;
        } catch {
          return false;
        }
      },
      { message: 'not a valid JSON document' },
    ),
  suggestedName: fileName.optional(),
});

export type SaveAsArgs = z.infer<typeof saveAsSchema>;

/** files.saveAs(json, suggestedName?) */
export function checkSaveAs(json: unknown, suggestedName?: unknown): SaveAsArgs {
  return check('files.saveAs', saveAsSchema, { json, suggestedName });
}

/** files.open() takes no arguments; extra ones are a caller bug. */
export function checkOpen(args: readonly unknown[]): void {
  if (args.length > 0) throw new IpcContractError('files.open', 'arguments', `is invalid (expected none, received ${args.length})`);
}

const saveResultSchema: z.ZodType<SaveResult> = z.union([
  z.object({ ok: z.literal(true), fileName: z.string() }),
  z.object({ ok: z.literal(false), reason: z.literal('cancelled') }),
  z.object({ ok: z.literal(false), reason: z.literal('error'), message: z.string() }),
]);

const openResultSchema: z.ZodType<OpenResult> = z.union([
  z.object({ ok: z.literal(true), fileName: z.string(), json: z.string().max(MAX_JSON_CHARS) }),
  z.object({ ok: z.literal(false), reason: z.literal('cancelled') }),
  z.object({ ok: z.literal(false), reason: z.literal('error'), message: z.string() }),
]);

/** The preload checks what main answers, so the renderer only ever sees the documented shapes. */
export function checkSaveResult(value: unknown): SaveResult {
  return check('files.saveAs result', saveResultSchema, value);
}

export function checkOpenResult(value: unknown): OpenResult {
  return check('files.open result', openResultSchema, value);
}

/** main passes the app version to the preload as `--tessera-version=X` (webPreferences.additionalArguments). */
export const VERSION_ARG = '--tessera-version=';

export function versionFromArgv(argv: readonly string[]): string {
  const arg = argv.find((a) => a.startsWith(VERSION_ARG));
  return arg ? arg.slice(VERSION_ARG.length) : '0.0.0';
}
