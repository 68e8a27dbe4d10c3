import { defaultChannel, ServiceClient } from '../net/service-client';

let service: Promise<ServiceClient> | null = null;

/** The window's one connection to the Node side, opened on first use and kept for the window's life. */
export function getService(): Promise<ServiceClient> {
  if (!service) {
    service = defaultChannel().then((channel) => {
      channel.onClose(() => (service = null));
      return new ServiceClient(channel);
    });
    service.catch(() => (service = null));
  }
  return service;
}

/** A service error's message, whatever was thrown. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
