import { describe, expect, it } from 'vitest';
import { strings } from '../ui/strings';
import { refusalText } from './refusal';

describe('join refusals in the player words', () => {
  it('LAN-JOIN-3: a rate-limited wrong code says how long to wait, once', () => {
    expect(refusalText('too-many-tries', 'Too many wrong codes.', 4200)).toBe(`${strings.lan.refused['too-many-tries']}: Too many wrong codes. ${strings.lan.retryIn(5)}`);
    // The host already said the wait: not twice.
    expect(refusalText('wrong-code', 'That code is wrong. wait 2 s before trying again.', 2000)).toBe(`${strings.lan.refused['wrong-code']}: That code is wrong. wait 2 s before trying again.`);
  });

  it('LAN-JOIN-4: another protocol version gets its own title; unknown codes keep the host message', () => {
    expect(refusalText('protocol-mismatch', 'Update Tessera.')).toContain(strings.lan.refused['protocol-mismatch']);
    expect(refusalText('something-new', 'As the host says.')).toBe('As the host says.');
  });
});
