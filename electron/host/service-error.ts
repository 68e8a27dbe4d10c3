/** A service call refused, with a code the window shows beside the message. */
export class ServiceError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}
