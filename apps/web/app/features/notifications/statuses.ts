import type { MessageStatusBody } from '@efir/contract';
import { browserApi } from '../../api/browser';
import { invalidateEndpoint } from '../../api/queries';
import { track } from '../analytics/track';

/** spec 1 §7 analytics: message shown and message clicked go to the event sink beside their statuses. */
const ANALYTICS = { shown: 'message_shown', clicked: 'message_clicked' } as const;

/**
 * spec 1 §7 message status. A status that does not arrive is not worth a retry or an error (the journal still shows
 * the message); a click reads the message, so the journal and the header's unread count are asked again.
 */
export async function reportStatus(messageId: string, status: MessageStatusBody['status']): Promise<void> {
  if (status !== 'delivered') track(ANALYTICS[status], { message_id: messageId });
  try {
    await browserApi().call('notifications.messageStatus', { body: { message_id: messageId, status } });
  } catch {
    return;
  }
  if (status === 'clicked') await invalidateEndpoint('accounts.user', 'notifications.messages');
}
