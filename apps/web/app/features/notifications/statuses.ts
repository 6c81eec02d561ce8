import type { MessageStatusBody } from '@efir/contract';
import { browserApi } from '../../api/browser';
import { invalidateEndpoint } from '../../api/queries';

/**
 * spec 1 §7 message status. A status that does not arrive is not worth a retry or an error (the journal still shows
 * the message); a click reads the message, so the journal and the header's unread count are asked again.
 */
export async function reportStatus(messageId: string, status: MessageStatusBody['status']): Promise<void> {
  try {
    await browserApi().call('notifications.messageStatus', { body: { message_id: messageId, status } });
  } catch {
    return;
  }
  if (status === 'clicked') await invalidateEndpoint('accounts.user', 'notifications.messages');
}
