import { LAN_CLOSE, type LanErrorCode } from '../../models/core/lan';

/** Why a guest's hello was refused: the code and message go to the guest in a `lan-error` frame, then the socket closes with `close`. */
export class LanError extends Error {
  constructor(readonly code: LanErrorCode, message: string, readonly close: number = LAN_CLOSE.refused, readonly retryAfterMs?: number) {
    super(message);
  }
}
