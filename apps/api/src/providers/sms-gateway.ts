import { MessageDeliveryError, type MessageSender } from './messaging.js';

export interface SmsGatewayConfig {
  /** Where messages are POSTed as JSON: `{"to", "from", "text"}`. */
  url: string;
  /** Sent as `Authorization: Bearer <token>`; never logged. */
  token: string;
  /** The sender name or number the gateway shows to the viewer. */
  sender: string;
  timeoutMs: number;
}

export type GatewayLog = (fields: Record<string, unknown>, message: string) => void;

/** The last digits only: enough to match a complaint, too little to be a phone number in the logs. */
const maskedPhone = (phone: string) => `…${phone.slice(-2)}`;

/**
 * SMS through a generic HTTP gateway: one JSON POST per message. 2xx is delivered; 401/403 means our credentials were
 * refused, other 4xx the message was rejected, 5xx or no answer within the timeout the gateway failed.
 */
export function httpSmsGateway(config: SmsGatewayConfig, warn: GatewayLog, fetchImpl: typeof fetch = fetch): MessageSender {
  return {
    async send({ to, text }) {
      let response: Response;
      try {
        response = await fetchImpl(config.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${config.token}` },
          body: JSON.stringify({ to, from: config.sender, text }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable';
        warn({ to: maskedPhone(to), reason }, 'SMS gateway did not answer');
        throw new MessageDeliveryError(reason);
      }
      // The body is never read into the logs: gateways echo the text (and its code) back.
      await response.body?.cancel();
      if (response.ok) return;
      const reason = response.status === 401 || response.status === 403 ? 'refused' : response.status < 500 ? 'rejected' : 'gateway_error';
      warn({ to: maskedPhone(to), status: response.status, reason }, 'SMS gateway refused a message');
      throw new MessageDeliveryError(reason);
    },
  };
}
