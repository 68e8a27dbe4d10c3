import { describe, expect, it } from 'vitest';
import { LAN_CLOSE, MAX_HELLO_BYTES } from '../../models/core/lan';
import { PROTOCOL_VERSION } from '../../models/core/protocol';
import { readHello } from './first-frame';
import { LanError } from './lan-error';

const frame = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));
const refusal = (data: Buffer, isBinary = false): LanError => {
  const result = readHello(data, isBinary);
  if (!(result instanceof LanError)) throw new Error(`expected a refusal, got ${JSON.stringify(result)}`);
  return result;
};

describe('a guest first frame', () => {
  it('LAN-JOIN-5: a well-formed hello is read as it is', () => {
    const hello = { t: 'hello', protocol: PROTOCOL_VERSION, code: 'ABCDEF', seat: 1 };
    expect(readHello(frame(hello), false)).toEqual(hello);
  });

  it('LAN-JOIN-5: binary, too large and non-JSON frames are refused as bad hellos', () => {
    const size = `The first message must be a hello of at most ${MAX_HELLO_BYTES} bytes of JSON.`;
    expect(refusal(frame({ t: 'hello', protocol: PROTOCOL_VERSION }), true)).toMatchObject({ code: 'bad-hello', message: size, close: LAN_CLOSE.refused });
    expect(refusal(frame({ t: 'hello', protocol: PROTOCOL_VERSION, pad: 'x'.repeat(MAX_HELLO_BYTES) }))).toMatchObject({ code: 'bad-hello', message: size });
    expect(refusal(frame('{"t":"hello",'))).toMatchObject({ code: 'bad-hello', message: 'The first message is not valid JSON.', close: LAN_CLOSE.refused });
  });

  it('LAN-JOIN-4: a protocol mismatch is told plainly even when the rest of the hello is malformed', () => {
    const newer = refusal(frame({ t: 'hello', protocol: PROTOCOL_VERSION + 1, code: 5, extra: true }));
    expect(newer).toMatchObject({ code: 'protocol-mismatch', close: LAN_CLOSE.protocol });
    expect(newer.message).toBe(`This game's host speaks Tessera protocol ${PROTOCOL_VERSION}, your app speaks ${PROTOCOL_VERSION + 1}. Update Tessera on the host's machine.`);
    expect(refusal(frame({ t: 'hello', protocol: PROTOCOL_VERSION - 1 })).message).toMatch(/Update Tessera on the guest machine\.$/);
    // Not a hello at all: the shape is the problem, not the version.
    expect(refusal(frame({ t: 'act', protocol: PROTOCOL_VERSION + 1 })).code).toBe('bad-hello');
  });

  it('LAN-JOIN-5: a malformed hello names the field at fault by its path', () => {
    expect(refusal(frame({ t: 'hello', protocol: PROTOCOL_VERSION, code: '' })).message).toMatch(/^The hello is malformed at code: /);
    expect(refusal(frame({ t: 'hello', protocol: PROTOCOL_VERSION, seat: 'one' })).message).toMatch(/^The hello is malformed at seat: /);
    expect(refusal(frame(null)).message).toMatch(/^The hello is malformed at \(message\): /);
  });
});
