import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, normaliseJoinCode } from '../../models/core/lan';

/** A join code from the unambiguous alphabet, drawn with the crypto generator (no modulo bias: randomInt). */
export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/** A reconnect token: 192 random bits, URL-safe. Only its hash is kept on disk. */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Constant-time comparison of two strings through their hashes (equal lengths whatever the input). */
export function sameSecret(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a, 'utf8').digest();
  const hb = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(ha, hb);
}

export function codeMatches(given: string, code: string): boolean {
  return sameSecret(normaliseJoinCode(given), normaliseJoinCode(code));
}
