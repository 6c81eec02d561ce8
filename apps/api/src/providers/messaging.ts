export interface OutgoingMessage {
  to: string;
  text: string;
  /** The one-time code the text carries, kept apart so dev tooling and tests can read it. */
  code?: string;
}

/** One channel (SMS or e-mail) to a viewer. Domain code asks for this, never for a vendor. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

export interface Messaging {
  sms: MessageSender;
  email: MessageSender;
}

/** A message the provider did not take; `reason` is safe to log (no token, no text, no full phone). */
export class MessageDeliveryError extends Error {
  constructor(readonly reason: 'timeout' | 'unreachable' | 'refused' | 'rejected' | 'gateway_error') {
    super(`Message not delivered: ${reason}`);
    this.name = 'MessageDeliveryError';
  }
}
